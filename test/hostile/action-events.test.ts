// The built Action under events a hostile contributor controls: a fork's pull_request_target
// whose head rewrites .github/ and owners files with its catalogs, an event whose head sha is
// no longer the pull request's head, a workflow_run analysis forged by the pull request's own
// workflow. Nothing the pull request's content or author writes may decide a merge, a check or
// a comment; every refusal says why.
import { closeSync, ftruncateSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { MAX_ANALYSIS_BYTES } from '../../src/action/analysis.js';
import { passingAnalysis, selfApproved } from '../action/analysis-doc.js';
import { commit } from '../helpers/git.js';
import { ciYaml, communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { addReview, fooBump, it, pullEvent } from './action-world.js';

describe('a fork on pull_request_target', () => {
  it(
    'rewriting .github/, CODEOWNERS and its package owners with the catalog decides nothing: base rules, ' +
      'maintainers must approve',
    async ({ emulator, repo, act, merges, sticky }, { expect }) => {
      const { repo: git, base } = communityRepo();
      // Everything the head says makes mallory the one who decides; the work tree is left at the
      // head, so a configuration read from it (not from base) would show.
      const head = commit(git, 'take over', {
        'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2),
        '.github/fbc-bot.yaml': 'maintainers: [mallory]\nowners: {source: codeowners}\n',
        '.github/CODEOWNERS': '* @mallory @mallory-too\n',
        '.github/workflows/fbc-bot.yml': 'on: pull_request_target\njobs: {}\n',
        'operators/foo/ci.yaml': ciYaml('mallory', 'mallory-too'),
        'config.yaml': '---\norganization: example\nmaintainers:\n  - mallory\n',
      });
      const pull = emulator.state.addPull('acme/catalogs', {
        number: 31,
        author: 'mallory',
        baseSha: base,
        headSha: head,
        headRepo: 'mallory/catalogs',
      });
      // A second account the head names as owner and maintainer approves the head.
      addReview(emulator, pull, 'mallory-too', { id: 1, state: 'APPROVED' });

      const run = await act(git, 'pull_request_target', pullEvent(repo, pull, { fork: true }), {
        'auto-merge': 'true',
      });

      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({
        conclusion: 'action_required',
        merged: 'false',
        'auto-merge-eligible': 'false',
      });
      expect(merges()).toEqual([]);
      const check = repo.checkRuns.at(-1)!;
      expect(check).toMatchObject({ headSha: head, conclusion: 'action_required' });
      // foo's owners and the maintainer are base's: alice, Bob, mia; never mallory.
      expect(check.summary).toContain('- foo: @alice, @Bob, @mia can approve (/approve)');
      expect(check.summary).toMatch(/path\(s\) outside the catalogs: a maintainer \(@mia\) must approve/);
      expect(check.summary).not.toContain('mallory');
      const reasons = JSON.parse(run.outputs['auto-merge-reasons']!) as string[];
      expect(reasons).toContain('package foo awaits an approval of the head commit by an owner');
      expect(reasons.join('\n')).toMatch(/path\(s\) outside the catalogs and owners files need a maintainer/);
      const report = JSON.parse(readFileSync(join(git, 'fbc-bot-review.json'), 'utf8')) as {
        findings: { rule: string; file?: string }[];
      };
      const flagged = (rule: string): string[] =>
        report.findings
          .filter((f) => f.rule === rule)
          .map((f) => f.file ?? '')
          .sort();
      expect(flagged('path-not-allowed')).toEqual([
        '.github/CODEOWNERS',
        '.github/fbc-bot.yaml',
        '.github/workflows/fbc-bot.yml',
        'config.yaml',
      ]);
      // CODEOWNERS holds no owners in this layout (ci.yaml does): only a maintainer may change it all the same.
      expect(flagged('ownership-config-changed')).toEqual([
        '.github/fbc-bot.yaml',
        'config.yaml',
        'operators/foo/ci.yaml',
      ]);
      expect(sticky()).toContain('fbc-bot:');
      expect(sticky()).not.toMatch(/✅/);
    },
  );
});

describe('an event whose head is no longer the pull request head', () => {
  it('reviewed at the event sha, checked there only, never merged: the newer head is reviewed on its own push', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const reviewed = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    // A push arrived after the event: the pull request's head is now a commit the event never named.
    const pushed = commit(git, 'v3', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
    const pull = emulator.state.addPull('acme/catalogs', {
      number: 32,
      author: 'alice',
      baseSha: base,
      headSha: pushed,
    });

    const run = await act(git, 'pull_request_target', pullEvent(repo, pull, { headSha: reviewed }), {
      'auto-merge': 'true',
    });

    expect(run.code).toBe(0);
    expect(run.outputs.merged).toBe('false');
    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(repo.checkRuns.map((c) => c.headSha)).toEqual([reviewed]);
    expect(JSON.parse(run.outputs['auto-merge-reasons']!)).toContain(
      `the head moved from ${reviewed.slice(0, 12)} to ${pushed.slice(0, 12)} since the review`,
    );
  });
});

describe('a late event for an older head', () => {
  it(
    'after the newer head was reviewed: the check on the older sha only; the comment and labels stay the newer ' +
      "head's",
    async ({ emulator, repo, act, sticky }, { expect }) => {
      const { repo: git, base } = communityRepo();
      const older = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
      const newer = commit(git, 'v3', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
      const pull = emulator.state.addPull('acme/catalogs', {
        number: 33,
        author: 'dave',
        baseSha: base,
        headSha: newer,
      });
      const inputs = { 'auto-merge': 'true', 'label-pass': 'fbc-pass', 'label-pending': 'fbc-pending' };
      await act(git, 'pull_request_target', pullEvent(repo, pull), inputs);
      expect(pull.labels).toEqual(['fbc-pending']);
      const shown = sticky();
      // Bob approved the older head before the push; his review's event is run last.
      addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED', commitId: older });

      const late = await act(
        git,
        'pull_request_review',
        pullEvent(repo, pull, { action: 'submitted', headSha: older }),
        inputs,
      );

      expect(late.outputs.merged).toBe('false');
      expect(repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
        [newer, 'action_required'],
        [older, 'success'],
      ]);
      expect(pull.labels).toEqual(['fbc-pending']);
      expect(sticky()).toBe(shown);
    },
  );
});

describe('mode publish on a workflow_run from a fork', () => {
  const completed = (repoId: number, id: number, headSha: string): unknown => ({
    action: 'completed',
    repository: { id: repoId },
    workflow_run: {
      id,
      head_sha: headSha,
      conclusion: 'success',
      event: 'pull_request',
      head_repository: { full_name: 'mallory/catalogs' },
      pull_requests: [],
    },
  });
  const forged = (pullRequest: number, base: string, head: string): unknown =>
    passingAnalysis(pullRequest, base, head, [selfApproved('foo', 'mallory')]);

  it('an analysis naming another open pull request posts nothing on it', async ({ emulator, repo, act, merges }, {
    expect,
  }) => {
    const { repo: git, base } = communityRepo();
    const victim = commit(git, 'victim', { 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) });
    const own = commit(git, 'own', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    emulator.state.addPull('acme/catalogs', { number: 41, author: 'carol', baseSha: base, headSha: victim });
    emulator.state.addPull('acme/catalogs', {
      number: 42,
      author: 'mallory',
      baseSha: base,
      headSha: own,
      headRepo: 'mallory/catalogs',
    });
    writeFileSync(join(git, 'fbc-bot-review.json'), JSON.stringify(forged(41, base, own)));

    const run = await act(git, 'workflow_run', completed(repo.id, 950, own), { mode: 'publish', 'auto-merge': 'true' });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`pull request #41's head is ${victim}, not ${own}, the head workflow run 950 built`);
    expect(repo.checkRuns).toEqual([]);
    expect(repo.comments).toEqual([]);
    expect(merges()).toEqual([]);
  });

  it('a forged pass with forged approvals is reviewed again from git: awaiting the real owners, never merged', async ({
    emulator,
    repo,
    act,
    merges,
    sticky,
  }, { expect }) => {
    const { git, base, head } = fooBump(emulator, 43, { author: 'mallory', headRepo: 'mallory/catalogs' });
    writeFileSync(join(git, 'fbc-bot-review.json'), JSON.stringify(forged(43, base, head)));

    const run = await act(git, 'workflow_run', completed(repo.id, 951, head), {
      mode: 'publish',
      'auto-merge': 'true',
    });

    expect(run.outputs).toMatchObject({
      conclusion: 'action_required',
      merged: 'false',
      'auto-merge-eligible': 'false',
    });
    expect(repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[head, 'action_required']]);
    expect(repo.checkRuns[0]!.summary).toContain('- foo: @alice, @Bob, @mia can approve (/approve)');
    expect(sticky()).not.toContain('mallory can');
    expect(merges()).toEqual([]);
  });

  it('publish, which never merges, leaves an arming by mode review alone', async ({ emulator, repo, act, merges }, {
    expect,
  }) => {
    const { git, base, head, pull } = fooBump(emulator, 44, { author: 'alice', mergeableState: 'blocked' });
    pull.autoMerge = {
      mergeMethod: 'SQUASH',
      enabledBy: 'github-actions[bot]',
      expectedHeadOid: head,
      enabledAt: emulator.state.now(),
    };
    writeFileSync(join(git, 'fbc-bot-review.json'), JSON.stringify(forged(44, base, head)));

    const run = await act(git, 'workflow_run', completed(repo.id, 953, head), {
      mode: 'publish',
      'auto-merge': 'true',
    });

    expect(run.outputs).toMatchObject({ conclusion: 'success', merged: 'false' });
    expect(pull.autoMerge).toMatchObject({ enabledBy: 'github-actions[bot]' });
    expect(merges()).toEqual([]);
  });

  it('an analysis 100 times the size limit is refused by its size, unread, with the reason', async ({ repo, act }, {
    expect,
  }) => {
    const { repo: git } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    // Sparse: 3.2 GB that costs no disk, and would cost the memory if read.
    const fd = openSync(join(git, 'fbc-bot-review.json'), 'w');
    ftruncateSync(fd, MAX_ANALYSIS_BYTES * 100);
    closeSync(fd);

    const started = Date.now();
    const run = await act(git, 'workflow_run', completed(repo.id, 952, head), { mode: 'publish' });

    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::cannot read the analysis fbc-bot-review.json: ${MAX_ANALYSIS_BYTES * 100} bytes, more than ` +
        `the ${MAX_ANALYSIS_BYTES + 1} fbc-bot reads`,
    );
    expect(repo.checkRuns).toEqual([]);
    expect(repo.comments).toEqual([]);
  });
});
