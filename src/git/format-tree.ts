// Adapter: base's bundle-format package directories in a git tree, read without a checkout —
// the regular files under one directory (symlinks and submodules are no manifests), their
// contents by path, and the names of every package's manifests (one listing of the tree).
import { blobSizes, readBlobs } from './blobs.js';
import { isTree, listTree } from './git.js';

export interface GitFormatFile {
  readonly path: string;
  readonly oid: string;
  readonly size: number;
}

const regular = (mode: string): boolean => mode === '100644' || mode === '100755';

/** The regular files under `dir` in `commit` (paths relative to it), or undefined when it is no directory. */
export function listFormatDir(repo: string, commit: string, dir: string): GitFormatFile[] | undefined {
  if (!isTree(repo, commit, dir)) return undefined;
  const blobs = listTree(repo, commit, dir).filter((e) => e.type === 'blob' && regular(e.mode));
  const sizes = blobSizes(repo, [...new Set(blobs.map((e) => e.oid))]);
  return blobs.map((e) => ({ path: e.path, oid: e.oid, size: sizes.get(e.oid)! }));
}

/** The contents of `files`, by path. */
export function readFormatFiles(repo: string, files: readonly GitFormatFile[]): Map<string, Uint8Array> {
  const blobs = readBlobs(repo, [...new Set(files.map((f) => f.oid))]);
  return new Map(files.map((f) => [f.path, blobs.get(f.oid)!]));
}

/** Per package directory under `root`, the files in its `<version>/manifests/` (`<version>/manifests/<file>`). */
export function formatManifestNames(repo: string, commit: string, root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!isTree(repo, commit, root)) return out;
  for (const e of listTree(repo, commit, root)) {
    const parts = e.path.split('/');
    if (parts.length !== 4 || parts[2] !== 'manifests' || e.type !== 'blob') continue;
    const rel = parts.slice(1).join('/');
    const l = out.get(parts[0]!);
    if (l) l.push(rel);
    else out.set(parts[0]!, [rel]);
  }
  return out;
}
