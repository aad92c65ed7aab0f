// Adapter: a commit's ancestry — the commit n first parents back, how many commits a range holds,
// whether one commit is in another's history.
import { GitError, gitRun } from './git.js';

/** The commit `n` first parents before `sha`, or undefined when this clone's history is shorter. */
export function firstParentBack(repo: string, sha: string, n: number): string | undefined {
  const r = gitRun(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${sha}~${n}^{commit}`]);
  return r.status === 0 ? r.stdout.toString('utf8').trim() : undefined;
}

/** How many commits other than merges `to` has that `from` does not. */
export function commitCount(repo: string, from: string, to: string): number {
  const r = gitRun(repo, ['rev-list', '--count', '--no-merges', '--end-of-options', `${from}..${to}`]);
  if (r.status !== 0) throw new GitError(r.stderr || `git rev-list failed (exit ${r.status})`);
  return Number(r.stdout.toString('utf8').trim());
}

/** Whether `ancestor` is in the history of `commit` (or is it). */
export function isAncestor(repo: string, ancestor: string, commit: string): boolean {
  const r = gitRun(repo, ['merge-base', '--is-ancestor', '--end-of-options', ancestor, commit]);
  if (r.status === 0) return true;
  if (r.status === 1 && r.stderr === '') return false;
  throw new GitError(r.stderr || `git merge-base --is-ancestor failed (exit ${r.status})`);
}
