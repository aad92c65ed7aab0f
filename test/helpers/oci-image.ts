// Test images built with the real tools: umoci writes an OCI layout (one layer per `insert`,
// whiteouts included), a multi-platform index is added to the layout by hand (umoci builds
// single images only), and skopeo pushes to a loopback registry and reports digests.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** One layer: files to add (path → content), or a path to delete with a whiteout. */
export type Layer = Readonly<Record<string, string>> | { readonly whiteout: string };

const run = (cmd: string, args: string[]): string =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export function ociLayout(): string {
  const layout = join(mkdtempSync(join(tmpdir(), 'fbc-oci-')), 'layout');
  run('umoci', ['init', '--layout', layout]);
  return layout;
}

/** Removes a layout made by ociLayout (and its temporary parent). */
export function removeLayout(layout: string): void {
  rmSync(dirname(layout), { recursive: true, force: true });
}

export function buildImage(
  layout: string,
  tag: string,
  layers: readonly Layer[],
  platform: { os: string; architecture: string } = { os: 'linux', architecture: 'amd64' },
  labels: Readonly<Record<string, string>> = {},
): void {
  const image = `${layout}:${tag}`;
  run('umoci', ['new', '--image', image]);
  for (const layer of layers) {
    if ('whiteout' in layer && typeof layer.whiteout === 'string' && Object.keys(layer).length === 1) {
      run('umoci', ['insert', '--rootless', '--image', image, '--whiteout', `/${layer.whiteout}`]);
      continue;
    }
    const src = mkdtempSync(join(tmpdir(), 'fbc-layer-'));
    for (const [path, content] of Object.entries(layer)) {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), content);
    }
    try {
      run('umoci', ['insert', '--rootless', '--image', image, src, '/']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  }
  const label = Object.entries(labels).flatMap(([k, v]) => ['--config.label', `${k}=${v}`]);
  run('umoci', ['config', '--image', image, '--os', platform.os, '--architecture', platform.architecture, ...label]);
}

interface Descriptor {
  mediaType: string;
  digest: string;
  size: number;
  annotations?: Record<string, string>;
  platform?: { os: string; architecture: string };
}

function writeBlob(layout: string, content: string): { digest: string; size: number } {
  const hex = createHash('sha256').update(content).digest('hex');
  writeFileSync(join(layout, 'blobs', 'sha256', hex), content);
  return { digest: `sha256:${hex}`, size: Buffer.byteLength(content) };
}

/** Adds an OCI image index named `tag` listing the images `tags` with their platforms. */
export function buildIndex(layout: string, tag: string, tags: readonly string[]): void {
  const indexFile = join(layout, 'index.json');
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { manifests: Descriptor[] };
  const blob = (d: string): { config: { digest: string } } & { os: string; architecture: string } =>
    JSON.parse(readFileSync(join(layout, 'blobs', 'sha256', d.slice(7)), 'utf8'));
  const manifests = tags.map((t) => {
    const d = index.manifests.find((m) => m.annotations?.['org.opencontainers.image.ref.name'] === t);
    if (!d) throw new Error(`no image ${t} in ${layout}`);
    const config = blob(blob(d.digest).config.digest);
    return {
      mediaType: d.mediaType,
      digest: d.digest,
      size: d.size,
      platform: { os: config.os, architecture: config.architecture },
    };
  });
  const written = writeBlob(
    layout,
    JSON.stringify({ schemaVersion: 2, mediaType: 'application/vnd.oci.image.index.v1+json', manifests }),
  );
  index.manifests.push({
    mediaType: 'application/vnd.oci.image.index.v1+json',
    ...written,
    annotations: { 'org.opencontainers.image.ref.name': tag },
  });
  writeFileSync(indexFile, JSON.stringify(index));
}

/**
 * skopeo copy of the layout's `tag` to `dest` (host/repo:tag), all platforms of an index; `v2s2`
 * converts to Docker schema 2 media types (an index becomes a manifest list).
 */
export function push(layout: string, tag: string, dest: string, creds?: string, format?: 'v2s2'): void {
  run('skopeo', [
    '--insecure-policy',
    'copy',
    '--all',
    '--quiet',
    '--dest-tls-verify=false',
    ...(creds ? ['--dest-creds', creds] : []),
    ...(format ? ['--format', format] : []),
    `oci:${layout}:${tag}`,
    `docker://${dest}`,
  ]);
}

/** The digest `skopeo inspect` reports for a pushed reference. */
export function skopeoDigest(ref: string, creds?: string): string {
  const out = run('skopeo', ['inspect', '--tls-verify=false', ...(creds ? ['--creds', creds] : []), `docker://${ref}`]);
  return (JSON.parse(out) as { Digest: string }).Digest;
}
