// Adapter: a catalog directory on disk → source entries for the pure loader. Walks like opm
// (fs.WalkDir order, every file, hidden ones too, .indexignore applied), never follows a symlink
// out of the catalog, reads regular files only (a FIFO or a device is a problem, not a hang),
// turns I/O failures into problems instead of exceptions, and reads each file only when the
// loader reaches it, so one file's bytes are held at a time. Names are handled as bytes.
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { displayName } from '../catalog/file-name.js';
import { gitBlobId, type CatalogListing, type ListedFile } from '../catalog/listing.js';
import { kindOf, readFailure, readRegularFile } from '../files/regular-file.js';
import { selectEntries } from '../catalog/select.js';
import { unfollowedSymlink, unreadable } from '../catalog/source-problems.js';
import { isFile, type SourceEntry, type SourceProblem } from '../catalog/types.js';

interface Entry {
  /** Path relative to the catalog root as reported ('/'-separated, stray bytes escaped). */
  readonly rel: string;
  /** The path to open, as bytes. */
  readonly abs: Buffer;
  /** `special`: not a regular file, a directory or a symlink (a FIFO, a device, a socket). */
  readonly kind: 'file' | 'symlink' | 'special';
  readonly what?: string;
}

const SEP = Buffer.from(sep);
const child = (dir: Buffer, name: Buffer): Buffer => Buffer.concat([dir, SEP, name]);
const code = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

function walk(abs: Buffer, dir: string, out: (Entry | SourceProblem)[]): void {
  let names: Buffer[];
  try {
    names = readdirSync(abs, { encoding: 'buffer' }).sort(Buffer.compare);
  } catch (e) {
    out.push(unreadable(dir || '.', `cannot read directory: ${code(e)}`));
    return;
  }
  for (const name of names) {
    const rel = dir ? `${dir}/${displayName(name)}` : displayName(name);
    const path = child(abs, name);
    let st;
    try {
      st = lstatSync(path);
    } catch (e) {
      out.push(unreadable(rel, `cannot stat: ${code(e)}`));
      continue;
    }
    if (st.isDirectory()) walk(path, rel, out);
    else if (st.isSymbolicLink()) out.push({ rel, abs: path, kind: 'symlink' });
    else if (st.isFile()) out.push({ rel, abs: path, kind: 'file' });
    else out.push({ rel, abs: path, kind: 'special', what: kindOf(st) });
  }
}

/** Why a symlink in the catalog is not read, or undefined when its target is a file inside. */
function symlinkProblem(realRoot: Buffer, e: Entry): SourceProblem | undefined {
  let target: Buffer;
  try {
    target = realpathSync(e.abs, { encoding: 'buffer' });
  } catch (err) {
    return unfollowedSymlink(e.rel, code(err) === 'ELOOP' ? 'loop' : 'missing');
  }
  const inside =
    target.equals(realRoot) ||
    (target.length > realRoot.length &&
      target.subarray(0, realRoot.length).equals(realRoot) &&
      target.subarray(realRoot.length, realRoot.length + SEP.length).equals(SEP));
  if (!inside) return unfollowedSymlink(e.rel, 'escapes');
  if (statSync(target).isDirectory()) return unfollowedSymlink(e.rel, 'directory');
  return undefined;
}

function readEntry(realRoot: Buffer, e: Entry): SourceEntry {
  // Reported only when .indexignore keeps it: opm skips ignored paths before opening them.
  if (e.kind === 'special')
    return unreadable(
      e.rel,
      `not a regular file (${e.what}): fbc-bot does not read it (opm would block or fail on it)`,
    );
  try {
    const problem = e.kind === 'symlink' ? symlinkProblem(realRoot, e) : undefined;
    if (problem) return problem;
    return { path: e.rel, data: readRegularFile(e.abs), reread: () => readRegularFile(e.abs) };
  } catch (err) {
    return unreadable(e.rel, `cannot read: ${readFailure(err)}`);
  }
}

function openCatalogDir(root: string): { entries: Iterable<SourceEntry>; pathOf: Map<string, Buffer> } {
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a directory`);
  readdirSync(root);
  const abs = Buffer.from(root);
  const realRoot = realpathSync(abs, { encoding: 'buffer' });
  const listed: (Entry | SourceProblem)[] = [];
  walk(abs, '', listed);
  const pathOf = new Map<string, Buffer>();
  for (const e of listed) if ('abs' in e) pathOf.set(e.rel, e.abs);
  return { entries: selectEntries(listed, (e) => readEntry(realRoot, e)), pathOf };
}

/** List a catalog directory. Throws only when `root` itself is not a readable directory. */
export function readCatalogDir(root: string): { entries: Iterable<SourceEntry> } {
  return { entries: openCatalogDir(root).entries };
}

/** The directory as content ids: every file is read once to hash it, again only when asked. */
export function listCatalogDir(root: string): CatalogListing {
  const { entries, pathOf } = openCatalogDir(root);
  const where = new Map<string, Buffer>();
  const files: (ListedFile | SourceProblem)[] = [];
  for (const e of entries) {
    if (!isFile(e)) {
      files.push(e);
      continue;
    }
    const id = gitBlobId(e.data);
    if (!where.has(id)) where.set(id, pathOf.get(e.path)!);
    files.push({ path: e.path, id });
  }
  // A file changed since listing is a problem of its own, not a different catalog: reading
  // what the id says or failing keeps a diff honest.
  const read = (ids: readonly string[]): Map<string, Uint8Array> =>
    new Map(
      ids.map((id) => {
        const path = where.get(id)!;
        const data = readRegularFile(path);
        if (gitBlobId(data) !== id) throw new Error(`${displayName(path)} changed while it was being read`);
        return [id, data];
      }),
    );
  return { files, read };
}
