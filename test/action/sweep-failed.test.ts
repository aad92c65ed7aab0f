// A pull request whose review throws, swept again and again (in process, over real HTTP against
// the emulator, on real git): one failing check per head, recorded in the bot's comment; later
// sweeps pass over it (no review, no write) and say so, until its head, its activity (a /retest)
// or fbc-bot's build changes; a failure that may pass on retry is tried a bounded number of times.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord } from '../../src/action/approval-binding.js';
import { MAX_ATTEMPTS } from '../../src/action/failure-record.js';
import { reviewMode } from '../../src/action/review-mode.js';
import { SWEEP_MEMORY_FILE } from '../../src/action/sweep-memory.js';
import { sweepJobSummary } from '../../src/action/sweep-summary.js';
import { markedComments } from '../../src/github/comments.js';
import { faults } from '../emulator/server.js';
import { git } from '../helpers/git.js';
import { pkgCatalog } from '../ownership/scenario.js';
import { FULL } from './action-world.js';
import { forkPull, pushForkHead, writes } from './fork-world.js';
import { missingHeadPull, sweepWorld, type SweepWorld } from './sweep-world.js';

const BOT = 'github-actions[bot]';

/**
 * What a sweep reads to pass over one pull request: the list, its comments and reviews (the bot's
 * login was read by the client's first sweep, and is kept).
 */
const PASSED_OVER = ['pulls/list', 'issues/list-comments', 'pulls/list-reviews'];

function botComment(w: SweepWorld, number: number): { body: string } {
  const mine = markedComments(
    w.f.repo.comments
      .filter((c) => c.issueNumber === number)
      .map((c) => ({ ...c, author: c.user.login, url: '', createdAt: c.createdAt, updatedAt: c.updatedAt })),
    BOT,
  );
  expect(mine).toHaveLength(1);
  return w.f.repo.comments.find((c) => c.id === mine[0]!.id)!;
}

/** The bot's comment on `number` as an older fbc-bot wrote it: the same failure, another build. */
function olderBuild(w: SweepWorld, number: number): void {
  const comment = botComment(w, number);
  const [, encoded] = /<!-- fbc-bot:approvals (\S+) -->$/.exec(comment.body)!;
  const record = JSON.parse(Buffer.from(encoded!, 'base64').toString('utf8')) as { f: { v: string } };
  record.f.v = '0.9.0';
  comment.body = comment.body.replace(encoded!, Buffer.from(JSON.stringify(record)).toString('base64'));
}

const checksOf = (w: SweepWorld, head: string): string[] =>
  w.f.repo.checkRuns.filter((c) => c.headSha === head).map((c) => c.conclusion ?? '');

