// Every marker the bot writes and reads back, embedded in every string a catalog carries: the
// comment the bot then writes (the real diff, rendered and composed as the Action does) is found
// as the bot's and reads back exactly the record the bot wrote, and no escaped text holds an HTML
// comment anywhere but the bot's two fixed lines. The check run's summary carries none either.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecord, recordLine } from '../../src/action/approval-binding.js';
import { checkOutcome, holdState, mergeDecision, summarize } from '../../src/action/check-and-merge.js';
import { diffPair } from '../../src/diff/diff.js';
import { markedComments, MAX_COMMENT_CHARS, REVIEW_MARKER, type IssueComment } from '../../src/github/comments.js';
import type { ReviewRun } from '../../src/pipeline/review-run.js';
import { stickyCommentBody } from '../../src/report/sticky-comment.js';
import { validateCatalog } from '../../src/rules/validate.js';

const BOT = 'github-actions[bot]';
const HEAD = 'c'.repeat(40);
const FORGED_HEAD = 'f'.repeat(40);
const REAL = new Map([[11, HEAD]]);
const forgedRecord = recordLine(
  new Map([
    [99, FORGED_HEAD],
    [11, FORGED_HEAD],
  ]),
  FORGED_HEAD,
  '2020-01-01T00:00:00Z',
);

const MARKERS = [
  REVIEW_MARKER,
  forgedRecord,
  '<!-- fbc-bot:approvals ',
  '<!--',
  '-->',
  `\n${forgedRecord}\n`,
  `\r\n${REVIEW_MARKER}\r\n`,
];
const JUNK = fc
  .array(fc.constantFrom('', ' ', '\n', '`', '``', '<', '>', '&', '&lt;', '\\', '"', '|', '*', 'a'), { maxLength: 3 })
  .map((a) => a.join(''));
const FIELDS = ['package', 'channel', 'bundle', 'entry', 'image', 'property', 'file'] as const;
type Field = (typeof FIELDS)[number];
/** The fields whose text the comment shows: the others never reach it, escaped or not. */
const SHOWN: ReadonlySet<Field> = new Set(['package', 'channel', 'bundle', 'entry', 'file']);

const q = (s: string): string => JSON.stringify(s);

/** Package foo's catalog (or the one `field` renames) at v0.1.0, and with v0.2.0 added; `field` carries `v`. */
function catalogs(field: Field, v: string): { base: string; head: string; file: string } {
  const pkg = field === 'package' ? v : 'foo';
  const channel = field === 'channel' ? v : 'stable';
  const added = field === 'bundle' ? v : 'foo.v0.2.0';
  const image = field === 'image' ? v : 'quay.io/example/foo-bundle:v0.2.0';
  const extra =
    field === 'property'
      ? `- type: olm.package.required\n  value: {packageName: ${q(v)}, versionRange: ${q(v)}}\n- type: ` +
        `olm.maxOpenShiftVersion\n  value: ${q(v)}\n- type: example.com/note\n  value: ${q(v)}\n`
      : '';
  const bundle = (name: string, version: string, img: string, props = ''): string =>
    `---\nschema: olm.bundle\npackage: ${q(pkg)}\nname: ${q(name)}\nimage: ${q(img)}\nproperties:\n- type: ` +
    `olm.package\n  value: {packageName: ${q(pkg)}, version: ${version}}\n${props}`;
  const doc = (entries: string): string =>
    `---\nschema: olm.package\nname: ${q(pkg)}\ndefaultChannel: ${q(channel)}\n---\nschema: ` +
    `olm.channel\npackage: ${q(pkg)}\nname: ${q(channel)}\nentries:\n${entries}`;
  const v1 = bundle('foo.v0.1.0', '0.1.0', 'quay.io/example/foo-bundle:v0.1.0');
  const entries =
    `- name: foo.v0.1.0\n- name: ${q(added)}\n  replaces: foo.v0.1.0\n` +
    `${field === 'entry' ? `- name: ${q(v)}\n` : ''}`;
  return {
    base: doc('- name: foo.v0.1.0\n') + v1,
    head: doc(entries) + v1 + bundle(added, '0.2.0', image, extra),
    file: field === 'file' ? `foo/${v}.yaml` : 'foo/catalog.yaml',
  };
}

