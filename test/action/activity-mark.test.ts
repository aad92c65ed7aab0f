import { describe, expect, it } from 'vitest';
import { activityMark, type Activity } from '../../src/action/activity-mark.js';

const HEAD = '2'.repeat(40);
const base: Activity = {
  draft: false,
  bot: 'github-actions[bot]',
  reviews: [
    {
      id: 1,
      author: 'bob',
      state: 'COMMENTED',
      commitId: HEAD,
      submittedAt: '2026-01-01T00:00:01Z',
      body: 'hm',
      edited: false,
    },
  ],
  comments: [
    { id: 7, author: 'github-actions[bot]', body: '/approve (help)', createdAt: 't1', updatedAt: 't1' },
    { id: 8, author: 'dave', body: 'thanks', createdAt: 't2', updatedAt: 't2' },
  ],
};

describe('activityMark', () => {
  it('moves with a review, a command comment, an edit of one, the draft state', () => {
    const mark = activityMark(base);
    const approved = {
      id: 2,
      author: 'alice',
      state: 'APPROVED',
      commitId: HEAD,
      submittedAt: '2026-01-01T00:00:02Z',
      body: '',
      edited: false,
    };
    const command = { id: 9, author: 'alice', body: '/hold', createdAt: 't3', updatedAt: 't3' };
    for (const changed of [
      { ...base, reviews: [...base.reviews, approved] },
      { ...base, reviews: [{ ...base.reviews[0]!, state: 'DISMISSED' }] },
      { ...base, reviews: [{ ...base.reviews[0]!, body: '/approve' }] },
      { ...base, comments: [...base.comments, command] },
      { ...base, comments: [...base.comments, command].map((c) => (c.id === 9 ? { ...c, updatedAt: 't4' } : c)) },
      { ...base, draft: true },
    ])
      expect(activityMark(changed)).not.toBe(mark);
  });

  it("stays with what no review decides on: the bot's own comments, comments without a command", () => {
    const mark = activityMark(base);
    expect(activityMark({ ...base, comments: [] })).toBe(mark);
    expect(activityMark({ ...base, comments: [base.comments[1]!, { ...base.comments[0]!, body: 'rewritten' }] })).toBe(
      mark,
    );
  });
});
