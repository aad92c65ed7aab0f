// Paths in the text report as a terminal can open them: relative to the working directory, not
// to the repository root the findings carry (from a subdirectory, `catalogs/v4.16/…` names nothing).
// The JSON, SARIF and the comment keep repository-relative paths: they are read elsewhere.
import { join, relative, resolve, sep } from 'node:path';
import { reportBase, toPosix } from '../source/dir-catalogs.js';
import { isGitSource } from '../source/git-source-ref.js';
import type { ShowPath } from '../report/text-lines.js';

/**
 * How the text report shows a path of a report whose paths are relative to `root`: from `cwd`
 * when `cwd` is inside `root`'s work tree; as they are otherwise (a --repo elsewhere would make
 * every line a climb of `../`).
 */
export function pathsFrom(root: string, cwd: string): ShowPath {
  const r = resolve(root);
  const c = resolve(cwd);
  if (c === r || !(c + sep).startsWith(r + sep)) return (p) => p;
  // A file inside an image (image:<pull spec>:/configs/…) is nowhere on disk.
  return (p) => (p.startsWith('image:') ? p : toPosix(relative(c, join(r, p))) || '.');
}

/** The root a command's report paths are relative to: the work tree holding SOURCE (git: the repository's). */
export function reportRoot(source: string, repo: string | undefined): string {
  if (isGitSource(source)) return reportBase(repo ?? '.');
  return reportBase(repo === undefined ? source : resolve(repo, source));
}
