// `fbc-bot review` on real temporary git repositories: who may change which package, approvals
// bound to the commit they were given on, paths outside the catalogs, configuration from base.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { ciYaml, communityRepo, ownershipRules, pkgCatalog, review } from '../ownership/scenario.js';
import { PER_FILE_CAP } from '../../src/report/cap.js';
import { joined } from '../helpers/regexp.js';

const V2 = { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) };

describe('the author', () => {
  it('an owner needs nobody else', async () => {
    const { repo, base } = communityRepo();
    const r = await review(repo, base, commit(repo, 'v2', V2), 'alice');
    expect(r.code).toBe(0);
    expect(r.ownership).toEqual({
      decision: 'approved',
      packages: [
        {
          catalog: 'catalogs/v4.16',
          package: 'foo',
          owners: ['alice', 'Bob'],
          approvedBy: ['alice'],
          status: 'approved',
        },
      ],
    });
    expect(r.autoMerge).toEqual({ eligible: true, reasons: [] });
  });
  it('a non-owner waits for an owner', async () => {
    const { repo, base } = communityRepo();
    const r = await review(repo, base, commit(repo, 'v2', V2), 'dave');
    // Nothing to fix, only an approval missing: pending, exit 3 (not a failure).
    expect(r.code).toBe(3);
    expect(r.verdict).toBe('pending');
    expect(r.status).toEqual({ foo: 'pending' });
    expect(ownershipRules(r)).toEqual(['ownership-unapproved foo']);
    expect(r.findings.find((f) => f.rule === 'ownership-unapproved')!.message).toContain(
      '"alice", "Bob" or a maintainer ("mia") can approve',
    );
    expect(r.autoMerge.eligible).toBe(false);
  });
  it('logins compare whole and case-insensitively, never by substring', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', V2);
    expect((await review(repo, base, head, 'ALICE')).status).toEqual({ foo: 'approved' });
    expect((await review(repo, base, head, 'bob')).status).toEqual({ foo: 'approved' });
    for (const who of ['ali', 'alice2', 'xalice', 'alice[bot]'])
      expect((await review(repo, base, head, who)).status).toEqual({ foo: 'pending' });
    expect(
      (await review(repo, base, head, 'dave', [{ login: 'Alic', state: 'APPROVED', commit: head }])).status,
    ).toEqual({ foo: 'pending' });
    expect(
      (await review(repo, base, head, 'dave', [{ login: 'BOB', state: 'APPROVED', commit: head }])).status,
    ).toEqual({ foo: 'approved' });
  });
  it('a bot listed as a reviewer is an ordinary owner', async () => {
    const { repo, base } = communityRepo({ 'operators/foo/ci.yaml': ciYaml('alice', 'release-bot[bot]') });
    const head = commit(repo, 'v2', V2);
    expect((await review(repo, base, head, 'release-bot[bot]')).status).toEqual({ foo: 'approved' });
    expect((await review(repo, base, head, 'release-bot')).status).toEqual({ foo: 'pending' });
  });
});

