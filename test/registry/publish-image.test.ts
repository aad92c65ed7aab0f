// `fbc-bot publish-image` against real registries on loopback (docker-registry): bases built by
// umoci (one platform, a two-platform index, Docker schema 2 by skopeo), results checked with the
// real tools (skopeo inspect, skopeo copy to an OCI layout, umoci unpack), a second registry for
// the cross-registry copy, an htpasswd-protected target, and a proxy that refuses or tampers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  hasRegistryTools,
  registryNote,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  startRegistry,
  type Registry,
} from '../helpers/registry.js';
import { buildImage, buildIndex, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';
import { run } from '../helpers/cli.js';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { layerTar } from '../../src/registry/image-tar.js';
import { gzipStable } from '../../src/registry/image-gzip.js';
import { sourceCatalogs } from '../../src/source/catalog-source.js';
import { buildLayer, catalogContent } from '../../src/pipeline/publish-image-build.js';

const LABEL = 'operators.operatorframework.io.index.configs.v1';
const OPM = '#!/bin/sh\necho opm\n';
const sh = (cmd: string, args: string[]): string =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function catalogDir(files: Record<string, string>): string {
  const parent = mkdtempSync(join(tmpdir(), 'fbc-pub-'));
  temporary.push(parent);
  const dir = join(parent, 'v4.16');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const BAR = [
  pkgDoc('bar'),
  channelDoc('- name: bar.v1.0.0\n', 'stable', 'bar'),
  bundleDoc({ name: 'bar.v1.0.0', pkg: 'bar' }),
].join('');

/** Every regular file under `dir`, relative, with its content. */
function tree(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, tree(dir, path));
    else if (e.isFile()) out[path] = readFileSync(join(dir, path), 'utf8');
  }
  return out;
}

/** The root filesystem and config of `ref` as skopeo copies it and umoci unpacks it. */
function unpacked(
  ref: string,
  arch?: string,
): { rootfs: string; config: { config: { Labels: Record<string, string> } } } {
  const work = mkdtempSync(join(tmpdir(), 'fbc-unpack-'));
  temporary.push(work);
  const layout = join(work, 'layout');
  sh('skopeo', [
    '--insecure-policy',
    ...(arch ? ['--override-arch', arch] : []),
    'copy',
    '--quiet',
    '--src-tls-verify=false',
    `docker://${ref}`,
    `oci:${layout}:img`,
  ]);
  sh('umoci', ['unpack', '--rootless', '--image', `${layout}:img`, join(work, 'bundle')]);
  const inspect = JSON.parse(sh('skopeo', ['inspect', '--config', `oci:${layout}:img`])) as {
    config: { Labels: Record<string, string> };
  };
  return { rootfs: join(work, 'bundle', 'rootfs'), config: inspect };
}

