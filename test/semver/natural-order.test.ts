// Names listed for people in natural order: the report's catalog directories (catalogs/v4.9 before
// catalogs/v4.10) and the graph's bundle names when versions do not decide (foo.v1.1.6 before
// foo.v1.1.16) are one order, so the same names never come out in two orders in one comment.
import { describe, expect, it } from 'vitest';
import { byVersion } from '../../src/graph/by-version.js';
import { catalogRanges } from '../../src/report/catalog-merge.js';
import { compareNatural } from '../../src/semver/natural-order.js';

const sign = (n: number): number => Math.sign(n);

describe('compareNatural', () => {
  it('compares digit runs as numbers: v4.9 < v4.10 < v4.16, foo.v1.1.6 < foo.v1.1.16', () => {
    expect(['v4.16', 'v4.10', 'v4.9'].sort(compareNatural)).toEqual(['v4.9', 'v4.10', 'v4.16']);
    expect(['foo.v1.1.16', 'foo.v1.1.6'].sort(compareNatural)).toEqual(['foo.v1.1.6', 'foo.v1.1.16']);
    expect(['catalogs/v4.10', 'catalogs/v4.9'].sort(compareNatural)).toEqual(['catalogs/v4.9', 'catalogs/v4.10']);
  });

  it('v01 and v1 are the same number: the next run decides, else the leading zero sorts first', () => {
    expect(sign(compareNatural('v01', 'v1'))).toBe(-1);
    expect(sign(compareNatural('v1', 'v01'))).toBe(1);
    expect(['v1.2', 'v01.1'].sort(compareNatural)).toEqual(['v01.1', 'v1.2']);
    expect(['v01.2', 'v1.1'].sort(compareNatural)).toEqual(['v1.1', 'v01.2']);
    expect(['v1', 'v001', 'v01'].sort(compareNatural)).toEqual(['v001', 'v01', 'v1']);
    // What GNU `sort -V` prints for the same names.
    const gnu = ['0', '00', 'v001', 'v01', 'v1', 'v01.1', 'v1.1', 'v01.2', 'v1.2'];
    expect([...gnu].reverse().sort(compareNatural)).toEqual(gnu);
  });

  it('ties only on equal names; fewer runs first; text runs as text', () => {
    expect(compareNatural('v4.16', 'v4.16')).toBe(0);
    expect(compareNatural('', '')).toBe(0);
    expect(sign(compareNatural('v4', 'v4.1'))).toBe(-1);
    expect(sign(compareNatural('v4.1-rc', 'v4.1'))).toBe(1);
    expect(sign(compareNatural('a2', 'b1'))).toBe(-1);
  });

  it('compares digit runs of any length exactly', () => {
    const big = '9'.repeat(40);
    expect(sign(compareNatural(`v${big}8`, `v${big}9`))).toBe(-1);
    expect(sign(compareNatural(`v${big}`, `v1${'0'.repeat(40)}`))).toBe(-1);
    expect(sign(compareNatural(`v${'0'.repeat(100_000)}2`, 'v10'))).toBe(-1);
  });

  it('is a total order: antisymmetric and transitive over a mixed list', () => {
    const names = ['v1', 'v01', 'v1.0', 'v1.10', 'v1.9', 'v10', 'v1-a', 'v1.a', 'a', '', '0', '00', 'v01.1', 'v1.2'];
    for (const a of names)
      for (const b of names) {
        expect(sign(compareNatural(a, b)) + sign(compareNatural(b, a))).toBe(0);
        if (a !== b) expect(compareNatural(a, b)).not.toBe(0);
        for (const c of names)
          if (compareNatural(a, b) < 0 && compareNatural(b, c) < 0) expect(compareNatural(a, c)).toBeLessThan(0);
      }
  });
});

describe('the graph and the report order names alike', () => {
  it('bundle names without versions, and catalogs, follow compareNatural', () => {
    const names = ['v1.2', 'v01.1', 'v1', 'v01', 'v4.10', 'v4.9'];
    const expected = [...names].sort(compareNatural);
    expect([...names].sort(byVersion(() => undefined))).toEqual(expected);
    expect(catalogRanges(['catalogs/v1', 'catalogs/v01'])).toBe('catalogs/v01, v1');
    expect(catalogRanges(['c/v4.10', 'c/v4.9', 'c/v4.16'])).toBe('c/v4.9, v4.10, v4.16');
  });
});
