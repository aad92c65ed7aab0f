// base64Error takes a native round trip before its regex: it must still answer exactly as Go's
// base64.StdEncoding validity (padded; '\r' and '\n' ignored) that the regex alone states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Error } from '../../src/catalog/typed.js';

function reference(s: string): number {
  const t = s.replace(/[\r\n]/g, '');
  if (t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t)) return -1;
  const bad = /[^A-Za-z0-9+/=]/.exec(t);
  if (bad) return bad.index;
  const pad = t.indexOf('=');
  return pad >= 0 ? pad : t.length - (t.length % 4);
}

const PIECE = 1 << 16;
const valid = Buffer.alloc(((PIECE * 3) / 4) * 2 + 5, 7).toString('base64');

describe('base64Error', () => {
  it('agrees with the regex on short text', () => {
    const chars = fc.constantFrom(...'AQgw+/=\n\r-_ é', 'AAAA', 'AA==', 'QQ==', 'QR==', 'QUI=', 'QUJ=');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 24 }), (parts) => {
        const s = parts.join('');
        expect(base64Error(s)).toBe(reference(s));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['valid over several pieces', valid],
    ['padding at the end of a middle piece', 'A'.repeat(PIECE - 2) + '==' + 'AAAA'],
    ['a bad byte in the second piece', valid.slice(0, PIECE + 8) + '-' + valid.slice(PIECE + 9)],
    ['non-canonical final bits (Go accepts them)', 'A'.repeat(PIECE) + 'QR=='],
    ['line breaks', valid.slice(0, 100) + '\n' + valid.slice(100, PIECE + 300) + '\r\n' + valid.slice(PIECE + 300)],
  ])('agrees with the regex on long text: %s', (_, s) => {
    expect(base64Error(s)).toBe(reference(s));
  });
});
