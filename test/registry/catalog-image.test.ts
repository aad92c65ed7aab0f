// readCatalogImage against a real registry (docker-registry on loopback) holding catalog images
// built by umoci (the configs label set with `umoci config --config.label`) and pushed by skopeo.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/registry/options.js';
import { CONFIGS_LABEL, readCatalogImage, type CatalogImage } from '../../src/registry/catalog-image.js';
import { RegistryFailure } from '../../src/registry/failure.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, buildIndex, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';

const AMD = { os: 'linux', architecture: 'amd64' };
const ARM = { os: 'linux', architecture: 'arm64' };
const text = (image: CatalogImage): Record<string, string> =>
  Object.fromEntries([...image.files].map(([p, c]) => [p, Buffer.from(c).toString()]));
const client = () => createClient({ timeoutMs: 5000, deadlineMs: 20_000 });

/** The digest of `platform`'s manifest in the index at `ref`, as skopeo reads the index. */
function platformDigest(ref: string, architecture: string): string {
  const raw = execFileSync('skopeo', ['inspect', '--raw', '--tls-verify=false', `docker://${ref}`], {
    encoding: 'utf8',
  });
  const index = JSON.parse(raw) as { manifests: { digest: string; platform: { architecture: string } }[] };
  return index.manifests.find((m) => m.platform.architecture === architecture)!.digest;
}

async function failure(p: Promise<unknown>): Promise<RegistryFailure> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(RegistryFailure);
  return e as RegistryFailure;
}

describe.skipIf(!hasRegistryTools)(registryNote('catalog images from a loopback registry'), () => {
  let registry: Registry;
  let layout: string;
  let ref: (repoTag: string) => string;

  beforeAll(async () => {
    registry = await startRegistry();
    ref = (repoTag) => `${registry.host}/${repoTag}`;
    layout = ociLayout();
    const configs = { [CONFIGS_LABEL]: '/configs' };
    buildImage(
      layout,
      'catalog',
      [
        { 'bin/opm': 'not really opm', 'configs/foo/catalog.json': '{"schema":"olm.package","name":"foo"}\n' },
        { 'configs/old/catalog.yaml': 'gone', 'configs/gone/a.yaml': 'gone', 'configsx/not.yaml': 'x' },
        { whiteout: 'configs/old/catalog.yaml' },
        { whiteout: 'configs/gone' },
        { 'configs/bar/catalog.yaml': 'schema: olm.package\nname: bar\n', 'etc/other': 'x' },
      ],
      AMD,
      configs,
    );
    buildImage(layout, 'elsewhere', [{ 'srv/catalog/foo/c.json': 'srv', 'configs/foo/c.json': 'no' }], AMD, {
      [CONFIGS_LABEL]: '/srv/catalog/',
    });
    buildImage(layout, 'amd', [{ 'configs/arch.yaml': 'amd64' }], AMD, configs);
    buildImage(layout, 'arm', [{ 'configs/arch.yaml': 'arm64' }], ARM, configs);
    buildIndex(layout, 'multi', ['arm', 'amd']);
    buildIndex(layout, 'arm-only', ['arm']);
    buildImage(layout, 'unlabelled', [{ 'configs/foo/catalog.json': '{}' }], AMD, { other: 'label' });
    buildImage(layout, 'climbing', [{ 'configs/a': 'a' }], AMD, { [CONFIGS_LABEL]: '/configs/../../etc' });
    push(layout, 'catalog', ref('cat/index:v1'));
    push(layout, 'catalog', ref('cat/index-docker:v1'), undefined, 'v2s2');
    push(layout, 'elsewhere', ref('cat/elsewhere:v1'));
    push(layout, 'multi', ref('cat/multi:v1'));
    push(layout, 'arm-only', ref('cat/arm-only:v1'));
    push(layout, 'unlabelled', ref('cat/unlabelled:v1'));
    push(layout, 'climbing', ref('cat/climbing:v1'));
  });
  afterAll(async () => {
    await registry?.stop();
    if (layout) removeLayout(layout);
  });

  it('reads the configs directory the label names, whiteouts applied, keyed relative to it', async () => {
    for (const repo of ['cat/index:v1', 'cat/index-docker:v1']) {
      const image = await readCatalogImage(client(), ref(repo));
      expect(image.digest).toBe(skopeoDigest(ref(repo)));
      expect(image.configsDir).toBe('/configs');
      expect(text(image)).toEqual({
        'bar/catalog.yaml': 'schema: olm.package\nname: bar\n',
        'foo/catalog.json': '{"schema":"olm.package","name":"foo"}\n',
      });
    }
    const byDigest = await readCatalogImage(client(), `${ref('cat/index')}@${skopeoDigest(ref('cat/index:v1'))}`);
    expect(Object.keys(text(byDigest))).toEqual(['bar/catalog.yaml', 'foo/catalog.json']);
  });

  it('honours whatever directory the label names', async () => {
    const image = await readCatalogImage(client(), ref('cat/elsewhere:v1'));
    expect(image.configsDir).toBe('/srv/catalog');
    expect(text(image)).toEqual({ 'foo/c.json': 'srv' });
  });

  it('picks linux/amd64 from an index, or the platform asked for, and names the manifest read', async () => {
    const amd = await readCatalogImage(client(), ref('cat/multi:v1'));
    expect(text(amd)).toEqual({ 'arch.yaml': 'amd64' });
    expect(amd.digest).toBe(platformDigest(ref('cat/multi:v1'), 'amd64'));
    const arm = await readCatalogImage(client(), ref('cat/multi:v1'), { platform: ARM });
    expect(text(arm)).toEqual({ 'arch.yaml': 'arm64' });
    expect(arm.digest).toBe(platformDigest(ref('cat/multi:v1'), 'arm64'));
    const none = await failure(readCatalogImage(client(), ref('cat/arm-only:v1')));
    expect(none.detail).toBe(`index ${ref('cat/arm-only:v1')} has no linux/amd64 image (it has linux/arm64)`);
  });

  it('refuses an image without the label, or whose label climbs out', async () => {
    const unlabelled = await failure(readCatalogImage(client(), ref('cat/unlabelled:v1')));
    expect(unlabelled.state).toBe('unverified');
    expect(unlabelled.detail).toBe(
      `image ${ref('cat/unlabelled:v1')} is not a catalog image: its config has no label ${CONFIGS_LABEL}`,
    );
    const climbing = await failure(readCatalogImage(client(), ref('cat/climbing:v1')));
    expect(climbing.detail).toContain('a path that climbs out');
  });

  it('names the image when there is none, or no registry answers', async () => {
    const missing = await failure(readCatalogImage(client(), ref('cat/index:v9')));
    expect(missing).toMatchObject({ state: 'missing', detail: `manifest unknown: ${ref('cat/index:v9')}` });
    const invalid = await failure(readCatalogImage(client(), 'Not A Reference'));
    expect(invalid.detail).toMatch(/^Not A Reference: not a valid image reference/);
    const refused = await failure(readCatalogImage(client(), '127.0.0.1:1/cat/index:v1'));
    expect(refused.state).toBe('unverified');
    expect(refused.detail).toContain('127.0.0.1:1/cat/index:v1');
  });
});
