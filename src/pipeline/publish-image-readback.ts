// The read-back of a pushed catalog image, as a cluster would load it: every platform pulled by
// digest, its configs directory found from the label and its layers applied (catalogd's way,
// registry/catalog-image), and the files compared byte for byte with the catalog published; the
// files read back are validated too, unless the caller proved them (by a fingerprint of paths and
// bytes) the very files it validated before the push: validation is a function of those alone.
// The verdict is "ok" or why not.
import type { Client } from '../registry/options.js';
import { platformName, prefetchCatalogLayer, readCatalogImage, type CatalogImage } from '../registry/catalog-image.js';
import type { Target } from '../registry/endpoint.js';
import type { Descriptor } from '../registry/blob.js';
import { CONFIGS_DIR } from '../registry/image-config.js';
import { memoKeyDigest, type LayerMemo, type LayerRead } from '../registry/unpack.js';
import { RegistryFailure } from '../registry/failure.js';
import type { LayerFile } from '../registry/image-tar.js';
import type { Config } from '../config/config.js';
import { findingsToFix } from '../model/verdict.js';
import { validateCatalog } from '../rules/validate.js';
import { comparePaths } from '../catalog/load.js';

const equal = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/** The first difference between the catalog and what was read back, if any. */
export function difference(expected: readonly LayerFile[], got: ReadonlyMap<string, Uint8Array>): string | undefined {
  const paths = new Set<string>();
  for (const f of expected) {
    paths.add(f.path);
    const read = got.get(f.path);
    if (read === undefined) return `${f.path} is missing`;
    if (!equal(f.data, read)) return `${f.path} differs (${read.length} bytes read back, ${f.data.length} published)`;
  }
  for (const path of got.keys()) if (!paths.has(path)) return `${path} is not in the catalog`;
  return undefined;
}

function validates(catalog: string, image: CatalogImage, config: Config): string | undefined {
  const entries = [...image.files].sort(([a], [b]) => comparePaths(a, b)).map(([path, data]) => ({ path, data }));
  const errors = findingsToFix(validateCatalog({ catalog, entries }, config).findings);
  return errors.length ? `what it holds does not validate: ${errors[0]!.message}` : undefined;
}

/**
 * The base's layers read back so far in one publish run, and their digests: the same blobs in the
 * same repository for every catalog of the run. Only its base layers are kept for the whole run;
 * each catalog's own layer goes with its read-back.
 */
export interface BaseLayers {
  readonly digests: ReadonlySet<string>;
  readonly reads: Map<string, LayerRead>;
}

/** The run's memo of its base's layers: a read that failed is its image's verdict, not the next catalog's. */
function baseMemo(baseLayers: BaseLayers): LayerMemo {
  const { reads } = baseLayers;
  return {
    get: (key) => reads.get(key),
    set: (key, read) => {
      read.catch(() => reads.get(key) === read && reads.delete(key));
      return reads.set(key, read);
    },
  };
}

/**
 * A base layer, once in the target repository `to`, read from there into the run's memo while
 * the catalog's layer is still being built: the read-back of each image replays it.
 */
export function prefetchBaseLayer(client: Client, to: Target, layer: Descriptor, baseLayers: BaseLayers): void {
  prefetchCatalogLayer(client, to, layer, CONFIGS_DIR, baseMemo(baseLayers));
}

/** One platform's image read back, or why it could not be. */
async function readPlatform(
  client: Client,
  pullSpec: string,
  p: Readonly<Record<string, unknown>>,
  memo: LayerMemo,
): Promise<CatalogImage | string> {
  const platform = {
    os: String(p.os),
    architecture: String(p.architecture),
    ...(typeof p.variant === 'string' ? { variant: p.variant } : {}),
  };
  try {
    return await readCatalogImage(client, pullSpec, { platform, memo });
  } catch (e) {
    if (e instanceof RegistryFailure) return e.detail;
    throw e;
  }
}

/**
 * Every platform read at once (each holds its own copy of the catalog until compared). `validated`:
 * the catalog's files are the ones validated before the push, so files equal to them validate.
 */
export async function readBack(
  client: Client,
  pullSpec: string,
  platforms: readonly Readonly<Record<string, unknown>>[],
  catalog: { readonly catalog: string; readonly files: readonly LayerFile[] },
  config: Config,
  validated = false,
  baseLayers?: BaseLayers,
): Promise<string> {
  // A layer two platforms share (the catalog's, and any base layer they share) is read once; a
  // base layer once per run (every catalog's image has them), the rest once per image.
  const own: LayerMemo = new Map();
  const base = baseLayers ? baseMemo(baseLayers) : undefined;
  const of = (key: string): LayerMemo => (base && baseLayers?.digests.has(memoKeyDigest(key)) ? base : own);
  const memo: LayerMemo = { get: (key) => of(key).get(key), set: (key, read) => of(key).set(key, read) };
  const images = await Promise.all(platforms.map((p) => readPlatform(client, pullSpec, p, memo)));
  let first: CatalogImage | undefined;
  for (const [i, image] of images.entries()) {
    const where = platforms.length > 1 ? `${platformName(platforms[i]!)}: ` : '';
    if (typeof image === 'string') return `${where}${image}`;
    const diff = difference(catalog.files, image.files);
    if (diff !== undefined) return `${where}${image.configsDir}/${diff}`;
    first ??= image;
  }
  if (validated) return 'ok';
  return (first && validates(catalog.catalog, first, config)) ?? 'ok';
}
