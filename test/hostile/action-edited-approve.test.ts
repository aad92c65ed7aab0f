// The built Action against a `/approve` edited into a comment or a review summary after it was
// written (GitHub lets a repository admin edit anyone's, and does not say over REST who did): an
// approval counts only as its author's own words, so an edited body approves nothing.
import { describe } from 'vitest';
import { addReview, AUTO_MERGE, commentEvent, FULL, fooBump, it, pullEvent } from './action-world.js';

describe('a /approve edited into a comment', () => {
  it('an owner\'s bound "/approve cancel" edited into "/approve" (as an admin can) approves nothing', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { git, pull } = fooBump(emulator, 51);
    await act(git, 'pull_request_target', pullEvent(repo, pull, { action: 'opened' }), AUTO_MERGE);
    // alice withdraws after the review of the head was shown: her comment is bound to the head.
    const alice = emulator.state.addComment(FULL, 51, 'alice', 'not this one\n/approve cancel');
    const second = await act(git, 'issue_comment', commentEvent(repo, 51, alice), AUTO_MERGE);
    expect(second.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    // Someone else rewrites her words; GitHub moves updated_at.
    alice.body = 'ship it\n/approve';
    alice.updatedAt = emulator.state.now();
    const bob = emulator.state.addComment(FULL, 51, 'dave', '/retest');

    const run = await act(git, 'issue_comment', commentEvent(repo, 51, bob), AUTO_MERGE);

    expect(run.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(merges()).toEqual([]);
    expect(repo.checkRuns.at(-1)!.conclusion).toBe('action_required');
  });

  it('a triggering /approve edited before the run read it is not counted either', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { git, pull } = fooBump(emulator, 52);
    await act(git, 'pull_request_target', pullEvent(repo, pull, { action: 'opened' }), AUTO_MERGE);
    const alice = emulator.state.addComment(FULL, 52, 'alice', '/retest');
    alice.body = '/approve';
    alice.updatedAt = emulator.state.now();

    const run = await act(git, 'issue_comment', commentEvent(repo, 52, { ...alice, body: '/retest' }), AUTO_MERGE);

    expect(run.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(merges()).toEqual([]);
  });

  it('a review summary edited into "/approve" approves nothing; an unedited one does', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { git, pull } = fooBump(emulator, 53);
    // alice only commented; someone with write access rewrote her summary afterwards.
    addReview(emulator, pull, 'alice', {
      id: 7,
      state: 'COMMENTED',
      body: 'looks fine\n/approve',
      lastEditedAt: emulator.state.now(),
    });

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'edited' }), AUTO_MERGE);

    expect(run.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(merges()).toEqual([]);

    // Bob's own words, never edited: his /approve review counts.
    addReview(emulator, pull, 'Bob', { id: 8, state: 'COMMENTED', body: '/approve' });
    const approved = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), AUTO_MERGE);
    expect(approved.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
  });
});
