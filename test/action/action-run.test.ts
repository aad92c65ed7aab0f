// The built Action end to end: `node index.js` in a real checkout, against the GitHub API emulator.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { faults } from '../emulator/server.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import {
  actionIt as it,
  addReview,
  fooBump,
  FULL,
  pullEvent,
  pushEvent,
  TOKEN,
  workflowRunEvent,
} from './action-world.js';
import { joined } from '../helpers/regexp.js';
import { passingAnalysis, selfApproved } from './analysis-doc.js';

/** foo's catalog whose channel names a bundle that is not there (foo.v0.2.0). */
const BROKEN_FOO =
  pkgDoc('foo') +
  channelDoc('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n', 'stable', 'foo') +
  bundleDoc({ name: 'foo.v0.1.0', pkg: 'foo' });

describe('mode review on a pull request', () => {
  it('a failing catalog: a failing check with annotations on the head sha, the comment, no merge', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'broken', { 'catalogs/v4.16/foo/catalog.yaml': BROKEN_FOO });
    const r = emulator.state.addRepo(FULL);
    const pull = emulator.state.addPull(FULL, { number: 5, author: 'alice', baseSha: base, headSha: head });

    const run = await act(repo, 'pull_request', pullEvent(r, pull), { 'auto-merge': 'true' });

    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.outputs['auto-merge-eligible']).toBe('false');
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs['changed-catalogs']).toBe('["catalogs/v4.16"]');
    expect(r.checkRuns).toHaveLength(1);
    const check = r.checkRuns[0]!;
    expect(check).toMatchObject({
      name: 'fbc-bot',
      headSha: head,
      status: 'completed',
      conclusion: 'failure',
      detailsUrl: `https://github.example/${FULL}/actions/runs/77`,
    });
    expect(check.annotations.length).toBeGreaterThan(0);
    expect(
      check.annotations.every((a) => a.path === 'catalogs/v4.16/foo/catalog.yaml' && a.annotation_level === 'failure'),
    ).toBe(true);
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0]!.body).toContain('## fbc-bot: ❌ fail');
    // Each finding links to its line at the reviewed head commit.
    expect(r.comments[0]!.body).toMatch(
      new RegExp(`\\]\\(https://github\\.example/${FULL}/blob/${head}/catalogs/v4\\.16/foo/catalog\\.yaml#L\\d+\\)`),
    );
    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(run.summary).toContain('## fbc-bot: ❌ fail');
  });

  it('a re-evaluation (a comment) reuses the cache for what did not change', async ({ emulator, act }, { expect }) => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'broken', { 'catalogs/v4.16/foo/catalog.yaml': BROKEN_FOO });
    const r = emulator.state.addRepo(FULL);
    const pull = emulator.state.addPull(FULL, { number: 13, author: 'alice', baseSha: base, headSha: head });
    const cacheDir = mkdtempSync(join(tmpdir(), 'fbc-action-cache-'));
    await act(repo, 'pull_request', pullEvent(r, pull), { 'cache-dir': cacheDir });
    const file = join(cacheDir, 'fbc-bot-cache.json');
    // The unchanged package's result is reused, not redone: mark it, and the mark shows up.
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      parts: Record<string, { findings: object[]; facts: { packages: [string, string[]][] } }>;
    };
    const bar = Object.values(stored.parts).filter((p) => p.facts.packages[0]?.[0] === 'bar');
    expect(bar).toHaveLength(1);
    bar[0]!.findings.push({
      rule: 'channel-entry-no-bundle',
      severity: 'error',
      message: 'FROM-CACHE',
      catalog: 'catalogs/v4.16',
      package: 'bar',
      file: 'catalogs/v4.16/bar/catalog.yaml',
      line: 1,
      column: 1,
    });
    writeFileSync(file, JSON.stringify(stored));
    const first = readFileSync(join(repo, 'fbc-bot-review.json'), 'utf8');
    const c = emulator.state.addComment(FULL, 13, 'bob', '/retest');

    const again = await act(
      repo,
      'issue_comment',
      {
        action: 'created',
        issue: { number: 13, pull_request: {} },
        comment: { id: c.id, body: '/retest', user: { login: 'bob' } },
      },
      { 'cache-dir': cacheDir },
    );

    expect(again.outputs.conclusion).toBe('failure');
    expect(first).not.toContain('FROM-CACHE');
    expect(readFileSync(join(repo, 'fbc-bot-review.json'), 'utf8')).toContain('FROM-CACHE');
  });

  it('approved and green: merged pinned to the reviewed head sha', async ({ emulator, act }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, head, pull } = fooBump(emulator, 6);
    addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });

    const run = await act(
      repo,
      'pull_request_review',
      { ...(pullEvent(r, pull) as object), action: 'submitted' },
      { 'auto-merge': 'true', 'merge-method': 'squash' },
    );

    expect(run.stdout).not.toMatch(/::error/);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      verdict: 'pass',
      conclusion: 'success',
      'auto-merge-eligible': 'true',
      merged: 'true',
      'auto-merge-reasons': '[]',
    });
    expect(r.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'success']]);
    const merge = emulator.log.find((e) => e.operation === 'pulls/merge')!;
    expect(merge.body).toEqual({ sha: head, merge_method: 'squash' });
    expect(pull).toMatchObject({ merged: true, mergeMethod: 'squash' });
    // The bot's login comes from GraphQL viewer: GET /user is refused to the Actions token.
    expect(emulator.log.some((e) => e.path === '/user')).toBe(false);
    // The comments are read for the approvals (the sticky comment is found among them, not listed
    // again to post it), then once more with the reviews right before the merge.
    expect(emulator.log.filter((e) => e.operation === 'issues/list-comments')).toHaveLength(2);
    const order = emulator.log
      .map((e) => e.operation)
      .filter((o) => o === 'pulls/list-reviews' || o === 'checks/create' || o === 'pulls/merge');
    expect(order).toEqual(['pulls/list-reviews', 'checks/create', 'pulls/list-reviews', 'pulls/merge']);
  });

  it(
    'merge-via auto-merge: armed for the reviewed head, or merged now pinned to it when GitHub calls it ' + 'clean',
    async ({ emulator, act }, { expect }) => {
      const { repo, base } = communityRepo();
      const head = commit(repo, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
      const r = emulator.state.addRepo(FULL);
      // Blocked (required checks still running): GitHub arms auto-merge for later.
      const pull = emulator.state.addPull(FULL, {
        number: 16,
        author: 'alice',
        baseSha: base,
        headSha: head,
        mergeableState: 'blocked',
      });
      // Clean (mergeable now): GitHub refuses to arm it, so the merge happens now, pinned alike.
      const clean = emulator.state.addPull(FULL, {
        number: 17,
        author: 'alice',
        baseSha: base,
        headSha: head,
        mergeableState: 'clean',
      });
      const inputs = { 'auto-merge': 'true', 'merge-via': 'auto-merge', 'merge-method': 'rebase' };

      const [armed, now] = await Promise.all([
        act(repo, 'pull_request', pullEvent(r, pull), inputs),
        act(repo, 'pull_request', pullEvent(r, clean), inputs),
      ]);

      expect(armed.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
      expect(pull.autoMerge).toMatchObject({ expectedHeadOid: head, mergeMethod: 'REBASE' });
      expect(pull.merged).toBe(false);
      expect(now.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
      expect(clean).toMatchObject({ merged: true, mergeMethod: 'rebase', autoMerge: null });
      expect(emulator.log.filter((e) => e.operation === 'pulls/merge').map((e) => e.body)).toEqual([
        { sha: head, merge_method: 'rebase' },
      ]);
    },
  );

  it('pending ownership (on GHES URLs): never a passing check, who can approve said, no merge', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, pull } = fooBump(emulator, 7);

    const run = await act(
      repo,
      'pull_request_target',
      pullEvent(r, pull, { action: 'opened' }),
      { 'auto-merge': 'true' },
      true,
    );

    expect(run.code).toBe(0);
    // Valid, waiting only for an owner: the verdict says pending, not fail.
    expect(run.outputs.verdict).toBe('pending');
    expect(run.outputs.conclusion).toBe('action_required');
    expect(r.checkRuns[0]!.conclusion).toBe('action_required');
    expect(r.checkRuns[0]!.summary).toContain('- foo: @alice, @Bob, @mia can approve (/approve)');
    expect(JSON.parse(run.outputs['auto-merge-reasons']!)).toContain(
      'package foo awaits an approval of the head commit by an owner',
    );
    // The comment says what the check says, and counts no error where the check counts none.
    expect(r.comments[0]!.body).toContain('## fbc-bot: ⏳ awaiting approval — 0 errors');
    expect(JSON.parse(run.outputs['auto-merge-reasons']!).join('; ')).not.toMatch(/error/);
    expect(merges()).toEqual([]);
  });

  it(
    "an owner writing another package's documents into their own directory: that package's owners are asked, no " +
      'merge',
    async ({ emulator, act, merges }, { expect }) => {
      // A configured repository without packageDirectories: ownership alone must hold the gate.
      const { repo, base } = communityRepo({ '.github/fbc-bot.yaml': 'maintainers: [mia]\n' });
      const takeover =
        channelDoc('- name: bar.v9.9.9\n  replaces: bar.v0.1.0\n', 'fast', 'bar') +
        bundleDoc({ name: 'bar.v9.9.9', pkg: 'bar', image: 'quay.io/example/evil:v9.9.9' });
      const head = commit(repo, 'foo v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) + takeover });
      const r = emulator.state.addRepo(FULL);
      const pull = emulator.state.addPull(FULL, { number: 8, author: 'alice', baseSha: base, headSha: head });

      const run = await act(repo, 'pull_request_target', pullEvent(r, pull, { action: 'opened' }), {
        'auto-merge': 'true',
      });

      expect(run.outputs).toMatchObject({
        conclusion: 'action_required',
        'auto-merge-eligible': 'false',
        merged: 'false',
      });
      expect(JSON.parse(run.outputs['auto-merge-reasons']!)).toEqual([
        'package bar awaits an approval of the head commit by an owner',
      ]);
      expect(r.checkRuns[0]!.summary).toContain('- bar: @carol, @mia can approve (/approve)');
      expect(r.comments[0]!.body).toMatch(/\| bar \| catalogs\/v4.16 \| carol \| — \| ⏳ pending/);
      expect(merges()).toEqual([]);
    },
  );

  it('/approve in a comment counts once the bot showed the head: bound to it, recorded, merged', async ({
    emulator,
    act,
  }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, pull } = fooBump(emulator, 8);
    const commented = (id: number, body: string) => ({
      action: 'created',
      repository: { id: r.id },
      issue: { number: 8, pull_request: { url: 'x' } },
      comment: { id, body, user: { login: 'alice' } },
    });

    // Written before any review of the head was shown: it cannot say which commit it approves.
    const early = emulator.state.addComment(FULL, 8, 'alice', '/approve');
    const first = await act(repo, 'issue_comment', commented(early.id, early.body), { 'auto-merge': 'true' });
    expect(first.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    const sticky = () => r.comments.find((x) => x.user.login === 'github-actions[bot]')!;
    expect(sticky().body).toContain(
      'was written before this comment showed the review of the head commit, so it is not counted: approve again',
    );

    const again = emulator.state.addComment(FULL, 8, 'alice', '/approve');
    const second = await act(repo, 'issue_comment', commented(again.id, again.body), { 'auto-merge': 'true' });
    expect(second.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
    expect(pull.merged).toBe(true);
    expect(sticky().body).toMatch(/<!-- fbc-bot:approvals [A-Za-z0-9+/=]+ -->/);
    expect(sticky().body).not.toContain('approve again');
  });

  it('a head moved since the review (409): not merged, re-evaluated on its own push', async ({ emulator, act }, {
    expect,
  }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, pull } = fooBump(emulator, 9, { author: 'alice' });
    const payload = pullEvent(r, pull);
    // The branch moves between the event and the merge: GitHub's answer to the pinned merge is 409.
    emulator.fault({
      route: 'pulls/merge',
      status: 409,
      message: 'Head branch was modified. Review and try the merge again.',
    });

    const run = await act(repo, 'pull_request', payload, { 'auto-merge': 'true' });

    expect(run.code).toBe(0);
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs['auto-merge-reasons']).toContain('the head branch was modified after the review');
    expect(pull.merged).toBe(false);
    expect(r.comments).toHaveLength(1);
    expect(r.comments[0]!.body).toContain('**Merge:** not now: the head branch was modified after the review');
  });
});

