import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { AnalysisError, parseAnalysis, reportOf, summaryOf, type Analysis } from '../../src/action/analysis.js';
import { renderReviewMarkdown } from '../../src/report/render-ownership.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function analysis(review: Partial<Analysis['review']> = {}): Analysis {
  return {
    fbcBotAnalysis: 1, pullRequest: 3, baseSha: A, headSha: B,
    review: {
      verdict: 'pass', findings: [], changes: [],
      ownership: { decision: 'approved', packages: [{ catalog: 'catalogs/v4.16', package: 'foo', owners: ['alice'], approvedBy: ['alice'], status: 'approved' }] },
      autoMerge: { eligible: true, reasons: [] },
      ...review,
    },
  };
}

const bytes = (v: unknown): Buffer => Buffer.from(JSON.stringify(v));

describe('parseAnalysis', () => {
  it('reads an analysis back', () => {
    expect(parseAnalysis(bytes(analysis()), 'a.json')).toEqual(analysis());
  });

  it.each([
    ['not JSON', Buffer.from('{'), /a.json: not JSON/],
    ['another version', bytes({ ...analysis(), fbcBotAnalysis: 2 }), /not an fbc-bot analysis: \/fbcBotAnalysis/],
    ['a head that is no sha', bytes({ ...analysis(), headSha: 'main' }), /\/headSha/],
    ['an unknown rule', bytes(analysis({ findings: [{ rule: 'made-up' as never, severity: 'error', message: 'x' }] })), /\/review\/findings\/0\/rule/],
    ['a severity outside the enum', bytes(analysis({ findings: [{ rule: 'invalid-icon' as never, severity: 'fatal' as never, message: 'x' }] })), /severity/],
    ['an oversized message', bytes(analysis({ findings: [{ rule: 'invalid-icon' as never, severity: 'error', message: 'x'.repeat(20_001) }] })), /message/],
    ['a status outside the enum', bytes(analysis({ ownership: { decision: 'approved', packages: [{ package: 'p', owners: [], approvedBy: [], status: 'owned' as never }] } })), /status/],
  ])('refuses %s', (_what, input, message) => {
    expect(() => parseAnalysis(input, 'a.json')).toThrow(AnalysisError);
    expect(() => parseAnalysis(input, 'a.json')).toThrow(message);
  });
});

describe('the comment from an analysis', () => {
  it('escapes every string: no mention, link, HTML or markup survives', () => {
    const hostile = '@org/team <img src=x onerror=alert(1)> [click](https://evil.example) <!-- x --> ```';
    const a = analysis({
      verdict: 'fail',
      findings: [{ rule: 'invalid-icon' as never, severity: 'error', message: hostile, file: hostile, line: 2, catalog: 'catalogs/v4.16' }],
      changes: [{ catalog: hostile, package: hostile, status: 'modified', channels: [{ channel: hostile, status: 'modified', head: {}, edgesAdded: [], edgesRemoved: [] }], bundlesAdded: [], bundlesRemoved: [], bundlesModified: [] }],
      ownership: { decision: 'pending', packages: [{ package: hostile, owners: [hostile], approvedBy: [], status: 'pending' }] },
    });
    const md = renderReviewMarkdown(reportOf(a));
    // As GitHub would show it (GFM): no element the strings could have made.
    const doc = new JSDOM(marked.parse(md, { gfm: true, async: false })).window.document;
    expect(doc.querySelectorAll('img, a, script, h1').length).toBe(0);
    const walker = doc.createTreeWalker(doc.body, 128 /* NodeFilter.SHOW_COMMENT */);
    expect(walker.nextNode()).toBeNull();
    // A mention outside code would notify: every @ that is not in a code span is broken with a joiner.
    const outsideCode = [...doc.body.querySelectorAll('*')].filter((e) => e.tagName !== 'CODE').flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? ''));
    expect(outsideCode.join('\n')).not.toContain('@org/team');
  });
});

describe('summaryOf', () => {
  it('catalog errors, pending packages and paths outside the catalogs', () => {
    const s = summaryOf(analysis({
      verdict: 'fail',
      findings: [{ rule: 'ownership-unapproved' as never, severity: 'error', message: 'm' }],
      ownership: { decision: 'pending', packages: [{ package: 'foo', owners: ['alice', 'bob'], approvedBy: ['Bob'], status: 'pending' }] },
      autoMerge: { eligible: false, reasons: ['3 path(s) outside the catalogs and owners files need a maintainer'] },
    }));
    expect(s).toMatchObject({ errors: 0, ownership: 'pending', pending: [{ package: 'foo', canApprove: ['alice'] }], othersPending: 3 });
  });

  it('"not eligible" with no reason that explains it still does not pass', () => {
    expect(summaryOf(analysis({ autoMerge: { eligible: false, reasons: ['something new'] } })).othersPending).toBe(1);
  });
});
