// `image:<pull spec>` as SOURCE (validate, diff, graph, resolve) against a real registry
// (docker-registry on loopback) holding catalog images built by umoci: the catalog is read from
// the configs directory as a directory source would be, and an image that cannot be read is a
// clear message with exit 2.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';
import {
  hasRegistryTools,
  registryNote,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  startRegistry,
  type Registry,
} from '../helpers/registry.js';
import { buildImage, ociLayout, push, removeLayout } from '../helpers/oci-image.js';
import { CONFIGS_LABEL } from '../../src/registry/catalog-image.js';

const GOOD = pkgDoc() + channelDoc('- name: foo.v0.1.0\n') + bundleDoc({ name: 'foo.v0.1.0' });
const BAD = GOOD.replace('version: 0.1.0', 'version: "0.1"');
const BUMPED =
  pkgDoc() +
  channelDoc('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n') +
  bundleDoc({ name: 'foo.v0.1.0' }) +
  bundleDoc({ name: 'foo.v0.2.0' });
const LABEL = { [CONFIGS_LABEL]: '/configs' };
const AMD = { os: 'linux', architecture: 'amd64' };

interface Finding {
  readonly rule: string;
  readonly file: string;
  readonly line?: number;
  readonly catalog: string;
}
/** Findings with their file relative to their catalog: what must not depend on where the catalog came from. */
const relative = (findings: Finding[]): unknown[] =>
  findings.map(({ file, catalog, ...f }) => ({ ...f, file: file.slice(catalog === '.' ? 0 : catalog.length + 1) }));
const json = (out: string): { findings: Finding[] } => JSON.parse(out) as { findings: Finding[] };

