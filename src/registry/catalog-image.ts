// A catalog image read as OLM v1's catalogd reads it: the image for one platform (catalogd pulls
// its own, linux/amd64 on most clusters; an index without it is an error, not another platform's
// catalog), its config's label `operators.operatorframework.io.index.configs.v1` naming the
// configs directory (no label: not a catalog image, whatever the filesystem holds), and the
// regular files under that directory once every layer is applied, whiteouts included, symlinks
// read through as opm reads them there (catalog-links.ts).
import type { Client } from './options.js';
import { target, type Target } from './endpoint.js';
import { getManifest, type Manifest } from './manifest.js';
import { descriptors, readBlob, type Descriptor } from './blob.js';
import { isIndex, prefetchLayer, unpackLayers, type LayerMemo, type UnpackLimits } from './unpack.js';
import { cleanSlashPath, followLinks } from './catalog-links.js';
import { RegistryFailure, unverified } from './failure.js';

export const CONFIGS_LABEL = 'operators.operatorframework.io.index.configs.v1';

export interface CatalogImage {
  /** The digest of the image manifest read (for an index, the chosen platform's manifest). */
  readonly digest: string;
  /** The configs directory as the label names it, cleaned: `/configs`. */
  readonly configsDir: string;
  /** The regular files under the configs directory, keyed by their path relative to it (`foo/catalog.yaml`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export interface Platform {
  readonly os: string;
  readonly architecture: string;
  readonly variant?: string;
}

const MiB = 1024 * 1024;
/**
 * A catalog's files are all held at once (they are the source itself), so their total is the
 * memory bound: a full OpenShift index is a few hundred MiB of configs in thousands of files.
 * One file can be as large as the directory source reads (V8's longest string); the layers
 * under the configs (a base image, opm) are streamed and only inflated.
 */
const CATALOG_LIMITS: UnpackLimits = {
  maxLayers: 128,
  maxLayerBytes: 1024 * MiB,
  maxTarBytes: 4096 * MiB,
  maxImageBytes: 4096 * MiB,
  maxFiles: 50_000,
  maxFileBytes: 0x1fffffe8,
  maxTotalBytes: 1024 * MiB,
};
const MAX_CONFIG_BYTES = 8 * MiB;
const DEFAULT_PLATFORM: Platform = { os: 'linux', architecture: 'amd64' };

const field = (d: Descriptor, name: string): unknown => (d.platform as Record<string, unknown> | undefined)?.[name];
/** `os/architecture[/variant]`. */
export const platformName = (p: { os?: unknown; architecture?: unknown; variant?: unknown }): string =>
  [p.os, p.architecture, p.variant].filter((x) => typeof x === 'string' && x !== '').join('/');

/** The entry for `want`: its variant when it names one (an entry naming none serves any), else the first. */
function choose(list: readonly Descriptor[], want: Platform): Descriptor | undefined {
  const same = list.filter((d) => field(d, 'os') === want.os && field(d, 'architecture') === want.architecture);
  if (want.variant === undefined) return same[0];
  return same.find((d) => field(d, 'variant') === want.variant) ?? same.find((d) => !field(d, 'variant'));
}

async function imageManifest(client: Client, t: Target, top: Manifest, want: Platform): Promise<Manifest> {
  if (!isIndex(top)) return top;
  const what = `index ${t.canonical}`;
  const list = descriptors(top.json, 'manifests', what);
  const chosen = choose(list, want);
  if (!chosen) {
    const has = [...new Set(list.map((d) => platformName(d.platform ?? {})).filter(Boolean))];
    throw unverified(
      `${what} has no ${platformName(want)} image (it has ${has.length ? has.join(', ') : 'no platform named'})`,
    );
  }
  const manifest = await getManifest(client, t, chosen.digest);
  if (isIndex(manifest)) throw unverified(`${what}: ${chosen.digest} is another index`);
  return manifest;
}

export async function imageConfig(client: Client, t: Target, manifest: Manifest, what: string): Promise<unknown> {
  const config = manifest.json.config;
  if (typeof config !== 'object' || config === null) throw unverified(`${what}: its manifest names no config`);
  const [d] = descriptors({ config: [config] }, 'config', what);
  const chunks: Uint8Array[] = [];
  await readBlob(client, t, d!, MAX_CONFIG_BYTES, async (blob) => {
    for await (const chunk of blob) chunks.push(chunk);
  });
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw unverified(`${what}: its config ${d!.digest} is not JSON`);
  }
}

