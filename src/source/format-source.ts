// Where base's bundle-format packages are read: `operators/` beside the catalogs, in the same
// SOURCE the base catalogs come from (a git tree `git:<rev>:<path>`, or a directory), and only
// ever of base. A directory that cannot be read is no published package (the review goes on).
import { lstatSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Published, type FormatReader } from '../diff/published.js';
import { FORMAT_BOUNDS, type ListedFormatFile } from '../diff/bundle-format-files.js';
import { readRegularFile } from '../files/regular-file.js';
import { formatManifestNames, listFormatDir, readFormatFiles, type GitFormatFile } from '../git/format-tree.js';
import { resolveCommit } from '../git/git.js';
import { gitSourceRef } from './git-source-ref.js';
import { isImageSource } from './image-catalogs.js';

/** The directory of a community repository holding one directory per package in bundle format. */
const FORMAT_ROOT = 'operators';

function gitReader(repo: string, commit: string, root: string): FormatReader {
  const listed = new Map<string, GitFormatFile[] | undefined>();
  const list = (name: string): GitFormatFile[] | undefined => {
    if (!listed.has(name))
      listed.set(
        name,
        safe(() => listFormatDir(repo, commit, `${root}/${name}`), undefined),
      );
    return listed.get(name);
  };
  return {
    root,
    list,
    read: (name, paths) => {
      const want = new Set(paths);
      return safe(
        () =>
          readFormatFiles(
            repo,
            (list(name) ?? []).filter((f) => want.has(f.path)),
          ),
        new Map(),
      );
    },
    manifestNames: () => safe(() => formatManifestNames(repo, commit, root), new Map()),
  };
}

function walk(dir: string, rel: string, out: ListedFormatFile[], budget: { left: number }): void {
  for (const n of readdirSync(join(dir, rel)).sort()) {
    if (--budget.left < 0) return;
    const p = rel ? `${rel}/${n}` : n;
    const st = lstatSync(join(dir, p));
    if (st.isDirectory()) walk(dir, p, out, budget);
    else if (st.isFile()) out.push({ path: p, size: st.size });
  }
}

/** Entries of one package directory looked at, at most (a directory is not walked without end). */
const MAX_DIR_ENTRIES = 200_000;

function dirReader(base: string, root: string): FormatReader {
  const top = join(base, root);
  return {
    root,
    list: (name) =>
      safe(() => {
        if (name.includes('/') || name === '..' || !lstatSync(join(top, name)).isDirectory()) return undefined;
        const out: ListedFormatFile[] = [];
        walk(join(top, name), '', out, { left: MAX_DIR_ENTRIES });
        return out;
      }, undefined),
    read: (name, paths) =>
      new Map(
        paths.flatMap((p): [string, Uint8Array][] =>
          safe(() => [[p, readRegularFile(join(top, name, p), FORMAT_BOUNDS.fileBytes)]], []),
        ),
      ),
    manifestNames: () =>
      safe(() => {
        const out = new Map<string, string[]>();
        for (const pkg of readdirSync(top).sort()) {
          const names: string[] = [];
          for (const v of safe(() => readdirSync(join(top, pkg)), []))
            for (const f of safe(() => readdirSync(join(top, pkg, v, 'manifests')), []))
              names.push(`${v}/manifests/${f}`);
          if (names.length > 0) out.set(pkg, names);
        }
        return out;
      }, new Map()),
  };
}

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

/** Base's bundle-format packages beside the catalogs of SOURCE (`repo`: where a git source is read). */
export function publishedOf(source: string, repo: string | undefined): Published | undefined {
  if (isImageSource(source)) return undefined;
  const ref = gitSourceRef(source);
  if (ref) {
    const r = repo ?? process.cwd();
    const commit = safe(() => resolveCommit(r, ref.rev), undefined);
    if (commit === undefined) return undefined;
    return new Published(gitReader(r, commit, posix.join(ref.path, FORMAT_ROOT)));
  }
  return new Published(dirReader(repo === undefined ? source : join(repo, source), FORMAT_ROOT));
}
