// The regular files under a directory of an image: its manifest (for an index, the linux/amd64
// manifest, else the first that is not an attestation), then its layers applied in order
// (unpack.ts), keeping only the files under the directory, within a bundle's bounds. Every byte
// inflated and every file kept also counts against the run's bounds (a file kept is held until
// the run ends; what a failed read kept is given back).
import type { ImageFile } from '../images/image-lookup.js';
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { getManifest, type Manifest } from './manifest.js';
import { descriptors, type Descriptor } from './blob.js';
import { cleanPath } from './layers.js';
import { isIndex, unpackLayers, type UnpackLimits } from './unpack.js';
import { unverified } from './failure.js';

const MiB = 1024 * 1024;
const FILE_LIMITS: UnpackLimits = {
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

function pickPlatform(list: readonly Descriptor[]): Descriptor | undefined {
  const os = (d: Descriptor): unknown => d.platform?.os;
  const arch = (d: Descriptor): unknown => d.platform?.architecture;
  return (
    list.find((d) => os(d) === 'linux' && arch(d) === 'amd64') ??
    list.find((d) => os(d) !== 'unknown' && arch(d) !== 'unknown')
  );
}

export async function imageManifest(client: Client, t: Target, top: Manifest): Promise<Manifest> {
  if (!isIndex(top)) return top;
  const what = `index ${t.canonical}`;
  const chosen = pickPlatform(descriptors(top.json, 'manifests', what));
  if (!chosen) throw unverified(`${what} lists no image manifest`);
  const manifest = await getManifest(client, t, chosen.digest);
  if (isIndex(manifest)) throw unverified(`${what}: ${chosen.digest} is another index`);
  return manifest;
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
  let held = 0;
  let unpacked;
  try {
    unpacked = await unpackLayers(client, t, manifest, prefix, FILE_LIMITS, what, {
      inflate: (bytes, layerWhat) => client.budget.inflate(bytes, layerWhat),
      hold: (bytes) => {
        client.budget.hold(bytes, what);
        held += bytes;
      },
    });
  } catch (e) {
    client.budget.release(held);
    throw e;
  }
  const { files, kept } = unpacked;
  client.budget.release(held - kept);
  const out = [...files]
    .map(([path, content]) => ({ path, content }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { digest: top.digest, files: out };
}
