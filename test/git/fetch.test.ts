// Commits a shallow checkout lacks are fetched (as objects, nothing checked out); a required one
// the remote does not have is a clear error, an optional one is only skipped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCommits } from '../../src/git/fetch.js';
import { findCommit } from '../../src/git/changed-paths.js';
import { GitError } from '../../src/git/git.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';

describe('ensureCommits', () => {
  it('fetches the base and head a depth-1 checkout lacks; refuses a commit the remote lacks', () => {
    const { repo: origin, base } = communityRepo();
    const head = commit(origin, 'v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    git(origin, 'checkout', '-q', '-b', 'other', base);
    const checkout = join(mkdtempSync(join(tmpdir(), 'fbc-shallow-')), 'c');
    execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', 'other', `file://${origin}`, checkout], {
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
    });
    expect(findCommit(checkout, head)).toBeUndefined();

    ensureCommits(checkout, [base, head], ['f'.repeat(40)]);
    expect(findCommit(checkout, head)).toBe(head);
    expect(git(checkout, 'diff', '--name-only', base, head).trim()).toBe('catalogs/v4.16/foo/catalog.yaml');

    const nowhere = 'e'.repeat(40);
    expect(() => ensureCommits(checkout, [nowhere], [])).toThrow(GitError);
    expect(() => ensureCommits(checkout, [nowhere], [])).toThrow(
      `commit(s) ${nowhere} are not in ${checkout} and could not be fetched from origin`,
    );
  });
});
