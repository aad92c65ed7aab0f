// A blob-less partial clone (actions/checkout's `filter: blob:none`, from a file:// origin that
// allows filters): the review reads its blobs with one fetch per batch, not one round trip per
// blob as git's lazy fetch makes them, and finds what it finds in a complete clone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blobSizes, promisorRemote, readBlobs } from '../../src/git/blobs.js';
import { runReview } from '../../src/pipeline/review-run.js';
import { commit, git } from '../helpers/git.js';
import { ciYaml, communityRepo, pkgCatalog } from '../ownership/scenario.js';

const cloneEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

function origin(): { repo: string; base: string; head: string } {
  // Packages of their own content in three catalogs: blobs enough that one request per blob shows.
  const others: Record<string, string> = {};
  for (const [i, pkg] of ['bar', 'baz', 'qux'].entries())
    for (const v of ['v4.16', 'v4.17', 'v4.18']) others[`catalogs/${v}/${pkg}/catalog.yaml`] = pkgCatalog(pkg, i + 2);
  const { repo, base } = communityRepo(others);
  git(repo, 'checkout', '-q', '-b', 'pr');
  const head = commit(repo, 'foo v0.2.0', {
    'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2),
    'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2),
    'operators/foo/ci.yaml': ciYaml('alice'),
  });
  git(repo, 'checkout', '-q', 'main');
  git(repo, 'config', 'uploadpack.allowFilter', 'true');
  git(repo, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  return { repo, base, head };
}

/** A clone of the history without a single blob, as `fetch-depth: 0` with `filter: blob:none` makes it. */
function blobless(from: string, filter = true): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'fbc-partial-')), 'c');
  execFileSync(
    'git',
    ['clone', '-q', '--no-checkout', ...(filter ? ['--filter=blob:none'] : []), `file://${from}`, dir],
    { env: cloneEnv },
  );
  git(dir, 'fetch', '-q', 'origin', '+refs/heads/*:refs/remotes/origin/*');
  return dir;
}

const missing = (repo: string): number =>
  git(repo, 'rev-list', '--objects', '--all', '--missing=print')
    .split('\n')
    .filter((l) => l.startsWith('?')).length;

/** How many times git served a fetch (upload-pack) while `fn` ran: the round trips to the remote. */
async function roundTrips<T>(fn: () => T | Promise<T>): Promise<{ value: T; trips: number }> {
  const trace = join(mkdtempSync(join(tmpdir(), 'fbc-trace-')), 'trace');
  process.env.GIT_TRACE = trace;
  try {
    const value = await fn();
    let text = '';
    try {
      text = readFileSync(trace, 'utf8');
    } catch {
      // no git command wrote a trace: nothing was fetched
    }
    return { value, trips: text.split('\n').filter((l) => /built-in: git upload-pack /.test(l)).length };
  } finally {
    delete process.env.GIT_TRACE;
    rmSync(trace, { force: true });
  }
}

afterEach(() => {
  delete process.env.GIT_TRACE;
});

describe('a blob-less partial clone', () => {
  it('fetches the blobs a read asks for in one request, and none it already has', async () => {
    const { repo: from, base } = origin();
    const clone = blobless(from);
    expect(promisorRemote(clone)).toBe('origin');
    const oids = [...new Set(git(clone, 'ls-tree', '-r', '--format=%(objectname)', base).trim().split('\n'))];
    expect(oids.length).toBeGreaterThanOrEqual(5);
    expect(missing(clone)).toBeGreaterThanOrEqual(oids.length);

    const first = await roundTrips(() => readBlobs(clone, oids));
    expect(first.trips).toBe(1);
    for (const oid of oids) expect(first.value.get(oid)?.toString()).toBe(git(from, 'cat-file', 'blob', oid));
    // Everything is here now: reading again asks the remote nothing, sizes included.
    const again = await roundTrips(() => blobSizes(clone, oids));
    expect(again.trips).toBe(0);
    expect([...again.value.values()].every((n) => n > 0)).toBe(true);
  });

  it('reviews a pull request as a complete clone does, each batch of blobs in one request', async () => {
    const { repo: from, base, head } = origin();
    const complete = blobless(from, false);
    const partial = blobless(from);
    expect(promisorRemote(complete)).toBeUndefined();
    const review = (repo: string) => runReview({ repo, base, head, author: 'alice' });
    const want = await review(complete);

    const { value: got, trips } = await roundTrips(() => review(partial));
    expect(got.verdict).toBe(want.verdict);
    expect(got.result.findings).toEqual(want.result.findings);
    expect(got.decision).toEqual(want.decision);
    expect([...new Set(got.result.changes.map((c) => c.catalog))]).toEqual(['catalogs/v4.16', 'catalogs/v4.17']);
    // One request for each batch the review reads: the configuration, every catalog of both sides
    // at once (no cache: the review reads them all), the owners files; not one per blob.
    const fetched = git(partial, 'cat-file', '--batch-all-objects', '--batch-check=%(objecttype)')
      .split('\n')
      .filter((t) => t === 'blob').length;
    expect(fetched).toBeGreaterThanOrEqual(7);
    expect(trips).toBeLessThan(fetched);
    expect(trips).toBeLessThanOrEqual(3);
  });
});
