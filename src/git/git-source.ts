// Adapter: a catalog in a git tree (`git:<rev>:<path>`) → source entries for the pure loader,
// read from the object database without a checkout: the same walk order, .indexignore and
// symlink rules as a directory.
import { posix } from 'node:path';
import { compareWalkOrder, selectEntries } from '../catalog/select.js';
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

/** The catalog at `path` in `commit`, as the loader's entries (blobs read in one batch). */
export function readGitCatalog(repo: string, commit: string, path: string): Iterable<SourceEntry> {
  const tree = listTree(repo, commit, path);
  const byPath = new Map(tree.map((e) => [e.path, e]));
  const files: Item[] = tree.filter((e) => e.type === 'blob').map((entry) => ({ rel: entry.path, entry })).sort((a, b) => compareWalkOrder(a.rel, b.rel));
  const blobs = readBlobs(repo, [...new Set(tree.filter((e) => e.type === 'blob').map((e) => e.oid))]);
  const read = (item: Item): SourceEntry => {
    const { entry, rel } = item;
    if (entry.mode !== '120000') {
      const data = blobs.get(entry.oid)!;
      return { path: rel, data, reread: () => data };
    }
    const target = blobs.get(entry.oid)!.toString('utf8');
    const resolved = posix.normalize(posix.join(posix.dirname(rel), target));
    if (target.startsWith('/') || resolved === '..' || resolved.startsWith('../')) {
      return { path: rel, rule: 'path-escapes-catalog', message: 'this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead' };
    }
    const t = byPath.get(resolved);
    if (!t) return { path: rel, rule: 'file-unreadable', message: 'symlink target does not exist' };
    if (t.type === 'tree') return { path: rel, rule: 'file-unreadable', message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
    if (t.mode === '120000') return { path: rel, rule: 'file-unreadable', message: 'a symlink to a symlink: fbc-bot follows one level' };
    const data = blobs.get(t.oid)!;
    return { path: rel, data, reread: () => data };
  };
  const listed: (Item | SourceProblem)[] = files;
  return selectEntries(listed, read);
}