/** Directories the tests made, removed at the end. */
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasRegistryTools)(registryNote('publish-image against loopback registries'), () => {
  let a: Registry;
  let b: Registry;
  let locked: Registry;
  let layout: string;
  let catalog: string;
  const authDir = mkdtempSync(join(tmpdir(), 'fbc-auth-'));
  temporary.push(authDir);
  const authFile = join(authDir, 'auth.json');

  beforeAll(async () => {
    [a, b, locked] = await Promise.all([startRegistry(), startRegistry(), startRegistry({ auth: true })]);
    layout = ociLayout();
    buildImage(layout, 'amd', [{ 'bin/opm': OPM }, { 'etc/os-release': 'amd64\n' }]);
    buildImage(layout, 'arm', [{ 'bin/opm': OPM }, { 'etc/os-release': 'arm64\n' }], {
      os: 'linux',
      architecture: 'arm64',
    });
    buildIndex(layout, 'multi', ['amd', 'arm']);
    push(layout, 'amd', `${a.host}/base/opm:single`);
    push(layout, 'multi', `${a.host}/base/opm:multi`);
    push(layout, 'amd', `${a.host}/base/opm-docker:v1`, undefined, 'v2s2');
    push(layout, 'multi', `${a.host}/base/opm-docker:multi`, undefined, 'v2s2');
    catalog = catalogDir({ 'foo/catalog.yaml': basicCatalog(), 'bar/catalog.yaml': BAR });
    writeFileSync(
      authFile,
      JSON.stringify({
        auths: { [locked.host]: { auth: Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64') } },
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), locked?.stop()]);
    if (layout) removeLayout(layout);
  });

  const publish = (base: string, to: string, ...rest: string[]) =>
    run('publish-image', '--base-image', base, '--to', to, ...rest, catalog);
  const json = (out: string) =>
    JSON.parse(out) as {
      catalogs: { catalog: string; digest: string; pullSpec: string; platforms: string[]; readBack: string }[];
    };

  it('builds on a single-platform OCI base: label, /configs byte-equal, base layers untouched, mounted', async () => {
    const r = await publish(`${a.host}/base/opm:single`, `${a.host}/cat/single`);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/read back: ok/);
    expect(r.out).toMatch(/tagged v4\.16/);
    expect(r.out).toMatch(/blobs: 2 uploaded \(\d+ bytes\), 2 mounted, 0 already there/);
    const digest = skopeoDigest(`${a.host}/cat/single:v4.16`);
    expect(r.out).toContain(`${a.host}/cat/single@${digest}`);
    const raw = JSON.parse(
      sh('skopeo', ['inspect', '--raw', '--tls-verify=false', `docker://${a.host}/cat/single:v4.16`]),
    );
    expect(raw.mediaType).toBe('application/vnd.oci.image.manifest.v1+json');
    expect(raw.layers.map((l: { mediaType: string }) => l.mediaType)).toEqual([
      'application/vnd.oci.image.layer.v1.tar+gzip',
      'application/vnd.oci.image.layer.v1.tar+gzip',
      'application/vnd.oci.image.layer.v1.tar+gzip',
    ]);
    const baseRaw = JSON.parse(
      sh('skopeo', ['inspect', '--raw', '--tls-verify=false', `docker://${a.host}/base/opm:single`]),
    );
    expect(raw.layers.slice(0, 2)).toEqual(baseRaw.layers);
    const { rootfs, config } = unpacked(`${a.host}/cat/single:v4.16`);
    expect(config.config.Labels[LABEL]).toBe('/configs');
    expect(tree(join(rootfs, 'configs'))).toEqual(tree(catalog));
    expect(readFileSync(join(rootfs, 'bin/opm'), 'utf8')).toBe(OPM);
    expect(readFileSync(join(rootfs, 'etc/os-release'), 'utf8')).toBe('amd64\n');
  });

  it('builds every platform of a two-platform index, each reading back', async () => {
    const r = await publish(`${a.host}/base/opm:multi`, `${a.host}/cat/multi`, '--format', 'json');
    expect(r.code).toBe(0);
    const [c] = json(r.out).catalogs;
    expect(c).toMatchObject({ readBack: 'ok', platforms: ['linux/amd64', 'linux/arm64'] });
    expect(c!.pullSpec).toBe(`${a.host}/cat/multi@${c!.digest}`);
    const raw = JSON.parse(
      sh('skopeo', ['inspect', '--raw', '--tls-verify=false', `docker://${a.host}/cat/multi:v4.16`]),
    );
    expect(raw.mediaType).toBe('application/vnd.oci.image.index.v1+json');
    expect(raw.manifests.map((m: { platform: { architecture: string } }) => m.platform.architecture)).toEqual([
      'amd64',
      'arm64',
    ]);
    for (const arch of ['amd64', 'arm64']) {
      const { rootfs, config } = unpacked(`${a.host}/cat/multi:v4.16`, arch);
      expect(config.config.Labels[LABEL]).toBe('/configs');
      expect(tree(join(rootfs, 'configs'))).toEqual(tree(catalog));
      expect(readFileSync(join(rootfs, 'etc/os-release'), 'utf8')).toBe(`${arch}\n`);
    }
  });

  it('keeps a Docker schema 2 base in the Docker media types', async () => {
    const r = await publish(`${a.host}/base/opm-docker:v1`, `${a.host}/cat/docker`);
    expect(r.code).toBe(0);
    const raw = JSON.parse(
      sh('skopeo', ['inspect', '--raw', '--tls-verify=false', `docker://${a.host}/cat/docker:v4.16`]),
    );
    expect(raw.mediaType).toBe('application/vnd.docker.distribution.manifest.v2+json');
    expect(raw.config.mediaType).toBe('application/vnd.docker.container.image.v1+json');
    expect(raw.layers.at(-1).mediaType).toBe('application/vnd.docker.image.rootfs.diff.tar.gzip');
    const { rootfs, config } = unpacked(`${a.host}/cat/docker:v4.16`);
    expect(config.config.Labels[LABEL]).toBe('/configs');
    expect(tree(join(rootfs, 'configs'))).toEqual(tree(catalog));
  });

  it('keeps a Docker manifest list base a manifest list, every platform reading back', async () => {
    const r = await publish(`${a.host}/base/opm-docker:multi`, `${a.host}/cat/docker-list`, '--format', 'json');
    expect(r.code).toBe(0);
    expect(json(r.out).catalogs[0]).toMatchObject({ readBack: 'ok', platforms: ['linux/amd64', 'linux/arm64'] });
    const ref = `docker://${a.host}/cat/docker-list:v4.16`;
    const raw = JSON.parse(sh('skopeo', ['inspect', '--raw', '--tls-verify=false', ref]));
    expect(raw.mediaType).toBe('application/vnd.docker.distribution.manifest.list.v2+json');
    expect(raw.manifests.map((m: { mediaType: string }) => m.mediaType)).toEqual([
      'application/vnd.docker.distribution.manifest.v2+json',
      'application/vnd.docker.distribution.manifest.v2+json',
    ]);
    const { rootfs } = unpacked(`${a.host}/cat/docker-list:v4.16`, 'arm64');
    expect(tree(join(rootfs, 'configs'))).toEqual(tree(catalog));
    expect(readFileSync(join(rootfs, 'etc/os-release'), 'utf8')).toBe('arm64\n');
  });

  it('copies the base layers to another registry (no mount possible), then finds them there', async () => {
    const first = await publish(`${a.host}/base/opm:multi`, `${b.host}/cat/copy`);
    expect(first.code).toBe(0);
    // Two base layers per platform, one shared (bin/opm); the catalog layer; two configurations.
    expect(first.out).toMatch(/blobs: 6 uploaded \(\d+ bytes\), 0 mounted, 0 already there/);
    const again = await publish(`${a.host}/base/opm:multi`, `${b.host}/cat/copy`);
    expect(again.out).toMatch(/blobs: 0 uploaded \(0 bytes\), 0 mounted, 6 already there/);
    const { rootfs } = unpacked(`${b.host}/cat/copy:v4.16`, 'arm64');
    expect(tree(join(rootfs, 'configs'))).toEqual(tree(catalog));
    // One package changed: only the new catalog layer and the configurations naming it go up.
    writeFileSync(join(catalog, 'bar/catalog.yaml'), BAR.replace('quay.io/example', 'quay.io/warm'));
    try {
      const warm = await publish(`${a.host}/base/opm:multi`, `${b.host}/cat/copy`);
      expect(warm.code).toBe(0);
      expect(warm.out).toMatch(/blobs: 3 uploaded \(\d+ bytes\), 0 mounted, 3 already there/);
    } finally {
      writeFileSync(join(catalog, 'bar/catalog.yaml'), BAR);
    }
  });

  it('pushes to an htpasswd-protected registry with the configured credentials, never printing them', async () => {
    const names = ['REGISTRY_AUTH_FILE', 'DOCKER_CONFIG', 'XDG_RUNTIME_DIR'] as const;
    const saved = names.map((n) => process.env[n]);
    const env = (file: string | undefined): void => {
      for (const n of names) delete process.env[n];
      process.env.DOCKER_CONFIG = join(authDir, 'none');
      if (file !== undefined) process.env.REGISTRY_AUTH_FILE = file;
    };
    try {
      env(undefined);
      const refused = await publish(`${a.host}/base/opm:single`, `${locked.host}/cat/locked`);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(`${locked.host} requires credentials`);
      env(authFile);
      const r = await publish(`${a.host}/base/opm:single`, `${locked.host}/cat/locked`, '--format', 'json');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).not.toContain(REGISTRY_PASSWORD);
      const digest = skopeoDigest(`${locked.host}/cat/locked:v4.16`, `${REGISTRY_USER}:${REGISTRY_PASSWORD}`);
      expect(json(r.out).catalogs[0]!.digest).toBe(digest);
      const wrong = join(authDir, 'wrong.json');
      writeFileSync(
        wrong,
        JSON.stringify({ auths: { [locked.host]: { username: REGISTRY_USER, password: 'nope-x1' } } }),
      );
      env(wrong);
      const denied = await publish(`${a.host}/base/opm:single`, `${locked.host}/cat/locked`);
      expect(denied.code).toBe(2);
      expect(denied.err).toContain(`credentials refused by ${locked.host}`);
      expect(denied.err).not.toContain('nope-x1');
    } finally {
      names.forEach((n, i) => (saved[i] === undefined ? delete process.env[n] : (process.env[n] = saved[i])));
    }
  });

  describe('through a proxy', () => {
    let proxy: Proxy;
    beforeAll(async () => {
      proxy = await startProxy(a.host, () => undefined, { keepHost: true });
    });
    afterAll(() => proxy?.stop());

    it('moves no tag when the index PUT fails half-way', async () => {
      const to = `${proxy.host}/cat/half`;
      const first = await publish(`${a.host}/base/opm:multi`, to);
      expect(first.err).toBe('');
      // skopeo asks the registry itself: the proxy shares this process, which execFileSync blocks.
      const before = skopeoDigest(`${a.host}/cat/half:v4.16`);
      writeFileSync(join(catalog, 'bar/catalog.yaml'), BAR.replace('quay.io/example', 'quay.io/changed'));
      proxy.intercept = (req) =>
        req.method === 'PUT' && /\/manifests\//.test(req.url ?? '') && readManifestType(req) === 'index'
          ? { status: 400, body: '{"errors":[{"code":"MANIFEST_INVALID"}]}' }
          : undefined;
      try {
        const r = await publish(`${a.host}/base/opm:multi`, to);
        expect(r.code).toBe(2);
        expect(r.err).toMatch(/^fbc-bot publish-image: .*v4\.16: .*MANIFEST_INVALID.* \(not tagged\)\n$/);
        // Both platform manifests went in by digest before the index was refused.
        expect(proxy.seen.filter((s) => s.method === 'PUT' && /manifests\/sha256:/.test(s.path))).not.toHaveLength(0);
        expect(skopeoDigest(`${a.host}/cat/half:v4.16`)).toBe(before);
      } finally {
        proxy.intercept = () => undefined;
        writeFileSync(join(catalog, 'bar/catalog.yaml'), BAR);
      }
    });

    it('catches a tampered layer on read-back: exit 1, no tag moved', async () => {
      const to = `${proxy.host}/cat/tampered`;
      const tampered = gzipSync(layerTar('configs', [{ path: 'foo/catalog.yaml', data: Buffer.from('tampered') }]));
      const [source] = sourceCatalogs(catalog, undefined, undefined);
      const layer = (await buildLayer(catalogContent(source!, catalog, undefined))).digest;
      proxy.intercept = (req) =>
        req.method === 'GET' && (req.url ?? '').endsWith(`/blobs/${layer}`)
          ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: tampered }
          : undefined;
      try {
        const r = await publish(`${a.host}/base/opm:single`, to, '--format', 'json');
        expect(r.code).toBe(1);
        const [c] = json(r.out).catalogs;
        expect(c!.readBack).toContain(`layer ${layer}`);
        expect(c!.readBack).toMatch(/the content's digest is sha256:/);
        expect(c!.pullSpec).toBe(`${to}@${c!.digest}`);
        // The image is there by digest, and no tag names it.
        const list = await fetch(`http://${a.host}/v2/cat/tampered/tags/list`);
        const tags = list.status === 200 ? ((await list.json()) as { tags: string[] | null }).tags : null;
        expect(tags ?? []).toEqual([]);
      } finally {
        proxy.intercept = () => undefined;
      }
    });
  });
});

/** Whether a manifest PUT carries an index (by its Content-Type). */
function readManifestType(req: { headers: Record<string, string | string[] | undefined> }): 'index' | 'manifest' {
  return String(req.headers['content-type']).includes('index') || String(req.headers['content-type']).includes('list')
    ? 'index'
    : 'manifest';
}

describe('the catalog layer', () => {
  it('is the same bytes for the same files, whatever their order', () => {
    const files = [
      { path: 'foo/catalog.yaml', data: Buffer.from(basicCatalog()) },
      { path: 'bar/catalog.yaml', data: Buffer.from(BAR) },
    ];
    const one = gzipStable(layerTar('configs', files));
    const two = gzipStable(layerTar('configs', [...files].reverse()));
    expect(Buffer.from(two).equals(Buffer.from(one))).toBe(true);
  });
});
