// Adapter: making sure the commits to review are in the checkout's repository. actions/checkout
// fetches one commit; the review needs base, head (a fork's head too: GitHub serves it under
// refs/pull/N/head) and the commits approvals were given on. Fetched as objects, never checked
// out: pull request content is only ever read as data.
import { findCommit } from './changed-paths.js';
import { git, GitError, isShallow, remoteUnreachable } from './git.js';
import { mergeBase } from './merge-base.js';

/** Fetches `args` from `remote`: git's complaint when that fails, undefined when it succeeds. */
function tryFetch(repo: string, remote: string, args: readonly string[]): string | undefined {
  try {
    git(repo, [
      '-c',
      'protocol.version=2',
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      '--quiet',
      remote,
      ...args,
    ]);
    return undefined;
  } catch (e) {
    if (e instanceof GitError) return e.message;
    throw e;
  }
}

/**
 * Fetches whichever of `shas` the repository lacks from `remote`, with the pull request's head
 * ref when given. Throws GitError naming the commits still missing among `required`.
 */
export function ensureCommits(
  repo: string,
  required: readonly string[],
  optional: readonly string[],
  pullNumber?: number,
  remote = 'origin',
): void {
  const lacking = (list: readonly string[]): string[] =>
    [...new Set(list)].filter((s) => findCommit(repo, s) === undefined);
  const need = lacking(required);
  if (need.length > 0) {
    const failure = tryFetch(repo, remote, [
      ...need,
      ...(pullNumber !== undefined ? [`+refs/pull/${pullNumber}/head:refs/remotes/${remote}/pr/${pullNumber}`] : []),
    ]);
    const still = lacking(required);
    if (still.length > 0)
      throw new GitError(
        `commit(s) ${still.join(', ')} are not in ${repo} and could not be fetched from ${remote}` +
          `${failure !== undefined ? `: ${failure.slice(0, 500)}` : ''}`,
        failure !== undefined && remoteUnreachable(failure),
      );
  }
  // Commits approvals were given on may be gone (a force push): an approval on a commit that
  // cannot be read does not stand, so a failed fetch here only costs that approval.
  const extra = lacking(optional);
  if (extra.length > 0) tryFetch(repo, remote, extra);
}

/**
 * The review compares head with the merge base of base and head: in a shallow checkout whose
 * history does not reach it, the whole history is fetched once. When that fails too, the review
 * stops on mergeBase's error, which says to check out with `fetch-depth: 0`.
 */
export function ensureMergeBase(repo: string, base: string, head: string, remote = 'origin'): void {
  if (!isShallow(repo)) return;
  try {
    mergeBase(repo, base, head);
    return;
  } catch (e) {
    if (!(e instanceof GitError)) throw e;
  }
  tryFetch(repo, remote, ['--unshallow']);
}
