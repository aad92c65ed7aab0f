// Small files of the base revision (owners files, config.yaml) read as a checkout holds them:
// a regular file of modest size is text; a symlink, a directory or a huge blob is a problem
// named with its path, never a hang or a guess.
import { entriesAt } from '../git/changed-paths.js';
import { blobSizes, readBlobs } from '../git/blobs.js';
import type { TreeEntry } from '../git/git.js';

/** Owners data is a few lines; GitHub reads CODEOWNERS up to 3 MB. */
const MAX_OWNERS_BYTES = 3 << 20;

export type BaseFile = { readonly text: string } | { readonly problem: string };

/** The files at `paths` in `commit` that exist there, each as text or as what is wrong with it. */
export function readBaseFiles(repo: string, commit: string, paths: readonly string[]): Map<string, BaseFile> {
  const entries = entriesAt(repo, commit, paths);
  const out = new Map<string, BaseFile>();
  const regular = (e: TreeEntry): boolean => e.type === 'blob' && e.mode !== '120000';
  const sizes = blobSizes(repo, [...new Set([...entries.values()].filter(regular).map((e) => e.oid))]);
  const blobs: string[] = [];
  for (const [path, e] of entries) {
    if (!regular(e))
      out.set(path, {
        problem:
          `${path}: a ${e.mode === '120000' ? 'symlink' : e.type === 'tree' ? 'directory' : 'submodule'}, ` +
          `not a regular file`,
      });
    else if (sizes.get(e.oid)! > MAX_OWNERS_BYTES)
      out.set(path, { problem: `${path}: larger than the ${MAX_OWNERS_BYTES} bytes fbc-bot reads` });
    else blobs.push(e.oid);
  }
  const data = readBlobs(repo, [...new Set(blobs)]);
  for (const [path, e] of entries) if (!out.has(path)) out.set(path, { text: data.get(e.oid)!.toString('utf8') });
  return out;
}
