// The gzip encoding of a catalog layer, written here rather than by node:zlib so that the same tar
// gives the same bytes on every machine. node:zlib's output is not a function of its input alone:
// official Node builds bundle Chromium's zlib, whose match finder hashes with CRC32C where the CPU
// has it, distribution builds link the system's zlib (or zlib-ng), and any zlib release may
// change its matching; the layer's digest would follow. This encoder is plain integer arithmetic:
// greedy LZ77 (4-byte hash, bounded chains, 32 KiB window) into one fixed-Huffman block (RFC 1951
// 3.2.6), inside a gzip member with no name, no time and OS "unknown" (RFC 1952). Catalog JSON and
// YAML compress about 5 to 8 times with it; changing anything here changes every layer's digest.

import * as zlib from 'node:zlib';

const WINDOW = 32 * 1024;
const MIN_MATCH = 4;
const MAX_MATCH = 258;
const HASH_BITS = 16;
const MAX_CHAIN = 16;
/** A match this long is taken without looking further down the chain. */
const GOOD_ENOUGH = 64;

/** Codes of the fixed literal/length alphabet, bit-reversed for the LSB-first stream, and their lengths. */
const LIT_CODE = new Uint16Array(288);
const LIT_BITS = new Uint8Array(288);
function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i++) out = (out << 1) | ((code >>> i) & 1);
  return out;
}
for (let s = 0; s < 288; s++) {
  const [base, first, bits] =
    s < 144 ? [0x30, 0, 8] : s < 256 ? [0x190, 144, 9] : s < 280 ? [0, 256, 7] : [0xc0, 280, 8];
  LIT_CODE[s] = reverse(base + s - first, bits);
  LIT_BITS[s] = bits;
}
const DIST_CODE = Uint8Array.from({ length: 30 }, (_, d) => reverse(d, 5));

const LEN_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** The length symbol's index (0 = 257) of every match length 3..258. */
const LEN_SYMBOL = new Uint8Array(MAX_MATCH + 1);
for (let i = 0; i < LEN_BASE.length; i++) {
  const end = i + 1 < LEN_BASE.length ? LEN_BASE[i + 1]! : MAX_MATCH + 1;
  for (let l = LEN_BASE[i]!; l < end; l++) LEN_SYMBOL[l] = i;
}
LEN_SYMBOL[MAX_MATCH] = 28;

function distSymbol(d: number): number {
  let s = 0;
  while (s + 1 < DIST_BASE.length && DIST_BASE[s + 1]! <= d) s++;
  return s;
}
/** Distance symbols of 1..256 directly, above that by (d - 1) >> 7, as zlib's table does. */
const DIST_LOW = Uint8Array.from({ length: 257 }, (_, d) => (d === 0 ? 0 : distSymbol(d)));
const DIST_HIGH = Uint8Array.from({ length: 256 }, (_, i) => distSymbol((i << 7) + 1));

const WINDOW_MASK = WINDOW - 1;

/** The 16-bit hash of the 4 bytes at `i` (Fibonacci hashing of their little-endian word). */
const hash4 = (d: Uint8Array, i: number): number =>
  Math.imul(d[i]! | (d[i + 1]! << 8) | (d[i + 2]! << 16) | (d[i + 3]! << 24), 0x9e3779b1) >>> (32 - HASH_BITS);

/**
 * A raw DEFLATE stream of `data`: one final fixed-Huffman block. The bit writer lives in this
 * function's locals (a method call per symbol was a third of the time); what it writes is the
 * same bit for bit.
 */
function deflateStable(data: Uint8Array): Uint8Array {
  // Fixed codes spend at most 9 bits a byte; a match never more than the bytes it stands for.
  const out = new Uint8Array(Math.ceil((data.length * 9) / 8) + 16);
  let acc = 0;
  let bits = 0;
  let pos = 0;
  /** Writes `n` (at most 16) bits of `value`, least significant first. */
  const put = (value: number, n: number): void => {
    acc |= value << bits;
    bits += n;
    while (bits >= 8) {
      out[pos++] = acc & 0xff;
      acc >>>= 8;
      bits -= 8;
    }
  };
  put(1, 1); // BFINAL
  put(1, 2); // BTYPE 01: fixed Huffman codes
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const prev = new Int32Array(WINDOW);
  const end = data.length;
  /** The last position with four bytes to hash. */
  const lastHashed = end - MIN_MATCH;
  let i = 0;
  while (i < end) {
    let bestLen = 0;
    let bestDist = 0;
    if (i <= lastHashed) {
      const h = hash4(data, i);
      const limit = Math.min(MAX_MATCH, end - i);
      let candidate = head[h]!;
      for (let chain = 0; candidate >= 0 && i - candidate <= WINDOW && chain < MAX_CHAIN; chain++) {
        if (data[candidate + bestLen] === data[i + bestLen]) {
          let l = 0;
          while (l < limit && data[candidate + l] === data[i + l]) l++;
          if (l > bestLen) {
            bestLen = l;
            bestDist = i - candidate;
            if (l >= GOOD_ENOUGH || l === limit) break;
          }
        }
        const next = prev[candidate & WINDOW_MASK]!;
        if (next >= candidate) break;
        candidate = next;
      }
      prev[i & WINDOW_MASK] = head[h]!;
      head[h] = i;
    }
    if (bestLen >= MIN_MATCH) {
      const ls = LEN_SYMBOL[bestLen]!;
      put(LIT_CODE[257 + ls]!, LIT_BITS[257 + ls]!);
      if (LEN_EXTRA[ls]! > 0) put(bestLen - LEN_BASE[ls]!, LEN_EXTRA[ls]!);
      const ds = bestDist <= 256 ? DIST_LOW[bestDist]! : DIST_HIGH[(bestDist - 1) >> 7]!;
      put(DIST_CODE[ds]!, 5);
      if (DIST_EXTRA[ds]! > 0) put(bestDist - DIST_BASE[ds]!, DIST_EXTRA[ds]!);
      const stop = Math.min(i + bestLen, lastHashed + 1);
      for (let j = i + 1; j < stop; j++) {
        const hj = hash4(data, j);
        prev[j & WINDOW_MASK] = head[hj]!;
        head[hj] = j;
      }
      i += bestLen;
    } else {
      put(LIT_CODE[data[i]!]!, LIT_BITS[data[i]!]!);
      i++;
    }
  }
  put(LIT_CODE[256]!, LIT_BITS[256]!);
  if (bits > 0) out[pos++] = acc & 0xff;
  return out.subarray(0, pos);
}

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

/** A gzip member of `data`: no file name, modification time 0, no extra flags, OS 255 (unknown). */
export function gzipStable(data: Uint8Array): Uint8Array {
  const body = deflateStable(data);
  const out = new Uint8Array(10 + body.length + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  out.set(body, 10);
  const view = new DataView(out.buffer);
  view.setUint32(10 + body.length, crc32(data), true);
  view.setUint32(14 + body.length, data.length >>> 0, true);
  return out;
}
