// The regular files under a directory of an image: its manifest (for an index, the linux/amd64
// manifest, else the first that is not an attestation), then its layers streamed one at a time
// and applied in order, keeping only the files under the directory. Every byte inflated and every
// file kept also counts against the run's bounds (a file kept is held until the run ends; what a
// failed read kept is given back).
import type { ImageFile } from '../images/image-lookup.js';
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { getManifest, MEDIA, type Manifest } from './manifest.js';
import { descriptors, readBlob, type Descriptor } from './blob.js';
import { untar } from './decompress.js';
import { cleanPath, LayerApplier, type Limits } from './layers.js';
import { TarError, TarParser } from './tar.js';
import { size } from './size.js';
import { unverified } from './failure.js';

const MiB = 1024 * 1024;
const FILE_LIMITS: Limits & {
  readonly maxLayers: number;
  readonly maxLayerBytes: number;
  readonly maxTarBytes: number;
  readonly maxImageBytes: number;
} = {
  maxLayers: 128,
  maxLayerBytes: 64 * MiB,
  maxTarBytes: 256 * MiB,
  maxImageBytes: 512 * MiB,
  maxFiles: 1000,
  // A bundle's manifests reach the cluster through a ConfigMap (etcd's 1.5 MiB a request): no
  // real bundle comes near these, and what is kept is decoded as YAML after, at about 1 s a MiB.
  maxFileBytes: 4 * MiB,
  maxTotalBytes: 16 * MiB,
};

const isIndex = (m: Manifest): boolean =>
  m.mediaType === MEDIA.ociIndex ||
  m.mediaType === MEDIA.dockerList ||
  (m.mediaType === '' && Array.isArray(m.json.manifests));

function pickPlatform(list: readonly Descriptor[]): Descriptor | undefined {
  const os = (d: Descriptor): unknown => d.platform?.os;
  const arch = (d: Descriptor): unknown => d.platform?.architecture;
  return (
    list.find((d) => os(d) === 'linux' && arch(d) === 'amd64') ??
    list.find((d) => os(d) !== 'unknown' && arch(d) !== 'unknown')
  );
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

/** Runs the layer's tar parser, its errors said as the layer's unverified answer. */
function ofLayer(layerWhat: string, parse: () => void): void {
  try {
    parse();
  } catch (e) {
    throw e instanceof TarError ? unverified(`${layerWhat}: ${e.message}`) : e;
  }
}

export async function imageFiles(
  client: Client,
  t: Target,
  dir: string,
): Promise<{ digest: string; files: ImageFile[] }> {
  const clean = cleanPath(dir);
  const prefix = clean === undefined ? '' : `${clean}/`;
  const top = await getManifest(client, t, t.reference);
  const manifest = await imageManifest(client, t, top);
  const what = `image ${t.canonical}`;
  if (
    manifest.mediaType !== MEDIA.ociManifest &&
    manifest.mediaType !== MEDIA.dockerManifest &&
    manifest.mediaType !== ''
  )
    throw unverified(`${what}: unsupported manifest type ${manifest.mediaType}`);
  const layers = descriptors(manifest.json, 'layers', what);
  if (layers.length > FILE_LIMITS.maxLayers)
    throw unverified(`${what} has ${layers.length} layers, more than the ${FILE_LIMITS.maxLayers} read`);
  const total = layers.reduce((n, d) => n + d.size, 0);
  if (total > FILE_LIMITS.maxImageBytes)
    throw unverified(`${what}: its layers total ${size(total)}, more than the ${size(FILE_LIMITS.maxImageBytes)} read`);
  const files = new Map<string, Uint8Array>();
  let held = 0;
  let kept = 0;
  try {
    for (const layer of layers) {
      const layerWhat = `layer ${layer.digest} of ${t.canonical}`;
      const applier = new LayerApplier(files, prefix, FILE_LIMITS, what, (bytes) => {
        client.budget.hold(bytes, what);
        held += bytes;
      });
      const parser = new TarParser(applier);
      const take = (chunk: Uint8Array): void => ofLayer(layerWhat, () => parser.write(chunk));
      await readBlob(client, t, layer, FILE_LIMITS.maxLayerBytes, (blob) =>
        untar(blob, take, (bytes) => client.budget.inflate(bytes, layerWhat), FILE_LIMITS.maxTarBytes, layerWhat),
      );
      ofLayer(layerWhat, () => parser.end());
      kept = applier.finish();
    }
  } catch (e) {
    client.budget.release(held);
    throw e;
  }
  client.budget.release(held - kept);
  const out = [...files]
    .map(([path, content]) => ({ path, content }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { digest: top.digest, files: out };
}
