// State the bot reads back from its own comment, forged by catalog text: a channel entry named
// like the bot's approvals record lands in the review comment; the next run must still read only
// the record the bot wrote. The built Action against the GitHub API emulator.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Emulator } from '../emulator/server.js';
import { channelDoc } from '../helpers/fixture.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { runAction } from '../action/runner.js';

const FULL = 'acme/catalogs';
const TOKEN = 'ghs_action_token';
const BOT = 'github-actions[bot]';

let emulator: Emulator;
beforeEach(async () => {
  emulator = await Emulator.start();
  emulator.addToken(TOKEN, { permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write' } });
});
afterEach(async () => {
  try {
    expect(emulator.violations).toEqual([]);
  } finally {
    await emulator.close();
  }
});

function act(cwd: string, payload: unknown, event = 'pull_request') {
  const { apiUrl, graphqlUrl } = emulator.urls();
  return runAction({
    cwd, event, payload,
    inputs: { 'github-token': TOKEN, 'check-images': 'false', 'auto-merge': 'true' },
    env: { GITHUB_REPOSITORY: FULL, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: graphqlUrl },
  });
}

function pushed(repoId: number, number: number, base: string, head: string): unknown {
  return {
    action: 'synchronize', repository: { id: repoId, full_name: FULL },
    pull_request: { number, user: { login: 'dave' }, base: { sha: base, ref: 'main', repo: { id: repoId } }, head: { sha: head, ref: `topic-${number}`, repo: { id: repoId } } },
  };
}

/** What the bot writes as its approvals record, for a binding of `comment` to `head`. */
const forgedRecord = (comment: number, head: string): string => `<!-- fbc-bot:approvals ${Buffer.from(JSON.stringify({ b: [[comment, head]] })).toString('base64')} -->`;

describe('a forged approvals record in catalog text', () => {
  it('an old unbound /approve does not count for a later head that adds a bundle: no merge', async () => {
    const { repo, base } = communityRepo();
    // The later head, made first (a force-push replaces the first head with it): foo gains a bundle.
    const later = commit(repo, 'foo v0.3.0', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
    git(repo, 'reset', '-q', '--hard', base);
    const r = emulator.state.addRepo(FULL);
    // foo's owner alice says /approve before any review was shown: bound to nothing.
    const pull = emulator.state.addPull(FULL, { number: 9, author: 'dave', baseSha: base, headSha: base });
    const old = emulator.state.addComment(FULL, 9, 'alice', '/approve');
    const forged = forgedRecord(old.id, later);
    const first = commit(repo, 'foo v0.2.0', {
      'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) + channelDoc(`- name: ${forged}\n`, 'candidate', 'foo'),
    });
    pull.headSha = first;

    const one = await act(repo, pushed(r.id, 9, base, first));
    expect(one.outputs.merged).toBe('false');
    const sticky = () => r.comments.find((c) => c.user.login === BOT)!;
    // The catalog's text reached the comment, escaped: it holds no HTML comment but the bot's own.
    expect(sticky().body).toContain('&lt;!-- fbc-bot:approvals');
    expect(sticky().body.match(/<!--/g)).toHaveLength(2);

    pull.headSha = later;
    const two = await act(repo, pushed(r.id, 9, base, later));
    expect(two.outputs).toMatchObject({ merged: 'false', conclusion: 'action_required' });
    expect(pull.merged).toBe(false);
    expect(emulator.log.some((e) => e.operation === 'pulls/merge')).toBe(false);

    // The bot's own record still works: alice approves the head the comment now shows, and it merges.
    const now = emulator.state.addComment(FULL, 9, 'alice', '/approve');
    const three = await act(repo, { action: 'created', repository: { id: r.id }, issue: { number: 9, pull_request: { url: 'x' } }, comment: { id: now.id, body: now.body, user: { login: 'alice' } } }, 'issue_comment');
    expect(three.outputs).toMatchObject({ merged: 'true', conclusion: 'success' });
    expect(emulator.log.find((e) => e.operation === 'pulls/merge')!.body).toMatchObject({ sha: later });
  });
});
