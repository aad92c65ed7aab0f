// Adapter: what a commit's checkout would put at a place in the work tree, and where that tree is.
import { git, gitRun } from './git.js';

/** The top of the work tree `dir` is in, or undefined when it is in none. */
export function workTreeTop(dir: string): string | undefined {
  const r = gitRun(dir, ['rev-parse', '--show-toplevel']);
  return r.status === 0 ? r.stdout.toString('utf8').replace(/\n$/, '') : undefined;
}

/** Whether `commit` tracks `path` (from the top of the tree, '/'-separated) or anything under it. */
export function tracks(repo: string, commit: string, path: string): boolean {
  // Literal pathspecs: a path holding `*` or `:` names that file, not a pattern or magic.
  return (
    git(repo, ['--literal-pathspecs', 'ls-tree', '-r', '-z', '--name-only', '--full-tree', commit, '--', path]).length >
    0
  );
}
