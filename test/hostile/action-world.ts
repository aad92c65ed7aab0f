// The built Action (dist/index.js) run against its own GitHub API emulator per test, for the
// hostile-event suites: each test seeds the repository and pull requests, runs one event, and
// reads back every request the Action made.
import { it as vitestIt, type TestContext } from 'vitest';
import { runAction, type ActionRun } from '../action/runner.js';
import { Emulator } from '../emulator/server.js';
import type { Pull, Repo } from '../emulator/state.js';

export const FULL = 'acme/catalogs';
const TOKEN = 'ghs_hostile_events';

export interface World {
  readonly emulator: Emulator;
  readonly repo: Repo;
  act(cwd: string, event: string, payload: unknown, inputs?: Record<string, string>): Promise<ActionRun>;
  /** Every merge the Action asked for (REST merge or GraphQL auto-merge). */
  merges(): unknown[];
  /** The bot's sticky comment, if any. */
  sticky(): string | undefined;
}

/** One test with its own emulator (so tests run at once); no emulator violation may be left. */
export function it(name: string, body: (w: World, ctx: TestContext) => Promise<void>): void {
  vitestIt.concurrent(name, async (ctx) => {
    const emulator = await Emulator.start();
    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write' },
    });
    const repo = emulator.state.addRepo(FULL);
    const w: World = {
      emulator,
      repo,
      act: (cwd, event, payload, inputs = {}) => {
        const { apiUrl, graphqlUrl } = emulator.urls();
        // Offline: these catalogs name images no registry serves.
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
      sticky: () => repo.comments.find((c) => c.user.login === 'github-actions[bot]')?.body,
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

/** An issue_comment created payload for a comment already in the emulator. */
export function commentEvent(
  repo: Repo,
  number: number,
  comment: { id: number; body: string; user: { login: string } },
): unknown {
  return {
    action: 'created',
    repository: { id: repo.id },
    issue: { number, pull_request: { url: 'x' } },
    comment: { id: comment.id, body: comment.body, user: { login: comment.user.login } },
  };
}
