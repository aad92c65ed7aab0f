// Catalog text that collides with JavaScript's object model or with backtracking regular
// expressions: opm (Go maps, RE2, filepath.Match) gives these ordinary verdicts, quickly.
import { describe, expect, it } from 'vitest';
import { compileGoGlob, goMatch } from '../../src/catalog/gomatch.js';
import { IgnoreMatcher, parseIgnoreFile } from '../../src/catalog/indexignore.js';
import type { EntryLike } from '../../src/graph/entry.js';
import { channelGraph } from '../../src/graph/graph-json.js';
import type { PackageView } from '../../src/graph/view.js';
import { parseVersion, type Version } from '../../src/semver/blang.js';
import { parseBlangRange } from '../../src/semver/blang-range.js';
import { clusterExtensionVersionError } from '../../src/semver/cel-version.js';
import { parseMastermindsRange } from '../../src/semver/masterminds.js';
import { imageRefError } from '../../src/rules/imageref.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { rules, validateFiles } from '../helpers/validate.js';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function catalog(name: string): string {
  return (
    pkgDoc() +
    channelDoc(`- name: ${name}\n- name: foo.v2\n  replaces: ${name}\n`) +
    bundleDoc({
      name,
      version: '1.0.0',
      image: 'quay.io/a/b:1',
      properties: `- type: olm.package\n  value: {packageName: foo, version: 1.0.0}\n- type: ${name}\n  value: {}\n`,
    }) +
    bundleDoc({ name: 'foo.v2', version: '2.0.0', image: 'quay.io/a/b:2' })
  );
}

describe('prototype names are ordinary names (Go maps have no prototype)', () => {
  it.each(NAMES)('a bundle and a property type named %s validate cleanly: opm has no rule against them', (name) => {
    expect(rules(validateFiles({ 'catalog.yaml': catalog(name) }))).toEqual([]);
  });

  it.each(NAMES)('a skipRange or versionRange "%s1.0.0" is rejected: blang has no such comparator', (name) => {
    expect(parseBlangRange(`${name}1.0.0`).ok).toBe(false);
  });

  it('a digest algorithm named constructor is unsupported (go-digest knows sha256/384/512 only)', () => {
    expect(imageRefError(`quay.io/a/b@constructor:${'a'.repeat(64)}`)).toBe('unsupported digest algorithm');
  });

  it.each(NAMES)('graph JSON keeps the successors of a bundle named %s as an own key', (name) => {
    const v = (s: string): Version => {
      const r = parseVersion(s);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const entries: EntryLike[] = [
      { name, replaces: '', skips: [], skipRange: '' },
      { name: 'foo.v2', replaces: name, skips: [], skipRange: '' },
    ];
    const view: PackageView = {
      name: 'foo',
      defaultChannel: 'stable',
      channels: new Map([['stable', entries]]),
      versions: new Map([
        [name, v('1.0.0')],
        ['foo.v2', v('2.0.0')],
      ]),
      deprecatedBundles: new Set(),
      deprecatedChannels: new Set(),
      packageDeprecated: false,
      notInstallable: new Set(),
    };
    const g = channelGraph(view, 'stable', entries);
    const json = JSON.parse(JSON.stringify(g.successors)) as { v1: Record<string, string[]> };
    expect(Object.keys(json.v1).sort()).toEqual([name, 'foo.v2'].sort());
    expect(json.v1[name]).toEqual(['foo.v2']);
  });
});

describe('globs match in linear time (Go filepath.Match, no RegExp)', () => {
  const evil = '*a*a*a*a*a*a*a*a*a*a*a*a*b';
  it("a pattern of many stars against 40 a's answers at once", () => {
    const t = Date.now();
    expect(goMatch(evil, 'a'.repeat(40))).toBe(false);
    expect(goMatch(evil, 'a'.repeat(40) + 'b')).toBe(true);
    expect(Date.now() - t).toBeLessThan(500);
  });

  it('a 65,535-character literal pattern is a literal, not a RegExp too large', () => {
    const long = 'x'.repeat(65_535);
    expect(compileGoGlob(long)).not.toBeNull();
    expect(goMatch(long, long)).toBe(true);
    expect(goMatch(long + '?', long + 'y')).toBe(true);
  });

  it.each([
    ['a*b*c', 'abcbc', true],
    ['*x', 'xxx', true],
    ['a*b?', 'abxbc', true],
    ['ab*', 'ab/c', false],
    ['*', '', true],
    ['', '', true],
    ['', 'a', false],
    ['a*', 'b', false],
    ['*[^a]', 'ab', true],
    ['*[^a]', 'ba', false],
  ])('Go: Match(%j, %j) = %s', (p, n, want) => expect(goMatch(p, n)).toBe(want));

  it(
    '100,000 .indexignore patterns over 2,000 files: literal, suffix and prefix patterns are indexed, the last ' +
      'match wins',
    () => {
      const lines: string[] = [];
      for (let i = 0; i < 100_000; i++)
        lines.push(i % 3 === 0 ? `file-${i}.yaml` : i % 3 === 1 ? `*.ext${i}` : `pre${i}*`);
      lines.push('!file-3.yaml');
      const r = parseIgnoreFile(lines.join('\n'), '');
      if (!r.ok) throw new Error(r.error);
      const m = new IgnoreMatcher(r.patterns);
      const t = Date.now();
      let ignored = 0;
      for (let f = 0; f < 2000; f++) if (m.ignored(`pkg${f % 50}/file-${f}.yaml`)) ignored++;
      expect(Date.now() - t).toBeLessThan(5000);
      expect(ignored).toBe(666); // multiples of 3 below 2000, except file-3.yaml (re-included)
      expect(m.ignored('x/a.ext1')).toBe(true);
      expect(m.ignored('pre2-z/a.yaml')).toBe(true);
    },
  );

  it('an .indexignore line is measured in bytes, as bufio.Scanner reads: 30,000 bytes of 0xFF fit', () => {
    const bytes = new Uint8Array(30_000).fill(0xff);
    expect(parseIgnoreFile(bytes, '').ok).toBe(true);
    expect(parseIgnoreFile(new Uint8Array(65_536).fill(0xff), '').ok).toBe(false);
  });
});

describe('version expressions are matched in polynomial time (RE2 semantics)', () => {
  it.each([Array(10).fill('1').join('    ') + '!', '1 || '.repeat(12) + '!', '1, '.repeat(20) + '!'])(
    'the ClusterExtension CEL regex rejects %j at once',
    (v) => {
      const t = Date.now();
      expect(clusterExtensionVersionError(v.slice(0, 64))).toMatch(/invalid version expression/);
      expect(Date.now() - t).toBeLessThan(500);
    },
  );

  it('Masterminds rejects 1,300 comma-separated comparators ending in junk at once', () => {
    const t = Date.now();
    expect(parseMastermindsRange('1, '.repeat(1300) + '!').ok).toBe(false);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
