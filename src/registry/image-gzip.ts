// The gzip encoding of a catalog layer, written here rather than by node:zlib so that the same tar
// gives the same bytes on every machine. node:zlib's output is not a function of its input alone:
// official Node builds bundle Chromium's zlib, whose match finder hashes with CRC32C where the CPU
// has it, distribution builds link the system's zlib (or zlib-ng), and any zlib release may
// change its matching; the layer's digest would follow. The encoder (deflate-engine.ts) is plain
// integer arithmetic, wrapped here in a gzip member with no name, no time and OS "unknown" (RFC
// 1952). Catalog JSON and YAML compress about 4 to 8 times with it.

import * as zlib from 'node:zlib';
import { deflateEngine, type Deflate } from './deflate-engine.js';
import { deflateInWorker } from './deflate-worker.js';

const engine = deflateEngine();

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/**
 * node:zlib's crc32 (Node 20.15 and later): a CRC is a function of its input alone, unlike zlib's
 * deflate, so the native one gives the same value, ten times faster.
 */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

export function crc32(data: Uint8Array): number {
  if (nativeCrc32 !== undefined) return nativeCrc32(data) >>> 0;
  return tableCrc32(data);
}

/** The table-driven CRC-32 (RFC 1952), for Node releases without zlib.crc32. */
export function tableCrc32(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

const body = (s: Deflate): Uint8Array => s.out.subarray(0, s.pos);

/** The gzip member of `data` around its finished DEFLATE stream. */
function member(data: Uint8Array, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(10 + body.length + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  out.set(body, 10);
  const view = new DataView(out.buffer);
  view.setUint32(10 + body.length, crc32(data), true);
  view.setUint32(14 + body.length, data.length >>> 0, true);
  return out;
}

/** A gzip member of `data`: no file name, modification time 0, no extra flags, OS 255 (unknown). */
export function gzipStable(data: Uint8Array): Uint8Array {
  const s = engine.start(data);
  engine.until(s, data.length);
  return member(data, body(s));
}

/** Input bytes encoded between two pauses: a few milliseconds of work. */
const SLICE = 256 * 1024;
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * gzipStable's bytes, encoded a slice at a time with the event loop's turn between slices, so that
 * the transfers and reads of a publish go on while its layer is compressed.
 */
export async function gzipStableSliced(
  data: Uint8Array,
  pause: () => Promise<void> = turn,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const s = engine.start(data);
  for (;;) {
    signal?.throwIfAborted();
    engine.until(s, s.i + SLICE);
    if (s.done) return member(data, body(s));
    await pause();
  }
}

/**
 * gzipStable's bytes, compressed on a worker thread while this one goes on with the run's
 * transfers; where no worker can be had, here, a slice at a time. Aborting `signal` abandons it.
 */
export async function gzipStableAsync(
  data: Uint8Array,
  inWorker: (data: Uint8Array, signal?: AbortSignal) => Promise<Uint8Array> = deflateInWorker,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  let stream: Uint8Array;
  try {
    stream = await inWorker(data, signal);
  } catch (e) {
    if (signal?.aborted) throw e;
    return gzipStableSliced(data, turn, signal);
  }
  return member(data, stream);
}
