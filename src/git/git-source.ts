// Adapter: a catalog in a git tree (`git:<rev>:<path>`) → source entries for the pure loader,
// read from the object database without a checkout: the same walk order, .indexignore and
// symlink rules as a directory. A gitlink (submodule) is what a checkout without submodules
// holds there, an empty directory: nothing to read.
import { posix } from 'node:path';
import { isListedFile, type CatalogListing, type ListedFile } from '../catalog/listing.js';
import { compareWalkOrder, selectFiles } from '../catalog/select.js';
import type { SourceEntry, SourceProblem } from '../catalog/types.js';
import { listTree, readBlobs, type TreeEntry } from './git.js';

export interface GitRef {
  readonly rev: string;
  readonly path: string;
}

/** `git:<rev>:<path>` (the path may be empty for the repository root). */
export function parseGitSource(source: string): GitRef | undefined {
  const m = /^git:([^:]*):(.*)$/.exec(source);
  if (!m || m[1] === '') return undefined;
  return { rev: m[1]!, path: posix.normalize(m[2] || '.').replace(/\/$/, '') };
}

interface Item {
  readonly rel: string;
  readonly entry: TreeEntry;
}

/** The catalog at `path` in `commit` as blob ids; contents read in one batch when asked. */
export function listGitCatalog(repo: string, commit: string, path: string): CatalogListing {
  const tree = listTree(repo, commit, path);
  const byPath = new Map(tree.map((e) => [e.path, e]));
  const items: Item[] = tree.filter((e) => e.type === 'blob').map((entry) => ({ rel: entry.path, entry })).sort((a, b) => compareWalkOrder(a.rel, b.rel));
  // Symlink targets and .indexignore files are read while listing: they decide what is listed.
  const small = readBlobs(repo, [...new Set(items.filter((i) => i.entry.mode === '120000' || /(^|\/)\.indexignore$/.test(i.rel)).map((i) => i.entry.oid))]);
  const produce = ({ entry, rel }: Item): ListedFile | SourceProblem => {
    if (entry.mode !== '120000') return { path: rel, id: entry.oid };
    const target = small.get(entry.oid)!.toString('utf8');
    const resolved = posix.normalize(posix.join(posix.dirname(rel), target));
    if (target.startsWith('/') || resolved === '..' || resolved.startsWith('../')) {
      return { path: rel, rule: 'path-escapes-catalog', message: 'this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead' };
    }
    const t = byPath.get(resolved);
    if (!t) return { path: rel, rule: 'file-unreadable', message: 'symlink target does not exist' };
    // A gitlink (submodule) is a directory in a checkout, empty or not.
    if (t.type !== 'blob') return { path: rel, rule: 'file-unreadable', message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
    if (t.mode === '120000') return { path: rel, rule: 'file-unreadable', message: 'a symlink to a symlink: fbc-bot follows one level' };
    return { path: rel, id: t.oid };
  };
  const readIgnore = (item: Item): SourceEntry => {
    const r = produce(item);
    if (!isListedFile(r)) return r;
    const data = small.get(r.id) ?? readBlobs(repo, [r.id]).get(r.id)!;
    return { path: r.path, data };
  };
  return { files: [...selectFiles(items, readIgnore, produce)], read: (ids) => readBlobs(repo, ids) };
}

/** The catalog at `path` in `commit`, as the loader's entries (blobs read in one batch). */
export function readGitCatalog(repo: string, commit: string, path: string): Iterable<SourceEntry> {
  const listing = listGitCatalog(repo, commit, path);
  const blobs = listing.read([...new Set(listing.files.filter(isListedFile).map((f) => f.id))]);
  return listing.files.map((f): SourceEntry => {
    if (!isListedFile(f)) return f;
    const data = blobs.get(f.id)!;
    return { path: f.path, data, reread: () => data };
  });
}
