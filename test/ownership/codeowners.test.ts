// GitHub's documented CODEOWNERS semantics: the examples of GitHub's "About code owners" page.
import { describe, expect, it } from 'vitest';
import { codeOwnersOf, parseCodeowners } from '../../src/ownership/codeowners.js';

const owner = (text: string, path: string): string => {
  const s = codeOwnersOf(parseCodeowners(text, 'CODEOWNERS'), path);
  return [...s.logins, ...s.unverifiable].join(' ') || `none${s.problem !== undefined ? `: ${s.problem}` : ''}`;
};

describe('CODEOWNERS patterns', () => {
  it('the last matching pattern wins', () => {
    const f =
      '*       @global-owner1 @global-owner2\n*.js    @js-owner # inline comment\n*.go ' +
      'docs@example.com\n/build/logs/ @doctocat\n';
    expect(owner(f, 'README.md')).toBe('global-owner1 global-owner2');
    expect(owner(f, 'src/a/app.js')).toBe('js-owner');
    expect(owner(f, 'main.go')).toBe('docs@example.com');
    expect(owner(f, 'build/logs/x/y.txt')).toBe('doctocat');
    expect(owner(f, 'a/build/logs/y.txt')).toBe('global-owner1 global-owner2');
  });
  it('dir/* covers the files directly in dir only; a trailing / covers everything inside', () => {
    expect(owner('docs/* docs@example.com\n', 'docs/getting-started.md')).toBe('docs@example.com');
    expect(owner('docs/* docs@example.com\n', 'docs/build-app/troubleshooting.md')).toBe('none');
    expect(owner('apps/ @octocat\n', 'x/apps/y/z.js')).toBe('octocat');
    expect(owner('/docs/ @doctocat\n', 'docs/a/b.md')).toBe('doctocat');
    expect(owner('/docs/ @doctocat\n', 'x/docs/b.md')).toBe('none');
    expect(owner('/docs/ @doctocat\n', 'docs')).toBe('none');
  });
  it('** spans directories; an unanchored name matches at any depth', () => {
    expect(owner('**/logs @octocat\n', 'build/logs/a.txt')).toBe('octocat');
    expect(owner('**/logs @octocat\n', 'deeply/nested/logs/a.txt')).toBe('octocat');
    expect(owner('/scripts/** @o\n', 'scripts/a/b.sh')).toBe('o');
    expect(owner('a/**/b @o\n', 'a/b/x')).toBe('o');
    expect(owner('a/**/b @o\n', 'a/x/y/b/z')).toBe('o');
    expect(owner('logs @o\n', 'a/logs')).toBe('o');
    expect(owner('*.js @o\n', 'a/b.jsx')).toBe('none');
    expect(owner('?.md @o\n', 'ab.md')).toBe('none');
  });
  it('paths compare case-sensitively', () => {
    expect(owner('/Docs/ @o\n', 'docs/a.md')).toBe('none');
  });
  it('a pattern without owners leaves its files unowned', () => {
    expect(owner('* @o\n/apps/github\n', 'apps/github/x')).toBe('none');
    expect(owner('* @o\n/apps/github\n', 'apps/other/x')).toBe('o');
  });
  it('teams and e-mail addresses are kept apart from logins', () => {
    const s = codeOwnersOf(parseCodeowners('* @alice @org/team a@b.c\n', 'CODEOWNERS'), 'x');
    expect(s).toEqual({ from: 'CODEOWNERS:1', logins: ['alice'], unverifiable: ['@org/team', 'a@b.c'] });
  });
  it('a line GitHub would ignore gives no owners at all, naming the line', () => {
    for (const [line, why] of [
      ['!*.js @o', 'negation'],
      ['[ab].js @o', 'character ranges'],
      ['\\#x @o', 'escapes'],
      ['*.js alice', '"alice" is not an owner'],
    ] as const) {
      const got = owner(`* @admin\n${line}\n`, 'a.js');
      expect(got).toMatch(/^none: CODEOWNERS:2: /);
      expect(got).toContain(why);
    }
  });
  it('a pathological pattern stays fast', () => {
    const t = Date.now();
    expect(owner(`${'**/'.repeat(30)}x @o\n`, `${'a/'.repeat(200)}y`)).toBe('none');
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
