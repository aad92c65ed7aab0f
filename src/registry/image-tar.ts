// The tar of a catalog layer, a function of the catalog's files alone: entries in byte order of
// path, every directory listed before what it holds, owner 0:0 with no names, modes 0755 for
// directories and 0644 for files, a fixed modification time, ustar headers (a pax `path` record
// only for a path ustar cannot hold), and the two zero blocks that end an archive.

/** 2000-01-01T00:00:00Z: a fixed time (not the epoch, which some tools take for "unset"). */
const LAYER_MTIME = 946_684_800;
const BLOCK = 512;
const enc = new TextEncoder();

export interface LayerFile {
  /** Path relative to the layer's directory, '/'-separated. */
  readonly path: string;
  readonly data: Uint8Array;
}

const byteOrder = (a: Uint8Array, b: Uint8Array): number => Buffer.compare(a, b);

function octal(block: Uint8Array, at: number, width: number, value: number): void {
  block.set(enc.encode(value.toString(8).padStart(width - 1, '0')), at);
}

function header(name: Uint8Array, type: '0' | '5' | 'x', size: number, mode: number): Uint8Array {
  const h = new Uint8Array(BLOCK);
  h.set(name, 0);
  octal(h, 100, 8, mode);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, LAYER_MTIME);
  h.fill(0x20, 148, 156);
  h[156] = type.charCodeAt(0);
  h.set(enc.encode('ustar\u000000'), 257);
  let sum = 0;
  for (const b of h) sum += b;
  h.set(enc.encode(`${sum.toString(8).padStart(6, '0')}\u0000 `), 148);
  return h;
}

/** A pax record: its length counts itself, in decimal. */
function paxRecord(key: string, value: Uint8Array): Uint8Array {
  const body = (n: number): Uint8Array => Buffer.concat([enc.encode(`${n} ${key}=`), value, enc.encode('\n')]);
  let n = body(0).length;
  while (body(n).length !== n) n = body(n).length;
  return body(n);
}

const padding = (size: number): Uint8Array => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The header block(s) of one entry: ustar's name field when the path fits it, a pax header before it else. */
function entryHeaders(path: Uint8Array, type: '0' | '5', size: number, mode: number): Uint8Array[] {
  if (path.length <= 100) return [header(path, type, size, mode)];
  const record = paxRecord('path', path);
  // The pax header's own name is only a placeholder; readers take the path from the record.
  return [
    header(enc.encode('PaxHeaders/entry'), 'x', record.length, 0o644),
    record,
    padding(record.length),
    header(path.subarray(0, 100), type, size, mode),
  ];
}

/** The tar holding `files` under `root` (e.g. `configs`), with `root` and every directory on the way. */
export function layerTar(root: string, files: readonly LayerFile[]): Uint8Array {
  const dirs = new Set<string>([`${root}/`]);
  const entries: { path: Uint8Array; file?: LayerFile }[] = [];
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(`${root}/${parts.slice(0, i).join('/')}/`);
    entries.push({ path: enc.encode(`${root}/${f.path}`), file: f });
  }
  for (const d of dirs) entries.push({ path: enc.encode(d) });
  // A directory's path ends in '/', so it sorts before the entries below it.
  entries.sort((a, b) => byteOrder(a.path, b.path));
  const chunks: Uint8Array[] = [];
  for (const e of entries) {
    if (e.file) {
      chunks.push(...entryHeaders(e.path, '0', e.file.data.length, 0o644), e.file.data, padding(e.file.data.length));
    } else chunks.push(...entryHeaders(e.path, '5', 0, 0o755));
  }
  chunks.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(chunks);
}
