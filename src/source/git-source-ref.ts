// A `git:<rev>:<path>` SOURCE, spelled out once for every command: what makes a SOURCE a git
// tree, and its revision and path. A SOURCE that starts `git:` but is not of that form, or whose
// path leaves the repository, is an error naming it, never a directory called "git:…".
import { posix } from 'node:path';
import type { GitRef } from '../git/git-source.js';
import { SourceError } from './source-error.js';

const PREFIX = 'git:';

/** Whether SOURCE names a git tree (well formed or not: gitSourceRef says). */
export const isGitSource = (source: string): boolean => source.startsWith(PREFIX);

/**
 * The revision and path of a git SOURCE; undefined for any other SOURCE. The revision runs to the
 * first colon after `git:` (`main~1`, `HEAD^2`; a revision has no colon), the path is the rest,
 * colons and all, from the repository root (empty or `.`: the root).
 */
export function gitSourceRef(source: string): GitRef | undefined {
  if (!isGitSource(source)) return undefined;
  const rest = source.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon <= 0)
    throw new SourceError(
      `a git source is git:<rev>:<path>, not "${source}" ` +
        `(${colon === 0 || rest === '' ? 'no revision' : 'no ":" after the revision'})`,
    );
  const path = posix.normalize(rest.slice(colon + 1) || '.');
  if (path === '..' || path.startsWith('../') || path.startsWith('/'))
    throw new SourceError(
      `cannot read ${source}: the path of a git source is relative to the repository root and stays inside it`,
    );
  return { rev: rest.slice(0, colon), path: path.replace(/\/$/, '') };
}