describe('holds and merge queues', () => {
  it('/hold keeps an approved, green pull request from merging and from a passing check', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    emulator.state.addPull(FULL, { number: 14, author: 'alice', baseSha: base, headSha: head });
    const c = emulator.state.addComment(FULL, 14, 'carol', 'wait for the release\n/hold');

    const run = await act(
      repo,
      'issue_comment',
      {
        action: 'created',
        issue: { number: 14, pull_request: {} },
        comment: { id: c.id, body: c.body, user: { login: 'carol' } },
      },
      { 'auto-merge': 'true' },
    );

    expect(run.outputs).toMatchObject({
      conclusion: 'action_required',
      merged: 'false',
      'auto-merge-eligible': 'false',
    });
    expect(JSON.parse(run.outputs['auto-merge-reasons']!)).toContain('held by carol');
    // A held review is no "pass" under a check that does not pass.
    expect(
      emulator.state
        .repo(...(FULL.split('/') as [string, string]))!
        .comments.find((x) => x.user.login === 'github-actions[bot]')!.body,
    ).toContain('## fbc-bot: ⏸️ on hold — 0 errors');
    expect(merges()).toEqual([]);
  });

  it('merge_group: the check on the queue head, the number from its branch, no merge call', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const { repo, base } = communityRepo();
    const prHead = commit(repo, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const queueHead = commit(repo, 'merge queue', {});
    const r = emulator.state.addRepo(FULL);
    emulator.state.addPull(FULL, { number: 15, author: 'alice', baseSha: base, headSha: prHead });
    const payload = {
      action: 'checks_requested',
      merge_group: {
        base_sha: base,
        head_sha: queueHead,
        base_ref: 'refs/heads/main',
        head_ref: `refs/heads/gh-readonly-queue/main/pr-15-${base}`,
      },
    };

    const run = await act(repo, 'merge_group', payload, { 'auto-merge': 'true' });

    expect(run.code).toBe(0);
    expect(r.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[queueHead, 'success']]);
    expect(r.comments).toEqual([]);
    expect(JSON.parse(run.outputs['auto-merge-reasons']!)).toEqual(['a merge queue merges on its own']);
    expect(merges()).toEqual([]);
  });

  it('merge_group on a branch that is not a queue branch: fails closed, nothing posted', async ({ emulator, act }, {
    expect,
  }) => {
    const { repo, base } = communityRepo();
    const r = emulator.state.addRepo(FULL);
    const payload = {
      action: 'checks_requested',
      merge_group: {
        base_sha: base,
        head_sha: base,
        base_ref: 'refs/heads/main',
        head_ref: 'refs/heads/feature/pr-15',
      },
    };
    const run = await act(repo, 'merge_group', payload);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'merge group branch "feature/pr-15" is not gh-readonly-queue/<base>/pr-<number>-<sha>',
    );
    expect(r.checkRuns).toEqual([]);
  });
});