describe.skipIf(!hasRegistryTools)(registryNote('image: sources from a loopback registry'), () => {
  let registry: Registry;
  let secured: Registry;
  let layout: string;
  let image: (repoTag: string) => string;
  const saved = process.env.REGISTRY_AUTH_FILE;

  beforeAll(async () => {
    [registry, secured] = await Promise.all([startRegistry(), startRegistry({ auth: true })]);
    image = (repoTag) => `image:${registry.host}/${repoTag}`;
    layout = ociLayout();
    const catalog = (tag: string, text: string, extra: Record<string, string> = {}): void =>
      buildImage(
        layout,
        tag,
        [{ 'bin/opm': 'opm' }, { 'configs/foo/catalog.yaml': text, ...extra }, { whiteout: 'configs/stale' }],
        AMD,
        LABEL,
      );
    catalog('good', GOOD, { 'configs/stale/catalog.yaml': 'not: [yaml', 'configs/.indexignore': 'notes.txt\n' });
    catalog('bad', BAD, { 'configs/notes.txt': 'ignored, as opm ignores it' });
    catalog('bumped', BUMPED);
    buildImage(layout, 'plain', [{ 'configs/foo/catalog.yaml': GOOD }], AMD);
    push(layout, 'good', `${registry.host}/cat/good:v1`);
    push(layout, 'bad', `${registry.host}/cat/bad:v1`);
    push(layout, 'bumped', `${registry.host}/cat/bumped:v1`);
    push(layout, 'plain', `${registry.host}/cat/plain:v1`);
    push(layout, 'good', `${secured.host}/cat/good:v1`, `${REGISTRY_USER}:${REGISTRY_PASSWORD}`);
    const auth = join(mkdtempSync(join(tmpdir(), 'fbc-auth-')), 'auth.json');
    const basic = Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64');
    writeFileSync(auth, JSON.stringify({ auths: { [secured.host]: { auth: basic } } }));
    process.env.REGISTRY_AUTH_FILE = auth;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.REGISTRY_AUTH_FILE;
    else process.env.REGISTRY_AUTH_FILE = saved;
    await Promise.all([registry?.stop(), secured?.stop()]);
    if (layout) removeLayout(layout);
  });

  it('validates the configs directory: whiteouts and .indexignore applied, credentials as --check-images', async () => {
    const r = await run('validate', image('cat/good:v1'));
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^PASS: 0 errors, 0 warnings, 0 info in 1 catalog\n$/m);
    expect(await run('validate', `image:${secured.host}/cat/good:v1`)).toMatchObject({ code: 0, err: '' });
  });

  it('finds what a directory source finds, at a file:line inside the image', async () => {
    const r = await run('validate', image('cat/bad:v1'));
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `${image('cat/bad:v1')}:/configs/foo/catalog.yaml:20:5: error bundle-version-invalid: version "0.1" is not ` +
        'strict semver',
    );
    const fromImage = json((await run('validate', '--format', 'json', image('cat/bad:v1'))).out);
    const dir = writeTree({ 'foo/catalog.yaml': BAD, 'notes.txt': 'ignored, as opm ignores it' });
    const fromDir = json((await run('validate', '--format', 'json', dir)).out);
    expect(fromImage.findings[0]!.catalog).toBe(`${image('cat/bad:v1')}:/configs`);
    expect(relative(fromImage.findings)).toEqual(relative(fromDir.findings));
    const each = json((await run('validate', '--catalogs', '*', '-o', 'json', image('cat/bad:v1'))).out);
    expect(each.findings.map((f) => [f.catalog, f.file])).toEqual([
      [`${image('cat/bad:v1')}:/configs/foo`, `${image('cat/bad:v1')}:/configs/foo/catalog.yaml`],
    ]);
  });

  it('diffs an image against a directory as two directories diff', async () => {
    const head = writeTree({ 'foo/catalog.yaml': BUMPED });
    const fromImage = await run('diff', '--format', 'json', '--base', image('cat/good:v1'), '--head', head);
    const fromDir = await run(
      'diff',
      '--format',
      'json',
      '--base',
      writeTree({ 'foo/catalog.yaml': GOOD }),
      '--head',
      head,
    );
    expect(fromImage.code).toBe(fromDir.code);
    expect(relative(json(fromImage.out).findings)).toEqual(relative(json(fromDir.out).findings));
    const both = await run('diff', '--base', image('cat/good:v1'), '--head', image('cat/bumped:v1'));
    expect(both).toMatchObject({ code: fromDir.code, err: '' });
    expect(both.out).toContain('foo.v0.2.0');
  });

  it('graphs and resolves an image', async () => {
    const graph = await run('graph', '--package', 'foo', image('cat/bumped:v1'));
    expect(graph.code).toBe(0);
    expect(JSON.parse(graph.out).packages[0].package).toBe('foo');
    const resolved = await run('resolve', '--package', 'foo', '-o', 'json', image('cat/bumped:v1'));
    expect(resolved.code).toBe(0);
    expect(resolved.out).toContain('foo.v0.2.0');
  });

  it('says why an image cannot be read, exit 2, no stack trace', async () => {
    const cases: [string, string][] = [
      [image('cat/none:v1'), `manifest unknown: ${registry.host}/cat/none:v1`],
      [image('cat/plain:v1'), `is not a catalog image: its config has no label ${CONFIGS_LABEL}`],
      ['image:127.0.0.1:1/cat/good:v1', '127.0.0.1:1 unreachable'],
      ['image:', 'an image source is image:<pull spec>'],
      ['image:Not A Ref', 'not a valid image reference'],
    ];
    for (const [source, why] of cases) {
      const r = await run('validate', source);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err).toContain(why);
      expect(r.err).toMatch(/^fbc-bot: /);
      expect(r.err).not.toMatch(/internal error|\n\s+at /);
    }
    const d = await run('diff', '--base', image('cat/none:v1'), '--head', image('cat/good:v1'));
    expect(d).toMatchObject({ code: 2, out: '' });
    expect(d.err).toContain(`cannot read ${image('cat/none:v1')}: manifest unknown`);
  });
});
