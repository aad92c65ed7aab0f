import { describe, expect, it } from 'vitest';
import {
  gatherApprovals,
  keptBindings,
  lateApprovals,
  MAX_RECORDED,
  mayBind,
  readRecord,
  recordLine,
  shownSince,
  type CommentIn,
  type ReviewIn,
} from '../../src/action/approval-binding.js';

const OLD = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const review = (author: string, state: string, at: string, commitId = OLD, body = '', edited = false): ReviewIn => ({
  author,
  state,
  commitId,
  submittedAt: at,
  body,
  edited,
});
const comment = (id: number, author: string, body: string, at: string, updatedAt = at): CommentIn => ({
  id,
  author,
  body,
  createdAt: at,
  updatedAt,
});

describe('gatherApprovals', () => {
  it('reviews carry their commit; events come out by time', () => {
    const g = gatherApprovals(
      [review('bob', 'APPROVED', 't3'), review('amy', 'CHANGES_REQUESTED', 't1')],
      [],
      new Map(),
      HEAD,
      'bot[bot]',
    );
    expect(g.events).toEqual([
      { login: 'amy', state: 'CHANGES_REQUESTED', commit: OLD, body: '' },
      { login: 'bob', state: 'APPROVED', commit: OLD, body: '' },
    ]);
  });

  it('a dismissed review withdraws, whatever its text says', () => {
    expect(
      gatherApprovals([review('bob', 'DISMISSED', 't1', OLD, '/approve')], [], new Map(), HEAD, undefined).events,
    ).toEqual([{ login: 'bob', state: 'CHANGES_REQUESTED', commit: OLD }]);
  });

  it('the triggering comment binds to the head; a recorded one keeps its commit; others approve nothing', () => {
    const comments = [
      comment(1, 'amy', '/approve', 't1'),
      comment(2, 'bob', '/approve', 't2'),
      comment(3, 'cid', '/approve', 't3'),
    ];
    const g = gatherApprovals([], comments, new Map([[1, OLD]]), HEAD, 'bot', 3);
    expect(g.events).toEqual([
      { login: 'amy', state: 'COMMENTED', commit: OLD, body: '/approve' },
      { login: 'cid', state: 'COMMENTED', commit: HEAD, body: '/approve' },
    ]);
    expect([...g.bindings]).toEqual([
      [1, OLD],
      [3, HEAD],
    ]);
  });

  it('an unbound /approve cancel still withdraws; the bot never approves', () => {
    const g = gatherApprovals(
      [review('bot[bot]', 'APPROVED', 't0', HEAD)],
      [comment(5, 'amy', '/approve cancel', 't1'), comment(6, 'BOT[bot]', '/approve', 't2')],
      new Map(),
      HEAD,
      'bot',
      6,
    );
    expect(g.events).toEqual([{ login: 'amy', state: 'COMMENTED', commit: HEAD, body: '/approve cancel' }]);
  });

  it("an edited review's body can withdraw, never approve; its state still counts", () => {
    const reviews = [
      review('amy', 'COMMENTED', 't1', HEAD, '/approve', true),
      review('bob', 'CHANGES_REQUESTED', 't2', HEAD, '/approve', true),
      review('cid', 'APPROVED', 't3', HEAD, 'ok\n/approve cancel', true),
      review('dan', 'COMMENTED', 't4', HEAD, '/approve'),
    ];
    expect(gatherApprovals(reviews, [], new Map(), HEAD, 'bot').events).toEqual([
      { login: 'amy', state: 'COMMENTED', commit: HEAD, body: '' },
      { login: 'bob', state: 'CHANGES_REQUESTED', commit: HEAD, body: '' },
      { login: 'cid', state: 'APPROVED', commit: HEAD, body: '/approve cancel' },
      { login: 'dan', state: 'COMMENTED', commit: HEAD, body: '/approve' },
    ]);
  });

  it(
    "an edited comment's /approve counts for nothing, bound or triggering; its /approve cancel still " + 'withdraws',
    () => {
      const comments = [
        comment(1, 'amy', '/approve', 't1', 't5'),
        comment(2, 'bob', '/approve', 't2', 't6'),
        comment(3, 'cid', '/approve cancel', 't3', 't7'),
      ];
      const g = gatherApprovals(
        [],
        comments,
        new Map([
          [1, OLD],
          [3, HEAD],
        ]),
        HEAD,
        'bot',
        2,
      );
      expect(g.events).toEqual([{ login: 'cid', state: 'COMMENTED', commit: HEAD, body: '/approve cancel' }]);
    },
  );
});