describe('modes analyze and publish (no pull_request_target)', () => {
  it('analyze writes the review and posts nothing; publish posts it on the verified head, never merges', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, head, pull } = fooBump(emulator, 11, { author: 'alice' });
    emulator.addToken(TOKEN, {});

    const analyzed = await act(repo, 'pull_request', pullEvent(r, pull), {
      mode: 'analyze',
      'report-path': 'out/analysis.json',
      'auto-merge': 'true',
    });
    expect(analyzed.code).toBe(0);
    expect(analyzed.outputs).toMatchObject({ verdict: 'pass', 'report-path': 'out/analysis.json', merged: 'false' });
    expect(analyzed.outputs).toMatchObject({
      'changed-catalogs': '["catalogs/v4.16"]',
      'auto-merge-eligible': 'false',
      'auto-merge-reasons': '["mode analyze publishes and merges nothing"]',
    });
    expect(analyzed.outputs.conclusion).toBeUndefined();
    expect(emulator.log.filter((e) => e.method !== 'GET' && e.operation !== 'graphql')).toEqual([]);
    expect(r.checkRuns).toEqual([]);

    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write' },
    });
    const published = await act(repo, 'workflow_run', workflowRunEvent(r, 901, head), {
      mode: 'publish',
      'report-path': 'out/analysis.json',
      'auto-merge': 'true',
    });
    expect(published.code).toBe(0);
    expect(published.outputs).toMatchObject({
      verdict: 'pass',
      conclusion: 'success',
      merged: 'false',
      'auto-merge-eligible': 'false',
    });
    expect(published.outputs).toMatchObject({
      'report-path': 'out/analysis.json',
      'changed-catalogs': '["catalogs/v4.16"]',
    });
    expect(JSON.parse(published.outputs['auto-merge-reasons']!)).toEqual([
      expect.stringContaining('mode publish never merges'),
    ]);
    expect(r.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'success']]);
    expect(r.comments[0]!.body).toContain('never merges');
    expect(published.summary).toContain(`posted on \`${head}\``);
    expect(merges()).toEqual([]);
  });

  it(
    'publish trusts the analysis for nothing but the pull request: a forged pass on a failing head posts the ' +
      'failure',
    async ({ emulator, act, merges }, { expect }) => {
      const { repo, base } = communityRepo();
      // mallory does not own foo.
      const head = commit(repo, 'broken', { 'catalogs/v4.16/foo/catalog.yaml': BROKEN_FOO });
      const r = emulator.state.addRepo(FULL);
      emulator.state.addPull(FULL, { number: 13, author: 'mallory', baseSha: base, headSha: head });
      // What a pull request's own analyze workflow can write: a pass, approved by its author.
      const forged = passingAnalysis(13, base, head, [selfApproved('foo', 'mallory')]);
      writeFileSync(join(repo, 'forged.json'), JSON.stringify(forged));

      const published = await act(repo, 'workflow_run', workflowRunEvent(r, 903, head), {
        mode: 'publish',
        'report-path': 'forged.json',
        'auto-merge': 'true',
      });

      expect(published.code).toBe(1);
      expect(published.outputs).toMatchObject({
        verdict: 'fail',
        conclusion: 'failure',
        merged: 'false',
        'auto-merge-eligible': 'false',
      });
      expect(published.stdout).toContain('the analysis of workflow run 903 says pass, this review says fail');
      expect(r.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'failure']]);
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0]!.body).toContain('## fbc-bot: ❌ fail');
      expect(r.comments[0]!.body).toContain('package foo awaits an approval of the head commit by an owner');
      expect(merges()).toEqual([]);
    },
  );

  it('publish without a checkout says to check out the repository, posting nothing', async ({ emulator, act }, {
    expect,
  }) => {
    const r = emulator.state.addRepo(FULL);
    const { base, head } = fooBump(emulator, 14, { author: 'alice' });
    const bare = mkdtempSync(join(tmpdir(), 'fbc-publish-'));
    const analysis = passingAnalysis(14, base, head);
    writeFileSync(join(bare, 'fbc-bot-review.json'), JSON.stringify(analysis));
    const run = { action: 'completed', workflow_run: { id: 904, head_sha: head, conclusion: 'success' } };

    const published = await act(bare, 'workflow_run', run, { mode: 'publish' });

    expect(published.code).toBe(1);
    expect(published.stdout).toContain('check out this repository first (actions/checkout with fetch-depth: 0');
    expect(r.checkRuns).toEqual([]);
    expect(r.comments).toEqual([]);
  });

  it('publish refuses an analysis of another head, and a malformed one, posting nothing', async ({ emulator, act }, {
    expect,
  }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, base, head } = fooBump(emulator, 12, { author: 'alice' });
    const forged = passingAnalysis(12, base, base);
    writeFileSync(join(repo, 'forged.json'), JSON.stringify(forged));
    writeFileSync(
      join(repo, 'broken.json'),
      JSON.stringify({ ...forged, headSha: head, review: { ...forged.review, verdict: 'great' } }),
    );
    const run = { action: 'completed', workflow_run: { id: 902, head_sha: head, conclusion: 'success' } };

    const other = await act(repo, 'workflow_run', run, { mode: 'publish', 'report-path': 'forged.json' });
    expect(other.code).toBe(1);
    expect(other.stdout).toContain(`the analysis is of ${base}, but workflow run 902 built ${head}: not posted`);
    const broken = await act(repo, 'workflow_run', run, { mode: 'publish', 'report-path': 'broken.json' });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('broken.json: not an fbc-bot analysis: /review/verdict');
    expect(r.checkRuns).toEqual([]);
    expect(r.comments).toEqual([]);
  });
});

