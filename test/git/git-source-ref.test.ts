// `git:<rev>:<path>` read in one place for every command: the revision runs to the first colon,
// the path is the rest; a SOURCE starting `git:` that is not of that form, or whose path leaves the
// repository, is an error naming the SOURCE and the form, whichever command is given it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitSourceRef, isGitSource } from '../../src/source/git-source-ref.js';
import { run } from '../helpers/cli.js';
import { basicCatalog } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';

const FORM = (source: string, why: string): string => `a git source is git:<rev>:<path>, not "${source}" (${why})`;
const INSIDE = (source: string): string =>
  `cannot read ${source}: the path of a git source is relative to the repository root and stays inside it`;

describe('gitSourceRef', () => {
  it('a revision and a path; the root as "."', () => {
    expect(gitSourceRef('git:HEAD:catalogs/v4.16')).toEqual({ rev: 'HEAD', path: 'catalogs/v4.16' });
    expect(gitSourceRef('git:main~1:')).toEqual({ rev: 'main~1', path: '.' });
    expect(gitSourceRef('git:HEAD:.')).toEqual({ rev: 'HEAD', path: '.' });
    expect(gitSourceRef('git:HEAD:./')).toEqual({ rev: 'HEAD', path: '.' });
    expect(gitSourceRef('git:HEAD:a/..')).toEqual({ rev: 'HEAD', path: '.' });
    expect(gitSourceRef('git:HEAD:./cat//v4.16/')).toEqual({ rev: 'HEAD', path: 'cat/v4.16' });
  });
  it('a revision with ~, ^ and braces is the revision; colons after it are the path', () => {
    expect(gitSourceRef('git:HEAD~2^2:cat')).toEqual({ rev: 'HEAD~2^2', path: 'cat' });
    expect(gitSourceRef('git:v1.0^{commit}:cat')).toEqual({ rev: 'v1.0^{commit}', path: 'cat' });
    expect(gitSourceRef('git:main^:a:b/c:d')).toEqual({ rev: 'main^', path: 'a:b/c:d' });
    expect(gitSourceRef('git:HEAD::')).toEqual({ rev: 'HEAD', path: ':' });
  });
  it('not of the form: the SOURCE and the form named', () => {
    expect(() => gitSourceRef('git:HEAD')).toThrow(FORM('git:HEAD', 'no ":" after the revision'));
    expect(() => gitSourceRef('git:main~1^2')).toThrow(FORM('git:main~1^2', 'no ":" after the revision'));
    expect(() => gitSourceRef('git::cat')).toThrow(FORM('git::cat', 'no revision'));
    expect(() => gitSourceRef('git::')).toThrow(FORM('git::', 'no revision'));
    expect(() => gitSourceRef('git:')).toThrow(FORM('git:', 'no revision'));
  });
  it('a path out of the repository', () => {
    for (const s of ['git:HEAD:..', 'git:HEAD:../x', 'git:HEAD:a/../../x', 'git:HEAD:/etc', 'git:HEAD:/'])
      expect(() => gitSourceRef(s)).toThrow(INSIDE(s));
  });
  it('any other SOURCE is not a git source', () => {
    for (const s of ['catalogs', './git:HEAD:x', 'Git:HEAD:x', 'image:quay.io/x/cat:v1', '']) {
      expect(isGitSource(s)).toBe(false);
      expect(gitSourceRef(s)).toBeUndefined();
    }
    expect(isGitSource('git:HEAD')).toBe(true);
  });
});

describe('every command says it the same way', () => {
  const repo = newRepo();
  commit(repo, 'base', { 'cat/foo/catalog.yaml': basicCatalog() });
  // --config FILE: the configuration is not what reads the SOURCE, the catalogs are.
  const config = join(repo, '.git', 'fbc-bot.yaml');
  writeFileSync(config, '---\n');
  const cases: [string[], string][] = [
    [['validate', '--repo', repo, 'git:HEAD'], FORM('git:HEAD', 'no ":" after the revision')],
    [['validate', '--repo', repo, '--config', config, 'git::cat'], FORM('git::cat', 'no revision')],
    [
      ['diff', '--repo', repo, '--base', 'git:HEAD:cat', '--head', 'git:HEAD'],
      FORM('git:HEAD', 'no ":" after the revision'),
    ],
    [['diff', '--repo', repo, '--base', 'git:HEAD:../x', '--head', 'git:HEAD:cat'], INSIDE('git:HEAD:../x')],
    [
      ['publish-image', '--repo', repo, '--to', '127.0.0.1:1/cat', 'git:HEAD~1'],
      FORM('git:HEAD~1', 'no ":" after the revision'),
    ],
  ];
  for (const [argv, message] of cases)
    it(argv.filter((a) => a !== repo).join(' '), async () => {
      const r = await run(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    });
});
