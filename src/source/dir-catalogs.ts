// Catalogs in a directory on disk: the SOURCE itself, or every directory under it a
// --catalogs glob matches.
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { listCatalogDir, readCatalogDir } from './fs-source.js';
import { globSegments, goMatch } from '../catalog/gomatch.js';
import { comparePaths } from '../catalog/load.js';
import type { SourceCatalog } from './source-catalog.js';
import { NoCatalogsError, SourceError } from './source-error.js';

/** The work tree `dir` is in (the directory holding .git), or the working directory. */
export function reportBase(dir: string): string {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return process.cwd();
  }
}

export const toPosix = (p: string): string => p.split('\\').join('/');

/**
 * Directories under `root` matching a Go filepath.Match glob, segment by segment. Symlinks are
 * not followed, as a git source sees them (a blob, not a tree): a link to a sibling catalog
 * would validate it twice, a dangling or looping one names nothing.
 */
function expandCatalogGlob(root: string, glob: string): string[] {
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
        if (!goMatch(seg, n)) continue;
        try {
          if (lstatSync(join(root, child)).isDirectory()) next.push(child);
        } catch {
          // Gone since it was listed (or a name this platform cannot stat): not a catalog.
        }
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

export function dirCatalogs(source: string, glob: string | undefined, allowNone: boolean): SourceCatalog[] {
  let st;
  try {
    st = statSync(source);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new SourceError(
      `cannot read ${source}: ` +
        `${code === 'ENOENT' ? 'no such directory' : code === 'ELOOP' ? 'a symlink loop' : (e as Error).message}`,
    );
  }
  if (!st.isDirectory()) throw new SourceError(`cannot read ${source}: not a directory`);
  const dirs = glob === undefined ? [''] : expandCatalogGlob(source, glob);
  if (dirs.length === 0 && !allowNone)
    throw new NoCatalogsError(`--catalogs '${glob}' matches no directory under ${source}`);
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