describe('labels', () => {
  const labels = { 'label-pass': 'fbc-bot/pass', 'label-fail': 'fbc-bot/fail', 'label-pending': 'fbc-bot/pending' };

  it("the state's label added, the other states' removed, other labels kept", async ({ emulator, act }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    // Passed on an earlier head; the new head awaits an owner's approval.
    const { git: repo, pull } = fooBump(emulator, 21, { labels: ['keep-me', 'fbc-bot/pass'] });

    const run = await act(repo, 'pull_request', pullEvent(r, pull), labels);

    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('action_required');
    expect(pull.labels).toEqual(['keep-me', 'fbc-bot/pending']);
  });

  it('a 403 on labels is a warning naming the permission; the review stands', async ({ emulator, act }, { expect }) => {
    const r = emulator.state.addRepo(FULL);
    const { git: repo, pull } = fooBump(emulator, 22);
    emulator.fault(faults.forbidden('issues/add-labels'));

    const run = await act(repo, 'pull_request', pullEvent(r, pull), labels);

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      joined(
        /::warning::labels not updated: Could not add the labels fbc-bot\/pending /,
        /.*`pull-requests: write` \(or `issues: write`\)/,
      ),
    );
    expect(run.stdout).not.toMatch(/::error/);
    expect(r.checkRuns[0]!.conclusion).toBe('action_required');
    expect(r.comments).toHaveLength(1);
  });
});

