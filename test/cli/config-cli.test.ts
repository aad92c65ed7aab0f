// Where validate and diff find the repository configuration, and what a bad one does.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { diffHeads, run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { writeTree } from '../helpers/validate.js';

const catalog = (images: Record<string, string>): string => {
  const names = Object.keys(images);
  const entries = names.map((n, i) => `- name: ${n}\n${i > 0 ? `  replaces: ${names[i - 1]}\n` : ''}`).join('');
  return pkgDoc() + channelDoc(entries) + names.map((n) => bundleDoc({ name: n, image: images[n]! })).join('');
};
const ONE = catalog({ 'foo.v0.1.0': 'quay.io/example/foo-bundle:v0.1.0' });
const PINNED = 'policy:\n  requireDigests: true\n';
const rulesOf = (out: string): string[] =>
  (JSON.parse(out) as { findings: { rule: string }[] }).findings.map((f) => f.rule);

describe('validate reads .github/fbc-bot.yaml', () => {
  it('from the work tree a directory source is in', async () => {
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.github/fbc-bot.yaml': PINNED,
      'catalogs/v4.16/foo/catalog.yaml': ONE,
    });
    const r = await run('validate', '--format', 'json', join(root, 'catalogs/v4.16'));
    // The policy makes a tag an error: the run fails on it.
    expect(r.code).toBe(1);
    expect(rulesOf(r.out)).toEqual(['image-not-pinned']);
  });
  it('from the revision of a git source', async () => {
    const repo = newRepo();
    commit(repo, 'policy', {
      '.github/fbc-bot.yaml': 'policy:\n  allowedRegistries: [registry.example.com]\n',
      'cat/foo/catalog.yaml': ONE,
    });
    commit(repo, 'no policy', { '.github/fbc-bot.yaml': null });
    expect(rulesOf((await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD~1:cat')).out)).toEqual([
      'image-registry-not-allowed',
    ]);
    expect(rulesOf((await run('validate', '--repo', repo, '--format', 'json', 'git:HEAD:cat')).out)).toEqual([]);
  });
  it('--config FILE instead', async () => {
    const root = writeTree({ 'cfg.yaml': PINNED, 'cat/foo/catalog.yaml': ONE });
    expect(
      rulesOf((await run('validate', '--format', 'json', '--config', join(root, 'cfg.yaml'), join(root, 'cat'))).out),
    ).toEqual(['image-not-pinned']);
  });
});

describe('a configuration that cannot be used is exit 2 with file and line', () => {
  it('an invalid setting', async () => {
    const root = writeTree({
      'cfg.yaml': 'policy:\n  requireDigests: true\n  allowRegistries: [quay.io]\n',
      'foo/catalog.yaml': ONE,
    });
    const r = await run('validate', '--config', join(root, 'cfg.yaml'), root);
    expect(r).toEqual({
      code: 2,
      out: '',
      err: `fbc-bot: ${join(root, 'cfg.yaml')}:3: unknown setting "allowRegistries"\n`,
    });
  });
  it('a missing --config file, and one at a revision', async () => {
    const root = writeTree({ 'foo/catalog.yaml': ONE });
    expect(await run('validate', '--config', join(root, 'nope.yaml'), root)).toMatchObject({
      code: 2,
      err: `fbc-bot: cannot read ${join(root, 'nope.yaml')}: no such file\n`,
    });
    const repo = newRepo();
    commit(repo, 'bad', { '.github/fbc-bot.yaml': 'severity:\n  channel-no-head: off\n', 'cat/foo/catalog.yaml': ONE });
    expect(await run('validate', '--repo', repo, 'git:HEAD:cat')).toMatchObject({
      code: 2,
      err: 'fbc-bot: git:HEAD:.github/fbc-bot.yaml:2: rule channel-no-head is fixed: its severity cannot change\n',
    });
  });
});

describe('diff judges both sides by the base configuration', () => {
  it('a pull request cannot loosen its own policy', async () => {
    const repo = newRepo();
    commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'policy:\n  allowedRegistries: [quay.io/example]\n',
      'cat/foo/catalog.yaml': ONE,
    });
    commit(repo, 'head', {
      '.github/fbc-bot.yaml': 'policy:\n  allowedRegistries: [quay.io/example, ghcr.io]\n',
      'cat/foo/catalog.yaml': catalog({
        'foo.v0.1.0': 'quay.io/example/foo-bundle:v0.1.0',
        'foo.v0.2.0': 'ghcr.io/someone/foo-bundle:v0.2.0',
      }),
    });
    const r = await diffHeads(repo, '--format', 'json');
    expect(r.code).toBe(1);
    const errors = (JSON.parse(r.out) as { findings: { severity: string }[] }).findings.filter(
      (f) => f.severity === 'error',
    );
    expect(errors).toMatchObject([{ rule: 'image-registry-not-allowed', bundle: 'foo.v0.2.0', introduced: true }]);
  });
  it('a violation base already had is not introduced, and severities apply to change rules', async () => {
    const repo = newRepo();
    commit(repo, 'base', {
      '.github/fbc-bot.yaml': `${PINNED}severity:\n  upgrade-path-lost: info\n`,
      'cat/foo/catalog.yaml': catalog({
        'foo.v0.1.0': 'quay.io/example/foo-bundle:v0.1.0',
        'foo.v0.2.0': 'quay.io/example/foo-bundle:v0.2.0',
      }),
    });
    // v0.1.0 leaves the channel: its installs are stranded.
    commit(repo, 'head', {
      'cat/foo/catalog.yaml': catalog({
        'foo.v0.2.0': 'quay.io/example/foo-bundle:v0.2.0',
        'foo.v0.3.0': 'quay.io/example/foo-bundle:v0.3.0',
      }),
    });
    const r = await diffHeads(repo, '--format', 'json');
    const findings = (JSON.parse(r.out) as { findings: { rule: string; severity: string; introduced: boolean }[] })
      .findings;
    expect(findings.filter((f) => f.rule === 'image-not-pinned').map((f) => f.introduced)).toEqual([false, true]);
    expect(findings.filter((f) => f.rule === 'upgrade-path-lost')).toMatchObject([
      { severity: 'info', introduced: true },
    ]);
  });
});
