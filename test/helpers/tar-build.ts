// Tar archives written by hand for tests of the layer reader: ustar headers (with a correct or a
// deliberately broken checksum), pax records and GNU long names.
import { createGzip, gzipSync } from 'node:zlib';

export interface TarSpec {
  readonly path: string;
  readonly type?: string;
  readonly content?: string;
  readonly link?: string;
  readonly badChecksum?: boolean;
}

function header(path: string, type: string, size: number, link: string, badChecksum: boolean): Buffer {
  const h = Buffer.alloc(512);
  h.write(path.slice(0, 100), 0);
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(size.toString(8).padStart(11, '0') + '\0', 124);
  h.write('00000000000\0', 136);
  h.write(type, 156);
  h.write(link.slice(0, 100), 157);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.fill(' ', 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write((badChecksum ? sum + 1 : sum).toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}

const pad = (b: Buffer): Buffer => Buffer.concat([b, Buffer.alloc((512 - (b.length % 512)) % 512)]);

export function tar(entries: readonly TarSpec[], end = true): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const content = Buffer.from(e.content ?? '');
    parts.push(header(e.path, e.type ?? '0', content.length, e.link ?? '', e.badChecksum ?? false), pad(content));
  }
  if (end) parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

/** A pax record ("len key=value\n", len counting itself). */
export function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let len = body.length + 1;
  while (`${len}${body}`.length !== len) len++;
  return `${len}${body}`;
}

export const gz = (b: Buffer): Buffer => gzipSync(b);

/**
 * The gzip of a tar ending in a file of `bytes` zeros, built a MiB at a time (a test of memory
 * bounds must not raise the process's peak itself).
 */
export async function gzippedFiller(first: readonly TarSpec[], path: string, bytes: number): Promise<Buffer> {
  const out: Buffer[] = [];
  const gzip = createGzip();
  gzip.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  gzip.write(tar(first, false));
  gzip.write(header(path, '0', bytes, '', false));
  const MiB = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= MiB.length) {
    if (!gzip.write(left >= MiB.length ? MiB : MiB.subarray(0, left))) await new Promise((r) => gzip.once('drain', r));
  }
  gzip.end(Buffer.alloc(((512 - (bytes % 512)) % 512) + 1024));
  await done;
  return Buffer.concat(out);
}
