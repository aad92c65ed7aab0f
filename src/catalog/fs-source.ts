// Adapter: a catalog directory on disk → files for the pure loader. Walks like opm (fs.WalkDir
// order, every regular file, hidden ones too, .indexignore applied), never follows a symlink
// out of the catalog, and turns I/O failures into problems instead of exceptions.
import { lstat, readFile, readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { comparePaths } from './load.js';
import { isIgnored, parseIgnoreFile, type IgnorePattern } from './indexignore.js';
import type { CatalogFile, SourceProblem } from './types.js';

export interface DirSource {
  readonly files: CatalogFile[];
  readonly problems: SourceProblem[];
}

interface Entry {
  readonly rel: string;
  readonly kind: 'file' | 'symlink';
}

async function walk(root: string, dir: string, out: Entry[], problems: SourceProblem[]): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(join(root, dir))).sort(comparePaths);
  } catch (e) {
    problems.push({ path: dir || '.', rule: 'file-unreadable', message: `cannot read directory: ${(e as NodeJS.ErrnoException).code ?? String(e)}` });
    return;
  }
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    let st;
    try {
      st = await lstat(join(root, rel));
    } catch (e) {
      problems.push({ path: rel, rule: 'file-unreadable', message: `cannot stat: ${(e as NodeJS.ErrnoException).code ?? String(e)}` });
      continue;
    }
    if (st.isDirectory()) await walk(root, rel, out, problems);
    else if (st.isSymbolicLink()) out.push({ rel, kind: 'symlink' });
    else if (st.isFile()) out.push({ rel, kind: 'file' });
  }
}

async function readEntry(root: string, realRoot: string, e: Entry): Promise<CatalogFile | SourceProblem> {
  const abs = join(root, e.rel);
  try {
    if (e.kind === 'symlink') {
      let target: string;
      try {
        target = await realpath(abs);
      } catch {
        return { path: e.rel, rule: 'file-unreadable', message: 'symlink target does not exist' };
      }
      const r = relative(realRoot, target);
      if (r === '' || r.startsWith('..') || r.startsWith(sep + sep)) {
        return { path: e.rel, rule: 'path-escapes-catalog', message: 'this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead' };
      }
      if ((await stat(abs)).isDirectory()) {
        return { path: e.rel, rule: 'file-unreadable', message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
      }
    }
    return { path: e.rel, data: await readFile(abs) };
  } catch (err) {
    return { path: e.rel, rule: 'file-unreadable', message: `cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}` };
  }
}

/** Read a catalog directory. Throws only when `root` itself is not a readable directory. */
export async function readCatalogDir(root: string): Promise<DirSource> {
  const st = await stat(root);
  if (!st.isDirectory()) throw new Error(`${root} is not a directory`);
  await readdir(root);
  const realRoot = await realpath(root);
  const entries: Entry[] = [];
  const problems: SourceProblem[] = [];
  await walk(root, '', entries, problems);
  const patterns: IgnorePattern[] = [];
  for (const e of entries) {
    if (e.rel.split('/').pop() !== '.indexignore') continue;
    const r = await readEntry(root, realRoot, e);
    if (!('data' in r)) { problems.push(r); continue; }
    const dir = e.rel.includes('/') ? e.rel.slice(0, e.rel.lastIndexOf('/')) : '';
    const parsed = parseIgnoreFile(Buffer.from(r.data).toString('utf8'), dir);
    if (parsed.ok) patterns.push(...parsed.patterns);
    else problems.push({ path: e.rel, rule: 'parse-error', message: `.indexignore line ${parsed.line} is longer than 64 KiB (${parsed.error})`, line: parsed.line });
  }
  const wanted = entries.filter((e) => e.rel.split('/').pop() !== '.indexignore' && !isIgnored(patterns, e.rel));
  const read = await Promise.all(wanted.map((e) => readEntry(root, realRoot, e)));
  const files: CatalogFile[] = [];
  for (const r of read) {
    if ('data' in r) files.push(r);
    else problems.push(r);
  }
  return { files, problems };
}