describe('approvals are bound to the commit they were given on', () => {
  it('an owner approving the head commit', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', V2);
    const r = await review(repo, base, head, 'dave', [{ login: 'Bob', state: 'APPROVED', commit: head }]);
    expect(r.code).toBe(0);
    expect(r.ownership.packages[0]!.approvedBy).toEqual(['Bob']);
  });
  it('an approval on an older commit goes stale when the package changes after it', async () => {
    const { repo, base } = communityRepo();
    const first = commit(repo, 'v2', V2);
    const head = commit(repo, 'v3', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
    const r = await review(repo, base, head, 'dave', [{ login: 'alice', state: 'APPROVED', commit: first }]);
    expect(r.status).toEqual({ foo: 'pending' });
    expect(r.findings.find((f) => f.rule === 'ownership-unapproved')!.message).toContain(
      `not counted: "alice" approved "${first.slice(0, 12)}"`,
    );
  });
  it('and still counts when only another package changed after it', async () => {
    const { repo, base } = communityRepo();
    const first = commit(repo, 'v2', V2);
    const head = commit(repo, 'bar v2', { 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) });
    const r = await review(repo, base, head, 'dave', [
      { login: 'alice', state: 'APPROVED', commit: first },
      { login: 'carol', state: 'COMMENTED', commit: head, body: 'looks good\n/approve\n' },
    ]);
    expect(r.status).toEqual({ foo: 'approved', bar: 'approved' });
    expect(r.code).toBe(0);
  });
  it('an approval naming a commit the repository does not have does not count', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', V2);
    for (const c of ['0123456789abcdef0123456789abcdef01234567', 'HEAD', 'not a sha']) {
      expect(
        (await review(repo, base, head, 'dave', [{ login: 'alice', state: 'APPROVED', commit: c }])).status,
      ).toEqual({ foo: 'pending' });
    }
  });
  it('/approve, then /approve cancel; CHANGES_REQUESTED withdraws too (pending, not denied)', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', V2);
    const approve = { login: 'alice', state: 'COMMENTED', commit: head, body: '/approve' } as const;
    expect((await review(repo, base, head, 'dave', [approve])).status).toEqual({ foo: 'approved' });
    const cancelled = await review(repo, base, head, 'dave', [
      approve,
      { login: 'Alice', state: 'COMMENTED', commit: head, body: '/approve cancel' },
    ]);
    expect(cancelled.status).toEqual({ foo: 'pending' });
    expect(cancelled.ownership.decision).toBe('pending');
    expect(
      (
        await review(repo, base, head, 'dave', [
          { login: 'alice', state: 'COMMENTED', commit: head, body: '/approve cancel' },
        ])
      ).status,
    ).toEqual({ foo: 'pending' });
    expect(
      (
        await review(repo, base, head, 'dave', [
          { login: 'alice', state: 'COMMENTED', commit: head, body: 'please /approve this' },
        ])
      ).status,
    ).toEqual({ foo: 'pending' });
    const requested = await review(repo, base, head, 'dave', [
      { login: 'alice', state: 'APPROVED', commit: head },
      { login: 'alice', state: 'CHANGES_REQUESTED', commit: head },
    ]);
    expect(requested.ownership.decision).toBe('pending');
    expect(requested.status).toEqual({ foo: 'pending' });
    expect(
      (
        await review(repo, base, head, 'dave', [
          { login: 'alice', state: 'CHANGES_REQUESTED', commit: head },
          { login: 'alice', state: 'APPROVED', commit: head },
        ])
      ).status,
    ).toEqual({ foo: 'approved' });
  });
  it("another package's owner and a stranger cannot approve", async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'v2', V2);
    const r = await review(repo, base, head, 'dave', [
      { login: 'carol', state: 'APPROVED', commit: head },
      { login: 'eve', state: 'APPROVED', commit: head },
    ]);
    expect(r.status).toEqual({ foo: 'pending' });
    expect(r.ownership.packages[0]!.approvedBy).toEqual([]);
  });
  it('a pull request spanning two packages needs the owners of each', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'both', {
      ...V2,
      'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2),
      'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2),
    });
    const one = await review(repo, base, head, 'dave', [{ login: 'alice', state: 'APPROVED', commit: head }]);
    expect(one.status).toEqual({ foo: 'approved', bar: 'pending' });
    expect(one.ownership.packages.map((p) => `${p.catalog} ${p.package} ${p.status}`)).toEqual([
      'catalogs/v4.16 bar pending',
      'catalogs/v4.16 foo approved',
      'catalogs/v4.17 foo approved',
    ]);
    expect(ownershipRules(one)).toEqual(['ownership-unapproved bar']);
    const both = await review(repo, base, head, 'alice', [{ login: 'carol', state: 'APPROVED', commit: head }]);
    expect(both.status).toEqual({ foo: 'approved', bar: 'approved' });
    expect(both.code).toBe(0);
  });
});

