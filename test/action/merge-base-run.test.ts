// The built Action on a pull request whose base branch moved on, from a depth-1 checkout as
// actions/checkout makes by default: head is compared with the merge base (the history fetched as
// needed), and where no history can be had the check fails saying to use fetch-depth: 0.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { Emulator } from '../emulator/server.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { runAction } from './runner.js';

const FULL = 'acme/catalogs';
const TOKEN = 'ghs_merge_base';
const cloneEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

/** origin: foo changed on a branch (pull request 3), then main changed bar; a depth-1 clone of main. */
function world(): { checkout: string; origin: string; mainTip: string; head: string } {
  const { repo: origin } = communityRepo();
  git(origin, 'checkout', '-q', '-b', 'pr');
  const head = commit(origin, 'foo v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
  git(origin, 'update-ref', 'refs/pull/3/head', head);
  git(origin, 'checkout', '-q', 'main');
  const mainTip = commit(origin, 'bar v2', { 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) });
  const checkout = join(mkdtempSync(join(tmpdir(), 'fbc-checkout-')), 'c');
  execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', 'main', `file://${origin}`, checkout], {
    env: cloneEnv,
  });
  return { checkout, origin, mainTip, head };
}

async function review(checkout: string, mainTip: string, head: string) {
  const emulator = await Emulator.start();
  try {
    emulator.addToken(TOKEN, { permissions: { checks: 'write', pull_requests: 'write', issues: 'write' } });
    const r = emulator.state.addRepo(FULL);
    emulator.state.addPull(FULL, { number: 3, author: 'alice', baseSha: mainTip, headSha: head });
    const payload = {
      action: 'synchronize',
      repository: { id: r.id, full_name: FULL },
      pull_request: {
        number: 3,
        user: { login: 'alice' },
        base: { sha: mainTip, ref: 'main', repo: { id: r.id } },
        head: { sha: head, ref: 'pr', repo: { id: r.id } },
      },
    };
    const { apiUrl, graphqlUrl } = emulator.urls();
    const run = await runAction({
      cwd: checkout,
      event: 'pull_request_target',
      payload,
      inputs: { 'github-token': TOKEN },
      env: { GITHUB_REPOSITORY: FULL, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: graphqlUrl },
    });
    return { run, checks: r.checkRuns, comments: r.comments, violations: emulator.violations };
  } finally {
    await emulator.close();
  }
}

describe('the Action compares head with the merge base', () => {
  it.concurrent(
    "main moved on: only the pull request's change, the history fetched into a depth-1 checkout",
    async ({ expect }) => {
      const { checkout, mainTip, head } = world();
      const { run, checks, comments, violations } = await review(checkout, mainTip, head);

      expect(run.stdout).not.toMatch(/::error/);
      expect(run.outputs).toMatchObject({ verdict: 'pass', conclusion: 'success' });
      expect(checks.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'success']]);
      // bar's bump on main is no removal by the pull request.
      expect(comments[0]!.body).not.toMatch(/\bbar\b/);
      expect(comments[0]!.body).toContain('foo — modified in catalogs/v4.16');
      expect(violations).toEqual([]);
    },
  );

  it.concurrent(
    'no history to be had: the check fails, saying to check out with fetch-depth: 0',
    async ({ expect }) => {
      const { checkout, mainTip, head } = world();
      execFileSync('git', ['-C', checkout, 'fetch', '-q', '--depth', '1', 'origin', head], { env: cloneEnv });
      git(checkout, 'remote', 'set-url', 'origin', join(checkout, 'gone'));
      const { run, checks, violations } = await review(checkout, mainTip, head);

      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        'this is a shallow clone, and the commit the pull request branched from is not in it',
      );
      expect(run.stdout).toContain('`fetch-depth: 0`');
      expect(checks.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'failure']]);
      expect(violations).toEqual([]);
    },
  );
});
