// The ImageLookup over the OCI distribution API: each operation's failure becomes an answer
// (never a throw), and with the cache on each reference is asked once per run — concurrent
// askers share the request in flight.
import type { CatalogImageAnswer, ImageFile, ImageLookup } from '../images/image-lookup.js';
import { createClient, type Client, type RegistryOptions } from './options.js';
import { target, type Target } from './endpoint.js';
import { headDigest } from './manifest.js';
import { imageFiles } from './files.js';
import { RegistryFailure } from './failure.js';
import { readCatalogImage } from './catalog-image.js';

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
  return {
    resolve: (ref) =>
      answer(ref, async (t) => ({
        state: 'found' as const,
        digest: await resolved(t.canonical, () => headDigest(client, t, t.reference)),
      })),
    files: (ref, dir) =>
      answer(ref, async (t) => ({
        state: 'found' as const,
        ...(await read(`${dir}\u0000${t.canonical}`, () => imageFiles(client, t, dir))),
      })),
    catalog: (ref) =>
      catalogs(ref, () =>
        answer(ref, async () => {
          const { digest, files } = await readCatalogImage(client, ref);
          return { state: 'found' as const, digest, files };
        }),
      ),
  };
}