describe('mode plan on a push to the default branch', () => {
  it('the changed catalogs as a matrix, a Dockerfile each, a workflow dispatched', async ({ emulator, act }, {
    expect,
  }) => {
    const { repo, base } = communityRepo();
    const after = commit(repo, 'v2', {
      'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2),
      'README.md': 'docs\n',
    });
    const r = emulator.state.addRepo(FULL);
    emulator.addToken(TOKEN, { permissions: { actions: 'write', contents: 'write' } });

    const run = await act(repo, 'push', pushEvent(r, base, after), {
      mode: 'plan',
      dispatch: 'workflow',
      'dispatch-workflow': 'rebuild.yml',
      'base-image': 'quay.io/operator-framework/opm:v1.50.0',
    });

    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs.matrix!)).toEqual({
      include: [
        {
          catalog: 'catalogs/v4.17',
          name: 'v4.17',
          context: 'catalogs',
          dockerfile: 'fbc-bot-dockerfiles/catalogs/v4.17.Dockerfile',
        },
      ],
    });
    expect(run.outputs['changed-catalogs']).toBe('["catalogs/v4.17"]');
    expect(r.dispatches).toEqual([
      {
        kind: 'workflow',
        workflowId: 'rebuild.yml',
        ref: 'main',
        inputs: { catalogs: '["catalogs/v4.17"]', sha: after },
      },
    ]);
    expect(run.summary).toContain('catalogs/v4.17');
  });
});

describe('bad input', () => {
  it('a clear failure, no API call', async ({ emulator, act }, { expect }) => {
    const { repo } = communityRepo();
    const run = await act(repo, 'pull_request', {}, { 'merge-method': 'octopus' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::input merge-method: "octopus" is not one of merge, squash, rebase');
    expect(emulator.log).toEqual([]);
  });
});
