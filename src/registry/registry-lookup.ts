// The ImageLookup over the OCI distribution API: each operation's failure becomes an answer
// (never a throw), and with the cache on each reference is asked once per run — concurrent
// askers share the request in flight.
import type { BundleImageAnswer, CatalogImageAnswer, ImageFile, ImageLookup } from '../images/image-lookup.js';
import { createClient, type Client, type RegistryOptions } from './options.js';
import { target, type Target } from './endpoint.js';
import { headDigest } from './manifest.js';
import { imageFiles } from './files.js';
import { RegistryFailure } from './failure.js';
import { readCatalogImage } from './catalog-image.js';
import { BUNDLE_PACKAGE_LABEL, imageLabels } from './bundle-image.js';

type Failed = { readonly state: 'missing' | 'unverified'; readonly detail: string };

function failed(error: unknown, ref: string): Failed {
  if (error instanceof RegistryFailure) return { state: error.state, detail: error.detail };
  // Not a registry's answer but this client's fault; still an answer, naming the reference.
  return { state: 'unverified', detail: `${ref}: ${error instanceof Error ? error.message : String(error)}` };
}

/** The operation's answer for `ref`: a failure, an invalid reference included, is an answer too. */
async function answer<T>(ref: string, run: (t: Target) => Promise<T>): Promise<T | Failed> {
  let t: Target;
  try {
    t = target(ref);
  } catch (error) {
    return failed(error, ref);
  }
  try {
    return await run(t);
  } catch (error) {
    return failed(error, t.canonical);
  }
}

/** With the cache on, one computation per key: concurrent askers share the one in flight. */
function memo<T>(on: boolean): (key: string, compute: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key, compute) => {
    if (!on) return compute();
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = compute()));
    return hit;
  };
}

export function createRegistryLookup(options: RegistryOptions = {}): ImageLookup {
  const client: Client = createClient(options);
  const on = options.cache ?? true;
  const resolved = memo<string>(on);
  const read = memo<{ digest: string; files: ImageFile[] }>(on);
  const catalogs = memo<CatalogImageAnswer>(on);
  const bundles = memo<BundleImageAnswer>(on);
  const files = (t: Target, dir: string): Promise<{ digest: string; files: ImageFile[] }> =>
    read(`${dir}\u0000${t.canonical}`, () => imageFiles(client, t, dir));
  return {
    resolve: (ref) =>
      answer(ref, async (t) => ({
        state: 'found' as const,
        digest: await resolved(t.canonical, () => headDigest(client, t, t.reference)),
      })),
    files: (ref, dir) =>
      answer(ref, async (t) => ({
        state: 'found' as const,
        ...(await files(t, dir)),
      })),
    catalog: (ref) =>
      catalogs(ref, () =>
        answer(ref, async () => {
          const { digest, files } = await readCatalogImage(client, ref);
          return { state: 'found' as const, digest, files };
        }),
      ),
    bundle: (ref) =>
      bundles(ref, () =>
        answer(ref, async (t) => {
          // Labels first: the layers of an image that is no bundle (opm tells by this label) are not read.
          const labels = await imageLabels(client, t);
          if (labels[BUNDLE_PACKAGE_LABEL] === undefined) {
            const digest = await resolved(t.canonical, () => headDigest(client, t, t.reference));
            return { state: 'found' as const, digest, labels, files: [] };
          }
          const manifests = await files(t, 'manifests');
          const metadata = await files(t, 'metadata');
          return {
            state: 'found' as const,
            digest: manifests.digest,
            labels,
            files: [...manifests.files, ...metadata.files],
          };
        }),
      ),
  };
}
