// Catalog sources read from git objects (`git:<rev>:<path>`), on real repositories: no checkout,
// the same walk/.indexignore/symlink rules as a directory, shallow clones, missing commits.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { readGitCatalog } from '../../src/git/git-source.js';
import { resolveCommit } from '../../src/git/git.js';
import { sortFindings } from '../../src/model/finding.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { basicCatalog } from '../helpers/fixture.js';
import { commit, git, newRepo } from '../helpers/git.js';

const ok = basicCatalog();
const broken = ok.replace('defaultChannel: stable', 'defaultChannel: fast');

describe('git sources', () => {
  it('validates a revision without a checkout, reporting paths from the repository root', async () => {
    const repo = newRepo();
    commit(repo, 'base', { 'catalogs/v4.16/foo/catalog.yaml': ok });
    commit(repo, 'head', { 'catalogs/v4.16/foo/catalog.yaml': broken });
    const head = JSON.parse((await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:catalogs/v4.16')).out);
    expect(head.findings).toMatchObject([
      {
        rule: 'default-channel-not-found',
        catalog: 'catalogs/v4.16',
        file: 'catalogs/v4.16/foo/catalog.yaml',
        line: 4,
        column: 1,
      },
    ]);
    expect((await run('validate', '--repo', repo, 'git:HEAD~1:catalogs/v4.16')).code).toBe(0);
  });

  it('with --catalogs, every matching directory of the tree is a catalog', async () => {
    const repo = newRepo();
    commit(repo, 'c', {
      'catalogs/v4.16/foo/catalog.yaml': ok,
      'catalogs/v4.17/foo/catalog.yaml': broken,
      'README.md': '# repo',
    });
    const r = JSON.parse(
      (await run('validate', '--repo', repo, '--format', 'json', '--catalogs', 'catalogs/*', 'git:HEAD:')).out,
    );
    expect(r.findings.map((f: { catalog: string; rule: string }) => [f.catalog, f.rule])).toEqual([
      ['catalogs/v4.17', 'default-channel-not-found'],
    ]);
    expect((await run('validate', '--repo', repo, '--catalogs', 'nope/*', 'git:HEAD:')).code).toBe(2);
  });

  it('reads the committed tree, not the working tree', async () => {
    const repo = newRepo();
    commit(repo, 'c', { 'cat/foo/catalog.yaml': ok });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(repo, 'cat/foo/catalog.yaml'), broken);
    expect((await run('validate', '--repo', repo, 'git:HEAD:cat')).code).toBe(0);
    expect((await run('validate', join(repo, 'cat'))).code).toBe(1);
  });

  it('applies .indexignore and the symlink rules like a directory', () => {
    const repo = newRepo();
    const c = commit(repo, 'c', {
      'cat/foo/catalog.yaml': ok,
      'cat/README.md': '# not a catalog',
      'cat/.indexignore': '*.md\n',
      'cat/link.yaml': { symlink: 'foo/catalog.yaml' },
      'cat/dirlink': { symlink: 'foo' },
      'cat/escape.yaml': { symlink: '../outside.yaml' },
      'outside.yaml': 'schema: x\n',
    });
    const f = sortFindings(validateCatalog({ catalog: 'cat', entries: readGitCatalog(repo, c, 'cat') }).findings);
    expect(f.map((x) => [x.rule, x.file])).toEqual(
      expect.arrayContaining([
        ['package-duplicate', 'cat/link.yaml'],
        ['file-unreadable', 'cat/dirlink'],
        ['path-escapes-catalog', 'cat/escape.yaml'],
      ]),
    );
    expect(f.some((x) => x.file === 'cat/README.md')).toBe(false);
  });

  it('follows renames and moves between directories (content, not history)', async () => {
    const repo = newRepo();
    commit(repo, 'base', { 'cat/foo/catalog.yaml': ok });
    git(repo, 'mv', 'cat/foo', 'cat/foo-operator');
    git(repo, 'commit', '-q', '-m', 'move');
    expect((await run('validate', '--repo', repo, 'git:HEAD:cat')).code).toBe(0);
    expect((await run('validate', '--repo', repo, 'git:HEAD:cat/foo')).err).toMatch(/no directory "cat\/foo" at HEAD/);
  });

  it('a shallow clone with the commit works; a missing commit is a clear error (exit 2)', async () => {
    const repo = newRepo();
    commit(repo, 'one', { 'cat/foo/catalog.yaml': ok });
    commit(repo, 'two', { 'cat/foo/catalog.yaml': broken });
    const shallow = join(mkdtempSync(join(tmpdir(), 'fbc-shallow-')), 'clone');
    git(repo, 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    expect((await run('validate', '--repo', shallow, 'git:HEAD:cat')).code).toBe(1);
    const missing = await run('validate', '--repo', shallow, 'git:HEAD~1:cat');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/revision "HEAD~1" is not a commit in .* \(this is a shallow clone/);
    expect(() => resolveCommit(repo, 'no-such-branch')).toThrow(/revision "no-such-branch" is not a commit/);
  });
});
