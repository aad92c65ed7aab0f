// Adapter: making sure the commits to review are in the checkout's repository. actions/checkout
// fetches one commit; the review needs base, head (a fork's head too: GitHub serves it under
// refs/pull/N/head) and the commits approvals were given on. Fetched as objects, never checked
// out: pull request content is only ever read as data.
import { spawnSync } from 'node:child_process';
import { findCommit } from '../git/changes.js';
import { GitError } from '../git/git.js';

function git(repo: string, args: readonly string[]): { status: number | null; stderr: string } {
  const r = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.error) throw new GitError(`cannot run git: ${r.error.message}`);
  return { status: r.status, stderr: r.stderr };
}

/**
 * Fetches whichever of `shas` the repository lacks from `remote`, with the pull request's head
 * ref when given. Throws GitError naming the commits still missing among `required`.
 */
export function ensureCommits(repo: string, required: readonly string[], optional: readonly string[], pullNumber?: number, remote = 'origin'): void {
  const lacking = (list: readonly string[]): string[] => [...new Set(list)].filter((s) => findCommit(repo, s) === undefined);
  const need = lacking(required);
  const fetch = (refs: readonly string[]): { status: number | null; stderr: string } =>
    git(repo, ['-c', 'protocol.version=2', 'fetch', '--no-tags', '--no-recurse-submodules', '--quiet', remote, ...refs]);
  if (need.length > 0) {
    const r = fetch([...need, ...(pullNumber !== undefined ? [`+refs/pull/${pullNumber}/head:refs/remotes/${remote}/pr/${pullNumber}`] : [])]);
    const still = lacking(required);
    if (still.length > 0) throw new GitError(`commit(s) ${still.join(', ')} are not in ${repo} and could not be fetched from ${remote}${r.status !== 0 ? `: ${r.stderr.trim().slice(0, 500)}` : ''}`);
  }
  // Commits approvals were given on may be gone (a force push): an approval on a commit that
  // cannot be read does not stand, so a failed fetch here only costs that approval.
  const extra = lacking(optional);
  if (extra.length > 0) fetch(extra);
}
