import { describe, expect, it } from 'vitest';
import { firstIn, yamlForbiddenOffsets } from '../../src/catalog/input-checks.js';

// The check runs over every YAML file: a fast run over allowed text, offsets only on a hit.
describe('yamlForbiddenOffsets', () => {
  it('finds nothing in text go-yaml accepts, including tab, CR, NEL, NBSP, astral and empty text', () => {
    expect(yamlForbiddenOffsets('')).toEqual([]);
    expect(yamlForbiddenOffsets('a:\tb\r\nc: "\x85\xa0\ud7ff\ue000\ufffd😀"\n'.repeat(1000))).toEqual([]);
  });

  it('gives every refused character, ascending, wherever the first one is', () => {
    expect(yamlForbiddenOffsets('\x00ab')).toEqual([0]);
    const long = 'x'.repeat(100_000);
    expect(yamlForbiddenOffsets(`${long}\x1b${long}\x7f\x84\x86\x9f\ufffe\uffff`)).toEqual([
      100_000, 200_001, 200_002, 200_003, 200_004, 200_005, 200_006,
    ]);
    expect(yamlForbiddenOffsets('ok\x0b\x0c\x0e\x1f')).toEqual([2, 3, 4, 5]);
  });

  it('agrees with a plain search of the whole text, however many non-ASCII characters come first', () => {
    const every = (t: string): number[] =>
      [...t.matchAll(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]/g)].map((m) => m.index);
    for (const n of [0, 1, 5, 1023, 1024, 1025, 3000]) {
      for (const bad of ['\x01', '\x7f', '\x9f', '\ufffe', '']) {
        const text = `key: ${'’ x\t'.repeat(n)}${bad} tail\r\n\x85é`;
        expect(yamlForbiddenOffsets(text)).toEqual(every(text));
      }
    }
  });

  it('answers the same when called again (no state left from a previous text)', () => {
    expect(yamlForbiddenOffsets('ab\x01')).toEqual([2]);
    expect(yamlForbiddenOffsets('abc')).toEqual([]);
    expect(yamlForbiddenOffsets('\x02')).toEqual([0]);
  });

  it('firstIn picks the first offset inside a chunk', () => {
    const offs = yamlForbiddenOffsets('a\x01b\x02c\x03');
    expect(firstIn(offs, 2, 4)).toBe(3);
    expect(firstIn(offs, 6, 9)).toBeUndefined();
  });
});
