// An owner of one package writing another package's documents into their own directory: the
// review must ask the other package's owners, and where each directory holds one package, refuse
// the misplacement outright. Real git repositories, `fbc-bot review` as the Action runs it.
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc } from '../helpers/fixture.js';
import { commit, git, newRepo } from '../helpers/git.js';
import { communityRepo, ownershipRules, pkgCatalog, review, reviewArgs } from '../ownership/scenario.js';
import type { PartCache } from '../../src/diff/incremental.js';
import type { FileSummary } from '../../src/diff/parts.js';
import { ownershipEntries } from '../../src/ownership/ownership-entry.js';
import { runReview } from '../../src/pipeline/review-run.js';

const FOO = 'catalogs/v4.16/foo/catalog.yaml';
/** bar's (owner carol) new channel and bundle, from a registry the policy allows. */
const BAR_TAKEOVER =
  channelDoc('- name: bar.v9.9.9\n  replaces: bar.v0.1.0\n', 'fast', 'bar') +
  bundleDoc({ name: 'bar.v9.9.9', pkg: 'bar', image: 'quay.io/example/evil:v9.9.9' });
const BAR_DEPRECATED =
  '---\nschema: olm.deprecations\npackage: bar\nentries:\n- reference:\n    schema: olm.package\n  ' +
  'message: bar is gone, use foo\n';

const misplaced = (r: Awaited<ReturnType<typeof review>>): string[] =>
  r.findings
    .filter((f) => f.rule === 'package-directory-mismatch')
    .map((f) => `${f.package} ${f.file}:${(f as { line?: number }).line}`);

const misplacedIntroduced = (r: Awaited<ReturnType<typeof review>>): (boolean | undefined)[] =>
  r.findings
    .filter((f) => f.rule === 'package-directory-mismatch')
    .map((f) => (f as { introduced?: boolean }).introduced);

