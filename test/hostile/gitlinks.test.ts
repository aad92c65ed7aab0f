// A submodule (gitlink) inside a catalog directory: a checkout holds an empty directory or another
// repository's files there, which no review has read. It is a finding naming the path, and the
// review refuses a pull request that adds one (git tree entries other than files and symlinks).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog, review } from '../ownership/scenario.js';

/** Commit a gitlink at `path` pointing at `target` (any commit id: submodules are not fetched). */
function addGitlink(repo: string, path: string, target: string): string {
  git(repo, 'update-index', '--add', '--cacheinfo', `160000,${target},${path}`);
  // An empty directory, as a clone without submodules has: later `git add -A` keeps the entry.
  mkdirSync(join(repo, path), { recursive: true });
  git(repo, 'commit', '-q', '-m', `submodule ${path}`);
  return git(repo, 'rev-parse', 'HEAD').trim();
}

const notFile = (findings: { rule: string; file?: string; introduced?: boolean }[]): string[] =>
  findings.filter((f) => f.rule === 'catalog-entry-not-file').map((f) => `${f.file} ${f.introduced}`);

describe('gitlinks in a catalog', () => {
  it("an owner adding a submodule to their package's directory is refused, the path named", async () => {
    const { repo, base } = communityRepo();
    const head = addGitlink(repo, 'catalogs/v4.16/foo/vendored', base);
    const r = await review(repo, base, head, 'alice');
    expect(notFile(r.findings as never)).toEqual(['catalogs/v4.16/foo/vendored true']);
    expect(r.autoMerge).toEqual({ eligible: false, reasons: ['1 error introduced'] });
    expect(r.code).toBe(1);
  });
  it('one base already had is reported, not introduced; validate names it too', async () => {
    const { repo, base: first } = communityRepo();
    const base = addGitlink(repo, 'catalogs/v4.16/foo/vendored', first);
    const head = commit(repo, 'foo v2', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const r = await review(repo, base, head, 'alice');
    expect(notFile(r.findings as never)).toEqual(['catalogs/v4.16/foo/vendored false']);
    expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
    const v = await run('validate', '--repo', repo, '--format', 'json', `git:${head}:catalogs/v4.16`);
    expect(v.code).toBe(1);
    expect(
      JSON.parse(v.out)
        .findings.filter((f: { rule: string }) => f.rule === 'catalog-entry-not-file')
        .map((f: { file: string }) => f.file),
    ).toEqual(['catalogs/v4.16/foo/vendored']);
  });
});