describe('packages without owners, ownership data, deletions, new catalogs', () => {
  it('a new package has no owners until a maintainer approves', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'new', { 'catalogs/v4.16/baz/catalog.yaml': pkgCatalog('baz') });
    const r = await review(repo, base, head, 'dave');
    expect(r.status).toEqual({ baz: 'no-owners' });
    expect(ownershipRules(r)).toEqual(['ownership-no-owners baz']);
    expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain('no operators/baz/ci.yaml');
    const ok = await review(repo, base, head, 'dave', [{ login: 'MIA', state: 'APPROVED', commit: head }]);
    expect(ok.status).toEqual({ baz: 'approved' });
    expect(ok.code).toBe(0);
  });
  it('`reviewers: []` is no owners', async () => {
    const { repo, base } = communityRepo({ 'operators/foo/ci.yaml': 'reviewers: []\n' });
    expect((await review(repo, base, commit(repo, 'v2', V2), 'alice')).status).toEqual({ foo: 'no-owners' });
  });
  it('adding oneself to ci.yaml counts only after merge: owners come from base', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'me too', { ...V2, 'operators/foo/ci.yaml': ciYaml('alice', 'Bob', 'dave') });
    const r = await review(repo, base, head, 'dave');
    expect(r.status).toEqual({ foo: 'pending' });
    expect(r.ownership.packages[0]!.owners).toEqual(['alice', 'Bob']);
    expect(ownershipRules(r)).toEqual(['ownership-config-changed operators/foo/ci.yaml', 'ownership-unapproved foo']);
  });
  it('a ci.yaml-only edit is a change to the package: its owner may, a non-owner may not', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'reviewers', { 'operators/foo/ci.yaml': ciYaml('alice') });
    const owner = await review(repo, base, head, 'bob');
    expect(owner.code).toBe(0);
    expect(owner.ownership.packages).toEqual([
      { package: 'foo', owners: ['alice', 'Bob'], approvedBy: ['bob'], status: 'approved' },
    ]);
    expect(owner.findings.map((f) => `${f.rule} ${f.file}`)).toEqual([
      'ownership-config-changed operators/foo/ci.yaml',
    ]);
    const other = await review(repo, base, head, 'carol');
    expect(other.status).toEqual({ foo: 'pending' });
  });
  it("a package's bundle sources beside its ci.yaml are the package's, not other paths", async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'bundle 0.0.2', {
      ...V2,
      'operators/foo/0.0.2/manifests/foo.clusterserviceversion.yaml': 'kind: ClusterServiceVersion\n',
    });
    const owner = await review(repo, base, head, 'alice');
    expect(owner.code).toBe(0);
    expect(ownershipRules(owner)).toEqual([]);
    const other = await review(repo, base, head, 'carol');
    expect(other.status).toEqual({ foo: 'pending' });
    expect(ownershipRules(other)).toEqual(['ownership-unapproved foo']);
  });
  it('a package added to a new catalog by its owner', async () => {
    const { repo, base } = communityRepo();
    const r = await review(
      repo,
      base,
      commit(repo, 'v4.18', { 'catalogs/v4.18/foo/catalog.yaml': pkgCatalog('foo') }),
      'alice',
    );
    expect(r.code).toBe(0);
    expect(r.ownership.packages.map((p) => p.catalog)).toEqual(['catalogs/v4.18']);
  });
  it('deleting a package needs its base owners', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'delete bar', { 'catalogs/v4.16/bar': null, 'operators/bar': null });
    const r = await review(repo, base, head, 'dave');
    expect(r.status).toEqual({ bar: 'pending' });
    expect(r.ownership.packages[0]!.owners).toEqual(['carol']);
    expect((await review(repo, base, head, 'carol')).status).toEqual({ bar: 'approved' });
  });
});

describe('paths outside the catalogs and owners files', () => {
  it('a workflow file needs a maintainer', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'ci', { '.github/workflows/ci.yml': 'on: push\n' });
    const r = await review(repo, base, head, 'alice');
    expect(ownershipRules(r)).toEqual(['path-not-allowed .github/workflows/ci.yml']);
    expect(r.code).toBe(3);
    expect((await review(repo, base, head, 'mia')).code).toBe(0);
    expect((await review(repo, base, head, 'alice', [{ login: 'mia', state: 'APPROVED', commit: head }])).code).toBe(0);
  });
  it("the bot's own configuration and the maintainers' list are ownership data, maintainers only", async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'config', {
      '.github/fbc-bot.yaml': 'maintainers: [alice]\n',
      'config.yaml': 'maintainers: [alice]\n',
    });
    const r = await review(repo, base, head, 'alice');
    expect(ownershipRules(r).sort()).toEqual([
      'ownership-config-changed .github/fbc-bot.yaml',
      'ownership-config-changed config.yaml',
      'path-not-allowed .github/fbc-bot.yaml',
      'path-not-allowed config.yaml',
    ]);
    const byMaintainer = await review(repo, base, head, 'mia');
    expect(byMaintainer.code).toBe(0);
    expect(ownershipRules(byMaintainer)).toEqual([
      'ownership-config-changed .github/fbc-bot.yaml',
      'ownership-config-changed config.yaml',
    ]);
  });
  it('a file directly in a catalog root belongs to no package', async () => {
    const { repo, base } = communityRepo();
    expect(
      ownershipRules(await review(repo, base, commit(repo, 'x', { 'catalogs/v4.16/README.md': 'x\n' }), 'alice')),
    ).toEqual(['path-not-allowed catalogs/v4.16/README.md']);
  });
});

