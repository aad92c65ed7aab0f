// The built Action against approvals that change while it decides or after it armed GitHub
// auto-merge: an approving review dismissed between the run's read of the reviews and its merge
// call must not be merged on, nor through the auto-merge the bot armed on it earlier.
import { describe } from 'vitest';
import { commit } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { FULL, it, pullEvent } from './action-world.js';

describe('an approval dismissed while the run decides', () => {
  it('the review dismissed between the read of reviews and the merge: not merged, the reason said', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const pull = emulator.state.addPull(FULL, { number: 53, author: 'dave', baseSha: base, headSha: head });
    pull.reviews.push({
      id: 1,
      user: emulator.state.user('Bob'),
      state: 'APPROVED',
      body: '',
      commitId: head,
      submittedAt: emulator.state.now(),
    });
    emulator.afterFirst('pulls/list-reviews', () => {
      pull.reviews[0]!.state = 'DISMISSED';
    });

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), {
      'auto-merge': 'true',
    });

    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs['auto-merge-reasons']).toContain('the approvals changed while this run reviewed');
  });

  it('unchanged approvals still merge (the second read agrees)', async ({ emulator, repo, act }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const pull = emulator.state.addPull(FULL, { number: 54, author: 'dave', baseSha: base, headSha: head });
    pull.reviews.push({
      id: 1,
      user: emulator.state.user('Bob'),
      state: 'APPROVED',
      body: '',
      commitId: head,
      submittedAt: emulator.state.now(),
    });
    emulator.state.addComment(FULL, 54, 'carol', 'thanks');

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), {
      'auto-merge': 'true',
    });

    expect(run.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
    expect(pull.merged).toBe(true);
  });

  it('auto-merge the bot armed is disarmed once the approval behind it is dismissed', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    // Required checks still running: GitHub arms auto-merge rather than merging now.
    const pull = emulator.state.addPull(FULL, {
      number: 55,
      author: 'dave',
      baseSha: base,
      headSha: head,
      mergeableState: 'blocked',
    });
    pull.reviews.push({
      id: 1,
      user: emulator.state.user('Bob'),
      state: 'APPROVED',
      body: '',
      commitId: head,
      submittedAt: emulator.state.now(),
    });
    const inputs = { 'auto-merge': 'true', 'merge-via': 'auto-merge' };
    const armed = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), inputs);
    expect(armed.outputs.merged).toBe('true');
    expect(pull.autoMerge).toMatchObject({ expectedHeadOid: head, enabledBy: 'github-actions[bot]' });

    pull.reviews[0]!.state = 'DISMISSED';
    const dismissed = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'dismissed' }), inputs);

    expect(dismissed.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(pull.autoMerge).toBeNull();
    expect(pull.merged).toBe(false);
    expect(merges()).toHaveLength(1);
  });

  it('auto-merge armed by someone else is theirs to disarm', async ({ emulator, repo, act }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const pull = emulator.state.addPull(FULL, {
      number: 56,
      author: 'dave',
      baseSha: base,
      headSha: head,
      mergeableState: 'blocked',
    });
    pull.autoMerge = {
      mergeMethod: 'SQUASH',
      enabledBy: 'mia',
      expectedHeadOid: head,
      enabledAt: emulator.state.now(),
    };

    const run = await act(git, 'pull_request_target', pullEvent(repo, pull), {
      'auto-merge': 'true',
      'merge-via': 'auto-merge',
    });

    expect(run.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(pull.autoMerge).toMatchObject({ enabledBy: 'mia' });
  });
});
