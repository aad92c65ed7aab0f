// Adapter: a catalog directory on disk → source entries for the pure loader. Walks like opm
// (fs.WalkDir order, every regular file, hidden ones too, .indexignore applied), never follows
// a symlink out of the catalog, turns I/O failures into problems instead of exceptions, and
// reads each file only when the loader reaches it, so one file's bytes are held at a time.
import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { comparePaths } from './load.js';
import { selectEntries } from './select.js';
import { gitBlobId, type CatalogListing, type ListedFile } from './listing.js';
import { isFile, type SourceEntry, type SourceProblem } from './types.js';

interface Entry {
  readonly rel: string;
  readonly kind: 'file' | 'symlink';
}

const code = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

function walk(root: string, dir: string, out: (Entry | SourceProblem)[]): void {
  let names: string[];
  try {
    names = readdirSync(join(root, dir)).sort(comparePaths);
  } catch (e) {
    out.push({ path: dir || '.', rule: 'file-unreadable', message: `cannot read directory: ${code(e)}` });
    return;
  }
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    let st;
    try {
      st = lstatSync(join(root, rel));
    } catch (e) {
      out.push({ path: rel, rule: 'file-unreadable', message: `cannot stat: ${code(e)}` });
      continue;
    }
    if (st.isDirectory()) walk(root, rel, out);
    else if (st.isSymbolicLink()) out.push({ rel, kind: 'symlink' });
    else if (st.isFile()) out.push({ rel, kind: 'file' });
  }
}

function readEntry(root: string, realRoot: string, e: Entry): SourceEntry {
  const abs = join(root, e.rel);
  try {
    if (e.kind === 'symlink') {
      let target: string;
      try {
        target = realpathSync(abs);
      } catch {
        return { path: e.rel, rule: 'file-unreadable', message: 'symlink target does not exist' };
      }
      const r = relative(realRoot, target);
      if (r === '' || r === '..' || r.startsWith('..' + sep) || r.startsWith(sep)) {
        return { path: e.rel, rule: 'path-escapes-catalog', message: 'this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead' };
      }
      if (statSync(abs).isDirectory()) {
        return { path: e.rel, rule: 'file-unreadable', message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
      }
    }
    return { path: e.rel, data: readFileSync(abs), reread: () => readFileSync(abs) };
  } catch (err) {
    return { path: e.rel, rule: 'file-unreadable', message: `cannot read: ${code(err)}` };
  }
}

/** List a catalog directory. Throws only when `root` itself is not a readable directory. */
export function readCatalogDir(root: string): { entries: Iterable<SourceEntry> } {
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a directory`);
  readdirSync(root);
  const realRoot = realpathSync(root);
  const listed: (Entry | SourceProblem)[] = [];
  walk(root, '', listed);
  return { entries: selectEntries(listed, (e) => readEntry(root, realRoot, e)) };
}

/** The directory as content ids: every file is read once to hash it, again only when asked. */
export function listCatalogDir(root: string): CatalogListing {
  const where = new Map<string, string>();
  const files: (ListedFile | SourceProblem)[] = [];
  for (const e of readCatalogDir(root).entries) {
    if (!isFile(e)) {
      files.push(e);
      continue;
    }
    const id = gitBlobId(e.data);
    if (!where.has(id)) where.set(id, join(root, e.path));
    files.push({ path: e.path, id });
  }
  // A file changed since listing is a problem of its own, not a different catalog: reading
  // what the id says or failing keeps a diff honest.
  const read = (ids: readonly string[]): Map<string, Uint8Array> => new Map(ids.map((id) => {
    const data = readFileSync(where.get(id)!);
    if (gitBlobId(data) !== id) throw new Error(`${where.get(id)} changed while it was being read`);
    return [id, data];
  }));
  return { files, read };
}
