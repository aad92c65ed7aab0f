// The documents a change adds or removes in the catalogs, read from git: each catalog holding a
// changed path is listed on both sides as opm would read it (.indexignore applied, symlinks
// followed inside the catalog), so a document reached through a link or un-ignored by an
// .indexignore edit counts where the catalog serves it. Only those catalogs: a catalog's content
// cannot change without a path under it changing.
import { isListedFile, type CatalogListing } from '../catalog/listing.js';
import type { CatalogSides } from '../diff/incremental.js';
import { listGitCatalog } from '../git/git-source.js';
import { isTree } from '../git/git.js';
import { changedDocuments, namedDocuments, type CatalogDocumentChange } from '../ownership/documents.js';
import { catalogRootsOf } from '../ownership/layout.js';

const filesOf = (listing: CatalogListing | undefined): Map<string, string> =>
  new Map((listing?.files ?? []).filter(isListedFile).map((f) => [f.path, f.id]));

/**
 * The documents that differ, file by file, between `from` and `to` in the catalogs `changed`
 * paths lie in. `listed`: listings of these two commits already made (the diff's), by catalog.
 */
export function documentChanges(
  repo: string,
  from: string,
  to: string,
  globs: readonly string[],
  changed: readonly string[],
  listed?: readonly CatalogSides[],
): CatalogDocumentChange[] {
  const roots = [...new Set(changed.flatMap((p) => catalogRootsOf(globs, p)))].sort();
  const known = new Map((listed ?? []).map((s) => [s.catalog, s]));
  const out: CatalogDocumentChange[] = [];
  for (const root of roots) {
    const dir = root === '' ? '.' : root;
    const list = (c: string): CatalogListing | undefined =>
      isTree(repo, c, dir) ? listGitCatalog(repo, c, dir) : undefined;
    const pair = known.get(dir);
    const [base, head] = pair !== undefined ? [pair.base, pair.head] : [list(from), list(to)];
    const b = filesOf(base);
    const h = filesOf(head);
    const paths = [...new Set([...b.keys(), ...h.keys()])].filter((p) => b.get(p) !== h.get(p)).sort();
    const read = (listing: CatalogListing | undefined, ids: Map<string, string>): ReadonlyMap<string, Uint8Array> =>
      listing === undefined
        ? new Map()
        : listing.read([...new Set(paths.flatMap((p) => (ids.has(p) ? [ids.get(p)!] : [])))]);
    const bData = read(base, b);
    const hData = read(head, h);
    for (const path of paths) {
      const docs = (ids: Map<string, string>, data: ReadonlyMap<string, Uint8Array>) =>
        ids.has(path) ? namedDocuments(path, data.get(ids.get(path)!)!) : [];
      for (const change of changedDocuments(docs(b, bData), docs(h, hData)))
        out.push({ catalog: root, file: path, change });
    }
  }
  return out;
}
