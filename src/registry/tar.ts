// The entries of a tar archive held in memory: ustar, pax extended headers (path, linkpath,
// size) and GNU long names, as image layers use them. A header with a bad checksum or content
// running past the end is an error; a missing end-of-archive (umoci writes none) is not.

export type EntryType = 'file' | 'hardlink' | 'symlink' | 'directory' | 'other';

export interface TarEntry {
  readonly path: string;
  readonly type: EntryType;
  readonly linkPath: string;
  /** A view into the archive; copy what is kept. */
  readonly content: Uint8Array;
}

export class TarError extends Error {}

const BLOCK = 512;
const utf8 = new TextDecoder();

function text(b: Uint8Array, start: number, length: number): string {
  const field = b.subarray(start, start + length);
  const nul = field.indexOf(0);
  return utf8.decode(nul < 0 ? field : field.subarray(0, nul));
}

function number(b: Uint8Array, start: number, length: number, offset: number): number {
  const field = b.subarray(start, start + length);
  if (field[0]! & 0x80) {
    // GNU base-256: big-endian, the high bit of the first byte a flag.
    let n = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) n = n * 256 + field[i]!;
    if (!Number.isSafeInteger(n)) throw new TarError(`tar header at offset ${offset}: size too large`);
    return n;
  }
  const s = text(b, start, length).trim();
  if (s === '') return 0;
  if (!/^[0-7]+$/.test(s)) throw new TarError(`tar header at offset ${offset}: not a number (${JSON.stringify(s.slice(0, 20))})`);
  return parseInt(s, 8);
}

function checksumOk(b: Uint8Array, at: number): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : b[at + i]!;
  return sum === number(b, at + 148, 8, at);
}

function paxRecords(data: Uint8Array, offset: number): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = space < 0 ? NaN : Number(utf8.decode(data.subarray(at, space)));
    if (!Number.isSafeInteger(length) || length <= 0 || at + length > data.length) throw new TarError(`pax header at offset ${offset} is malformed`);
    const record = utf8.decode(data.subarray(space + 1, at + length - 1));
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}

const TYPES: Record<string, EntryType> = { '0': 'file', '\0': 'file', '7': 'file', '1': 'hardlink', '2': 'symlink', '5': 'directory' };

export function* tarEntries(b: Uint8Array): Generator<TarEntry> {
  let at = 0;
  let pax = new Map<string, string>();
  let longName: string | undefined;
  let longLink: string | undefined;
  while (at + BLOCK <= b.length) {
    if (b.subarray(at, at + BLOCK).every((x) => x === 0)) return;
    if (!checksumOk(b, at)) throw new TarError(`not a tar archive (bad header checksum at offset ${at})`);
    const flag = String.fromCharCode(b[at + 156]!);
    const paxSize = pax.get('size');
    const size = paxSize !== undefined && /^\d+$/.test(paxSize) ? Number(paxSize) : number(b, at + 124, 12, at);
    const start = at + BLOCK;
    if (start + size > b.length) throw new TarError(`tar entry at offset ${at} runs past the end of the layer`);
    const data = b.subarray(start, start + size);
    at = start + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === 'x') {
      pax = paxRecords(data, start - BLOCK);
      continue;
    }
    if (flag === 'g') continue;
    if (flag === 'L' || flag === 'K') {
      const value = text(data, 0, data.length);
      if (flag === 'L') longName = value;
      else longLink = value;
      continue;
    }
    const ustar = text(b, start - BLOCK + 257, 6) === 'ustar';
    const prefix = ustar ? text(b, start - BLOCK + 345, 155) : '';
    const name = text(b, start - BLOCK, 100);
    const path = pax.get('path') ?? longName ?? (prefix ? `${prefix}/${name}` : name);
    const linkPath = pax.get('linkpath') ?? longLink ?? text(b, start - BLOCK + 157, 100);
    pax = new Map();
    longName = longLink = undefined;
    yield { path, type: TYPES[flag] ?? 'other', linkPath, content: data };
  }
}
