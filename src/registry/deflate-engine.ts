// The DEFLATE encoder of catalog layers (image-gzip.ts says why it is ours): greedy LZ77 (4-byte
// hash, bounded chains, 32 KiB window) into one fixed-Huffman block (RFC 1951 3.2.6). It is one
// function that names nothing outside itself, so that a worker thread can run it from its source
// text (image-gzip-worker.ts) with no module to load: the same code, hence the same bytes, on
// either thread. Changing anything here changes every layer's digest.

/** A DEFLATE stream part-way: its tables, its output so far, the bit writer and the next input byte. */
export interface Deflate {
  readonly data: Uint8Array;
  readonly head: Int32Array;
  readonly prev: Int32Array;
  readonly out: Uint8Array;
  acc: number;
  bits: number;
  pos: number;
  i: number;
  /** The block is closed: the stream is whole. */
  done: boolean;
}

export interface DeflateEngine {
  start(data: Uint8Array): Deflate;
  /** Encodes the input up to `until` (or a match's end past it), closing the block at the input's end. */
  until(s: Deflate, until: number): void;
}

export function deflateEngine(): DeflateEngine {
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

  function startDeflate(data: Uint8Array): Deflate {
    // Fixed codes spend at most 9 bits a byte; a match never more than the bytes it stands for.
    const out = new Uint8Array(Math.ceil((data.length * 9) / 8) + 16);
    // BFINAL, then BTYPE 01: one final block of fixed Huffman codes.
    return {
      data,
      head: new Int32Array(1 << HASH_BITS).fill(-1),
      prev: new Int32Array(WINDOW),
      out,
      acc: 3,
      bits: 3,
      pos: 0,
      i: 0,
      done: false,
    };
  }

  /**
   * Encodes the input up to `until` (or a match's end past it) into `s`, ending the block once the
   * input is done. Where the input is cut changes nothing in what is written: a pause is a return.
   * The bit writer lives in this function's locals (a method call per symbol was a third of the
   * time); what it writes is the same bit for bit.
   */
  function deflateUntil(s: Deflate, until: number): void {
    const { data, head, prev, out } = s;
    let { acc, bits, pos, i } = s;
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
    const end = data.length;
    const stopAt = Math.min(until, end);
    /** The last position with four bytes to hash. */
    const lastHashed = end - MIN_MATCH;
    while (i < stopAt) {
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
    if (i >= end && !s.done) {
      put(LIT_CODE[256]!, LIT_BITS[256]!);
      if (bits > 0) out[pos++] = acc & 0xff;
      acc = 0;
      bits = 0;
      s.done = true;
    }
    Object.assign(s, { acc, bits, pos, i });
  }

  return { start: startDeflate, until: deflateUntil };
}
