// Adapter: command-line catalog sources → catalogs to validate. A SOURCE is a directory or a
// git tree `git:<rev>:<path>` read from the repository (--repo, or the working directory)
// without a checkout. Paths in reports are relative to the repository root (git sources, or
// directories inside a work tree) or to the working directory.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { listCatalogDir, readCatalogDir } from '../catalog/fs-source.js';
import type { CatalogListing } from '../catalog/listing.js';
import { globSegments, goMatch, segmentsMatchAt } from '../catalog/gomatch.js';
import { comparePaths } from '../catalog/load.js';
import { listGitCatalog, parseGitSource, readGitCatalog } from '../git/git-source.js';
import { GitError, isTree, listTree, resolveCommit } from '../git/git.js';
import { validateCatalog, type CatalogInput, type CatalogResult } from '../rules/validate.js';
import { UsageError } from './args.js';

export class SourceError extends Error {}

/** One catalog of a SOURCE, read when asked (one catalog in memory at a time). */
export interface SourceCatalog {
  /** The catalog's path in reports. */
  readonly catalog: string;
  /** Its path relative to the SOURCE root: what pairs base and head catalogs in a diff. */
  readonly key: string;
  read(): CatalogInput;
  /** Its files as content ids, contents read only when asked (what a diff needs). */
  list(): CatalogListing;
}

/** The work tree `dir` is in (the directory holding .git), or the working directory. */
export function reportBase(dir: string): string {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return process.cwd();
  }
}

function toPosix(p: string): string {
  return p.split('\\').join('/');
}

/** Directories under `root` matching a Go filepath.Match glob, segment by segment. */
export function expandCatalogGlob(root: string, glob: string): string[] {
  let current = [''];
  for (const seg of globSegments(glob)) {
    const next: string[] = [];
    for (const rel of current) {
      let names: string[];
      try {
        names = readdirSync(join(root, rel)).sort(comparePaths);
      } catch {
        continue;
      }
      for (const n of names) {
        const child = rel ? `${rel}/${n}` : n;
        if (goMatch(seg, n) && statSync(join(root, child)).isDirectory()) next.push(child);
      }
    }
    current = next;
  }
  return current.filter((c) => c !== '');
}

function readable<T>(dir: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new SourceError(`cannot read ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

function dirCatalogs(source: string, glob: string | undefined, allowNone: boolean): SourceCatalog[] {
  let st;
  try {
    st = statSync(source);
  } catch (e) {
    throw new SourceError(`cannot read ${source}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (e as Error).message}`);
  }
  if (!st.isDirectory()) throw new SourceError(`cannot read ${source}: not a directory`);
  const dirs = glob === undefined ? [''] : expandCatalogGlob(source, glob);
  if (dirs.length === 0 && !allowNone) throw new UsageError(`--catalogs '${glob}' matches no directory under ${source}`);
  const base = reportBase(source);
  return dirs.map((d) => {
    const dir = join(source, d);
    const catalog = toPosix(relative(base, resolve(dir))) || '.';
    return {
      catalog,
      key: d,
      read: () => readable(dir, () => ({ catalog, entries: readCatalogDir(dir).entries })),
      list: () => {
        const listing = readable(dir, () => listCatalogDir(dir));
        return { files: listing.files, read: (ids) => readable(dir, () => listing.read(ids)) };
      },
    };
  });
}

function gitErrors<T>(source: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw e instanceof GitError ? new SourceError(`cannot read ${source}: ${e.message}`) : e;
  }
}

function gitCatalogs(source: string, repo: string, glob: string | undefined, allowNone: boolean): SourceCatalog[] {
  const ref = parseGitSource(source);
  if (!ref) throw new UsageError(`a git source is git:<rev>:<path>, not "${source}"`);
  return gitErrors(source, () => {
    const commit = resolveCommit(repo, ref.rev);
    if (!isTree(repo, commit, ref.path)) throw new SourceError(`cannot read ${source}: no directory "${ref.path}" at ${ref.rev}`);
    let paths = [ref.path];
    if (glob !== undefined) {
      const segs = globSegments(glob);
      const trees = listTree(repo, commit, ref.path).filter((e) => e.type === 'tree').map((e) => e.path);
      const matched = trees.filter((p) => p.split('/').length === segs.length && segmentsMatchAt(segs, p.split('/')));
      if (matched.length === 0 && !allowNone) throw new UsageError(`--catalogs '${glob}' matches no directory under ${source}`);
      paths = matched.sort(comparePaths).map((p) => (ref.path === '.' ? p : posix.join(ref.path, p)));
    }
    // Files are reported from the repository root: the catalog path prefixes them.
    const key = (path: string): string => (ref.path === '.' ? (path === '.' ? '' : path) : posix.relative(ref.path, path));
    return paths.map((path) => ({
      catalog: path,
      key: key(path),
      read: (): CatalogInput => ({ catalog: path, entries: gitErrors(source, () => readGitCatalog(repo, commit, path)) }),
      list: (): CatalogListing => {
        const listing = gitErrors(source, () => listGitCatalog(repo, commit, path));
        return { files: listing.files, read: (ids) => gitErrors(source, () => listing.read(ids)) };
      },
    }));
  });
}

/**
 * The catalogs SOURCE names (itself, or each --catalogs match), not yet read. With `allowNone`
 * (one side of a diff) a glob may match nothing: the catalogs are all new, or all gone.
 */
export function sourceCatalogs(source: string, glob: string | undefined, repo: string | undefined, allowNone = false): SourceCatalog[] {
  if (source.startsWith('git:')) return gitCatalogs(source, repo ?? process.cwd(), glob, allowNone);
  return dirCatalogs(repo === undefined ? source : resolve(repo, source), glob, allowNone);
}

/** SOURCE as one catalog, validated (graph and resolve read the model it yields). */
export function loadSingleCatalog(source: string, repo: string | undefined): CatalogResult {
  const [c] = sourceCatalogs(source, undefined, repo);
  return validateCatalog(c!.read());
}
