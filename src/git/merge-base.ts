// Adapter: the commit a pull request branched from. A review compares head with the merge base of
// base and head, not with base itself: once the base branch moved on, base → head would show every
// change made on the base branch since as if the pull request reverted it.
import { GitError, gitRun, isShallow } from './git.js';

/**
 * The best common ancestor of two commits (full ids). GitError when there is none in this clone:
 * a shallow clone lacks the history that holds it; unrelated histories have none to compare with.
 */
export function mergeBase(repo: string, base: string, head: string): string {
  const r = gitRun(repo, ['merge-base', '--end-of-options', base, head]);
  const out = r.stdout.toString('utf8').trim();
  if (r.status === 0 && out !== '') return out.split('\n')[0]!;
  // Exit 1 without a message: the two histories share no commit (as far as this clone can see).
  if (r.status !== 1 || r.stderr !== '') throw new GitError(r.stderr || `git merge-base failed (exit ${r.status})`);
  const where = `no common ancestor of base ${base} and head ${head} in ${repo}`;
  if (isShallow(repo))
    throw new GitError(
      `${where}: this is a shallow clone, and the commit the pull request branched from is not in it; ` +
        `fetch the whole history (\`fetch-depth: 0\` with actions/checkout, or \`git fetch --unshallow\`)`,
    );
  throw new GitError(`${where}: their histories are unrelated, so there is nothing to compare the head with`);
}
