// The built Action run against its own GitHub API emulator per test, for every suite that runs
// dist/index.js end to end: each test seeds the emulator, runs events, and reads back every
// request the Action made.
import { it as vitestIt, type TestContext } from 'vitest';
import { Emulator } from '../emulator/server.js';
import type { Pull, PullReview, PullSeed, Repo } from '../emulator/state.js';
import { commit } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { runAction, type ActionRun } from './runner.js';

export const FULL = 'acme/catalogs';
export const TOKEN = 'ghs_action_token';

export interface ActionWorld {
  readonly emulator: Emulator;
  /** `ghes`: the API at /api/v3 and /api/graphql, as GitHub Enterprise Server serves it. */
  act(
    cwd: string,
    event: string,
    payload: unknown,
    inputs?: Record<string, string>,
    ghes?: boolean,
  ): Promise<ActionRun>;
  /** The body of every merge the Action asked for (REST merge or GraphQL auto-merge). */
  merges(): unknown[];
}

/**
 * One test with its own emulator, so the tests run at once (past a small burst the Action paces
 * its writes a second apart, as GitHub asks, and a run spends much of its time in git
 * processes); no emulator violation may be left.
 */
export function actionIt(name: string, body: (w: ActionWorld, ctx: TestContext) => Promise<void>): void {
  vitestIt.concurrent(name, async (ctx) => {
    const emulator = await Emulator.start();
    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write' },
    });
    const w: ActionWorld = {
      emulator,
      act: (cwd, event, payload, inputs = {}, ghes = false) => {
        // These catalogs name images no registry serves, and tests run offline: check-images has its own tests.
        const { apiUrl, graphqlUrl } = emulator.urls(ghes);
        return runAction({
          cwd,
          event,
          payload,
          inputs: { 'github-token': TOKEN, 'check-images': 'false', ...inputs },
          env: { GITHUB_REPOSITORY: FULL, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: graphqlUrl },
        });
      },
      merges: () =>
        emulator.log
          .filter(
            (e) =>
              e.operation === 'pulls/merge' ||
              (e.operation === 'graphql' && JSON.stringify(e.body).includes('enablePullRequestAutoMerge')),
          )
          .map((e) => e.body),
    };
    try {
      await body(w, ctx);
      ctx.expect(emulator.violations).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
}

/** A pull_request(_target) payload as GitHub sends it; `fork` puts the head in another repository. */
export function pullEvent(
  repo: Repo,
  pull: Pull,
  options: { action?: string; headSha?: string; fork?: boolean } = {},
): unknown {
  const headRepo =
    options.fork === true ? { id: repo.id + 1, full_name: pull.headRepo } : { id: repo.id, full_name: FULL };
  return {
    action: options.action ?? 'synchronize',
    repository: { id: repo.id, full_name: FULL },
    pull_request: {
      number: pull.number,
      user: { login: pull.author.login },
      base: { sha: pull.baseSha, ref: 'main', repo: { id: repo.id } },
      head: { sha: options.headSha ?? pull.headSha, ref: pull.headRef, repo: headRepo },
    },
  };
}

/** A push to main from `before` to `after`, as GitHub sends it. */
export function pushEvent(repo: Repo, before: string, after: string): unknown {
  return { ref: 'refs/heads/main', before, after, repository: { id: repo.id, default_branch: 'main' } };
}

/** The event of workflow run `id` (an analyze run on `headSha`) completing successfully: what mode publish runs on. */
export function workflowRunEvent(repo: Repo, id: number, headSha: string): unknown {
  return {
    action: 'completed',
    repository: { id: repo.id },
    workflow_run: { id, head_sha: headSha, conclusion: 'success', pull_requests: [] },
  };
}

/**
 * A review by `login`, submitted now, of the pull request's head unless `review` names another
 * commit; `review` gives its id, state and any other field.
 */
export function addReview(
  emulator: Emulator,
  pull: Pull,
  login: string,
  review: Pick<PullReview, 'id' | 'state'> & Partial<PullReview>,
): PullReview {
  const added: PullReview = {
    user: emulator.state.user(login),
    body: '',
    commitId: pull.headSha,
    submittedAt: emulator.state.now(),
    ...review,
  };
  pull.reviews.push(added);
  return added;
}

/**
 * dave's pull request `number` in a community repository, bumping foo to 2 (alice and Bob own
 * foo): the checkout, its base and head, and the emulated pull request (`seed` adds to it, or
 * names another author).
 */
export function fooBump(
  emulator: Emulator,
  number: number,
  seed: PullSeed = {},
): { git: string; base: string; head: string; pull: Pull } {
  const { repo: git, base } = communityRepo();
  const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
  const pull = emulator.state.addPull(FULL, { number, author: 'dave', baseSha: base, headSha: head, ...seed });
  return { git, base, head, pull };
}
