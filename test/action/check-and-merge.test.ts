import { describe, expect, it } from 'vitest';
import { checkOutcome, holdState, mergeDecision, type ReviewSummary } from '../../src/action/check-and-merge.js';

const H = 'c'.repeat(40);
const green: ReviewSummary = {
  verdict: 'pass',
  errors: 0,
  warnings: 1,
  counts: '0 errors, 1 warning introduced',
  ownership: 'approved',
  pending: [],
  maintainers: ['maint'],
  othersPending: 0,
  autoMerge: { eligible: true, reasons: [] },
};
const pendingReview: ReviewSummary = {
  ...green,
  verdict: 'fail',
  ownership: 'pending',
  pending: [{ package: 'etcd', canApprove: ['alice', 'bob'] }],
  autoMerge: { eligible: false, reasons: ['package etcd awaits an approval of the head commit by an owner'] },
};
const failing: ReviewSummary = {
  ...green,
  verdict: 'fail',
  errors: 2,
  counts: '1 error, 1 warning introduced (3 findings in 2 catalogs)',
  autoMerge: { eligible: false, reasons: ['2 error(s) introduced'] },
};
const free = { held: false, by: [] };

describe('holdState', () => {
  it("anyone holds; one lifts one's own; a maintainer lifts all", () => {
    expect(holdState([{ login: 'x', body: '/hold' }], [])).toEqual({ held: true, by: ['x'] });
    expect(
      holdState(
        [
          { login: 'x', body: '/hold' },
          { login: 'X', body: '/hold cancel' },
        ],
        [],
      ),
    ).toEqual({ held: false, by: [] });
    expect(
      holdState(
        [
          { login: 'x', body: '/hold' },
          { login: 'author', body: '/hold cancel' },
        ],
        [],
      ),
    ).toEqual({ held: true, by: ['x'] });
    expect(
      holdState(
        [
          { login: 'x', body: '/hold' },
          { login: 'y', body: '/hold' },
          { login: 'Maint', body: '/hold cancel' },
        ],
        ['maint'],
      ).held,
    ).toBe(false);
  });

  it("an edited comment can hold, never lift a hold (an admin can edit anyone's)", () => {
    expect(
      holdState(
        [
          { login: 'x', body: '/hold' },
          { login: 'Maint', body: '/hold cancel', edited: true },
        ],
        ['maint'],
      ).held,
    ).toBe(true);
    expect(
      holdState(
        [
          { login: 'x', body: '/hold' },
          { login: 'x', body: '/hold cancel', edited: true },
        ],
        [],
      ).held,
    ).toBe(true);
    expect(holdState([{ login: 'x', body: '/hold', edited: true }], [])).toEqual({ held: true, by: ['x'] });
  });

  it("the bot's own comments never hold", () => {
    expect(holdState([{ login: 'fbc-bot[bot]', body: 'Say:\n/hold\n' }], [], 'fbc-bot[bot]').held).toBe(false);
    // GitHub spells the Actions bot with or without [bot], depending on the API that names it.
    expect(holdState([{ login: 'github-actions[bot]', body: 'Say:\n/hold\n' }], [], 'github-actions').held).toBe(false);
    expect(holdState([{ login: 'github-actions[bot]', body: '/hold' }], [], 'fbc-bot').held).toBe(true);
  });
});

