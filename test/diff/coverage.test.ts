import { describe, expect, it } from 'vitest';
import { Installs } from '../../src/diff/coverage.js';
import { blangRangeMatch, parseBlangRange } from '../../src/semver/blang-range.js';
import { parseVersion, type Version } from '../../src/semver/blang.js';

const version = (s: string): Version => {
  const p = parseVersion(s);
  if (!p.ok) throw new Error(p.error);
  return p.value;
};

describe('Installs.intervals', () => {
  const texts = ['0.9.0', '1.0.0', '1.0.0+b', '1.0.1', '1.1.0-rc.1', '1.1.0', '1.2.0', '2.0.0', '2.0.1', '3.0.0'];
  const installs = new Installs(
    new Map<string, Version | undefined>([
      ...texts.map((v, i) => [`b${i}`, version(v)] as const),
      ['versionless', undefined],
    ]),
  );
  const ranges = [
    '>=1.0.0 <2.0.0',
    '>=1.0.0 !=1.1.0 <2.0.1',
    '<1.0.1 || >2.0.0',
    '!=1.0.0',
    '=1.2.0',
    '>1.0.0 <=2.0.0 !=1.2.0 !=2.0.0',
    '<1.0.0 >2.0.0',
    '>=1.0.0 <1.1.0 || >=1.0.1 <2.0.0',
  ];
  it.each(ranges)('holds exactly the positions blang matches for %s', (text) => {
    const r = parseBlangRange(text);
    if (!r.ok) throw new Error(r.error);
    const want = installs.versions.flatMap((v, p) => (v && blangRangeMatch(r.value, v) === true ? [p] : []));
    const got = installs.intervals(text).flatMap(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k));
    expect(got).toEqual(want);
  });
});
