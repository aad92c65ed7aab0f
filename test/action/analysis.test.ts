import { describe, expect, it } from 'vitest';
import { AnalysisError, parseAnalysis, type Analysis } from '../../src/action/analysis.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function analysis(review: Partial<Analysis['review']> = {}): Analysis {
  return {
    fbcBotAnalysis: 1,
    pullRequest: 3,
    baseSha: A,
    headSha: B,
    review: {
      verdict: 'pass',
      findings: [],
      changes: [],
      ownership: {
        decision: 'approved',
        packages: [
          { catalog: 'catalogs/v4.16', package: 'foo', owners: ['alice'], approvedBy: ['alice'], status: 'approved' },
        ],
      },
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

  it("reads a finding's group back, bounded as a message is", () => {
    const finding = (head: string) => ({
      rule: 'template-catalog-edited' as const,
      severity: 'error' as const,
      message: 'c/foo is not what t.yaml renders: x; render',
      group: { head, fix: 'render' },
    });
    const grouped = analysis({ findings: [finding('c/foo is not what t.yaml renders')] });
    expect(parseAnalysis(bytes(grouped), 'a.json')).toEqual(grouped);
    expect(() => parseAnalysis(bytes(analysis({ findings: [finding('h'.repeat(20_001))] })), 'a.json')).toThrow(
      /\/review\/findings\/0\/group\/head/,
    );
  });

  it.each([
    ['not JSON', Buffer.from('{'), /a.json: not JSON/],
    ['another version', bytes({ ...analysis(), fbcBotAnalysis: 2 }), /not an fbc-bot analysis: \/fbcBotAnalysis/],
    ['a head that is no sha', bytes({ ...analysis(), headSha: 'main' }), /\/headSha/],
    [
      'an unknown rule',
      bytes(analysis({ findings: [{ rule: 'made-up' as never, severity: 'error', message: 'x' }] })),
      /\/review\/findings\/0\/rule/,
    ],
    [
      'a severity outside the enum',
      bytes(analysis({ findings: [{ rule: 'invalid-icon' as never, severity: 'fatal' as never, message: 'x' }] })),
      /severity/,
    ],
    [
      'an oversized message',
      bytes(
        analysis({ findings: [{ rule: 'invalid-icon' as never, severity: 'error', message: 'x'.repeat(20_001) }] }),
      ),
      /message/,
    ],
    [
      'a status outside the enum',
      bytes(
        analysis({
          ownership: {
            decision: 'approved',
            packages: [{ package: 'p', owners: [], approvedBy: [], status: 'owned' as never }],
          },
        }),
      ),
      /status/,
    ],
  ])('refuses %s', (_what, input, message) => {
    expect(() => parseAnalysis(input, 'a.json')).toThrow(AnalysisError);
    expect(() => parseAnalysis(input, 'a.json')).toThrow(message);
  });
});
