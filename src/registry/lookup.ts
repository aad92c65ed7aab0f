// The ImageLookup over the OCI distribution API: each operation's failure becomes an answer
// (never a throw), and with the cache on each reference is asked once per run — concurrent
// askers share the request in flight.
import type { ImageAnswer, ImageFiles, ImageLookup } from '../images/lookup.js';
import { createClient, type Client, type RegistryOptions } from './options.js';
import { target, type Target } from './endpoint.js';
import { headDigest } from './manifest.js';
import { imageFiles } from './files.js';
import { RegistryFailure } from './failure.js';

type Failed = { readonly state: 'missing' | 'unverified'; readonly detail: string };

function failed(error: unknown, ref: string): Failed {
  if (error instanceof RegistryFailure) return { state: error.state, detail: error.detail };
  // Not a registry's answer but this client's fault; still an answer, naming the reference.
  return { state: 'unverified', detail: `${ref}: ${error instanceof Error ? error.message : String(error)}` };
}

async function answer<T>(ref: string, run: (t: Target) => Promise<T>): Promise<T | Failed> {
  try {
    return await run(target(ref));
  } catch (error) {
    return failed(error, ref);
  }
}

function cacheKey(ref: string): string {
  try {
    return target(ref).canonical;
  } catch {
    return ref;
  }
}

function memo<T>(on: boolean, compute: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    if (!on) return compute(key);
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = compute(key)));
    return hit;
  };
}

export function createRegistryLookup(options: RegistryOptions = {}): ImageLookup {
  const client: Client = createClient(options);
  const on = options.cache ?? true;
  const resolve = memo<ImageAnswer>(on, (key) => answer(key, async (t) => ({ state: 'found' as const, digest: await headDigest(client, t, t.reference) })));
  const files = memo<ImageFiles>(on, (key) => {
    const [dir, ref] = JSON.parse(key) as [string, string];
    return answer(ref, async (t) => ({ state: 'found' as const, ...(await imageFiles(client, t, dir)) }));
  });
  return {
    resolve: (ref) => resolve(cacheKey(ref)),
    files: (ref, dir) => files(JSON.stringify([dir, cacheKey(ref)])),
  };
}
