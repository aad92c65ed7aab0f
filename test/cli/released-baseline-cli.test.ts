// The released-index baseline end to end: `diff` and `review` of a git repository whose base
// configuration names the published index (a catalog image on a loopback docker-registry, built by
// umoci): what head removes from it is an error (a warning in pre-release channels); an index that
// cannot be read, or a registry that stalls, is a notice within the image check's deadline.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffHeads, run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, ociLayout, push, removeLayout } from '../helpers/oci-image.js';
import { CONFIGS_LABEL } from '../../src/registry/catalog-image.js';

const BOTH = '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n';
const BUNDLES = bundleDoc({ name: 'foo.v0.1.0' }) + bundleDoc({ name: 'foo.v0.2.0' });
const RELEASED = pkgDoc() + channelDoc(BOTH) + channelDoc(BOTH, 'candidate-v1') + BUNDLES;
/** Head: foo.v0.1.0 gone from stable (and the package), candidate-v1 gone. */
const PRUNED = pkgDoc() + channelDoc('- name: foo.v0.2.0\n') + bundleDoc({ name: 'foo.v0.2.0' });

interface Finding {
  readonly rule: string;
  readonly severity: string;
  readonly channel?: string;
  readonly bundle?: string;
  readonly message: string;
}
const ours = (out: string): Finding[] =>
  (JSON.parse(out) as { findings: Finding[] }).findings.filter((f) => f.rule.startsWith('released-'));

const config = (index: string, extra = ''): string =>
  `${extra}released:\n  - catalogs: [cat]\n    index: "${index}"\n    preRelease: ["candidate*"]\n`;

/** A repository: base with the configuration and the released catalog, head pruning it (and dropping the setting). */
function pruningRepo(baseConfig: string): string {
  const repo = newRepo();
  commit(repo, 'base', { '.github/fbc-bot.yaml': baseConfig, 'cat/foo/catalog.yaml': RELEASED });
  commit(repo, 'head', { '.github/fbc-bot.yaml': 'catalogs: [cat]\n', 'cat/foo/catalog.yaml': PRUNED });
  return repo;
}

describe.skipIf(!hasRegistryTools)(registryNote('the released-index baseline against a loopback registry'), () => {
  let registry: Registry;
  let layout: string;
  let stalling: Server;
  let stallHost = '';
  const held: Socket[] = [];

  beforeAll(async () => {
    registry = await startRegistry();
    layout = ociLayout();
    buildImage(layout, 'index', [{ 'configs/foo/catalog.yaml': RELEASED }], undefined, {
      [CONFIGS_LABEL]: '/configs',
    });
    push(layout, 'index', `${registry.host}/org/index:cat`);
    // A registry that accepts connections and never answers.
    stalling = createServer((socket) => void held.push(socket));
    await new Promise<void>((r) => stalling.listen(0, '127.0.0.1', r));
    stallHost = `127.0.0.1:${(stalling.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of held) s.destroy();
    await new Promise((r) => stalling?.close(r));
    await registry?.stop();
    if (layout) removeLayout(layout);
  });

  it('diff: what head removes from the index is an error, a warning in pre-release channels', async () => {
    const repo = pruningRepo(config(`${registry.host}/org/index:{catalog}`, 'catalogs: [cat]\n'));
    const r = await diffHeads(repo, '--check-images', '--format', 'json');
    expect(r.err).toBe('');
    expect(ours(r.out).map((f) => [f.rule, f.severity, f.channel, f.bundle])).toEqual([
      ['released-content-removed', 'warning', 'candidate-v1', undefined],
      ['released-content-removed', 'error', 'stable', 'foo.v0.1.0'],
    ]);
    expect(r.code).toBe(1);
  });

  it('review: the same, from the base configuration whatever head says', async () => {
    const repo = pruningRepo(config(`image:${registry.host}/org/index:{catalog}`, 'catalogs: [cat]\n'));
    const r = await run('review', '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--check-images', '-o', 'json');
    expect(r.err).toBe('');
    expect(ours(r.out).map((f) => [f.severity, f.channel])).toEqual([
      ['warning', 'candidate-v1'],
      ['error', 'stable'],
    ]);
    // A registry that never answers costs the review the image check's deadline, then a notice.
    const stalled = pruningRepo(
      config(`${stallHost}/org/index:{catalog}`, 'catalogs: [cat]\npolicy:\n  imageCheckSeconds: 1\n'),
    );
    const started = Date.now();
    const s = await run(
      'review',
      '--repo',
      stalled,
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '--check-images',
      '-o',
      'json',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(ours(s.out).map((f) => [f.rule, f.severity])).toEqual([['released-index-unverified', 'warning']]);
  });

  it('a catalog that keeps everything the index has passes', async () => {
    const repo = newRepo();
    const setting = config(`${registry.host}/org/index:{catalog}`, 'catalogs: [cat]\n');
    commit(repo, 'base', { '.github/fbc-bot.yaml': setting, 'cat/foo/catalog.yaml': RELEASED });
    const grown = RELEASED.replace(
      '- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n',
      `$&- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n`,
    );
    commit(repo, 'head', { 'cat/foo/catalog.yaml': grown + bundleDoc({ name: 'foo.v0.3.0' }) });
    const r = await diffHeads(repo, '--check-images', '--format', 'json');
    expect(ours(r.out)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('an index that cannot be read, or a registry that stalls, is a notice within the deadline', async () => {
    const cases: [string, string, string][] = [
      [`${registry.host}/org/none:{catalog}`, '', 'no such image (manifest unknown'],
      ['127.0.0.1:1/org/index:{catalog}', '', '127.0.0.1:1 unreachable'],
      [`${stallHost}/org/index:{catalog}`, 'policy:\n  imageCheckSeconds: 1\n', 'deadline of 1 s'],
    ];
    for (const [index, policy, why] of cases) {
      const started = Date.now();
      const r = await diffHeads(
        pruningRepo(config(index, `catalogs: [cat]\n${policy}`)),
        '--check-images',
        '-o',
        'json',
      );
      expect(Date.now() - started).toBeLessThan(5000);
      const [notice, ...rest] = ours(r.out);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({ rule: 'released-index-unverified', severity: 'warning' });
      expect(notice!.message).toContain(why);
    }
    const untouched = newRepo();
    commit(untouched, 'base', { '.github/fbc-bot.yaml': config('127.0.0.1:1/i:v1'), 'cat/foo/catalog.yaml': PRUNED });
    commit(untouched, 'head', { 'README.md': 'the catalog is left alone' });
    expect(ours((await diffHeads(untouched, '--check-images', '-o', 'json')).out)).toEqual([]);
    const offline = await diffHeads(pruningRepo(config(`${registry.host}/org/index:{catalog}`)), '-o', 'json');
    expect(ours(offline.out).map((f) => f.message)).toEqual([
      `the released index ${registry.host}/org/index:cat was not read, so what this change removes from it is ` +
        "unchecked: registry access is off (--check-images, the Action's check-images)",
    ]);
  });
});
