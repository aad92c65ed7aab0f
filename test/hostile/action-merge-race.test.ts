// The built Action against approvals that change while it decides or after it armed GitHub
// auto-merge: an approving review dismissed between the run's read of the reviews and its merge
// call must not be merged on, nor through the auto-merge the bot armed on it earlier.
import { describe } from 'vitest';
import { addReview, AUTO_MERGE, FULL, fooBump, it, pullEvent } from './action-world.js';

/** The inputs of a run that arms GitHub auto-merge rather than merging itself. */
const ARM = { ...AUTO_MERGE, 'merge-via': 'auto-merge' };

describe('an approval dismissed while the run decides', () => {
  it('the review dismissed between the read of reviews and the merge: not merged, the reason said', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    const { git, pull } = fooBump(emulator, 53);
    const approval = addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });
    emulator.afterFirst('pulls/list-reviews', () => {
      approval.state = 'DISMISSED';
    });

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), AUTO_MERGE);

    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs['auto-merge-reasons']).toContain('the approvals changed while this run reviewed');
  });

  it('unchanged approvals still merge (the second read agrees)', async ({ emulator, repo, act }, { expect }) => {
    const { git, pull } = fooBump(emulator, 54);
    addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });
    emulator.state.addComment(FULL, 54, 'carol', 'thanks');

    const run = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), AUTO_MERGE);

    expect(run.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
    expect(pull.merged).toBe(true);
  });

  it('auto-merge the bot armed is disarmed once the approval behind it is dismissed', async ({
    emulator,
    repo,
    act,
    merges,
  }, { expect }) => {
    // Required checks still running: GitHub arms auto-merge rather than merging now.
    const { git, head, pull } = fooBump(emulator, 55, { mergeableState: 'blocked' });
    const approval = addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });
    const armed = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'submitted' }), ARM);
    expect(armed.outputs.merged).toBe('true');
    expect(pull.autoMerge).toMatchObject({ expectedHeadOid: head, enabledBy: 'github-actions[bot]' });

    approval.state = 'DISMISSED';
    const dismissed = await act(git, 'pull_request_review', pullEvent(repo, pull, { action: 'dismissed' }), ARM);

    expect(dismissed.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(pull.autoMerge).toBeNull();
    expect(pull.merged).toBe(false);
    expect(merges()).toHaveLength(1);
  });

  it('auto-merge armed by someone else is theirs to disarm', async ({ emulator, repo, act }, { expect }) => {
    const { git, head, pull } = fooBump(emulator, 56, { mergeableState: 'blocked' });
    pull.autoMerge = {
      mergeMethod: 'SQUASH',
      enabledBy: 'mia',
      expectedHeadOid: head,
      enabledAt: emulator.state.now(),
    };

    const run = await act(git, 'pull_request_target', pullEvent(repo, pull), ARM);

    expect(run.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(pull.autoMerge).toMatchObject({ enabledBy: 'mia' });
  });
});
