// Adapter: when a commit was made (its committer time), the creation time of what is built from it.
import { git, GitError } from './git.js';

/** Seconds since the epoch of the commit's committer date. */
export function commitTime(repo: string, commit: string): number {
  const out = git(repo, ['show', '-s', '--format=%ct', '--end-of-options', commit]).toString('utf8').trim();
  if (!/^\d+$/.test(out)) throw new GitError(`git gave no commit time for ${commit}`);
  return Number(out);
}