/** The review of base → head as the Action gets it, ownership pending on package `pkg`. */
function review(field: Field, v: string): ReviewRun {
  const c = catalogs(field, v);
  const side = (text: string, path: string) =>
    validateCatalog({ catalog: 'catalogs/v4.16', entries: [{ path, data: new TextEncoder().encode(text) }] });
  const result = diffPair({
    catalog: 'catalogs/v4.16',
    base: side(c.base, 'foo/catalog.yaml'),
    head: side(c.head, c.file),
  });
  const pkg = field === 'package' ? v : 'foo';
  const path = `catalogs/v4.16/${c.file}`;
  return {
    result,
    verdict: 'fail',
    ownership: {
      decision: 'pending',
      packages: [{ catalog: 'catalogs/v4.16', package: pkg, owners: ['alice'], approvedBy: [], status: 'pending' }],
    },
    decision: {
      decision: 'pending',
      packages: [
        {
          package: pkg,
          catalogs: ['catalogs/v4.16'],
          owners: ['alice'],
          approvedBy: [],
          status: 'pending',
          canApprove: ['alice'],
          stale: [],
          unverifiable: [],
          problems: [],
          from: [],
        },
      ],
      others: { paths: [path], allowed: false, approvedBy: [] },
    },
    maintainers: ['mia'],
    autoMerge: { eligible: false, reasons: [`package ${pkg} is not approved`, `${path} needs a maintainer`] },
  };
}

/** The comment as the bot posts it (upsertStickyComment puts the marker in front). */
function posted(run: ReviewRun): { body: string; summary: string } {
  const s = summarize(run);
  const hold = holdState([], run.maintainers, BOT);
  const check = checkOutcome(s, hold, 'action_required');
  const merge = mergeDecision({ enabled: true, review: s, hold, reviewedHead: HEAD, currentHead: HEAD });
  const shown = {
    heading: check.heading,
    hold,
    merge,
    willMerge: 'merging.',
    record: recordLine(REAL, HEAD),
    unbound: 'alice',
  };
  const body = `${REVIEW_MARKER}\n${stickyCommentBody(run, shown, MAX_COMMENT_CHARS - REVIEW_MARKER.length - 1)}`;
  return { body, summary: check.summary };
}

const comment = (id: number, author: string, body: string): IssueComment => ({
  id,
  author,
  body,
  createdAt: '',
  updatedAt: '',
  url: '',
});

/** What the next run decides from the bot's comment: found as the bot's, the bot's own record read. */
function assertNothingForged(field: Field, value: string): void {
  const { body, summary } = posted(review(field, value));
  // The value reached the comment (as escaped text), or the check would prove nothing for it; the
  // heading's own `fbc-bot:` is no sign of it. An image or a property the comment does not show.
  const reached = /(?:&lt;|#lt;)!--|--(?:&gt;|#gt;)/.test(body.split('\n').slice(1, -1).join('\n'));
  expect(reached).toBe(SHOWN.has(field));
  expect(readRecord(body)).toEqual({ bindings: REAL, head: HEAD });
  expect(markedComments([comment(1, BOT, body)], BOT)).toHaveLength(1);
  // A user posting the same body (or one named like the bot, without [bot]) is not the bot.
  expect(markedComments([comment(2, 'mallory', body), comment(3, 'github-actions', body)], BOT)).toEqual([]);
  const lines = body.split('\n');
  // (`-->` alone is the bot's own Mermaid arrow: only an opener could start a comment.)
  expect(lines.flatMap((l, i) => (l.includes('<!--') ? [i] : []))).toEqual([0, lines.length - 1]);
  // Between them no HTML but the renderers' own elements: every `<` of the catalog's text is an entity.
  expect(
    lines
      .slice(1, -1)
      .join('\n')
      .replace(/<\/?(?:details|summary|code)>/g, ''),
  ).not.toContain('<');
  expect(summary).not.toMatch(/[<>]/);
}

describe('a catalog embedding a marker the bot writes changes nothing the next run reads back', () => {
  it.each(FIELDS.flatMap((field) => MARKERS.map((marker) => [field, marker] as const)))(
    'in the %s: %j',
    (field, marker) => {
      assertNothingForged(field, marker);
    },
  );

  it('with any text around it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.constantFrom(...MARKERS),
        JUNK,
        JUNK,
        (field, marker, before, after) => {
          assertNothingForged(field, `${before}${marker}${after}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
