// The cache directory holds results the review trusts as its own. A checkout of the pull request
// (mode analyze, or review on `pull_request`) puts the pull request's files in the work tree: a
// cache file committed where cache-dir points would decide the pull request's own findings. The
// cache is used only when no commit the run knows of tracks the file it would read.
import { lstatSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import { cacheFile } from '../cache/file-cache.js';
import { tracks, workTreeTop } from '../git/tracked.js';

const inside = (top: string, path: string): string | undefined => {
  const rel = relative(top, path);
  // `..cache` is a name inside `top`; only `..` itself as the first segment leads out of it.
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)
    ? undefined
    : rel.split(sep).join('/');
};

/**
 * Why the cache in `dir` must not be used (a commit among `commits` tracks its file, or what a
 * link there leads to), or undefined when it may be. `commits` may name ones this clone lacks.
 */
export function committedCache(workspace: string, dir: string, commits: readonly string[]): string | undefined {
  return committedFile(workspace, cacheFile(dir), commits);
}

/** Why `file` must not be trusted (a commit among `commits` tracks it, or what a link there leads to), if so. */
export function committedFile(workspace: string, file: string, commits: readonly string[]): string | undefined {
  try {
    lstatSync(file);
  } catch {
    // Nothing there (or nothing readable): nothing is read, a new cache is written.
    return undefined;
  }
  const top = workTreeTop(workspace);
  if (top === undefined) return undefined;
  const realTop = realpathSync(top);
  let real: string | undefined;
  try {
    real = realpathSync(file);
  } catch {
    real = undefined;
  }
  const paths = [
    ...new Set(
      [inside(top, file), real === undefined ? undefined : inside(realTop, real)].filter(
        (p): p is string => p !== undefined,
      ),
    ),
  ];
  for (const commit of commits) {
    for (const path of paths) {
      let tracked: boolean;
      try {
        tracked = tracks(workspace, commit, path);
      } catch {
        // A commit this clone does not have put nothing in its work tree.
        continue;
      }
      if (tracked) return `${path} is in the tree of ${commit}`;
    }
  }
  return undefined;
}
