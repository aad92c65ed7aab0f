// `.indexignore`: go-git's gitignore matcher with Go filepath.Match globbing, which differ from
// git and bash in ways that change which files opm loads (opm-validate.md L-D4).
import { describe, expect, it } from 'vitest';
import { compileGoGlob, goMatch } from '../../src/catalog/gomatch.js';
import {
  IgnoreMatcher,
  isIgnored as scanIgnored,
  parseIgnoreFile,
  type IgnorePattern,
} from '../../src/catalog/indexignore.js';

/** The plain scan's answer, which the indexed matcher catalogs are loaded with must give too. */
function isIgnored(p: readonly IgnorePattern[], relPath: string): boolean {
  const scan = scanIgnored(p, relPath);
  expect(new IgnoreMatcher(p).ignored(relPath), relPath).toBe(scan);
  return scan;
}

function patterns(files: Record<string, string>): IgnorePattern[] {
  return Object.entries(files).flatMap(([dir, text]) => {
    const r = parseIgnoreFile(text, dir);
    if (!r.ok) throw new Error(r.error);
    return r.patterns;
  });
}

describe('Go filepath.Match', () => {
  it.each([
    ['*.yaml', 'a.yaml', true],
    ['*.yaml', '.yaml', true],
    ['?.json', 'a.json', true],
    ['?.json', 'ab.json', false],
    ['[abc].md', 'b.md', true],
    ['[^abc].md', 'b.md', false],
    ['[^abc].md', 'd.md', true],
    ['[!abc].md', '!.md', true],
    ['[!abc].md', 'd.md', false], // `!` is not negation in Go
    ['[a-c]x', 'bx', true],
    ['[a-c]x', 'dx', false],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['README*', 'README.md', true],
    ['readme*', 'README.md', false],
  ])('%s ~ %s → %s', (p, n, want) => expect(goMatch(p, n)).toBe(want));

  it('malformed patterns never match', () => {
    for (const p of ['[', '[]', '[a-]', 'a\\', '[z-a]', '[]a]']) {
      expect(compileGoGlob(p), p).toBeNull();
      expect(goMatch(p, 'a')).toBe(false);
    }
  });
});

describe('.indexignore', () => {
  it('a name without a slash matches any path component', () => {
    const p = patterns({ '': '*.md\ndocs\n' });
    expect(isIgnored(p, 'README.md')).toBe(true);
    expect(isIgnored(p, 'x/y/NOTES.md')).toBe(true);
    expect(isIgnored(p, 'docs/a.yaml')).toBe(true);
    expect(isIgnored(p, 'catalog.yaml')).toBe(false);
  });
  it('a trailing slash: directories only, but still the files inside them', () => {
    const p = patterns({ '': 'build/\n' });
    expect(isIgnored(p, 'build/x.yaml')).toBe(true);
    expect(isIgnored(p, 'build')).toBe(false);
  });
  it('a leading slash anchors to the .indexignore directory; prefix components suffice', () => {
    const p = patterns({ '': '/README.md\n/docs\n' });
    expect(isIgnored(p, 'README.md')).toBe(true);
    expect(isIgnored(p, 'pkg/README.md')).toBe(false);
    expect(isIgnored(p, 'docs/deep/x')).toBe(true);
  });
  it('** as leading, middle and trailing component', () => {
    expect(isIgnored(patterns({ '': '**/tmp.yaml\n' }), 'a/b/tmp.yaml')).toBe(true);
    expect(isIgnored(patterns({ '': 'a/**/z.yaml\n' }), 'a/b/c/z.yaml')).toBe(true);
    expect(isIgnored(patterns({ '': 'a/**\n' }), 'a/b/c.yaml')).toBe(true);
    expect(isIgnored(patterns({ '': 'a/**\n' }), 'b/c.yaml')).toBe(false);
  });
  it('last match wins, and negation re-includes files under an excluded directory (unlike git)', () => {
    const p = patterns({ '': '*\n!*.json\n!*.yaml\n*.clusterserviceversion.yaml\n' });
    expect(isIgnored(p, 'README.md')).toBe(true);
    expect(isIgnored(p, 'sub/catalog.json')).toBe(false);
    expect(isIgnored(p, 'sub/x.clusterserviceversion.yaml')).toBe(true);
  });
  it('patterns apply only strictly below their directory', () => {
    const p = patterns({ sub: '*.yaml\n' });
    expect(isIgnored(p, 'sub/a.yaml')).toBe(true);
    expect(isIgnored(p, 'a.yaml')).toBe(false);
    expect(isIgnored(p, 'other/sub/a.yaml')).toBe(false);
  });
  it('lines are trimmed, comments and blank lines skipped, matching is case-sensitive', () => {
    const p = patterns({ '': '  # a comment\n\n   *.md   \nNOTES\n' });
    expect(isIgnored(p, 'a.md')).toBe(true);
    expect(isIgnored(p, '# a comment')).toBe(false);
    expect(isIgnored(p, 'notes')).toBe(false);
  });
  it('a line of 64 KiB or more is fatal, as bufio.Scanner makes it', () => {
    expect(parseIgnoreFile('a\n' + 'x'.repeat(65536) + '\n', '')).toEqual({
      ok: false,
      line: 2,
      error: 'bufio.Scanner: token too long',
    });
    expect(parseIgnoreFile('x'.repeat(65535), '').ok).toBe(true);
  });
});
