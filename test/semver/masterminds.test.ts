// Masterminds/semver v3 constraints (ClusterExtension spec.version), from the grammar: every
// operator, separator, wildcard form and error path, the pre-release rule, and properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterExtensionVersionError } from '../../src/semver/cel-version.js';
import { mastermindsCheck, parseMastermindsRange, type MVersion } from '../../src/semver/masterminds.js';

function mv(s: string): MVersion {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(s);
  if (!m) throw new Error(s);
  return { major: BigInt(m[1]!), minor: BigInt(m[2]!), patch: BigInt(m[3]!), pre: m[4] ?? '' };
}
const sat = (range: string, v: string): boolean => {
  const r = parseMastermindsRange(range);
  if (!r.ok) throw new Error(`${range}: ${r.error}`);
  return mastermindsCheck(r.value, mv(v));
};
const err = (range: string): string | undefined => {
  const r = parseMastermindsRange(range);
  return r.ok ? undefined : r.error;
};
const table = (range: string, yes: string[], no: string[]) => {
  for (const v of yes) expect(sat(range, v), `${range} ∋ ${v}`).toBe(true);
  for (const v of no) expect(sat(range, v), `${range} ∌ ${v}`).toBe(false);
};

describe('operators', () => {
  it('=, none, !=, >, <, >=, =>, <=, =<', () => {
    table('1.2.3', ['1.2.3'], ['1.2.4']);
    table('=1.2.3', ['1.2.3'], ['1.2.2']);
    table('!=1.2.3', ['1.2.4'], ['1.2.3']);
    table('>1.2.3', ['1.2.4'], ['1.2.3']);
    table('<1.2.3', ['1.2.2'], ['1.2.3']);
    table('>=1.2.3', ['1.2.3'], ['1.2.2']);
    table('=>1.2.3', ['1.2.3'], ['1.2.2']);
    table('<=1.2.3', ['1.2.3'], ['1.2.4']);
    table('=<1.2.3', ['1.2.3'], ['1.2.4']);
  });
  it('tilde and caret', () => {
    table('~1.2.3', ['1.2.3', '1.2.9'], ['1.3.0', '1.2.2']);
    table('~>1.2', ['1.2.0', '1.2.9'], ['1.3.0']);
    table('~1', ['1.0.0', '1.9.9'], ['2.0.0']);
    table('~1.x', ['1.5.0'], ['2.0.0']);
    table('~*', ['0.0.0', '9.9.9'], []);
    table('~0.0.0', ['0.0.0', '7.0.0'], []);
    table('^1.2.3', ['1.2.3', '1.9.9'], ['2.0.0', '1.2.2']);
    table('^0.2.3', ['0.2.9'], ['0.3.0']);
    table('^0.0.3', ['0.0.3'], ['0.0.4']);
    table('^0.0', ['0.0.9'], ['0.1.0']);
    table('^0', ['0.9.0'], ['1.0.0']);
    table('^1.x', ['1.9.0'], ['2.0.0']);
    table('^*', ['0.0.0'], ['0.0.1', '1.0.0']); // the library's quirk: not "any"
  });
  it('rejects !, ==, a split operator, upper-case V, four parts', () => {
    for (const bad of ['!1.2.3', '==1.2.3', '> =1.2.3', 'V1.2.3', '1.2.3.4', '~1.2.3 || ~', '', ' '])
      expect(err(bad), bad).toMatch(/^improper constraint: /);
    expect(err('!1.2.3')).toBe('improper constraint: "!1.2.3"');
  });
});