describe('checkOutcome', () => {
  it('says the state labels show, whatever conclusion a pending one gets', () => {
    expect(checkOutcome(green, free, 'failure').state).toBe('pass');
    expect(checkOutcome(failing, free, 'action_required').state).toBe('fail');
    expect(
      checkOutcome({ ...failing, ownership: 'pending', pending: pendingReview.pending }, free, 'failure').state,
    ).toBe('fail');
    expect(checkOutcome(pendingReview, free, 'failure')).toMatchObject({ state: 'pending', conclusion: 'failure' });
    expect(checkOutcome(green, { held: true, by: ['x'] }, 'failure').state).toBe('pending');
  });

  it('gives the comment the heading of its own state: a hold told apart from a missing approval', () => {
    expect(checkOutcome(green, free, 'action_required').heading).toBe('pass');
    expect(checkOutcome(failing, free, 'action_required').heading).toBe('fail');
    expect(checkOutcome(pendingReview, free, 'action_required').heading).toBe('pending');
    expect(checkOutcome(green, { held: true, by: ['x'] }, 'action_required').heading).toBe('held');
    expect(checkOutcome({ ...green, verdict: 'fail' }, free, 'action_required').heading).toBe('fail');
  });

  it('passes only when valid, approved and not held', () => {
    expect(checkOutcome(green, free, 'action_required')).toMatchObject({
      conclusion: 'success',
      title: 'fbc-bot: pass — 0 errors, 1 warning introduced',
    });
  });

  it('fails on errors, pending or not', () => {
    expect(checkOutcome(failing, free, 'action_required')).toMatchObject({
      conclusion: 'failure',
      title: 'fbc-bot: fail — 1 error, 1 warning introduced (3 findings in 2 catalogs)',
      summary:
        'The change must be fixed: 1 error, 1 warning introduced (3 findings in 2 catalogs). See the ' +
        'annotations and the review comment.',
    });
    expect(
      checkOutcome({ ...failing, ownership: 'pending', pending: pendingReview.pending }, free, 'action_required')
        .conclusion,
    ).toBe('failure');
    expect(checkOutcome({ ...green, verdict: 'fail' }, free, 'action_required').conclusion).toBe('failure');
  });

  it('pending ownership never passes, and says who can approve', () => {
    for (const c of ['action_required', 'failure'] as const) {
      const o = checkOutcome(pendingReview, free, c);
      expect(o.conclusion).toBe(c);
      expect(o.summary).toContain('- etcd: @alice, @bob, @maint can approve (/approve)');
    }
    expect(checkOutcome({ ...green, othersPending: 2 }, free, 'failure')).toMatchObject({ conclusion: 'failure' });
    expect(
      checkOutcome({ ...pendingReview, maintainers: [], pending: [{ package: 'x', canApprove: [] }] }, free, 'failure')
        .summary,
    ).toContain('no owner and no maintainer can approve it');
  });

  it('a package name from the catalog cannot link or inject in the summary', () => {
    const o = checkOutcome(
      { ...pendingReview, pending: [{ package: '[x](https://evil.example) <img src=y>', canApprove: ['alice'] }] },
      free,
      'failure',
    );
    expect(o.summary).not.toContain('](https://');
    expect(o.summary).not.toContain('<img');
  });

  it('a hold never passes', () => {
    expect(checkOutcome(green, { held: true, by: ['x'] }, 'action_required')).toMatchObject({
      conclusion: 'action_required',
      summary: expect.stringContaining('@x'),
    });
  });
});

describe('mergeDecision', () => {
  const base = {
    enabled: true,
    review: green,
    hold: free,
    reviewedHead: H,
    currentHead: H,
    draft: false,
    state: 'open',
  };

  it('merges an eligible, current, unheld pull request', () => {
    expect(mergeDecision(base)).toEqual({ merge: true, eligible: true, reasons: [] });
  });

  it('never merges on an error, whatever else holds', () => {
    expect(mergeDecision({ ...base, error: 'listing reviews: 502' })).toEqual({
      merge: false,
      eligible: false,
      reasons: ['an error stopped the review: listing reviews: 502'],
    });
    expect(mergeDecision({ ...base, review: undefined })).toMatchObject({
      merge: false,
      reasons: ['no review was completed'],
    });
  });

  it.each([
    [{ review: failing }, '2 error(s) introduced'],
    [{ review: pendingReview }, 'package etcd awaits an approval of the head commit by an owner'],
    [
      { review: { ...green, autoMerge: { eligible: false, reasons: [] } } },
      'the review is not eligible for auto-merge',
    ],
    [{ hold: { held: true, by: ['x'] } }, 'held by x'],
    [{ currentHead: 'd'.repeat(40) }, `the head moved from ${'c'.repeat(12)} to ${'d'.repeat(12)} since the review`],
    [{ currentHead: undefined }, 'the pull request head is unknown'],
    [{ draft: true }, 'the pull request is a draft'],
    [{ state: 'closed' }, 'the pull request is closed'],
  ])('does not merge with %j', (over, reason) => {
    const d = mergeDecision({ ...base, ...over });
    expect(d.merge).toBe(false);
    expect(d.eligible).toBe(false);
    expect(d.reasons).toContain(reason);
  });

  it('eligible but not merged: auto-merge off, or a merge queue', () => {
    expect(mergeDecision({ ...base, enabled: false })).toEqual({
      merge: false,
      eligible: true,
      reasons: ['auto-merge is off (input auto-merge: false)'],
    });
    expect(mergeDecision({ ...base, mergeQueue: true })).toEqual({
      merge: false,
      eligible: true,
      reasons: ['a merge queue merges on its own'],
    });
    // A run that never merges (mode publish) says why, in place of the input's.
    expect(mergeDecision({ ...base, enabled: false, neverMerges: 'mode publish never merges' })).toEqual({
      merge: false,
      eligible: false,
      reasons: ['mode publish never merges'],
    });
  });
});
