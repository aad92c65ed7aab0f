// A full object id, once git resolved it in a repository, is not asked of git again by the same
// process (a review resolves its base and head several times, a git process each); a short id, a
// name, another repository and an id git did not find are asked every time.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCommit } from '../../src/git/changed-paths.js';
import { GitError, resolveCommit } from '../../src/git/git.js';
import { commit, git, newRepo } from '../helpers/git.js';

/** A repository with one commit, and that commit's id. */
function oneCommit(): { repo: string; sha: string } {
  const repo = newRepo();
  return { repo, sha: commit(repo, 'one', { a: 'a\n' }) };
}

/** Empties the repository's object store: git can no longer find any commit in it. */
function forget(repo: string): void {
  rmSync(join(repo, '.git'), { recursive: true, force: true });
  git(repo, 'init', '-q', '-b', 'main');
}

describe('commits resolved once per process', () => {
  it('a full id git resolved is answered again without git; short ids and names still ask git', () => {
    const { repo, sha } = oneCommit();
    expect(resolveCommit(repo, sha)).toBe(sha);
    const other = oneCommit();
    expect(findCommit(other.repo, other.sha)).toBe(other.sha);
    forget(repo);
    forget(other.repo);
    expect(resolveCommit(repo, sha)).toBe(sha);
    expect(findCommit(repo, sha)).toBe(sha);
    expect(resolveCommit(other.repo, other.sha)).toBe(other.sha);
    expect(findCommit(repo, sha.slice(0, 12))).toBeUndefined();
    expect(() => resolveCommit(repo, sha.slice(0, 12))).toThrow(GitError);
    expect(() => resolveCommit(repo, 'HEAD')).toThrow(GitError);
  });

  it('is kept per repository, and an id git did not find is asked again', () => {
    const { repo, sha } = oneCommit();
    expect(resolveCommit(repo, sha)).toBe(sha);
    const elsewhere = newRepo();
    expect(findCommit(elsewhere, sha)).toBeUndefined();
    expect(() => resolveCommit(elsewhere, sha)).toThrow(GitError);
    // Fetched since: now found.
    git(elsewhere, 'fetch', '-q', repo, 'main');
    expect(findCommit(elsewhere, sha)).toBe(sha);
  });
});
