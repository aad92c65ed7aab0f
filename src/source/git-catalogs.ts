// Catalogs in a git tree (`git:<rev>:<path>`): the path is relative to the repository root,
// from wherever the command runs, as in `git show <rev>:<path>`.
import { posix } from 'node:path';
import type { CatalogListing } from '../catalog/listing.js';
import { globSegments, segmentsMatchAt } from '../catalog/gomatch.js';
import { comparePaths } from '../catalog/load.js';
import { listGitCatalog, readGitCatalog, type GitRef } from '../git/git-source.js';
import { GitError, isTree, listTree, resolveCommit } from '../git/git.js';
import type { CatalogInput } from '../rules/validate.js';
import type { SourceCatalog } from './source-catalog.js';
import { NoCatalogsError, SourceError } from './source-error.js';

function gitErrors<T>(source: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw e instanceof GitError ? new SourceError(`cannot read ${source}: ${e.message}`) : e;
  }
}

/** The catalogs of `source`, its revision and path `ref` (gitSourceRef). */
export function gitCatalogs(
  source: string,
  ref: GitRef,
  repo: string,
  glob: string | undefined,
  allowNone: boolean,
): SourceCatalog[] {
  return gitErrors(source, () => {
    const commit = resolveCommit(repo, ref.rev);
    if (!isTree(repo, commit, ref.path))
      throw new SourceError(`cannot read ${source}: no directory "${ref.path}" at ${ref.rev}`);
    let paths = [ref.path];
    if (glob !== undefined) {
      const segs = globSegments(glob);
      const trees = listTree(repo, commit, ref.path)
        .filter((e) => e.type === 'tree')
        .map((e) => e.path);
      const matched = trees.filter((p) => p.split('/').length === segs.length && segmentsMatchAt(segs, p.split('/')));
      if (matched.length === 0 && !allowNone)
        throw new NoCatalogsError(`--catalogs '${glob}' matches no directory under ${source}`);
      paths = matched.sort(comparePaths).map((p) => (ref.path === '.' ? p : posix.join(ref.path, p)));
    }
    // Files are reported from the repository root: the catalog path prefixes them.
    const key = (path: string): string =>
      ref.path === '.' ? (path === '.' ? '' : path) : posix.relative(ref.path, path);
    return paths.map((path) => ({
      catalog: path,
      key: key(path),
      read: (): CatalogInput => ({
        catalog: path,
        entries: gitErrors(source, () => readGitCatalog(repo, commit, path)),
      }),
      list: (): CatalogListing => {
        const listing = gitErrors(source, () => listGitCatalog(repo, commit, path));
        return { files: listing.files, read: (ids) => gitErrors(source, () => listing.read(ids)) };
      },
    }));
  });
}