describe('separators, partial versions and wildcards', () => {
  it('AND by whitespace or comma, OR by ||', () => {
    table('>=1.0.0,<2.0.0', ['1.5.0'], ['2.0.0']);
    table('>= 1.2 , < 1.3', ['1.2.5'], ['1.3.0']);
    table('>=1.0.0\t<2.0.0', ['1.0.0'], ['2.0.0']);
    table('<2.0.0||>=3.0.0', ['1.0.0', '3.1.0'], ['2.5.0']);
  });
  it('partial versions by operator', () => {
    table('1.2', ['1.2.0', '1.2.9'], ['1.3.0']);
    table('1', ['1.9.9'], ['2.0.0']);
    table('>1.1', ['1.2.0'], ['1.1.9']);
    table('>2.x', ['3.0.0'], ['2.9.9']);
    table('<=1.1', ['1.1.9'], ['1.2.0']);
    table('<=2.x', ['2.9.9'], ['3.0.0']);
    table('>=1.2', ['1.2.0'], ['1.1.9']);
    table('<1.x', ['0.9.9'], ['1.0.0']);
    table('!=1.2.x', ['1.3.0', '1.1.9'], ['1.2.5']);
    table('!=4.x', ['5.0.0'], ['4.1.0']);
    table('1.1.X', ['1.1.5'], ['1.2.0']);
    table('*', ['0.0.0', '9.9.9'], ['1.2.3-alpha.1']);
    table('v5.0.0', ['5.0.0'], ['5.0.1']);
  });
  it('hyphen ranges need spaces; a partial upper bound is inclusive', () => {
    table('1.1 - 2', ['1.1.0', '2.9.9'], ['3.0.0', '1.0.9']);
    table('1.0.0-2.0.0', ['1.0.0-2.0.0'], ['1.5.0']);
  });
});

describe('pre-releases: group-wide opt-in', () => {
  it('a group with a pre-release comparator accepts pre-releases; others never do', () => {
    table('>=1.0.0-beta.1', ['1.5.0-alpha', '1.0.0-beta.2'], ['1.0.0-alpha']);
    table('>= 1.0.0-0 <2.0.0', ['1.5.0-beta', '2.0.0-rc.1', '1.9.0-rc.1'], ['2.0.0']);
    table('>=1.0.0 <2.0.0', ['1.5.0'], ['1.5.0-beta']);
    table('<1.0.0', ['0.9.9'], ['1.0.0-rc.1', '0.9.9-rc.1']);
    table('>=1.0.0 <2.0.0 || >=3.0.0-0 <3.0.0', ['3.0.0-alpha.1'], ['1.5.0-beta']);
  });
});

describe('the ClusterExtension API check (64 characters, CEL regex)', () => {
  it('accepts the documented forms and rejects hyphen ranges, leading zeros, long values', () => {
    for (const ok of ['>=1.2.3, <2.0.0 || >3.0.0', '^0 || ^3 || ^5', '1.x', '~1.2', 'v1.2.3', '1.*'])
      expect(clusterExtensionVersionError(ok), ok).toBeUndefined();
    for (const bad of ['1.0.0 - 2.0.0', '>=01.2.3', '>=1.0.0 '.repeat(9), '1.*.3', '1.0 || *'])
      expect(clusterExtensionVersionError(bad), bad).toBeDefined();
  });
});

const part = fc.oneof(fc.nat(4).map(String), fc.constantFrom('x', 'X', '*'));
const version = fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4)).map(([a, b, c]) => `${a}.${b}.${c}`);
const op = fc.constantFrom('', '=', '!=', '>', '<', '>=', '=>', '<=', '=<', '~', '~>', '^');
const cmp = fc.tuple(op, fc.array(part, { minLength: 1, maxLength: 3 })).map(([o, ps]) => o + ps.join('.'));
const group = fc.array(cmp, { minLength: 1, maxLength: 3 }).map((cs) => cs.join(' '));

describe('properties', () => {
  it('never throws and never hangs on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        parseMastermindsRange(s);
        clusterExtensionVersionError(s);
      }),
      { numRuns: 3000 },
    );
  });
  it('A || B is the union, and (for release versions) A, B the intersection', () => {
    fc.assert(
      fc.property(group, group, version, (a, b, v) => {
        const ma = sat(a, v);
        const mb = sat(b, v);
        expect(sat(`${a} || ${b}`, v)).toBe(ma || mb);
        expect(sat(`${a}, ${b}`, v)).toBe(ma && mb);
      }),
      { numRuns: 1500 },
    );
  });
});