describe('the community layout without a configuration file', () => {
  it('allowed_bundle_registries of config.yaml is the registry policy', async () => {
    const { repo, base } = communityRepo();
    const cat =
      pkgDoc('foo') +
      channelDoc('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n', 'stable', 'foo') +
      bundleDoc({ name: 'foo.v0.1.0', pkg: 'foo' }) +
      bundleDoc({ name: 'foo.v0.2.0', pkg: 'foo', image: 'ghcr.io/someone/foo:v0.2.0' });
    const r = await review(repo, base, commit(repo, 'ghcr', { 'catalogs/v4.16/foo/catalog.yaml': cat }), 'alice');
    expect(r.rules).toContain('image-registry-not-allowed');
    expect(r.code).toBe(1);
  });
  it('with no config.yaml either, nobody is a maintainer', async () => {
    const repo = newRepo();
    const base = commit(repo, 'base', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo') });
    const r = await review(
      repo,
      base,
      commit(repo, 'new', { 'catalogs/v4.16/baz/catalog.yaml': pkgCatalog('baz') }),
      'dave',
    );
    expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain(
      'a maintainer (none configured)',
    );
  });
});

describe('other owners sources', () => {
  const OWNERS_CFG = 'owners:\n  source: owners-files\nmaintainers: [mia]\n';
  it('OWNERS files with aliases and no_parent_owners', async () => {
    const repo = newRepo();
    const base = commit(repo, 'base', {
      '.github/fbc-bot.yaml': OWNERS_CFG,
      OWNERS_ALIASES: 'aliases:\n  foo-team: [alice, Bob]\n',
      OWNERS: 'approvers: [root-admin]\n',
      'catalogs/v4.16/.indexignore': 'OWNERS\n',
      'catalogs/v4.16/foo/OWNERS': 'approvers: [foo-team]\nreviewers: [rita]\n',
      'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo'),
      'catalogs/v4.16/bar/OWNERS': 'approvers: [carol]\noptions:\n  no_parent_owners: true\n',
      'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar'),
    });
    const head = commit(repo, 'both', { ...V2, 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) });
    const r = await review(repo, base, head, 'bob');
    expect(r.ownership.packages.map((p) => `${p.package}: ${p.owners.join(' ')} ${p.status}`)).toEqual([
      'bar: carol pending',
      'foo: alice Bob root-admin approved',
    ]);
    expect((await review(repo, base, head, 'rita')).status).toEqual({ foo: 'pending', bar: 'pending' });
    expect((await review(repo, base, head, 'root-admin')).status).toEqual({ foo: 'approved', bar: 'pending' });
    expect((await review(repo, base, head, 'carol', [{ login: 'alice', state: 'APPROVED', commit: head }])).code).toBe(
      0,
    );
  });
  it('CODEOWNERS: the last matching pattern wins; teams cannot be verified offline', async () => {
    const repo = newRepo();
    const base = commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'owners:\n  source: codeowners\n',
      '.github/CODEOWNERS':
        '* @admin\ncatalogs/ @catalog-team-lead\n/catalogs/*/foo/ @alice\n/catalogs/v4.17/foo/ ' +
        '@org/foo-team\nbar/ @carol\n',
      'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo'),
      'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo'),
      'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar'),
    });
    const head = commit(repo, 'foo', V2);
    expect((await review(repo, base, head, 'alice')).status).toEqual({ foo: 'approved' });
    expect((await review(repo, base, head, 'admin')).status).toEqual({ foo: 'pending' });
    const both = commit(repo, 'foo 4.17', { 'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const r = await review(repo, base, both, 'alice');
    expect(r.status).toEqual({ foo: 'pending' });
    expect(r.findings.find((f) => f.rule === 'ownership-unapproved')!.message).toContain(
      '"@org/foo-team" cannot be verified offline',
    );
    expect(
      (
        await review(
          repo,
          both,
          commit(repo, 'bar', { 'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar', 2) }),
          'carol',
        )
      ).status,
    ).toEqual({ bar: 'approved' });
  });
});