describe("documents of another package in one's own directory", () => {
  it("a channel and a bundle of bar added in foo/ need bar's owners, and are misplaced", async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'takeover', { [FOO]: pkgCatalog('foo') + BAR_TAKEOVER });
    const r = await review(repo, base, head, 'alice');
    expect(r.autoMerge.eligible).toBe(false);
    expect(r.status).toEqual({ bar: 'pending', foo: 'approved' });
    expect(r.ownership.packages.find((p) => p.package === 'bar')).toMatchObject({
      catalog: 'catalogs/v4.16',
      owners: ['carol'],
    });
    expect(r.autoMerge.reasons).toContain('package bar awaits an approval of the head commit by an owner');
    expect(ownershipRules(r)).toEqual(['ownership-unapproved bar']);
    expect(misplaced(r)).toEqual([`bar ${FOO}:22`]);
    // The comment names bar and who can approve it.
    const md = await run(...reviewArgs(repo, base, head, 'alice'), '--format', 'markdown');
    expect(md.out).toMatch(/package `bar` is not approved[^\n]*`carol`/);
    expect(md.out).toMatch(/\| bar \| catalogs\/v4.16 \| carol \| — \| ⏳ pending/);
  });
  it('refused even when both owners approve: the misplacement is an error, not an approval matter', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'takeover', { [FOO]: pkgCatalog('foo') + BAR_TAKEOVER });
    const r = await review(repo, base, head, 'alice', [{ login: 'carol', state: 'APPROVED', commit: head }]);
    expect(r.status).toEqual({ bar: 'approved', foo: 'approved' });
    expect(r.autoMerge).toEqual({ eligible: false, reasons: ['1 error introduced'] });
    expect(r.findings.find((f) => f.rule === 'package-directory-mismatch')!.message).toBe(
      '2 documents of package "bar" added or changed in the directory "foo/" (the first here), which holds ' +
        '"foo" in base: this repository keeps each package in a directory of its own (packageDirectories); ' +
        'the package is in "bar/"',
    );
    expect(r.code).toBe(1);
  });
  it('an olm.deprecations document deprecating bar, written in foo/', async () => {
    const { repo, base } = communityRepo();
    const r = await review(
      repo,
      base,
      commit(repo, 'deprecate', { [FOO]: pkgCatalog('foo') + BAR_DEPRECATED }),
      'alice',
    );
    expect(r.autoMerge.eligible).toBe(false);
    expect(r.status).toEqual({ bar: 'pending', foo: 'approved' });
    expect(misplaced(r)).toEqual([`bar ${FOO}:22`]);
  });
  it('a document of a schema opm does not know, and keys in any case, still name their package', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'meta', {
      'catalogs/v4.16/foo/extra.yaml': '---\nschema: example.com/banner\nPackage: bar\nbanner: evil\n',
    });
    const r = await review(repo, base, head, 'alice');
    expect(r.status).toEqual({ bar: 'pending', foo: 'approved' });
    expect(misplaced(r)).toEqual(['bar catalogs/v4.16/foo/extra.yaml:2']);
  });
  it("a new package written into another package's directory is that directory's, and misplaced", async () => {
    const { repo, base } = communityRepo();
    const r = await review(
      repo,
      base,
      commit(repo, 'new pkg', { 'catalogs/v4.16/foo/baz.yaml': pkgCatalog('baz') }),
      'alice',
    );
    expect(r.status).toEqual({ foo: 'approved' });
    expect(misplaced(r)).toEqual(['baz catalogs/v4.16/foo/baz.yaml:2']);
    expect(r.autoMerge.eligible).toBe(false);
  });
  it(
    'a package name that is no path segment, in a file directly in the catalog root: no owners to look up, no ' +
      'git error',
    async () => {
      const { repo, base } = communityRepo();
      for (const name of ['../../x', 'a/b', '.']) {
        const r = await review(
          repo,
          base,
          commit(repo, name, {
            'catalogs/v4.16/x.yaml': `---\nschema: example.com/x\npackage: ${JSON.stringify(name)}\n`,
          }),
          'alice',
        );
        expect(r.status).toEqual({ [name]: 'no-owners' });
        expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain(
          'it is not a name a directory or owners file can have',
        );
      }
    },
  );
  it(
    'a document reached through a symlink, or un-ignored by an .indexignore edit, counts where the catalog ' +
      'reads it',
    async () => {
      const { repo, base } = communityRepo({
        'catalogs/v4.16/foo/.indexignore': 'notes.txt\n',
        'catalogs/v4.16/foo/notes.txt': BAR_DEPRECATED,
      });
      const unignored = await review(
        repo,
        base,
        commit(repo, 'unignore', { 'catalogs/v4.16/foo/.indexignore': '# nothing\n' }),
        'alice',
      );
      expect(unignored.status).toEqual({ bar: 'pending', foo: 'approved' });
      const r2 = communityRepo({
        'catalogs/v4.16/foo/.indexignore': 'notes.txt\n',
        'catalogs/v4.16/foo/notes.txt': BAR_DEPRECATED,
      });
      const linked = await review(
        r2.repo,
        r2.base,
        commit(r2.repo, 'link', { 'catalogs/v4.16/foo/more.yaml': { symlink: 'notes.txt' } }),
        'alice',
      );
      expect(linked.status).toEqual({ bar: 'pending', foo: 'approved' });
    },
  );
  it('a package the base branch gained after the pull request branched is owned where base now keeps it', async () => {
    const { repo, base: forked } = communityRepo({ '.github/fbc-bot.yaml': 'maintainers: [mia]\n' });
    git(repo, 'checkout', '-q', '-b', 'pr');
    const head = commit(repo, 'baz in foo', { [FOO]: pkgCatalog('foo') + pkgCatalog('baz') });
    git(repo, 'checkout', '-q', 'main');
    const base = commit(repo, 'baz', {
      'catalogs/v4.16/baz/catalog.yaml': pkgCatalog('baz'),
      'operators/baz/ci.yaml': '---\nreviewers:\n  - zed\n',
    });
    expect(base).not.toBe(forked);
    const r = await review(repo, base, head, 'alice');
    expect(r.status).toEqual({ baz: 'pending', foo: 'approved' });
    expect(r.ownership.packages.find((p) => p.package === 'baz')!.owners).toEqual(['zed']);
    // The tip's files the diff did not see are summarized once, into the caller's cache too: the
    // Action's next re-evaluation does not read them again.
    const summaries = new Map<string, FileSummary>();
    const cache: PartCache = {
      summary: (id) => summaries.get(id),
      setSummary: (id, s) => void summaries.set(id, s),
      part: () => undefined,
      setPart: () => undefined,
    };
    const again = await runReview({ repo, base, head, author: 'alice', cache });
    expect(ownershipEntries(again.decision).find((p) => p.package === 'baz')!.owners).toEqual(['zed']);
    const tipOnly = git(repo, 'rev-parse', `${base}:catalogs/v4.16/baz/catalog.yaml`).trim();
    expect(summaries.get(tipOnly)?.packages).toEqual(['baz']);
  });
  it("deleting a file that holds bar's documents needs bar's owners", async () => {
    const { repo, base } = communityRepo({ 'catalogs/v4.16/foo/bar-extra.yaml': BAR_DEPRECATED });
    const r = await review(repo, base, commit(repo, 'rm', { 'catalogs/v4.16/foo/bar-extra.yaml': null }), 'alice');
    expect(r.status).toEqual({ bar: 'pending', foo: 'approved' });
    // Removing a misplaced document is no misplacement.
    expect(misplaced(r)).toEqual([]);
  });
});

