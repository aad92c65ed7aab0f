// The built Action against approvals that change while it decides: an approving review dismissed
// between the run's read of the reviews and its merge call must not be merged on.
import { describe } from 'vitest';
import { commit } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { FULL, it, pullEvent } from './action-world.js';

describe('an approval dismissed while the run decides', () => {
  it('the review dismissed between the read of reviews and the merge: not merged, the reason said', async ({ emulator, repo, act, merges }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const pull = emulator.state.addPull(FULL, { number: 53, author: 'dave', baseSha: base, headSha: head });
    pull.reviews.push({ id: 1, user: emulator.state.user('Bob'), state: 'APPROVED', body: '', commitId: head, submittedAt: emulator.state.now() });
    emulator.afterFirst('pulls/list-reviews', () => {
      pull.reviews[0]!.state = 'DISMISSED';
    });

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), { 'auto-merge': 'true' });

    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs['auto-merge-reasons']).toContain('the approvals changed while this run reviewed');
  });

  it('unchanged approvals still merge (the second read agrees)', async ({ emulator, repo, act }, { expect }) => {
    const { repo: git, base } = communityRepo();
    const head = commit(git, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const pull = emulator.state.addPull(FULL, { number: 54, author: 'dave', baseSha: base, headSha: head });
    pull.reviews.push({ id: 1, user: emulator.state.user('Bob'), state: 'APPROVED', body: '', commitId: head, submittedAt: emulator.state.now() });
    emulator.state.addComment(FULL, 54, 'carol', 'thanks');

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), { 'auto-merge': 'true' });

    expect(run.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
    expect(pull.merged).toBe(true);
  });
});
