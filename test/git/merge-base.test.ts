// A pull request is reviewed against the commit it branched from: commits the base branch gained
// since are not the pull request's changes. Real repositories; shallow clones over file://.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureMergeBase } from '../../src/git/fetch.js';
import { GitError } from '../../src/git/git.js';
import { mergeBase } from '../../src/git/merge-base.js';
import { commit, git, newRepo } from '../helpers/git.js';
import { communityRepo, pkgCatalog, review } from '../ownership/scenario.js';

const cloneEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

/** base: foo and bar; the pull request changes foo; then main changes bar twice (a package added, one bumped). */
function movedOn(): { repo: string; branched: string; mainTip: string; head: string } {
  const { repo, base: branched } = communityRepo();
  git(repo, 'checkout', '-q', '-b', 'pr');
  const head = commit(repo, 'foo v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
  git(repo, 'checkout', '-q', 'main');
  commit(repo, 'bar v2', { 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) });
  const mainTip = commit(repo, 'baz', {
    'catalogs/v4.17/baz/catalog.yaml': pkgCatalog('baz'),
    'operators/baz/ci.yaml': '---\nreviewers:\n  - zed\n',
  });
  return { repo, branched, mainTip, head };
}

describe('the merge base', () => {
  it('review: only what the pull request changed, though main moved on', async () => {
    const { repo, branched, mainTip, head } = movedOn();
    expect(mergeBase(repo, mainTip, head)).toBe(branched);

    const r = await review(repo, mainTip, head, 'alice');

    expect(r.findings.map((f) => `${f.rule} ${f.package ?? ''}`).filter((s) => /bar|baz/.test(s))).toEqual([]);
    expect(r.ownership.packages.map((p) => p.package)).toEqual(['foo']);
    expect(r.verdict).toBe('pass');
    expect(r.rules).toContain('bundle-added');
    // Against main's tip itself, bar's bump and baz would show as the pull request's removals.
    const direct = git(repo, 'diff', '--name-only', mainTip, head).trim().split('\n');
    expect(direct).toEqual(
      expect.arrayContaining(['catalogs/v4.16/bar/catalog.yaml', 'catalogs/v4.17/baz/catalog.yaml']),
    );
  });

  it('unrelated histories: a clear error, no review', async () => {
    const { repo, base } = communityRepo();
    const other = newRepo();
    const lone = commit(other, 'elsewhere', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    git(repo, 'fetch', '-q', other, lone);

    expect(() => mergeBase(repo, base, lone)).toThrow(
      `no common ancestor of base ${base} and head ${lone} in ${repo}: their histories are unrelated`,
    );
    await expect(review(repo, base, lone, 'alice')).rejects.toThrow(/cannot review .*their histories are unrelated/);
  });

  it('a shallow checkout: the history fetched when it can be, else "fetch-depth: 0" said', () => {
    const { repo: origin, mainTip, head, branched } = movedOn();
    const checkout = join(mkdtempSync(join(tmpdir(), 'fbc-shallow-')), 'c');
    execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', 'pr', `file://${origin}`, checkout], {
      env: cloneEnv,
    });
    execFileSync('git', ['-C', checkout, 'fetch', '-q', '--depth', '1', 'origin', mainTip], { env: cloneEnv });

    expect(() => mergeBase(checkout, mainTip, head)).toThrow(GitError);
    expect(() => mergeBase(checkout, mainTip, head)).toThrow(
      'this is a shallow clone, and the commit the pull request branched from is not in it; fetch the ' +
        'whole history (`fetch-depth: 0` with actions/checkout',
    );

    // Without a reachable remote the checkout stays as it was, and the error stands.
    ensureMergeBase(checkout, mainTip, head, 'nowhere');
    expect(() => mergeBase(checkout, mainTip, head)).toThrow('fetch-depth: 0');

    ensureMergeBase(checkout, mainTip, head);
    expect(mergeBase(checkout, mainTip, head)).toBe(branched);
  });
});
