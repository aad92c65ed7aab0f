// A git source's path is from the repository root wherever the command runs: from a
// subdirectory of the work tree, or with --repo pointing into one (git ls-tree alone would list
// only that subdirectory's part of the tree: an empty catalog that passes). And tree entries
// that are not files (gitlinks, symlinks) read as a checkout would show them to opm.
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { basicCatalog } from '../helpers/fixture.js';
import { commit, git, newRepo } from '../helpers/git.js';

const ok = basicCatalog();
const broken = ok.replace('defaultChannel: stable', 'defaultChannel: fast');
const T = 10_000;

const start = process.cwd();
afterEach(() => process.chdir(start));

/** A repository with a broken catalog under cat/ and an unrelated subdirectory docs/. */
function repoWithSubdir(): string {
  const repo = newRepo();
  commit(repo, 'c', {
    'cat/foo/catalog.yaml': broken,
    'docs/README.md': '# docs\n',
    'more/v1/foo/catalog.yaml': broken,
  });
  return repo;
}

const rulesOf = (out: string): [string, string][] =>
  JSON.parse(out).findings.map((f: { rule: string; file: string }) => [f.rule, f.file]);

describe('git:<rev>:<path> from anywhere in the repository', () => {
  it('from a subdirectory of the work tree', { timeout: T }, async () => {
    const repo = repoWithSubdir();
    process.chdir(join(repo, 'docs'));
    const r = await run('validate', '--format', 'json', 'git:HEAD:cat');
    expect(r.code).toBe(1);
    expect(rulesOf(r.out)).toEqual([['default-channel-not-found', 'cat/foo/catalog.yaml']]);
    const globbed = await run('validate', '--format', 'json', '--catalogs', 'more/*', 'git:HEAD:');
    expect(rulesOf(globbed.out)).toEqual([['default-channel-not-found', 'more/v1/foo/catalog.yaml']]);
  });

  it('with --repo pointing into a subdirectory', { timeout: T }, async () => {
    const repo = repoWithSubdir();
    const r = await run('validate', '--repo', join(repo, 'docs'), '--format', 'json', 'git:HEAD:cat');
    expect(r.code).toBe(1);
    expect(rulesOf(r.out)).toEqual([['default-channel-not-found', 'cat/foo/catalog.yaml']]);
  });

  it('diff and the configuration too', { timeout: T }, async () => {
    const repo = newRepo();
    commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'policy:\n  requireDigests: true\n',
      'cat/foo/catalog.yaml': ok,
      'docs/a.md': 'a\n',
    });
    commit(repo, 'head', { 'cat/foo/catalog.yaml': broken });
    process.chdir(join(repo, 'docs'));
    const d = await run('diff', '--base', 'git:HEAD~1:cat', '--head', 'git:HEAD:cat', '--format', 'json');
    expect(d.code).toBe(1);
    const rules = JSON.parse(d.out).findings.map((f: { rule: string }) => f.rule);
    expect(rules).toContain('default-channel-not-found');
    expect(rules).toContain('image-not-pinned');
  });

  it('a path that climbs out of the repository is exit 2, not a path from the working directory', async () => {
    const repo = repoWithSubdir();
    const r = await run('validate', '--repo', join(repo, 'docs'), 'git:HEAD:../cat');
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/relative to the repository root/) });
  });
});

