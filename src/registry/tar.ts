// A tar archive read as it streams in, block by block: ustar, pax extended headers (path,
// linkpath, size) and GNU long names, as image layers use them. Only the content the sink wants is
// collected (it sees each entry's size first); the rest is skipped as it passes, so a layer of any
// size is walked in constant memory. A header with a bad checksum or content running past the end
// is an error; a missing end-of-archive (umoci writes none) is not.

export type EntryType = 'file' | 'hardlink' | 'symlink' | 'directory' | 'other';

export interface TarEntry {
  readonly path: string;
  readonly type: EntryType;
  readonly linkPath: string;
  /** The entry's bytes when the sink wanted them, else empty. */
  readonly content: Uint8Array;
}

export interface TarSink {
  /** Whether to collect this entry's content (`size` bytes); it may throw to refuse the entry. */
  wants(path: string, type: EntryType, size: number): boolean;
  entry(entry: TarEntry): void;
}

export class TarError extends Error {}

const BLOCK = 512;
/** Pax headers and GNU long names are collected whatever the sink wants: bounded apart. */
const MAX_META_BYTES = 1024 * 1024;
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
  if (!/^[0-7]+$/.test(s))
    throw new TarError(`tar header at offset ${offset}: not a number (${JSON.stringify(s.slice(0, 20))})`);
  return parseInt(s, 8);
}

/** Whether a header block's checksum holds; `at` is its offset, for messages. */
function checksumOk(b: Uint8Array, at: number): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : b[i]!;
  return sum === number(b, 148, 8, at);
}

function paxRecords(data: Uint8Array, offset: number): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = space < 0 ? NaN : Number(utf8.decode(data.subarray(at, space)));
    if (!Number.isSafeInteger(length) || length <= 0 || at + length > data.length)
      throw new TarError(`pax header at offset ${offset} is malformed`);
    const record = utf8.decode(data.subarray(space + 1, at + length - 1));
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}

const TYPES: Record<string, EntryType> = {
  '0': 'file',
  '\0': 'file',
  '7': 'file',
  '1': 'hardlink',
  '2': 'symlink',
  '5': 'directory',
};

interface Current {
  readonly at: number;
  readonly flag: string;
  readonly path: string;
  readonly type: EntryType;
  readonly linkPath: string;
  readonly parts: Uint8Array[] | undefined;
}

export class TarParser {
  private readonly header = new Uint8Array(BLOCK);
  private filled = 0;
  /** Content bytes of the current entry still to come, then the padding to its block's end. */
  private remaining = 0;
  private padding = 0;
  private current: Current | undefined;
  private offset = 0;
  private done = false;
  private pax = new Map<string, string>();
  private longName: string | undefined;
  private longLink: string | undefined;

  constructor(private readonly sink: TarSink) {}

  write(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length && !this.done) {
      if (this.remaining > 0) {
        const n = Math.min(this.remaining, chunk.length - i);
        const parts = this.current?.parts;
        // A copy: a view would keep the whole chunk (zlib's are 256 KiB) alive with the file.
        if (parts) parts.push(new Uint8Array(chunk.subarray(i, i + n)));
        i += n;
        this.remaining -= n;
        if (this.remaining === 0) this.complete();
      } else if (this.padding > 0) {
        const n = Math.min(this.padding, chunk.length - i);
        i += n;
        this.padding -= n;
      } else {
        const n = Math.min(BLOCK - this.filled, chunk.length - i);
        this.header.set(chunk.subarray(i, i + n), this.filled);
        this.filled += n;
        i += n;
        if (this.filled === BLOCK) {
          this.filled = 0;
          this.onHeader(this.offset + i - BLOCK);
        }
      }
    }
    this.offset += chunk.length;
  }

  /** The archive ended: an entry cut short is an error (a partial last block is ignored). */
  end(): void {
    if (this.remaining > 0 && this.current)
      throw new TarError(`tar entry at offset ${this.current.at} runs past the end of the layer`);
  }

  private onHeader(at: number): void {
    const b = this.header;
    if (b.every((x) => x === 0)) {
      this.done = true;
      return;
    }
    if (!checksumOk(b, at)) throw new TarError(`not a tar archive (bad header checksum at offset ${at})`);
    const flag = String.fromCharCode(b[156]!);
    const paxSize = this.pax.get('size');
    const size = paxSize !== undefined && /^\d+$/.test(paxSize) ? Number(paxSize) : number(b, 124, 12, at);
    if (!Number.isSafeInteger(size)) throw new TarError(`tar header at offset ${at}: size too large`);
    const meta = flag === 'x' || flag === 'L' || flag === 'K';
    if (meta && size > MAX_META_BYTES)
      throw new TarError(
        `tar header at offset ${at}: its ${flag === 'x' ? 'pax' : 'long name'} record is larger than 1 MiB`,
      );
    let path = '';
    let linkPath = '';
    let type: EntryType = 'other';
    let wanted = meta;
    if (!meta && flag !== 'g') {
      const prefix = text(b, 257, 6) === 'ustar' ? text(b, 345, 155) : '';
      const name = text(b, 0, 100);
      path = this.pax.get('path') ?? this.longName ?? (prefix ? `${prefix}/${name}` : name);
      linkPath = this.pax.get('linkpath') ?? this.longLink ?? text(b, 157, 100);
      type = TYPES[flag] ?? 'other';
      wanted = this.sink.wants(path, type, size);
    }
    this.current = { at, flag, path, type, linkPath, parts: wanted ? [] : undefined };
    this.remaining = size;
    this.padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (size === 0) this.complete();
  }

  private complete(): void {
    const c = this.current!;
    const parts = c.parts ?? [];
    const data = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (c.flag === 'x') this.pax = paxRecords(data, c.at);
    else if (c.flag === 'L') this.longName = text(data, 0, data.length);
    else if (c.flag === 'K') this.longLink = text(data, 0, data.length);
    else if (c.flag !== 'g') {
      this.pax = new Map();
      this.longName = this.longLink = undefined;
      this.sink.entry({ path: c.path, type: c.type, linkPath: c.linkPath, content: data });
    }
  }
}
