// blang/semver v4 Parse, Compare and ParseRange, from the grammar and its quirks
// (opm-validate.md §3.4), plus properties that must hold for any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blangRangeMatch, hasEmptyGroup, parseBlangRange } from '../../src/semver/blang-range.js';
import { compareVersions, parseVersion, versionString, type Version } from '../../src/semver/blang.js';
import { parseRelease } from '../../src/semver/release.js';

const v = (s: string): Version => {
  const r = parseVersion(s);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const err = (s: string) => {
  const r = parseVersion(s);
  return r.ok ? undefined : r.error;
};
const rangeErr = (s: string) => {
  const r = parseBlangRange(s);
  return r.ok ? undefined : r.error;
};
const matches = (range: string, version: string) => {
  const r = parseBlangRange(range);
  if (!r.ok) throw new Error(r.error);
  return blangRangeMatch(r.value, v(version));
};

describe('Parse', () => {
  it.each([
    ['', 'Version string empty'],
    ['1.2', 'No Major.Minor.Patch elements found'],
    ['a.2.3', 'Invalid character(s) found in major number "a"'],
    ['1.b.3', 'Invalid character(s) found in minor number "b"'],
    ['0.1.0.1', 'Invalid character(s) found in patch number "0.1"'],
    ['01.2.3', 'Major number must not contain leading zeroes "01"'],
    ['1.02.3', 'Minor number must not contain leading zeroes "02"'],
    ['1.2.03', 'Patch number must not contain leading zeroes "03"'],
    ['1.2.3-', 'Prerelease is empty'],
    ['1.2.3-a..b', 'Prerelease is empty'],
    ['1.2.3-01', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['1.2.3-a_b', 'Invalid character(s) found in prerelease "a_b"'],
    ['1.2.3+', 'Build meta data is empty'],
    ['1.2.3+a_b', 'Invalid character(s) found in build meta data "a_b"'],
    ['1..2', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['18446744073709551616.0.0', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
    ['v1.2.3', 'Invalid character(s) found in major number "v1"'],
    [' 1.2.3', 'Invalid character(s) found in major number " 1"'],
  ])('%j → %s', (s, e) => expect(err(s)).toBe(e));

  it.each([
    '0.0.0',
    '1.2.3-01x',
    '1.2.3-0',
    '1.2.3-alpha.1+build.007',
    '1.2.3+00',
    '18446744073709551615.0.0',
    '1.2.3--',
  ])('%j is valid', (s) => {
    expect(err(s)).toBeUndefined();
    expect(versionString(v(s))).toBe(s);
  });

  it('orders by semver precedence, build ignored', () => {
    const order = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.1.0',
      '2.0.0',
    ];
    for (let i = 1; i < order.length; i++) expect(compareVersions(v(order[i - 1]!), v(order[i]!))).toBeLessThan(0);
    expect(compareVersions(v('1.0.0+a'), v('1.0.0+b'))).toBe(0);
  });
});

describe('release', () => {
  it('20 bytes at most, dot-separated prerelease identifiers, every bad segment listed', () => {
    expect(parseRelease('alpha.1.beta-2').ok).toBe(true);
    expect(parseRelease('0alpha').ok).toBe(true);
    expect(parseRelease('a'.repeat(21))).toEqual({
      ok: false,
      error: `invalid release "${'a'.repeat(21)}": exceeds maximum length of 20 characters`,
    });
    expect(parseRelease('01')).toEqual({
      ok: false,
      error: 'invalid release "01": segment 0: Numeric PreRelease version must not contain leading zeroes "01"',
    });
    expect(parseRelease('.b_')).toEqual({
      ok: false,
      error:
        'invalid release ".b_": segment 0: Prerelease is empty\nsegment 1: Invalid character(s) found in ' +
        'prerelease "b_"',
    });
  });
});

describe('ParseRange grammar', () => {
  it('operators =, ==, !, !=, >, >=, <, <=, and none', () => {
    expect(matches('1.2.3', '1.2.3')).toBe(true);
    expect(matches('=1.2.3', '1.2.4')).toBe(false);
    expect(matches('==1.2.3', '1.2.3')).toBe(true);
    expect(matches('!1.2.3', '1.2.3')).toBe(false);
    expect(matches('!=1.2.3', '1.2.4')).toBe(true);
    expect(matches('>1.2.3', '1.2.4')).toBe(true);
    expect(matches('>=1.2.3', '1.2.3')).toBe(true);
    expect(matches('<1.2.3', '1.2.3-rc.1')).toBe(true);
    expect(matches('<=1.2.3', '1.2.3')).toBe(true);
  });
  it('AND by space, OR by ||, spaces after an operator glued', () => {
    expect(matches('>=1.0.0 <2.0.0', '1.5.0')).toBe(true);
    expect(matches('>=1.0.0 <2.0.0', '2.0.0')).toBe(false);
    expect(matches('<1.0.0 || >=2.0.0', '2.1.0')).toBe(true);
    expect(matches('>= 1.0.0', '1.0.0')).toBe(true);
    expect(matches('>=  1.0.0   <2.0.0', '1.0.0')).toBe(true);
  });
  it('wildcards: 1.x, 1.2.x with every operator; X is not a wildcard', () => {
    expect(matches('1.2.x', '1.2.9')).toBe(true);
    expect(matches('1.2.x', '1.3.0')).toBe(false);
    expect(matches('1.x', '1.9.9')).toBe(true);
    expect(matches('>1.2.x', '1.3.0')).toBe(true);
    expect(matches('>1.2.x', '1.2.9')).toBe(false);
    expect(matches('<=1.2.x', '1.2.9')).toBe(true);
    expect(matches('<=1.2.x', '1.3.0')).toBe(false);
    expect(matches('<1.2.x', '1.1.9')).toBe(true);
    expect(matches('!=1.2.x', '1.2.5')).toBe(false);
    expect(rangeErr('1.2.X')).toMatch(/Could not parse version "1.2.X"/);
  });
  it('quirks: one-character tokens dropped, x anywhere means wildcard, tabs and commas are not separators', () => {
    expect(rangeErr('>1.0.0 , <2.0.0')).toBeUndefined();
    expect(rangeErr('>1.0.0 <2.0.0 a')).toBeUndefined();
    expect(rangeErr('1.0.0-xyz')).toBe('Could not get version from string: "<"');
    expect(rangeErr('>1.0.0-xyz')).toBe('Could not get version from string: ">="');
    expect(rangeErr('>=1.0.0-xyz')).toBeUndefined();
    expect(rangeErr('>1.0.0||<2.0.0')).toMatch(/^Could not parse Range/);
    expect(rangeErr('>=1.0.0\t<2.0.0')).toMatch(/^Could not parse Range/);
    expect(rangeErr('~1.x')).toBeUndefined(); // expands to a bare version: blang's own quirk
  });
  it('error texts', () => {
    for (const s of [' ', '1', '*', 'x', 'x y', '>=1.0.0 ||'])
      expect(rangeErr(s), s).toBe("Last element in range is '||'");
    expect(rangeErr('|| >=1.0.0')).toBe("First element in range is '||'");
    expect(rangeErr('>v0.1.0')).toBe('Could not parse Range ">v0.1.0": Could not parse comparator ">v" in ">v0.1.0"');
    expect(rangeErr('>1.00.1')).toBe(
      'Could not parse Range ">1.00.1": Could not parse version "1.00.1" in ">1.00.1": Minor number must ' +
        'not contain leading zeroes "00"',
    );
    expect(rangeErr('~1.0.0')).toBe('Could not parse Range "~1.0.0": Could not parse comparator "~" in "~1.0.0"');
    expect(rangeErr('>1.0')).toMatch(/No Major.Minor.Patch elements found/);
    expect(rangeErr('abc')).toBe('Could not get version from string: "abc"');
  });
  it('an empty || group parses, and matching it is the Go panic', () => {
    const r = parseBlangRange('>=1.0.0 || || <0.5.0');
    expect(r.ok && hasEmptyGroup(r.value)).toBe(true);
    if (r.ok) {
      expect(blangRangeMatch(r.value, v('1.2.0'))).toBe(true);
      expect(blangRangeMatch(r.value, v('0.7.0'))).toBe('panic');
    }
  });
});

const version = fc
  .tuple(fc.nat(50), fc.nat(50), fc.nat(50), fc.option(fc.constantFrom('alpha', 'rc.1', '0', 'beta.2')))
  .map(([a, b, c, p]) => `${a}.${b}.${c}${p ? `-${p}` : ''}`);
const op = fc.constantFrom('', '=', '==', '!=', '>', '>=', '<', '<=');
const comparator = fc.tuple(op, version).map(([o, ver]) => o + ver);
const group = fc.array(comparator, { minLength: 1, maxLength: 3 }).map((cs) => cs.join(' '));

describe('ParseRange properties', () => {
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        parseBlangRange(s);
        parseVersion(s);
      }),
      { numRuns: 2000 },
    );
  });
  it('A || B is the union, A B the intersection', () => {
    fc.assert(
      fc.property(group, group, version, (a, b, x) => {
        const ma = matches(a, x);
        const mb = matches(b, x);
        expect(matches(`${a} || ${b}`, x)).toBe(ma || mb);
        expect(matches(`${a} ${b}`, x)).toBe(ma === true && mb === true);
      }),
      { numRuns: 1000 },
    );
  });
  it('versionString round-trips every valid version', () => {
    fc.assert(
      fc.property(version, (s) => {
        expect(versionString(v(s))).toBe(s);
      }),
    );
  });
});