describe('what a legitimate change keeps', () => {
  it(
    'a directory need not be named for its package (konflux/ holds konflux-operator): its owners, nothing ' +
      'misplaced',
    async () => {
      const { repo, base } = communityRepo({
        'catalogs/v4.16/konflux/catalog.yaml': pkgCatalog('konflux-operator'),
        'operators/konflux/ci.yaml': '---\nreviewers:\n  - kim\n',
      });
      const r = await review(
        repo,
        base,
        commit(repo, 'v2', { 'catalogs/v4.16/konflux/catalog.yaml': pkgCatalog('konflux-operator', 2) }),
        'kim',
      );
      expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
      expect(r.ownership.packages.map((p) => p.package)).toEqual(['konflux']);
      // Its first catalog, in a new catalog version, and a package new to base in a new directory: the same.
      const first = await review(
        repo,
        base,
        commit(repo, 'v4.17', { 'catalogs/v4.17/konflux/catalog.yaml': pkgCatalog('konflux-operator') }),
        'kim',
      );
      expect(first.autoMerge).toEqual({ eligible: true, reasons: [] });
      // Someone else's documents of konflux-operator, from foo/: konflux's owner is asked.
      const taken = await review(
        repo,
        base,
        commit(repo, 'takeover', {
          [FOO]: pkgCatalog('foo') + BAR_DEPRECATED.replace('package: bar', 'package: konflux-operator'),
        }),
        'alice',
      );
      expect(taken.status).toEqual({ foo: 'approved', konflux: 'pending' });
      expect(misplaced(taken)).toEqual([`konflux-operator ${FOO}:22`]);
    },
  );

  it("an owner changing only their own package's documents is eligible, and names only it", async () => {
    const { repo, base } = communityRepo();
    const r = await review(repo, base, commit(repo, 'v2', { [FOO]: pkgCatalog('foo', 2) }), 'alice');
    expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
    expect(r.ownership.packages.map((p) => p.package)).toEqual(['foo']);
  });
  it('a directory renamed, or a package renamed in its directory, as a whole is no misplacement', async () => {
    const { repo, base } = communityRepo();
    const moved = await review(
      repo,
      base,
      commit(repo, 'rename dir', {
        'catalogs/v4.16/bar': null,
        'catalogs/v4.16/bar-operator/catalog.yaml': pkgCatalog('bar'),
      }),
      'mia',
    );
    expect(misplaced(moved)).toEqual([]);
    expect(moved.autoMerge).toEqual({ eligible: true, reasons: [] });
    const renamed = await review(
      repo,
      base,
      commit(repo, 'rename pkg', {
        'catalogs/v4.16/bar-operator': null,
        'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar2'),
      }),
      'carol',
    );
    expect(misplaced(renamed)).toEqual([]);
    // Half moved: bar now lives in two directories.
    const split = await review(
      repo,
      base,
      commit(repo, 'split', {
        'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar'),
        'catalogs/v4.16/bar-extra/more.yaml': BAR_DEPRECATED,
      }),
      'mia',
    );
    expect(misplaced(split)).toEqual(['bar catalogs/v4.16/bar-extra/more.yaml:2']);
  });
  it(
    'a misplaced document base already had is not introduced, and a change beside it does not name ' + 'its package',
    async () => {
      const { repo, base } = communityRepo({
        [FOO]: pkgCatalog('foo') + '---\nschema: example.com/banner\npackage: bar\nbanner: old\n',
      });
      const r = await review(
        repo,
        base,
        commit(repo, 'v2', {
          [FOO]: pkgCatalog('foo', 2) + '---\nschema: example.com/banner\npackage: bar\nbanner: old\n',
        }),
        'alice',
      );
      expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
      expect(r.status).toEqual({ foo: 'approved' });
      // Edited in place: bar's owners are asked, the misplacement is base's.
      const edited = await review(
        repo,
        base,
        commit(repo, 'edit', {
          [FOO]: pkgCatalog('foo') + '---\nschema: example.com/banner\npackage: bar\nbanner: new\n',
        }),
        'alice',
        [{ login: 'carol', state: 'APPROVED', commit: git(repo, 'rev-parse', 'HEAD').trim() }],
      );
      expect(edited.status).toEqual({ bar: 'approved', foo: 'approved' });
      expect(misplacedIntroduced(edited)).toEqual([false]);
      expect(edited.autoMerge.eligible).toBe(true);
      // Edited, and one more added beside it: more misplaced documents than before, introduced.
      const more = await review(
        repo,
        base,
        commit(repo, 'more', {
          [FOO]: pkgCatalog('foo') + '---\nschema: example.com/banner\npackage: bar\nbanner: new\n' + BAR_DEPRECATED,
        }),
        'alice',
      );
      expect(misplacedIntroduced(more)).toEqual([true]);
      expect(more.autoMerge.eligible).toBe(false);
    },
  );
  it("bar's owner's approval goes stale when bar's documents change after it, wherever they are", async () => {
    const { repo, base } = communityRepo({ '.github/fbc-bot.yaml': 'maintainers: [mia]\n' });
    const first = commit(repo, 'bar in foo', { [FOO]: pkgCatalog('foo') + BAR_DEPRECATED });
    const carol = [{ login: 'carol', state: 'APPROVED' as const, commit: first }];
    // A later change to foo's own documents leaves it standing.
    const fooOnly = commit(repo, 'foo v2', { [FOO]: pkgCatalog('foo', 2) + BAR_DEPRECATED });
    expect((await review(repo, base, fooOnly, 'alice', carol)).status).toEqual({ bar: 'approved', foo: 'approved' });
    const barAgain = commit(repo, 'bar again', {
      [FOO]: pkgCatalog('foo', 2) + BAR_DEPRECATED.replace('use foo', 'use foo now'),
    });
    expect((await review(repo, base, barAgain, 'alice', carol)).status).toEqual({ bar: 'pending', foo: 'approved' });
  });
});

