// Amplification: one mistake repeated through a huge file gives a bounded report (capFindings, on
// a run's final findings), and a message quoting a huge value is cut in the middle (finalize), leaving its
// group (model/finding.ts) when the cut takes the group's head or fix.
import { describe, expect, it } from 'vitest';
import { clipMessage, finalize, MESSAGE_MAX, type Draft } from '../../src/model/draft.js';
import { capFindings, PER_FILE_CAP } from '../../src/report/cap.js';
import { markIntroduced } from '../../src/diff/introduced.js';
import { verdictOf } from '../../src/model/verdict.js';

const at = (file: string, line: number): Draft['at'] => ({ file, line, column: 1 });

describe('caps', () => {
  it('past the cap, one info finding of the same rule counts the rest', () => {
    const drafts: Draft[] = [
      ...Array.from({ length: 1_000 }, (_, i): Draft => ({
        rule: 'channel-empty',
        message: `empty ${i}`,
        at: at('a.yaml', 1_000 - i),
      })),
      ...Array.from({ length: 5 }, (_, i): Draft => ({
        rule: 'channel-empty',
        message: `b ${i}`,
        at: at('b.yaml', i + 1),
      })),
      ...Array.from({ length: 150 }, (_, i): Draft => ({
        rule: 'yaml-type-surprise',
        message: `surprise ${i}`,
        at: at('a.yaml', i + 1),
      })),
    ];
    const out = capFindings(finalize(drafts, 'cat', 'cat/'));
    const inA = out.filter((f) => f.rule === 'channel-empty' && f.file === 'cat/a.yaml');
    expect(inA).toHaveLength(PER_FILE_CAP + 1);
    expect(inA.slice(0, PER_FILE_CAP).map((f) => f.line)).toEqual(
      Array.from({ length: PER_FILE_CAP }, (_, i) => i + 1),
    );
    // The summary counts what is left unlisted: no error of its own, and no problem (report/problems.ts).
    expect(inA.at(-1)).toMatchObject({
      severity: 'info',
      more: 900,
      line: PER_FILE_CAP + 1,
      message: expect.stringMatching(/^900 more channel-empty findings in cat\/a\.yaml from here on/),
    });
    expect(out.filter((f) => f.file === 'cat/b.yaml')).toHaveLength(5);
    expect(out.filter((f) => f.rule === 'yaml-type-surprise')).toHaveLength(PER_FILE_CAP + 1);
    expect(verdictOf(out)).toBe('fail');
    // A severity override applies to the summary too: its rule is the one summed up.
    expect(
      capFindings(finalize(drafts, 'cat', 'cat/', { 'channel-empty': 'warning' })).filter(
        (f) => f.severity === 'error',
      ),
    ).toHaveLength(0);
  });

  it('caps after introduced is marked: a change that shifts lines introduces nothing old', () => {
    const drafts = (from: number): Draft[] =>
      Array.from({ length: 150 }, (_, i): Draft => ({
        rule: 'channel-empty',
        message: `empty ${i + from}`,
        at: at('a.yaml', i + 1),
      }));
    // Head drops base's first finding: base's 101st now falls within the listed hundred.
    const marked = markIntroduced(finalize(drafts(1).slice(0, 149), 'cat', 'cat/'), finalize(drafts(0), 'cat', 'cat/'));
    const out = capFindings(marked);
    expect(out.filter((f) => f.introduced !== false)).toEqual([]);
    expect(out.at(-1)).toMatchObject({
      introduced: false,
      message: expect.stringMatching(/^49 more channel-empty findings already in base/),
    });
    expect(verdictOf(out)).toBe('pass');
    // One new finding among 150 old ones stays listed and introduced; the old ones are summed apart.
    const mixed = capFindings(
      markIntroduced(
        [
          ...finalize(drafts(0), 'cat', 'cat/'),
          ...finalize([{ rule: 'channel-empty', message: 'new one', at: at('a.yaml', 500) }], 'cat', 'cat/'),
        ],
        finalize(drafts(0), 'cat', 'cat/'),
      ),
    );
    expect(mixed.filter((f) => f.introduced === true).map((f) => f.message)).toEqual(['new one']);
  });

  it('a huge quoted value is cut in the middle, the fix at the end kept', () => {
    const message = `image "${'a'.repeat(1_000_000)}" is not a valid pull spec; write registry/repository:tag`;
    const [f] = finalize([{ rule: 'image-invalid', message, at: at('a.yaml', 1) }], 'cat', 'cat/');
    expect(f!.message.length).toBeLessThanOrEqual(MESSAGE_MAX + 50);
    expect(f!.message).toMatch(
      /^image "a+ \[…\d+ characters cut…\] a+" is not a valid pull spec; write registry\/repository:tag$/,
    );
    expect(clipMessage('short')).toBe('short');
    expect(clipMessage('😀'.repeat(2_000))).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    );
  });

  it("a clipped message stays part of its group only while it keeps the group's head and fix whole", () => {
    const group = (head: string, what: string, fix = 'render it again') =>
      finalize(
        [{ rule: 'template-catalog-edited', message: `${head}: ${what}; ${fix}`, group: { head, fix } }],
        'cat',
        'cat/',
      )[0]!;
    expect(group('cat/foo is not what t.yaml renders', 'x'.repeat(5_000)).group).toEqual({
      head: 'cat/foo is not what t.yaml renders',
      fix: 'render it again',
    });
    // A head (a directory name) too long to keep: no group, so it never outgrows the message.
    const long = group(`cat/${'d'.repeat(5_000)} is not what t.yaml renders`, 'x');
    expect(long.message.length).toBeLessThanOrEqual(MESSAGE_MAX + 50);
    expect(long.group).toBeUndefined();
    // A group its message does not say is none.
    expect(
      finalize([{ rule: 'template-catalog-edited', message: 'other', group: { head: 'h', fix: 'f' } }], 'cat', '')[0]!
        .group,
    ).toBeUndefined();
  });
});
