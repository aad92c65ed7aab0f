// Adapter: a catalog in a git tree (`git:<rev>:<path>`) → source entries for the pure loader,
// read from the object database without a checkout: the same walk order, .indexignore and
// symlink rules as a directory. A gitlink (submodule) is an empty directory in a checkout without
// submodules and another repository's files in one with them: content no review has seen, so
// it is a finding, not skipped.
import { isListedFile, type CatalogListing, type ListedFile } from '../catalog/listing.js';
import { compareWalkOrder, selectFiles } from '../catalog/select.js';
import { unfollowedSymlink } from '../catalog/source-problems.js';
import type { SourceEntry, SourceProblem } from '../catalog/types.js';
import { fetchMissing, readBlobs } from './blobs.js';
import { listTree, type TreeEntry } from './git.js';

/** A tree of the repository: a revision and a path from the root (`.`: the root); source/git-source-ref reads one. */
export interface GitRef {
  readonly rev: string;
  readonly path: string;
}

interface Item {
  readonly rel: string;
  readonly entry: TreeEntry;
}

/** A regular file or a symlink: what a checkout writes as a file. */
const isFileEntry = (e: TreeEntry): boolean =>
  e.type === 'blob' && (e.mode === '100644' || e.mode === '100755' || e.mode === '120000');

/** Linux gives up after 40 links in one lookup (ELOOP). */
const MAX_LINKS = 40;

/**
 * What the symlink at `rel` names once every link on the way is followed, as a checkout's
 * filesystem would (links to links, links through linked directories, `..` after a link), kept
 * inside the catalog: stepping out of it, or an absolute target, escapes.
 */
function resolveLink(
  rel: string,
  byPath: ReadonlyMap<string, TreeEntry>,
  target: (oid: string) => string,
): TreeEntry | 'root' | 'escapes' | 'missing' | 'loop' {
  let pending = rel.split('/');
  const done: string[] = [];
  let links = 0;
  while (pending.length > 0) {
    const c = pending.shift()!;
    if (c === '' || c === '.') continue;
    if (c === '..') {
      if (done.length === 0) return 'escapes';
      done.pop();
      continue;
    }
    const e = byPath.get([...done, c].join('/'));
    if (!e) return 'missing';
    if (e.mode === '120000') {
      if (++links > MAX_LINKS) return 'loop';
      const to = target(e.oid);
      if (to.startsWith('/')) return 'escapes';
      pending = [...to.split('/'), ...pending];
      continue;
    }
    if (e.type === 'blob' && pending.some((p) => p !== '' && p !== '.')) return 'missing';
    done.push(c);
  }
  return done.length === 0 ? 'root' : byPath.get(done.join('/'))!;
}

/** The catalog at `path` in `commit` as blob ids; contents read in one batch when asked. */
export function listGitCatalog(repo: string, commit: string, path: string): CatalogListing {
  const tree = listTree(repo, commit, path);
  const byPath = new Map(tree.map((e) => [e.path, e]));
  const items: Item[] = tree
    .filter((e) => e.type !== 'tree')
    .map((entry) => ({ rel: entry.path, entry }))
    .sort((a, b) => compareWalkOrder(a.rel, b.rel));
  // Symlink targets and .indexignore files are read while listing: they decide what is listed.
  const small = readBlobs(repo, [
    ...new Set(
      items.filter((i) => i.entry.mode === '120000' || /(^|\/)\.indexignore$/.test(i.rel)).map((i) => i.entry.oid),
    ),
  ]);
  const produce = ({ entry, rel }: Item): ListedFile | SourceProblem => {
    if (!isFileEntry(entry))
      return {
        path: rel,
        rule: 'catalog-entry-not-file',
        message:
          `${entry.type === 'commit' ? 'a submodule (gitlink)' : `a tree entry of mode ${entry.mode}`} ` +
          `inside the catalog: a checkout holds an empty directory or another repository's files here, which ` +
          `fbc-bot cannot review; remove it and commit the catalog files themselves`,
      };
    if (entry.mode !== '120000') return { path: rel, id: entry.oid };
    const t = resolveLink(rel, byPath, (oid) => small.get(oid)!.toString('utf8'));
    if (t === 'escapes' || t === 'missing' || t === 'loop') return unfollowedSymlink(rel, t);
    // A gitlink (submodule) is a directory in a checkout, empty or not.
    if (t === 'root' || t.type !== 'blob') return unfollowedSymlink(rel, 'directory');
    return { path: rel, id: t.oid };
  };
  const readIgnore = (item: Item): SourceEntry => {
    const r = produce(item);
    if (!isListedFile(r)) return r;
    const data = small.get(r.id) ?? readBlobs(repo, [r.id]).get(r.id)!;
    return { path: r.path, data };
  };
  const files = [...selectFiles(items, readIgnore, produce)];
  let whole = false;
  const read = (ids: readonly string[]): Map<string, Buffer> => {
    // A partial clone gets the catalog's blobs in one request the first time any is read: the
    // diff reads a catalog region by region, and a request per region is a round trip each.
    if (!whole)
      fetchMissing(
        repo,
        files.filter(isListedFile).map((f) => f.id),
      );
    whole = true;
    return readBlobs(repo, ids);
  };
  return { files, read };
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