describe('what cannot be used is exit 2, naming the file, line and key', () => {
  it('a bad configuration in base fails closed', async () => {
    const { repo } = communityRepo();
    const base = commit(repo, 'cfg', {
      '.github/fbc-bot.yaml': 'catalogs: ["catalogs/*"]\nowners:\n  source: ci-yml\n',
    });
    const head = commit(repo, 'v2', V2);
    const r = await run('review', '--repo', repo, '--base', base, '--head', head, '--format', 'json');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      joined(
        /^fbc-bot: git:[0-9a-f]{40}:\.github\/fbc-bot\.yaml:3: /,
        /owners\.source must be one of: ci-yaml, owners-files, codeowners\n$/,
      ),
    );
    const bad = [
      ['maintainers: ["@mia"]\n', ':1: "@mia" is not a GitHub login (write it without @)'],
      [
        'owners:\n  source: ci-yaml\n  path: operators/ci.yaml\n',
        ':3: "operators/ci.yaml" must contain {package} once',
      ],
      ['catalogs: ["catalogs/["]\n', ':1: "catalogs/[" is not a valid pattern'],
      ['owners:\n  path: x\n', ":1: owners must have required property 'source'"],
      ['owner:\n  source: ci-yaml\n', ':1: unknown setting "owner"'],
    ] as const;
    for (const [text, want] of bad) {
      const b = commit(repo, 'cfg', { '.github/fbc-bot.yaml': text });
      const e = await run('review', '--repo', repo, '--base', b, '--head', head);
      expect(e.code).toBe(2);
      expect(e.err).toContain(`.github/fbc-bot.yaml${want}`);
    }
  });
  it('a bad community config.yaml, an unreadable approvals file, an unknown revision', async () => {
    const { repo, base } = communityRepo({ 'config.yaml': 'maintainers: mia\n' });
    const head = commit(repo, 'v2', V2);
    expect((await run('review', '--repo', repo, '--base', base, '--head', head)).err).toBe(
      `fbc-bot: git:${base}:config.yaml:1: maintainers is not a list\n`,
    );
    const ok = communityRepo();
    const h = commit(ok.repo, 'v2', V2);
    const file = join(ok.repo, '.git', 'a.json');
    writeFileSync(file, '[{"login": "alice", "state": "LGTM", "commit": "abc"}]');
    expect(await run('review', '--repo', ok.repo, '--base', ok.base, '--head', h, '--approvals', file)).toMatchObject({
      code: 2,
      err: `fbc-bot: ${file}: entry 0: state must be APPROVED, CHANGES_REQUESTED or COMMENTED\n`,
    });
    writeFileSync(file, '{');
    expect((await run('review', '--repo', ok.repo, '--base', ok.base, '--head', h, '--approvals', file)).code).toBe(2);
    expect(
      (
        await run(
          'review',
          '--repo',
          ok.repo,
          '--base',
          ok.base,
          '--head',
          h,
          '--approvals',
          join(ok.repo, 'nope.json'),
        )
      ).err,
    ).toContain('no such file');
    expect((await run('review', '--repo', ok.repo, '--base', 'nope', '--head', h)).code).toBe(2);
    expect(
      await run('review', '--repo', ok.repo, '--base', ok.base, '--head', h, '--approvals', '/dev/zero'),
    ).toMatchObject({ code: 2, out: '' });
    expect((await run('review', '--repo', ok.repo, '--base', ok.base)).code).toBe(2);
  });
});

