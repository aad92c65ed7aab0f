// The read-back of a multi-platform catalog image fetches a layer the platforms share (the
// catalog's) once, replaying it for the others, and still reads every platform's own layers; a
// shared layer that does not match its digest fails every platform that names it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, buildIndex, ociLayout, push, removeLayout } from '../helpers/oci-image.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';
import { basicCatalog } from '../helpers/fixture.js';
import { publishImages } from '../../src/pipeline/publish-image.js';
import { publishClient } from '../../src/pipeline/publish-image-client.js';
import { layerTar } from '../../src/registry/image-tar.js';

describe.skipIf(!hasRegistryTools)(registryNote('publish-image read-back of shared layers'), () => {
  let registry: Registry;
  let proxy: Proxy;
  let catalog: string;
  const made: string[] = [];
  beforeAll(async () => {
    registry = await startRegistry();
    proxy = await startProxy(registry.host, () => undefined, { keepHost: true });
    const layout = ociLayout();
    for (const architecture of ['amd64', 'arm64'])
      buildImage(layout, architecture, [{ 'bin/opm': `#!/bin/sh\necho ${architecture}\n` }], {
        os: 'linux',
        architecture,
      });
    buildIndex(layout, 'multi', ['amd64', 'arm64']);
    push(layout, 'multi', `${registry.host}/base/opm:multi`);
    removeLayout(layout);
    const parent = mkdtempSync(join(tmpdir(), 'fbc-once-'));
    made.push(parent);
    catalog = join(parent, 'v4.16');
    mkdirSync(join(catalog, 'foo'), { recursive: true });
    writeFileSync(join(catalog, 'foo', 'catalog.yaml'), basicCatalog());
  });
  afterAll(async () => {
    await proxy?.stop();
    await registry?.stop();
    made.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  const publish = (to: string) =>
    publishImages(
      { source: catalog, baseImage: `${registry.host}/base/opm:multi`, to: `${proxy.host}/${to}`, env: {} },
      publishClient(new Map(), undefined),
    );
  const blobGets = (from: number): string[] =>
    proxy.seen
      .slice(from)
      .filter((s) => s.method === 'GET' && /\/blobs\/sha256:/.test(s.path))
      .map((s) => s.path.slice(s.path.lastIndexOf('/') + 1));

  it('reads the catalog layer once for both platforms, and each platform its own base layer', async () => {
    const from = proxy.seen.length;
    const run = await publish('cat/once');
    const [c] = run.catalogs;
    expect(c!.readBack).toBe('ok');
    expect(c!.platforms).toEqual(['linux/amd64', 'linux/arm64']);
    const gets = blobGets(from);
    const counts = new Map<string, number>();
    for (const d of gets) counts.set(d, (counts.get(d) ?? 0) + 1);
    // Two configurations, two base layers, one catalog layer: each read once.
    expect(counts.size).toBe(5);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('reads each base layer once in a run of two catalogs, each catalog layer once', async () => {
    const parent = join(catalog, '..');
    mkdirSync(join(parent, 'v4.17', 'foo'), { recursive: true });
    // Another catalog layer: the same documents, a comment more.
    writeFileSync(join(parent, 'v4.17', 'foo', 'catalog.yaml'), `${basicCatalog()}# v4.17\n`);
    const from = proxy.seen.length;
    const run = await publishImages(
      {
        source: parent,
        catalogs: '*',
        baseImage: `${registry.host}/base/opm:multi`,
        to: `${proxy.host}/cat/two`,
        env: {},
      },
      publishClient(new Map(), undefined),
    );
    rmSync(join(parent, 'v4.17'), { recursive: true, force: true });
    expect(run.catalogs.map((c) => c.readBack)).toEqual(['ok', 'ok']);
    const counts = new Map<string, number>();
    for (const d of blobGets(from)) counts.set(d, (counts.get(d) ?? 0) + 1);
    // Four configurations (two per image), two base layers, two catalog layers: each read once.
    expect(counts.size).toBe(8);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a shared layer that does not match its digest fails the read-back, untagged', async () => {
    const tampered = gzipSync(layerTar('configs', [{ path: 'foo/catalog.yaml', data: Buffer.from('tampered') }]));
    const first = await publish('cat/tampered');
    expect(first.catalogs[0]!.readBack).toBe('ok');
    // The layer digest of this catalog: the last layer of each platform's manifest.
    const manifest = (await (
      await fetch(`http://${registry.host}/v2/cat/tampered/manifests/${first.catalogs[0]!.digest}`, {
        headers: { accept: 'application/vnd.oci.image.index.v1+json' },
      })
    ).json()) as { manifests: { digest: string }[] };
    const one = (await (
      await fetch(`http://${registry.host}/v2/cat/tampered/manifests/${manifest.manifests[0]!.digest}`, {
        headers: { accept: 'application/vnd.oci.image.manifest.v1+json' },
      })
    ).json()) as { layers: { digest: string }[] };
    const layer = one.layers.at(-1)!.digest;
    proxy.intercept = (req) =>
      req.method === 'GET' && (req.url ?? '').endsWith(`/blobs/${layer}`)
        ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: tampered }
        : undefined;
    try {
      const run = await publish('cat/tampered2');
      expect(run.catalogs[0]!.readBack).toContain(`layer ${layer}`);
      expect(run.catalogs[0]!.tags).toEqual([]);
    } finally {
      proxy.intercept = () => undefined;
    }
  });
});
