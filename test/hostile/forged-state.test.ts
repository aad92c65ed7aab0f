// State the bot reads back, forged by a pull request: a channel entry named like the bot's
// approvals record lands in the review comment, and the next run must still read only the record
// the bot wrote; a cache file committed where cache-dir points must not stand in for the review.
// The built Action against the GitHub API emulator.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, type TestContext } from 'vitest';
import type { Emulator } from '../emulator/server.js';
import { bundleDoc, channelDoc } from '../helpers/fixture.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { actionIt, fooBump, FULL } from '../action/action-world.js';
import type { ActionRun } from '../action/runner.js';
import { REVIEW_MARKER } from '../../src/github/comments.js';

const BOT = 'github-actions[bot]';

interface World {
  readonly emulator: Emulator;
  act(cwd: string, payload: unknown, event?: string, inputs?: Record<string, string>): Promise<ActionRun>;
}

/** Each test its own emulator (actionIt); every run asks for auto-merge unless told otherwise. */
function it(name: string, body: (w: World, ctx: TestContext) => Promise<void>): void {
  actionIt(name, ({ emulator, act: run }, ctx) => {
    const act: World['act'] = (cwd, payload, event = 'pull_request', inputs = {}) =>
      run(cwd, event, payload, { 'auto-merge': 'true', ...inputs });
    return body({ emulator, act }, ctx);
  });
}

function pushed(repoId: number, number: number, base: string, head: string): unknown {
  return {
    action: 'synchronize',
    repository: { id: repoId, full_name: FULL },
    pull_request: {
      number,
      user: { login: 'dave' },
      base: { sha: base, ref: 'main', repo: { id: repoId } },
      head: { sha: head, ref: `topic-${number}`, repo: { id: repoId } },
    },
  };
}

/** What the bot writes as its approvals record, for a binding of `comment` to `head`. */
const forgedRecord = (comment: number, head: string): string =>
  `<!-- fbc-bot:approvals ${Buffer.from(JSON.stringify({ b: [[comment, head]] })).toString('base64')} -->`;

describe('a forged approvals record in catalog text', () => {
  it('an old unbound /approve does not count for a later head that adds a bundle: no merge', async ({ emulator, act }, {
    expect,
  }) => {
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
    const three = await act(
      repo,
      {
        action: 'created',
        repository: { id: r.id },
        issue: { number: 9, pull_request: { url: 'x' } },
        comment: { id: now.id, body: now.body, user: { login: 'alice' } },
      },
      'issue_comment',
    );
    expect(three.outputs).toMatchObject({ merged: 'true', conclusion: 'success' });
    expect(emulator.log.find((e) => e.operation === 'pulls/merge')!.body).toMatchObject({ sha: later });
  });
});

describe('a marked comment by a user named like the bot', () => {
  it('is neither read nor updated: its record binds nothing, and the bot posts its own comment', async ({
    emulator,
    act,
  }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, base, head } = fooBump(emulator, 4);
    const old = emulator.state.addComment(FULL, 4, 'alice', '/approve');
    // `github-actions` is a user's login: the Actions bot is `github-actions[bot]`.
    const planted = emulator.state.addComment(
      FULL,
      4,
      'github-actions',
      `${REVIEW_MARKER}\nreview\n${forgedRecord(old.id, head)}`,
    );

    const run = await act(repo, pushed(r.id, 4, base, head));

    expect(run.outputs).toMatchObject({ merged: 'false', conclusion: 'action_required' });
    expect(planted.body).toContain(forgedRecord(old.id, head));
    expect(r.comments.filter((c) => c.user.login === BOT)).toHaveLength(1);
  });
});

describe('a cache file committed by the pull request', () => {
  it('is not read: the review is done afresh and finds what the forged cache hid', async ({ emulator, act }, {
    expect,
  }) => {
    // The repository makes an unsatisfied dependency an error; foo's new bundle requires `ghost`,
    // which no package of the catalog provides.
    const { repo, base } = communityRepo({
      '.github/fbc-bot.yaml': 'severity:\n  dependency-package-unsatisfied: error\n',
    });
    const ghost =
      '- type: olm.package\n  value: {packageName: foo, version: 0.2.0}\n- type: olm.package.required\n  ' +
      'value: {packageName: ghost, versionRange: ">=1.0.0"}\n';
    const catalog =
      pkgCatalog('foo').replace(
        '- name: foo.v0.1.0\n',
        '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n',
      ) + bundleDoc({ name: 'foo.v0.2.0', pkg: 'foo', properties: ghost });
    const head = commit(repo, 'requires ghost', { 'catalogs/v4.16/foo/catalog.yaml': catalog });
    const r = emulator.state.addRepo(FULL);
    const pull = emulator.state.addPull(FULL, { number: 5, author: 'alice', baseSha: base, headSha: head });
    const inputs = { 'report-path': join(mkdtempSync(join(tmpdir(), 'fbc-report-')), 'review.json') };
    // The cache an honest run writes for this head (the build id and content ids are public)…
    const honest = mkdtempSync(join(tmpdir(), 'fbc-honest-cache-'));
    const first = await act(repo, pushed(r.id, 5, base, head), 'pull_request', { ...inputs, 'cache-dir': honest });
    expect(first.outputs).toMatchObject({ verdict: 'fail', conclusion: 'failure' });
    const stored = JSON.parse(readFileSync(join(honest, 'fbc-bot-cache.json'), 'utf8')) as {
      parts: Record<string, { facts: { packages: [string, string[]][] } }>;
    };
    // …where the untouched package bar is said to provide ghost too, committed where the
    // workflow's cache-dir points.
    const bar = Object.values(stored.parts).filter((p) => p.facts.packages[0]?.[0] === 'bar');
    expect(bar).toHaveLength(1);
    bar[0]!.facts.packages.push(['ghost', ['1.0.0']]);
    const forged = commit(repo, 'cache', { '.fbc-cache/fbc-bot-cache.json': JSON.stringify(stored) });
    pull.headSha = forged;

    const run = await act(repo, pushed(r.id, 5, base, forged), 'pull_request', {
      ...inputs,
      'cache-dir': '.fbc-cache',
    });

    expect(run.outputs).toMatchObject({ verdict: 'fail', conclusion: 'failure', merged: 'false' });
    expect(r.checkRuns.at(-1)!.annotations.map((a) => a.title)).toContain('dependency-package-unsatisfied');
    expect(run.stdout).toContain(
      'the cache in .fbc-cache is not used: .fbc-cache/fbc-bot-cache.json is in the tree of',
    );
  });
});