/** The configs directory the label names, as a `dir/` prefix ('' for the root). */
function configsPrefix(config: unknown, what: string): { dir: string; prefix: string } {
  const labels = (config as { config?: { Labels?: unknown } } | null)?.config?.Labels;
  const value =
    typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>)[CONFIGS_LABEL] : undefined;
  if (typeof value !== 'string')
    throw unverified(`${what} is not a catalog image: its config has no label ${CONFIGS_LABEL}`);
  // Cleaned as catalogd cleans it; a `..` above the root would have it keep nothing at all.
  const clean = cleanSlashPath(value);
  if (clean === undefined)
    throw unverified(`${what}: its label ${CONFIGS_LABEL} names ${JSON.stringify(value)}, a path that climbs out`);
  return clean === '' ? { dir: '/', prefix: '' } : { dir: `/${clean}`, prefix: `${clean}/` };
}

/** A failure's detail naming the image, when it names only the registry or a layer. */
function naming(e: unknown, t: Target, ref: string): unknown {
  if (!(e instanceof RegistryFailure) || e.detail.includes(`${t.registry}/${t.repository}`)) return e;
  return new RegistryFailure(e.state, `catalog image ${ref}: ${e.detail}`, e.unreachable);
}

/**
 * The configs of the catalog image `ref` for `options.platform` (default linux/amd64). Throws
 * RegistryFailure: `missing` when there is no such image, `unverified` for everything else (no
 * label, a refusing or unreachable registry, a layer past its bounds or not what it claims).
 */
export async function readCatalogImage(
  client: Client,
  ref: string,
  options: { platform?: Platform; memo?: LayerMemo } = {},
): Promise<CatalogImage> {
  let t: Target;
  try {
    t = target(ref);
  } catch (e) {
    throw e instanceof RegistryFailure ? new RegistryFailure(e.state, `${ref}: ${e.detail}`) : e;
  }
  try {
    const top = await getManifest(client, t, t.reference);
    const manifest = await imageManifest(client, t, top, options.platform ?? DEFAULT_PLATFORM);
    const what = `image ${t.canonical}${manifest.digest === top.digest ? '' : ` (${manifest.digest})`}`;
    const { dir, prefix } = configsPrefix(await imageConfig(client, t, manifest, what), what);
    const links = new Map<string, string>();
    const spend = { inflate: () => {}, hold: () => {} };
    // One image, its own bounds: the run's budget is for the many bundle images a check reads.
    const { files } = await unpackLayers(client, t, manifest, prefix, CATALOG_LIMITS, what, spend, links, options.memo);
    followLinks(files, links, prefix, what);
    const relative = new Map<string, Uint8Array>();
    for (const path of [...files.keys()].sort()) relative.set(path.slice(prefix.length), files.get(path)!);
    return { digest: manifest.digest, configsDir: dir, files: relative };
  } catch (e) {
    throw naming(e, t, ref);
  }
}

/**
 * A layer of the catalog image about to be in `t`, its configs at `configsDir` (as its label will
 * say), read into `memo` for readCatalogImage to replay: a base's layer read while the rest of
 * the image is still being built.
 */
export function prefetchCatalogLayer(
  client: Client,
  t: Target,
  layer: Descriptor,
  configsDir: string,
  memo: LayerMemo,
): void {
  const clean = cleanSlashPath(configsDir);
  if (clean === undefined) return;
  const what = `image ${t.registry}/${t.repository}`;
  prefetchLayer(client, t, layer, clean === '' ? '' : `${clean}/`, CATALOG_LIMITS, what, memo);
}
