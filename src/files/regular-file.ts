// Reading a file that must be a regular file: a FIFO would block the read forever, a device
// (/dev/zero) would fill memory. The file is opened without blocking and checked with fstat
// (what was opened, not what a path named a moment earlier) before a byte is read.
import { closeSync, constants, fstatSync, openSync, readSync, type PathLike, type Stats } from 'node:fs';

/** A file refused before reading: not a regular file, or larger than the reader accepts. */
export class UnreadableFile extends Error {}

/** V8's longest string: a larger file could not be decoded as text anyway. */
const MAX_TEXT_FILE = 0x1fffffe8;

export function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  if (st.isSymbolicLink()) return 'a symlink';
  return 'not a regular file';
}

/** The bytes of the regular file at `path`, at most `limit` of them (else UnreadableFile). */
export function readRegularFile(path: PathLike, limit = MAX_TEXT_FILE): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UnreadableFile(`not a regular file (${kindOf(st)})`);
    if (st.size > limit) throw new UnreadableFile(`${st.size} bytes, more than the ${limit} fbc-bot reads`);
    const buf = Buffer.allocUnsafe(st.size);
    let n = 0;
    while (n < st.size) {
      const r = readSync(fd, buf, n, st.size - n, null);
      if (r === 0) break;
      n += r;
    }
    return n < st.size ? buf.subarray(0, n) : buf;
  } finally {
    closeSync(fd);
  }
}

/** Why a read failed, for a message: our own reason, or the system's error code. */
export function readFailure(e: unknown): string {
  if (e instanceof UnreadableFile) return e.message;
  return (e as NodeJS.ErrnoException).code ?? String(e);
}
