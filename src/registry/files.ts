// The regular files under a directory of an image: its manifest (for an index, the linux/amd64
// manifest, else the first that is not an attestation), then its layers fetched one at a time
// (so at most one layer is in memory) and applied in order.
import type { ImageFile } from '../images/lookup.js';
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { getManifest, MEDIA, type Manifest } from './manifest.js';
import { descriptors, fetchBlob, type Descriptor } from './blob.js';
import { layerTar } from './decompress.js';
import { applyLayer, cleanPath, type Limits } from './layers.js';
import { TarError } from './tar.js';
import { size } from './exchange.js';
import { unverified } from './failure.js';

const MiB = 1024 * 1024;
const FILE_LIMITS: Limits & { readonly maxLayers: number; readonly maxLayerBytes: number; readonly maxTarBytes: number; readonly maxImageBytes: number } = {
  maxLayers: 128,
  maxLayerBytes: 64 * MiB,
  maxTarBytes: 256 * MiB,
  maxImageBytes: 512 * MiB,
  maxFiles: 1000,
  maxFileBytes: 16 * MiB,
  maxTotalBytes: 64 * MiB,
};

const isIndex = (m: Manifest): boolean => m.mediaType === MEDIA.ociIndex || m.mediaType === MEDIA.dockerList || (m.mediaType === '' && Array.isArray(m.json.manifests));

function pickPlatform(list: readonly Descriptor[]): Descriptor | undefined {
  const os = (d: Descriptor): unknown => d.platform?.os;
  const arch = (d: Descriptor): unknown => d.platform?.architecture;
  return list.find((d) => os(d) === 'linux' && arch(d) === 'amd64') ?? list.find((d) => os(d) !== 'unknown' && arch(d) !== 'unknown');
}

async function imageManifest(client: Client, t: Target, top: Manifest): Promise<Manifest> {
  if (!isIndex(top)) return top;
  const what = `index ${t.canonical}`;
  const chosen = pickPlatform(descriptors(top.json, 'manifests', what));
  if (!chosen) throw unverified(`${what} lists no image manifest`);
  const manifest = await getManifest(client, t, chosen.digest);
  if (isIndex(manifest)) throw unverified(`${what}: ${chosen.digest} is another index`);
  return manifest;
}

export async function imageFiles(client: Client, t: Target, dir: string): Promise<{ digest: string; files: ImageFile[] }> {
  const clean = cleanPath(dir);
  const prefix = clean === undefined ? '' : `${clean}/`;
  const top = await getManifest(client, t, t.reference);
  const manifest = await imageManifest(client, t, top);
  const what = `image ${t.canonical}`;
  if (manifest.mediaType !== MEDIA.ociManifest && manifest.mediaType !== MEDIA.dockerManifest && manifest.mediaType !== '') throw unverified(`${what}: unsupported manifest type ${manifest.mediaType}`);
  const layers = descriptors(manifest.json, 'layers', what);
  if (layers.length > FILE_LIMITS.maxLayers) throw unverified(`${what} has ${layers.length} layers, more than the ${FILE_LIMITS.maxLayers} read`);
  const total = layers.reduce((n, d) => n + d.size, 0);
  if (total > FILE_LIMITS.maxImageBytes) throw unverified(`${what}: its layers total ${size(total)}, more than the ${size(FILE_LIMITS.maxImageBytes)} read`);
  const files = new Map<string, Uint8Array>();
  for (const layer of layers) {
    const layerWhat = `layer ${layer.digest} of ${t.canonical}`;
    const tar = await layerTar(await fetchBlob(client, t, layer, FILE_LIMITS.maxLayerBytes), FILE_LIMITS.maxTarBytes, layerWhat);
    try {
      applyLayer(files, tar, prefix, FILE_LIMITS, what);
    } catch (e) {
      if (e instanceof TarError) throw unverified(`${layerWhat}: ${e.message}`);
      throw e;
    }
  }
  const out = [...files].map(([path, content]) => ({ path, content })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { digest: top.digest, files: out };
}