describe('configured repositories', () => {
  it('without packageDirectories nothing is misplaced, and ci-yaml owners still decide bar', async () => {
    const { repo, base } = communityRepo({ '.github/fbc-bot.yaml': 'maintainers: [mia]\n' });
    const r = await review(repo, base, commit(repo, 'takeover', { [FOO]: pkgCatalog('foo') + BAR_TAKEOVER }), 'alice');
    expect(r.status).toEqual({ bar: 'pending', foo: 'approved' });
    expect(misplaced(r)).toEqual([]);
    const on = communityRepo({ '.github/fbc-bot.yaml': 'maintainers: [mia]\npackageDirectories: true\n' });
    expect(
      misplaced(
        await review(
          on.repo,
          on.base,
          commit(on.repo, 'takeover', { [FOO]: pkgCatalog('foo') + BAR_TAKEOVER }),
          'alice',
        ),
      ),
    ).toEqual([`bar ${FOO}:22`]);
  });
  it("CODEOWNERS: bar's owners are those of bar's files in base, not of the file its document was put in", async () => {
    const repo = newRepo();
    const base = commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'maintainers: [mia]\nowners:\n  source: codeowners\n',
      '.github/CODEOWNERS': '/catalogs/*/foo/ @alice\n/catalogs/*/bar/ @carol\n',
      [FOO]: pkgCatalog('foo'),
      'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar'),
    });
    const r = await review(
      repo,
      base,
      commit(repo, 'takeover', { [FOO]: pkgCatalog('foo') + BAR_DEPRECATED }),
      'alice',
    );
    expect(r.ownership.packages.map((p) => `${p.package}: ${p.owners.join(' ')} ${p.status}`)).toEqual([
      'bar: carol pending',
      'foo: alice approved',
    ]);
  });
  it(
    'a team directory grouping packages, without packageDirectories: its owners decide, nothing is ' + 'misplaced',
    async () => {
      const repo = newRepo();
      const base = commit(repo, 'base', {
        '.github/fbc-bot.yaml': 'maintainers: [mia]\nowners:\n  source: codeowners\n',
        '.github/CODEOWNERS': '/catalogs/*/team-a/ @alice\n',
        'catalogs/v4.16/team-a/catalog.yaml': pkgCatalog('foo') + pkgCatalog('bar'),
      });
      const r = await review(
        repo,
        base,
        commit(repo, 'bar v2', { 'catalogs/v4.16/team-a/catalog.yaml': pkgCatalog('foo') + pkgCatalog('bar', 2) }),
        'alice',
      );
      expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
      expect(r.ownership.packages.map((p) => `${p.package}: ${p.owners.join(' ')} ${p.status}`)).toEqual([
        'team-a: alice approved',
      ]);
    },
  );
});
