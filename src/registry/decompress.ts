// A layer's tar as its blob streams in: gzip (recognised by its magic bytes, whatever the media
// type claims) inflated chunk by chunk on the thread pool, uncompressed tar as is; each chunk is
// handed on as it comes and counted against the layer's bound and the run's, so nothing of the
// layer is held. zstd (OCI allows it) is not readable with Node 20's zlib and is said so.
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { size } from './size.js';
import { RegistryFailure, unverified } from './failure.js';

const CHUNK = 256 * 1024;

/** The first `n` bytes (fewer if the stream ends first) and the stream from the start again. */
async function peek(
  blob: AsyncIterable<Uint8Array>,
  n: number,
): Promise<{ head: Uint8Array; whole: AsyncIterable<Uint8Array>; close: () => Promise<unknown> }> {
  const it = blob[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let got = 0;
  let ended = false;
  while (got < n) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    seen.push(r.value);
    got += r.value.byteLength;
  }
  const whole = async function* (): AsyncGenerator<Uint8Array> {
    yield* seen;
    if (ended) return;
    try {
      for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
    } finally {
      await it.return?.();
    }
  };
  return { head: Buffer.concat(seen).subarray(0, n), whole: whole(), close: async () => it.return?.() };
}

/**
 * Hands `take` the layer's tar, chunk by chunk; `spend` is told of every byte (the run's bound
 * may refuse it by throwing). At most `maxBytes` of tar per layer.
 */
export async function untar(
  blob: AsyncIterable<Uint8Array>,
  take: (chunk: Uint8Array) => void,
  spend: (bytes: number) => void,
  maxBytes: number,
  what: string,
): Promise<void> {
  const { head, whole, close } = await peek(blob, 4);
  if (head[0] === 0x28 && head[1] === 0xb5 && head[2] === 0x2f && head[3] === 0xfd) {
    await close();
    throw unverified(`${what} is zstd-compressed, which this client does not read`);
  }
  let total = 0;
  const consume = async (chunks: AsyncIterable<Uint8Array>): Promise<void> => {
    for await (const chunk of chunks) {
      total += chunk.byteLength;
      if (total > maxBytes) throw unverified(`${what} is larger than ${size(maxBytes)} uncompressed`);
      spend(chunk.byteLength);
      take(chunk);
    }
  };
  if (!(head[0] === 0x1f && head[1] === 0x8b)) return consume(whole);
  try {
    await pipeline(whole, createGunzip({ chunkSize: CHUNK }), consume);
  } catch (e) {
    if (e instanceof RegistryFailure) throw e;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) throw unverified(`${what} is not valid gzip (${code})`);
    throw e;
  }
}
