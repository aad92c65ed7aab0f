// A blob (a layer) by its descriptor, streamed: bounded before it is fetched (the descriptor's
// size) and while it is read, redirects followed (registries hand blobs to a CDN), its digest
// proven once it has all passed.
import { createHash, type Hash } from 'node:crypto';
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { authorized } from './authorized.js';
import { size } from './size.js';
import { DIGEST } from './manifest.js';
import { unverified } from './failure.js';

export interface Descriptor {
  readonly mediaType: string;
  readonly digest: string;
  readonly size: number;
  readonly platform?: { readonly os?: unknown; readonly architecture?: unknown };
}

/** The descriptors of a manifest's array field, each checked for a usable digest and size. */
export function descriptors(json: Record<string, unknown>, field: string, what: string): Descriptor[] {
  const list = json[field];
  if (!Array.isArray(list)) throw unverified(`${what} has no ${field} list`);
  return list.map((d: unknown, i) => {
    const o = (typeof d === 'object' && d !== null ? d : {}) as Record<string, unknown>;
    if (typeof o.digest !== 'string' || !DIGEST.test(o.digest))
      throw unverified(`${what}: ${field}[${i}] has no valid digest`);
    if (typeof o.size !== 'number' || !Number.isSafeInteger(o.size) || o.size < 0)
      throw unverified(`${what}: ${field}[${i}] has no valid size`);
    const platform =
      typeof o.platform === 'object' && o.platform !== null ? (o.platform as Descriptor['platform']) : undefined;
    return {
      mediaType: typeof o.mediaType === 'string' ? o.mediaType : '',
      digest: o.digest,
      size: o.size,
      ...(platform ? { platform } : {}),
    };
  });
}

/** The body of an answer that is not the blob (an error, a challenge): read only to say why. */
const MAX_ERROR_BODY = 64 * 1024;

/** The blob's bytes as they arrive, hashed, and no more than its descriptor's size. */
async function* proven(
  body: AsyncIterable<Uint8Array>,
  d: Descriptor,
  hash: Hash,
  what: string,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > d.size) throw unverified(`${what} is larger than its descriptor's ${d.size} bytes`);
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Streams the blob into `read`; resolves once the whole blob was read and its digest proven (what
 * `read` gathered must not be used before). Nothing of the blob is held here.
 */
export async function readBlob(
  client: Client,
  t: Target,
  d: Descriptor,
  maxBytes: number,
  read: (blob: AsyncIterable<Uint8Array>) => Promise<void>,
): Promise<void> {
  const what = `layer ${d.digest} of ${t.registry}/${t.repository}`;
  if (d.size > maxBytes) throw unverified(`${what} is ${size(d.size)}, more than the ${size(maxBytes)} read`);
  const hash = createHash(d.digest.slice(0, d.digest.indexOf(':')));
  const answer = await authorized(client, t, `blobs/${d.digest}`, {
    method: 'GET',
    headers: {},
    maxBytes: MAX_ERROR_BODY,
    what,
    sink: (body) => read(proven(body, d, hash, what)),
  });
  if (answer.status !== 200) throw unverified(`${what}: ${t.registry} answered ${answer.status}`);
  const digest = `${d.digest.slice(0, d.digest.indexOf(':'))}:${hash.digest('hex')}`;
  if (digest !== d.digest) throw unverified(`${what}: the content's digest is ${digest}`);
}