describe('the record in the bot comment', () => {
  it('keeps the bindings of comments still there by those who can approve, newest first, bounded', () => {
    const comments = [
      comment(1, 'amy', '/approve', 't1'),
      comment(2, 'eve', '/approve', 't2'),
      comment(3, 'AMY', '/approve', 't3'),
    ];
    const kept = keptBindings(
      new Map([
        [1, OLD],
        [2, HEAD],
        [3, HEAD],
        [4, HEAD],
      ]),
      comments,
      (login) => login.toLowerCase() === 'amy',
    );
    expect([...kept]).toEqual([
      [3, HEAD],
      [1, OLD],
    ]);
    const many = Array.from({ length: 1_000 }, (_, i) => comment(i, 'amy', '/approve', 't1'));
    const bounded = keptBindings(new Map(many.map((c) => [c.id, HEAD])), many, () => true);
    expect([...bounded.keys()]).toEqual(Array.from({ length: MAX_RECORDED }, (_, i) => 999 - i));
  });

  it('round-trip', () => {
    const line = recordLine(
      new Map([
        [9, HEAD],
        [3, OLD],
      ]),
      HEAD,
    );
    const r = readRecord(`review\n${line}\n`);
    expect([...r.bindings]).toEqual([
      [3, OLD],
      [9, HEAD],
    ]);
    expect(r.head).toBe(HEAD);
    expect(readRecord(recordLine(new Map(), HEAD, '2026-01-01T00:00:05Z'))).toEqual({
      bindings: new Map(),
      head: HEAD,
      since: '2026-01-01T00:00:05Z',
    });
  });

  it('carries the activity mark a sweep compares; a malformed one reads as none', () => {
    expect(readRecord(recordLine(new Map(), HEAD, undefined, 'ab12'))).toEqual({
      bindings: new Map(),
      head: HEAD,
      mark: 'ab12',
    });
    const forged =
      `<!-- fbc-bot:approvals ` + `${Buffer.from(JSON.stringify({ b: [], h: HEAD, m: 'x y' })).toString('base64')} -->`;
    expect(readRecord(forged).mark).toBeUndefined();
  });

  it('carries a failed review beside the approvals, with or without a head; a malformed one reads as none', () => {
    const failure = { head: HEAD, mark: 'ab12', build: '1.0.0+0a', attempts: 2, transient: true, reason: 'no answer' };
    expect(readRecord(recordLine(new Map([[3, OLD]]), OLD, undefined, 'cd34', failure))).toEqual({
      bindings: new Map([[3, OLD]]),
      head: OLD,
      mark: 'cd34',
      failure,
    });
    expect(readRecord(recordLine(new Map(), undefined, undefined, undefined, failure))).toEqual({
      bindings: new Map(),
      failure,
    });
    const line = (f: unknown): string =>
      `<!-- fbc-bot:approvals ${Buffer.from(JSON.stringify({ b: [], h: HEAD, f })).toString('base64')} -->`;
    const field = { h: HEAD, m: 'ab12', v: '1.0.0', n: 1, t: false, r: 'x' };
    expect(readRecord(line(field)).failure).toEqual({
      head: HEAD,
      mark: 'ab12',
      build: '1.0.0',
      attempts: 1,
      transient: false,
      reason: 'x',
    });
    for (const bad of [
      { ...field, n: 0 },
      { ...field, n: 1.5 },
      { ...field, h: 'HEAD' },
      { ...field, t: 'no' },
      { ...field, v: 'a b' },
      7,
    ])
      expect(readRecord(line(bad)).failure).toBeUndefined();
    expect(readRecord(line(field)).head).toBe(HEAD);
  });

  it('late approvals: unbound, unedited /approve comments written after the comment showed the head', () => {
    const shown = '2026-01-01T00:00:05Z';
    const record = { bindings: new Map([[4, HEAD]]), head: HEAD, since: shown };
    const comments = [
      comment(1, 'alice', '/approve', '2026-01-01T00:00:03Z'), // before the review was shown
      comment(2, 'alice', '/approve', '2026-01-01T00:00:06Z'),
      comment(3, 'bob', '/approve', '2026-01-01T00:00:07Z', '2026-01-01T00:00:08Z'), // edited
      comment(4, 'carol', '/approve', '2026-01-01T00:00:07Z'), // already bound
      comment(5, 'bot[bot]', '/approve', '2026-01-01T00:00:07Z'),
      comment(6, 'dave', 'lgtm', '2026-01-01T00:00:07Z'),
    ];
    expect(lateApprovals(comments, record, shown, HEAD, 'bot[bot]')).toEqual([2]);
    // The comment shows another head (a push since): nothing binds.
    expect(lateApprovals(comments, { ...record, head: OLD }, shown, HEAD, 'bot[bot]')).toEqual([]);
  });

  it('shown since the earliest time the comment was seen showing the head, kept across rewrites', () => {
    expect(shownSince({ bindings: new Map(), head: HEAD }, '2026-01-01T00:00:09Z', HEAD)).toBe('2026-01-01T00:00:09Z');
    expect(
      shownSince({ bindings: new Map(), head: HEAD, since: '2026-01-01T00:00:05Z' }, '2026-01-01T00:00:09Z', HEAD),
    ).toBe('2026-01-01T00:00:05Z');
    expect(
      shownSince({ bindings: new Map(), head: OLD, since: '2026-01-01T00:00:05Z' }, '2026-01-01T00:00:09Z', HEAD),
    ).toBeUndefined();
  });

  it('a broken or hostile record binds nothing it should not', () => {
    expect(readRecord('<!-- fbc-bot:approvals !!! -->')).toEqual({ bindings: new Map() });
    const hostile = Buffer.from(
      JSON.stringify({
        b: [
          [1, 'HEAD'],
          ['2', OLD],
          [3, OLD],
        ],
        h: 'main',
      }),
    ).toString('base64');
    expect(readRecord(`<!-- fbc-bot:approvals ${hostile} -->`)).toEqual({ bindings: new Map([[3, OLD]]) });
    expect(readRecord(undefined).bindings.size).toBe(0);
  });

  it('is read from the last line only: a record quoted higher up (catalog text) is no record', () => {
    const forged = recordLine(new Map([[7, HEAD]]), HEAD);
    const real = recordLine(new Map([[3, OLD]]), OLD);
    expect(readRecord(`${forged}\nreview\n${real}`)).toEqual({ bindings: new Map([[3, OLD]]), head: OLD });
    expect(readRecord(`review\n${forged}\n**Merge:** not now.\n`)).toEqual({ bindings: new Map() });
    expect(readRecord(`review ${forged}`)).toEqual({ bindings: new Map() });
    expect(readRecord(`review\r\n${real}\r\n`)).toEqual({ bindings: new Map([[3, OLD]]), head: OLD });
  });
});

describe('mayBind', () => {
  const record = { bindings: new Map<number, string>(), head: HEAD };
  it('binds an approval written after the bot showed that head', () => {
    expect(mayBind(record, '2026-01-01T00:00:05Z', '2026-01-01T00:00:09Z', HEAD)).toBe(true);
    expect(mayBind(record, '2026-01-01T00:00:05Z', '2026-01-01T00:00:05Z', HEAD)).toBe(true);
  });

  it('never before any review, before the review of this head, or after a push the bot had not shown', () => {
    expect(mayBind({ bindings: new Map() }, '2026-01-01T00:00:05Z', '2026-01-01T00:00:09Z', HEAD)).toBe(false);
    expect(mayBind(record, undefined, '2026-01-01T00:00:09Z', HEAD)).toBe(false);
    expect(mayBind(record, '2026-01-01T00:00:09Z', '2026-01-01T00:00:05Z', HEAD)).toBe(false);
    expect(mayBind(record, '2026-01-01T00:00:05Z', '2026-01-01T00:00:09Z', OLD)).toBe(false);
    expect(mayBind(record, 'garbage', '2026-01-01T00:00:09Z', HEAD)).toBe(false);
  });
});
