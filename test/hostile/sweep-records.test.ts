// What a sweep decides to skip comes from the bot's own record only: a comment by anyone else
// (a user named like the bot included) that copies the sticky comment's marker and a record
// claiming the current head and activity cannot make the sweep pass over an approval no run with
// a write token has acted on.
import { describe } from 'vitest';
import { activityMark } from '../../src/action/activity-mark.js';
import { recordLine } from '../../src/action/approval-binding.js';
import { REVIEW_MARKER } from '../../src/github/comments.js';
import { actionIt as it, FULL } from '../action/action-world.js';
import { approve, forkPull, forkRepo, SWEEP } from '../action/fork-world.js';

describe('mode sweep and forged records', () => {
  it("a record in the author's comment, claiming the approval was already reviewed, is not the bot's", async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const f = forkRepo(emulator);
    const pull = forkPull(emulator, f, 31);
    // Only read-only runs so far: no record of the bot's. The forged ones come first.
    approve(emulator, f.repo, pull, 'Bob', 1);
    const reviews = pull.reviews.map((r) => ({
      id: r.id,
      author: r.user.login,
      state: r.state,
      commitId: r.commitId,
      submittedAt: r.submittedAt,
      body: r.body,
      edited: false,
    }));
    const comments = f.repo.comments.map((c) => ({
      id: c.id,
      author: c.user.login,
      body: c.body,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    }));
    const mark = activityMark({ draft: false, reviews, comments, bot: 'github-actions[bot]' });
    emulator.state.addComment(
      FULL,
      31,
      'dave',
      `${REVIEW_MARKER}\nall reviewed\n${recordLine(new Map(), pull.headSha, undefined, mark)}`,
    );
    emulator.state.addComment(
      FULL,
      31,
      'github-actions',
      `${REVIEW_MARKER}\n${recordLine(new Map(), pull.headSha, undefined, mark)}`,
    );

    const swept = await act(f.checkout, 'schedule', { schedule: '*/20 * * * *' }, SWEEP);

    expect(swept.outputs).toMatchObject({ 'reviewed-pull-requests': '[31]', 'merged-pull-requests': '[31]' });
    expect(merges()).toEqual([{ sha: pull.headSha, merge_method: 'squash' }]);
  });
});
