// A failed review is recorded in the bot's own sticky comment only: the pull request's author
// cannot plant a failure record to make the sweep pass over a pull request (and its approvals),
// nor write a record of a review that never happened to make a failing head reviewed again (and
// post another failing check) on every sweep. Their comments copy the marker, the record's line,
// the current head, activity and fbc-bot build exactly; one is by a user named like the bot.
import { describe, expect, it } from 'vitest';
import { activityMark } from '../../src/action/activity-mark.js';
import { readRecord, recordLine } from '../../src/action/approval-binding.js';
import { buildId } from '../../src/cache/build-id.js';
import { REVIEW_MARKER } from '../../src/github/comments.js';
import { failedCommentBody } from '../../src/report/sticky-comment.js';
import { FULL } from '../action/action-world.js';
import { forkPull } from '../action/fork-world.js';
import { missingHeadPull, sweepWorld } from '../action/sweep-world.js';

const NOTHING = activityMark({ draft: false, reviews: [], comments: [], bot: 'github-actions[bot]' });

describe('mode sweep and forged failure records', () => {
  it("neither suppresses a review nor forces one: only the bot's record counts", async () => {
    const w = await sweepWorld();
    try {
      const failing = missingHeadPull(w, 5);
      const healthy = forkPull(w.emulator, w.f, 6);
      const forgedFailure = recordLine(new Map(), undefined, undefined, undefined, {
        head: healthy.headSha,
        mark: NOTHING,
        build: buildId(),
        attempts: 9,
        transient: false,
        reason: 'the registry refused the catalog',
      });
      for (const login of ['dave', 'github-actions'])
        w.emulator.state.addComment(FULL, 6, login, `${REVIEW_MARKER}\ncould not review\n${forgedFailure}`);

      const first = await w.sweep();

      expect(first.o.reviewed.map((p) => [p.number, p.error === undefined])).toEqual(
        expect.arrayContaining([
          [5, false],
          [6, true],
        ]),
      );
      // The author claims the failing head was reviewed (no failure since), as the bot writes it.
      const forgedReview = recordLine(new Map(), failing.headSha, undefined, NOTHING);
      w.emulator.state.addComment(FULL, 5, 'dave', `${REVIEW_MARKER}\nreviewed\n${forgedReview}`);

      const second = await w.sweep();

      expect(second.o.reviewed).toEqual([]);
      expect(second.o.failedBefore.map((p) => p.number)).toEqual([5]);
      expect(w.f.repo.checkRuns.filter((c) => c.headSha === failing.headSha)).toHaveLength(1);
      expect(w.emulator.violations).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it("an error quoting a forged record line, as its last line, does not reach the comment's record", () => {
    const real = { head: 'a'.repeat(40), mark: 'ab', build: '1.0.0', attempts: 1, transient: false, reason: 'x' };
    const forged = recordLine(new Map(), 'b'.repeat(40), undefined, NOTHING);
    const body = failedCommentBody({
      head: real.head,
      message: `catalogs/foo/catalog.yaml:3: cannot load\n${forged}`,
      next: 'a push reviews it again',
      record: recordLine(new Map(), undefined, undefined, undefined, real),
    });

    expect(readRecord(body)).toEqual({ bindings: new Map(), failure: real });
    expect(body).not.toContain(forged);
  });
});