describe('tree entries that are not files', () => {
  it(
    'a gitlink (submodule) in a catalog is a finding naming it; a symlink to it is a symlink to a directory',
    { timeout: T },
    async () => {
      const repo = newRepo();
      const sub = commit(repo, 'c', { 'cat/foo/catalog.yaml': ok });
      symlinkSync('vendored', join(repo, 'cat/link.yaml'));
      git(repo, 'add', 'cat/link.yaml');
      git(repo, 'update-index', '--add', '--cacheinfo', `160000,${sub},cat/vendored`);
      git(repo, 'commit', '-q', '-m', 'with a submodule');
      const r = await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:cat');
      expect(r.err).toBe('');
      expect(JSON.parse(r.out).findings).toMatchObject([
        {
          rule: 'catalog-entry-not-file',
          file: 'cat/vendored',
          message: expect.stringMatching(/^a submodule \(gitlink\) inside the catalog/),
        },
        { rule: 'file-unreadable', file: 'cat/link.yaml', message: expect.stringMatching(/symlink to a directory/) },
      ]);
      // A gitlink where a catalog would be is no catalog of the glob.
      const globbed = await run('validate', '--repo', repo, '--catalogs', '*', 'git:HEAD:cat');
      expect(globbed).toMatchObject({ code: 0, err: '' });
    },
  );

  it(
    '.github/fbc-bot.yaml that is a symlink is followed as in a checkout; a directory, a loop or a way out is exit 2',
    { timeout: T },
    async () => {
      const repo = newRepo();
      commit(repo, 'link', {
        'cat/foo/catalog.yaml': ok,
        'policy.yaml': 'policy:\n  requireDigests: true\n',
        '.github/fbc-bot.yaml': { symlink: '../policy.yaml' },
      });
      const linked = await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:cat');
      expect(JSON.parse(linked.out).findings.map((f: { rule: string }) => f.rule)).toContain('image-not-pinned');
      expect((await run('validate', '--format', 'json', join(repo, 'cat'))).out).toBe(linked.out);
      commit(repo, 'loop', { '.github/fbc-bot.yaml': null, '.github/a.yaml': { symlink: 'fbc-bot.yaml' } });
      commit(repo, 'loop', { '.github/fbc-bot.yaml': { symlink: 'a.yaml' } });
      expect(await run('validate', '--repo', repo, 'git:HEAD:cat')).toMatchObject({
        code: 2,
        err: expect.stringMatching(/fbc-bot\.yaml: a symlink loop/),
      });
      commit(repo, 'out', { '.github/fbc-bot.yaml': null });
      commit(repo, 'out', { '.github/fbc-bot.yaml': { symlink: '../../etc/hostname' } });
      expect(await run('validate', '--repo', repo, 'git:HEAD:cat')).toMatchObject({
        code: 2,
        err: expect.stringMatching(/fbc-bot\.yaml: a symlink out of the repository/),
      });
      commit(repo, 'dir', { '.github/fbc-bot.yaml': null, '.github/fbc-bot.yaml/x': 'y\n' });
      expect(await run('validate', '--repo', repo, 'git:HEAD:cat')).toMatchObject({
        code: 2,
        err: expect.stringMatching(/fbc-bot\.yaml: a directory, not a regular file/),
      });
      // Sized before it is read: a configuration past 1 MiB is not one.
      commit(repo, 'big', { '.github/fbc-bot.yaml': null, '.github/fbc-bot.yaml/x': null });
      commit(repo, 'big', { '.github/fbc-bot.yaml': `# ${'x'.repeat(1 << 20)}\n` });
      expect(await run('validate', '--repo', repo, 'git:HEAD:cat')).toMatchObject({
        code: 2,
        err: expect.stringMatching(/fbc-bot\.yaml: 1048579 bytes, more than the 1048576 fbc-bot reads/),
      });
    },
  );
});

describe('names that are not UTF-8 in a tree', () => {
  it('are read, and named as a directory source names them', { timeout: T }, async () => {
    const repo = newRepo();
    commit(repo, 'c', { 'cat/foo/catalog.yaml': ok });
    writeFileSync(
      Buffer.concat([Buffer.from(join(repo, 'cat/foo/caf')), Buffer.from([0xe9]), Buffer.from('.yaml')]),
      'schema: olm.package\nname: [oops\n',
    );
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'latin-1 name');
    const r = await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:cat');
    expect(rulesOf(r.out)).toEqual([['parse-error', 'cat/foo/caf\\xe9.yaml']]);
    const d = await run(
      'diff',
      '--repo',
      repo,
      '--base',
      'git:HEAD:cat',
      '--head',
      join(repo, 'cat'),
      '--format',
      'json',
    );
    expect(d.code).toBe(0);
  });
});

describe('symlinks in a tree read as a checkout reads them', () => {
  it(
    'chains, links through linked directories, loops, self and escapes: the same findings as the work tree',
    { timeout: T },
    async () => {
      const repo = newRepo();
      commit(repo, 'links', {
        'cat/foo/catalog.yaml': ok,
        'cat/a.yaml': { symlink: 'b.yaml' },
        'cat/b.yaml': { symlink: 'foo/catalog.yaml' },
        'cat/d': { symlink: 'foo' },
        'cat/via-dir.yaml': { symlink: 'd/catalog.yaml' },
        'cat/up.yaml': { symlink: 'foo/../foo/catalog.yaml' },
        'cat/loop1': { symlink: 'loop2' },
        'cat/loop2': { symlink: 'loop1' },
        'cat/self': { symlink: '.' },
        'cat/gone.yaml': { symlink: 'nowhere.yaml' },
        'cat/out.yaml': { symlink: '../outside.yaml' },
        'cat/abs.yaml': { symlink: '/etc/hostname' },
        'outside.yaml': 'schema: x\n',
      });
      const summary = (out: string): string[] =>
        JSON.parse(out).findings.map(
          (f: { rule: string; file: string; message: string }) => `${f.rule} ${f.file} ${f.message}`,
        );
      const fromGit = summary((await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:cat')).out);
      const fromTree = summary((await run('validate', '--format', 'json', join(repo, 'cat'))).out);
      expect(fromGit).toEqual(fromTree);
      expect(fromGit.map((s) => s.split(' ').slice(0, 2).join(' '))).toEqual(
        expect.arrayContaining([
          'file-unreadable cat/loop1',
          'file-unreadable cat/self',
          'file-unreadable cat/d',
          'file-unreadable cat/gone.yaml',
          'path-escapes-catalog cat/out.yaml',
          'path-escapes-catalog cat/abs.yaml',
          'package-duplicate cat/foo/catalog.yaml',
        ]),
      );
    },
  );
});
