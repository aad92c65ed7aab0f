// Adapter: command-line catalog sources → catalog inputs (directories now; paths in reports are
// relative to the enclosing git work tree, or to the working directory outside one).
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readCatalogDir } from '../catalog/fs-source.js';
import { goMatch } from '../catalog/gomatch.js';
import { comparePaths } from '../catalog/load.js';
import { validateCatalog, type CatalogInput, type CatalogResult } from '../rules/validate.js';
import { UsageError } from './args.js';

export class SourceError extends Error {}

function reportBase(dir: string): string {
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
  for (const seg of glob.split('/').filter((s) => s !== '' && s !== '.')) {
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

export interface DirCatalog {
  /** The catalog's path in reports. */
  readonly catalog: string;
  readonly dir: string;
}

/** The catalogs a directory SOURCE names (itself, or each --catalogs match), not yet read. */
export function dirCatalogs(source: string, catalogsGlob: string | undefined): DirCatalog[] {
  if (source.startsWith('git:')) throw new SourceError(`cannot read ${source}: git sources are read by \`fbc-bot diff\` and \`review\`; give \`validate\` a directory`);
  let st;
  try {
    st = statSync(source);
  } catch (e) {
    throw new SourceError(`cannot read ${source}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (e as Error).message}`);
  }
  if (!st.isDirectory()) throw new SourceError(`cannot read ${source}: not a directory`);
  const dirs = catalogsGlob === undefined ? [''] : expandCatalogGlob(source, catalogsGlob);
  if (dirs.length === 0) throw new UsageError(`--catalogs '${catalogsGlob}' matches no directory under ${source}`);
  const base = reportBase(source);
  return dirs.map((d) => {
    const dir = join(source, d);
    return { catalog: toPosix(relative(base, resolve(dir))) || '.', dir };
  });
}

/** SOURCE as one catalog, validated (graph and resolve read the model it yields). */
export function loadSingleCatalog(source: string, repo: string | undefined): CatalogResult {
  const [c] = dirCatalogs(repo === undefined ? source : resolve(repo, source), undefined);
  return validateCatalog(readDirCatalog(c!));
}

/** Read one catalog directory; only the directory itself being unreadable is an error. */
export function readDirCatalog(c: DirCatalog): CatalogInput {
  try {
    return { catalog: c.catalog, entries: readCatalogDir(c.dir).entries };
  } catch (e) {
    throw new SourceError(`cannot read ${c.dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
