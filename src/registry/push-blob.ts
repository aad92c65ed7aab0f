// Pushing a blob, one function per operation of the distribution API: whether the repository has
// it (HEAD), a cross-repository mount, and an upload, monolithic (one PUT) or in chunks (PATCH each,
// then PUT), the digest named on the closing PUT so that the registry verifies the content.
import type { Client } from './options.js';
import { baseUrl, shown, type Target } from './endpoint.js';
import { authorized, authorizedAt } from './authorized.js';
import type { Exchange } from './exchange.js';
import { errorCodes, unverified } from './failure.js';

/** Blobs up to this size go in one request; larger ones in chunks of it. */
export const CHUNK_BYTES = 16 * 1024 * 1024;
const MAX_ANSWER = 64 * 1024;
const PUSH = { push: true } as const;

function refused(t: Target, what: string, answer: Exchange): Error {
  const codes = errorCodes(answer.body);
  return unverified(
    `${t.registry}/${t.repository}: ${what} answered ${answer.status}${codes.length ? ` (${codes.join(', ')})` : ''}`,
  );
}

/** Whether the target repository holds the blob. */
export async function blobExists(client: Client, t: Target, digest: string): Promise<boolean> {
  const what = `HEAD of blob ${digest}`;
  const answer = await authorized(
    client,
    t,
    `blobs/${digest}`,
    { method: 'HEAD', headers: {}, maxBytes: 0, what },
    PUSH,
  );
  if (answer.status === 200) return true;
  if (answer.status === 404) return false;
  throw refused(t, what, answer);
}

/** The upload URL a registry handed out, refused unless it is the registry's own origin (credentials go there). */
function uploadUrl(client: Client, t: Target, answer: Exchange, what: string): URL {
  const location = answer.headers.get('location');
  const origin = baseUrl(t.registry, client.insecure);
  if (location === null || !URL.canParse(location, answer.url))
    throw unverified(`${t.registry}/${t.repository}: ${what} answered ${answer.status} without an upload location`);
  const url = new URL(location, answer.url);
  if (url.origin !== new URL(origin).origin)
    throw unverified(`${t.registry}/${t.repository}: ${what} handed out an upload at another origin (${shown(url)})`);
  return url;
}

/**
 * Mounts the blob from another repository of the same registry: true when mounted; else the upload
 * the registry started instead (it may not let this client read `from`), to upload into.
 */
export async function mountBlob(client: Client, t: Target, digest: string, from: string): Promise<true | URL> {
  const what = `mount of blob ${digest} from ${from}`;
  const query = new URLSearchParams({ mount: digest, from });
  const answer = await authorized(
    client,
    t,
    `blobs/uploads/?${query.toString()}`,
    { method: 'POST', headers: {}, body: '', maxBytes: MAX_ANSWER, what },
    { push: true, mountFrom: from },
  );
  if (answer.status === 201) return true;
  if (answer.status === 202) return uploadUrl(client, t, answer, what);
  throw refused(t, what, answer);
}

/** Starts an upload session; its URL. */
export async function startUpload(client: Client, t: Target): Promise<URL> {
  const what = 'start of a blob upload';
  const answer = await authorized(
    client,
    t,
    'blobs/uploads/',
    { method: 'POST', headers: {}, body: '', maxBytes: MAX_ANSWER, what },
    PUSH,
  );
  if (answer.status !== 202) throw refused(t, what, answer);
  return uploadUrl(client, t, answer, what);
}

const octets = { 'content-type': 'application/octet-stream' };

/** Sends one chunk (PATCH); the URL to go on with. */
async function patchChunk(
  client: Client,
  t: Target,
  url: URL,
  chunk: Uint8Array<ArrayBuffer>,
  start: number,
): Promise<URL> {
  const what = `upload of bytes ${start}-${start + chunk.length - 1}`;
  const answer = await authorizedAt(
    client,
    t,
    url.href,
    {
      method: 'PATCH',
      headers: { ...octets, 'content-range': `${start}-${start + chunk.length - 1}` },
      body: chunk,
      maxBytes: MAX_ANSWER,
      what,
    },
    PUSH,
  );
  if (answer.status !== 202) throw refused(t, what, answer);
  return uploadUrl(client, t, answer, what);
}

/**
 * Closes the upload at `at` with its last bytes (`rest`, empty after chunks), naming `digest`: the
 * registry hashes what it received and refuses a mismatch (and the digest it stored is checked
 * against ours).
 */
async function closeUpload(
  client: Client,
  t: Target,
  at: URL,
  rest: Uint8Array<ArrayBuffer>,
  digest: string,
): Promise<void> {
  const close = new URL(at);
  close.searchParams.set('digest', digest);
  const what = `upload of blob ${digest}`;
  const answer = await authorizedAt(
    client,
    t,
    close.href,
    { method: 'PUT', headers: octets, body: rest, maxBytes: MAX_ANSWER, what },
    PUSH,
  );
  if (answer.status !== 201 && answer.status !== 204) throw refused(t, what, answer);
  const stored = answer.headers.get('docker-content-digest');
  if (stored !== null && stored !== digest)
    throw unverified(`${t.registry}/${t.repository}: ${what}: the registry stored ${stored}`);
}

/**
 * An upload into the session at `url` of a blob of `size` bytes, fed as its bytes come: one PUT
 * when it fits one chunk, else a PATCH each time at least `chunkBytes` are held, so that no more
 * than about a chunk of it is held whatever its size. `close` sends what is left and names `digest`.
 */
export function blobUpload(
  client: Client,
  t: Target,
  url: URL,
  size: number,
  chunkBytes = CHUNK_BYTES,
): { add(chunk: Uint8Array): Promise<void>; close(digest: string): Promise<void> } {
  let at = url;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let sent = 0;
  const take = (): Uint8Array<ArrayBuffer> => {
    // One piece held (every piece of uploadBlob) goes as it is, not copied.
    const [only] = held;
    const chunk =
      held.length === 1 && only!.buffer instanceof ArrayBuffer
        ? (only as Uint8Array<ArrayBuffer>)
        : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return chunk;
  };
  const patch = async (part: Uint8Array<ArrayBuffer>): Promise<void> => {
    at = await patchChunk(client, t, at, part, sent);
    sent += part.length;
  };
  return {
    async add(chunk) {
      held.push(chunk);
      heldBytes += chunk.byteLength;
      if (heldBytes >= chunkBytes && size > chunkBytes) await patch(take());
    },
    async close(digest) {
      const rest = take();
      if (sent > 0 && rest.length > 0) {
        await patch(rest);
        await closeUpload(client, t, at, new Uint8Array(0), digest);
      } else await closeUpload(client, t, at, rest, digest);
    },
  };
}

/** Uploads `data` into the session at `url`, in one request or in chunks, and closes it naming `digest`. */
export async function uploadBlob(
  client: Client,
  t: Target,
  url: URL,
  data: Uint8Array<ArrayBuffer>,
  digest: string,
  chunkBytes = CHUNK_BYTES,
): Promise<void> {
  const upload = blobUpload(client, t, url, data.length, chunkBytes);
  for (let start = 0; start < data.length; start += chunkBytes)
    await upload.add(data.subarray(start, start + chunkBytes));
  await upload.close(digest);
}