describe('review --format text', () => {
  it('for a terminal: the verdict, each problem once, who must approve', async () => {
    const { repo, base } = communityRepo({ 'operators/foo/ci.yaml': ciYaml('alice', 'evil\u001b[2J') });
    const head = commit(repo, 'v2', V2);
    const r = await run('review', '--repo', repo, '--base', base, '--head', head, '--author', 'dave', '-o', 'text');
    expect(r.code).toBe(3);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('fbc-bot review: PENDING (awaiting approval) — 0 errors, 0 warnings introduced');
    expect(lines).toContain('catalogs/v4.16 foo: modified (bundles +1)');
    expect(lines).toContain('Ownership: pending');
    expect(lines).toContain(
      '  foo (catalogs/v4.16): waits for an approval (/approve) of alice, evil\\u001b[2J or a maintainer',
    );
    expect(lines.filter((l) => l.startsWith('Auto-merge: not eligible: '))).toHaveLength(1);
    expect(r.out).not.toContain('\u001b');
    expect((await run('review', '--help')).out).toContain('text (for a terminal');
  });
});

describe('the review comment', () => {
  it('verdict, what blocks, then ownership with every login escaped, then the diff', async () => {
    const { repo, base } = communityRepo({ 'operators/foo/ci.yaml': ciYaml('alice', '"@evil_<b>x</b>"') });
    const head = commit(repo, 'v2', V2);
    const r = await run('review', '--repo', repo, '--base', base, '--head', head, '--author', 'dave');
    expect(r.code).toBe(3);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('## fbc-bot: ⏳ awaiting approval — 0 errors, 0 warnings introduced');
    expect(lines[2]).toMatch(/^Changed: 1 package in catalogs\/v4\.16\.$/);
    // Only an approval is missing: it waits (⏳), nothing to fix (❌).
    expect(lines[4]).toBe('### ⏳ What blocks');
    expect(lines[6]).toMatch(/^- ⏳ `ownership-unapproved` /);
    expect(r.out.indexOf('### ⏳ What blocks')).toBeLessThan(r.out.indexOf('### Ownership: ⏳ pending'));
    // The finding ids, last and on one line.
    expect(lines.filter((l) => l !== '').at(-1)).toMatch(/^Finding ids reported: `ownership-unapproved`, /);
    expect(r.out).toContain(
      '| foo | catalogs/v4.16 | alice, evil\\_&lt;b&gt;x&lt;/b&gt; | — | ⏳ pending | alice, ' +
        'evil\\_&lt;b&gt;x&lt;/b&gt; or a maintainer |',
    );
    // Text holding < or > is a <code> element with entities, never a code span showing them raw.
    expect(r.out).toContain('<code>evil\\_&lt;b&gt;x&lt;/b&gt;</code>');
    expect(r.out).not.toContain('<b>');
    expect(r.out.indexOf('### Ownership')).toBeLessThan(r.out.indexOf('### Changes by package'));
    expect(r.out).toContain('**Auto-merge:** not eligible');
  });
});

describe('help', () => {
  it('review is a command with its options', async () => {
    const h = await run('review', '--help');
    expect(h.code).toBe(0);
    expect(h.out).toContain('usage: fbc-bot review --base REV --head REV');
    expect(h.out).toContain('--approvals FILE');
    expect(h.out).not.toContain('SOURCE is');
    expect((await run('--help')).out).toContain('review --base REV');
    expect(await run('review', '--head', 'x')).toMatchObject({
      code: 2,
      err: expect.stringContaining('review needs --base REV and --head REV') as unknown,
    });
  });
});

describe('a file repeating one mistake', () => {
  it('is capped as diff and validate cap it: the first ones listed, one finding counting the rest', async () => {
    const { repo, base } = communityRepo();
    const empty = Array.from(
      { length: PER_FILE_CAP + 50 },
      (_, i) => `---\nschema: olm.channel\npackage: foo\nname: e${i}\nentries: []\n`,
    ).join('');
    const head = commit(repo, 'empty channels', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo') + empty });
    const empties = (await review(repo, base, head, 'alice')).findings.filter((f) => f.rule === 'channel-empty');
    expect(empties).toHaveLength(PER_FILE_CAP + 1);
    expect(empties.filter((f) => !f.message.startsWith('channel "e')).map((f) => f.message)).toEqual([
      expect.stringMatching(/^50 more channel-empty findings in catalogs\/v4\.16\/foo\/catalog\.yaml from here on/),
    ]);
  });
});