describe('mode sweep and a review that throws', () => {
  it('one failing check; the next sweep reviews and writes nothing, saying so; a push reviews again', async () => {
    const w = await sweepWorld();
    try {
      const pull = missingHeadPull(w, 5);
      const failing = pull.headSha;

      const first = await w.sweep();

      expect(first.o.reviewed).toEqual([expect.objectContaining({ number: 5, merged: false })]);
      expect(first.o.reviewed[0]!.error).toMatch(/could not be fetched from origin/);
      expect(checksOf(w, failing)).toEqual(['failure']);
      const record = readRecord(botComment(w, 5).body);
      expect(record.failure).toMatchObject({ head: failing, attempts: 1, transient: false });
      expect(botComment(w, 5).body).toContain(`could not review ${failing.slice(0, 12)}`);

      const second = await w.sweep();

      expect(second.o.reviewed).toEqual([]);
      expect(second.o.failedBefore).toEqual([{ number: 5, reason: expect.stringMatching(/could not be fetched/) }]);
      expect(second.operations).toEqual(PASSED_OVER);
      expect(checksOf(w, failing)).toEqual(['failure']);
      expect(sweepJobSummary(second.o, 'sweep')).toMatch(
        /\| #5 \| failed before on this head \(its failing check stands\): commit\(s\) e+5 are not in/,
      );

      pull.headSha = pushForkHead(w.f, 5, w.f.base, { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
      w.emulator.state.touch(w.f.repo, 5);

      const pushed = await w.sweep();

      expect(pushed.o.reviewed).toEqual([
        expect.objectContaining({ number: 5, note: expect.stringMatching(/^new head/) }),
      ]);
      expect(pushed.o.reviewed[0]!.error).toBeUndefined();
      expect(checksOf(w, pull.headSha)).toEqual(['action_required']);
      expect(readRecord(botComment(w, 5).body)).toMatchObject({ head: pull.headSha });
      expect(readRecord(botComment(w, 5).body).failure).toBeUndefined();
      expect(w.emulator.violations).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('a review that throws after its comment bound an /approve keeps that binding in the record', async () => {
    const w = await sweepWorld({ 'auto-merge': 'true' });
    try {
      const pull = forkPull(w.emulator, w.f, 11);
      await w.sweep();
      const approval = w.emulator.state.addComment(FULL, 11, 'alice', '/approve');
      // GitHub fails (5xx past the retries) when the approvals are read again right before the merge.
      w.emulator.afterFirst('pulls/list-reviews', () => w.emulator.fault(faults.serverError('pulls/list-reviews', 10)));
      const target = {
        kind: 'comment',
        number: 11,
        commentId: approval.id,
        commenter: 'alice',
        commands: ['approve'],
      } as const;

      const o = await reviewMode(w.cfg, { ...w.ctx, eventName: 'issue_comment' }, target, w.gh);

      expect(o).toMatchObject({ merged: false, transient: true, error: expect.stringMatching(/GitHub answered 502/) });
      expect(checksOf(w, pull.headSha)).toEqual(['action_required', 'success', 'failure']);
      const record = readRecord(botComment(w, 11).body);
      expect(record.bindings).toEqual(new Map([[approval.id, pull.headSha]]));
      expect(record.failure).toMatchObject({ head: pull.headSha, attempts: 1, transient: true });
    } finally {
      await w.close();
    }
  });

  it('a failure recorded by a review run (pull_request_target) is not posted again by the sweep', async () => {
    const w = await sweepWorld();
    try {
      const pull = missingHeadPull(w, 6);
      const target = {
        kind: 'pull-request',
        event: 'pull_request_target',
        number: 6,
        baseSha: pull.baseSha,
        headSha: pull.headSha,
        baseRef: 'main',
        author: 'dave',
        sameRepo: false,
      } as const;

      const reviewed = await reviewMode(w.cfg, { ...w.ctx, eventName: 'pull_request_target' }, target, w.gh);

      expect(reviewed.error).toMatch(/could not be fetched/);
      expect(reviewed.published).toMatchObject({ check: true, comment: true });

      const swept = await w.sweep();

      expect(swept.o.reviewed).toEqual([]);
      expect(swept.o.failedBefore.map((p) => p.number)).toEqual([6]);
      expect(checksOf(w, pull.headSha)).toEqual(['failure']);
    } finally {
      await w.close();
    }
  });

  it('another build of fbc-bot than the one that failed reviews the head again', async () => {
    const w = await sweepWorld();
    try {
      const pull = missingHeadPull(w, 7);
      await w.sweep();
      expect((await w.sweep()).o.reviewed).toEqual([]);
      olderBuild(w, 7);

      const upgraded = await w.sweep();

      expect(upgraded.o.reviewed).toEqual([
        expect.objectContaining({ number: 7, note: expect.stringMatching(/^fbc-bot changed since its review failed/) }),
      ]);
      expect(checksOf(w, pull.headSha)).toEqual(['failure', 'failure']);
      expect((await w.sweep()).o.reviewed).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it(`a transient failure (origin unreachable) is tried ${MAX_ATTEMPTS} times, then again on /retest`, async () => {
    const w = await sweepWorld();
    try {
      const pull = forkPull(w.emulator, w.f, 8);
      const origin = git(w.f.checkout, 'remote', 'get-url', 'origin').toString().trim();
      git(w.f.checkout, 'remote', 'set-url', 'origin', 'http://127.0.0.1:1/catalogs.git');

      const notes: string[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const { o } = await w.sweep();
        expect(o.reviewed.map((p) => p.error)).toEqual([expect.stringMatching(/unable to access/)]);
        notes.push(o.reviewed[0]!.note);
        expect(readRecord(botComment(w, 8).body).failure).toMatchObject({ attempts: attempt, transient: true });
      }
      const from = w.emulator.log.length;
      const bounded = await w.sweep();

      expect(notes.map((n) => n.split(':')[0])).toEqual([
        'no review of fbc-bot recorded',
        `attempt 2 of ${MAX_ATTEMPTS} after a failure that may pass on retry`,
        `attempt 3 of ${MAX_ATTEMPTS} after a failure that may pass on retry`,
      ]);
      expect(bounded.o.reviewed).toEqual([]);
      expect(bounded.o.failedBefore.map((p) => p.number)).toEqual([8]);
      expect(writes(w.emulator, from)).toEqual([]);
      expect(checksOf(w, pull.headSha)).toEqual(Array(MAX_ATTEMPTS).fill('failure'));

      // The network is back; a maintainer asks for the review again.
      git(w.f.checkout, 'remote', 'set-url', 'origin', origin);
      w.emulator.state.addComment(FULL, 8, 'alice', '/retest');

      const retested = await w.sweep();

      expect(retested.o.reviewed).toEqual([
        expect.objectContaining({ number: 8, note: expect.stringMatching(/^new reviews, commands or draft state/) }),
      ]);
      expect(retested.o.reviewed[0]!.error).toBeUndefined();
      expect(checksOf(w, pull.headSha).at(-1)).toBe('action_required');
    } finally {
      await w.close();
    }
  });

  it(
    'with cache-dir, a pull request that failed before costs no request of its own, and is still said; ' +
      'another build reviews it again',
    async () => {
      const cacheDir = mkdtempSync(join(tmpdir(), 'fbc-sweep-failed-'));
      const w = await sweepWorld({ 'cache-dir': cacheDir });
      try {
        missingHeadPull(w, 9);
        await w.sweep();
        await w.sweep();

        const third = await w.sweep();

        expect(third.operations).toEqual(['pulls/list']);
        expect(third.o.failedBefore).toEqual([{ number: 9, reason: expect.stringMatching(/could not be fetched/) }]);
        expect(third.o.reviewed).toEqual([]);
        // What an older fbc-bot wrote and remembered, GitHub listing the pull request just as then.
        olderBuild(w, 9);
        const file = join(cacheDir, SWEEP_MEMORY_FILE);
        writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), build: '0.9.0' }));

        const upgraded = await w.sweep();

        expect(upgraded.o.reviewed.map((p) => p.number)).toEqual([9]);
      } finally {
        await w.close();
      }
    },
  );
});
