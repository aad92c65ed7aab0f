// The pull-request diff on real git repositories: changes, stranded installs, immutability,
// `introduced`, and the shapes of spec/CLI.md.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffCommits, diffHeads, run } from '../helpers/cli.js';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, git, newRepo } from '../helpers/git.js';
import { joined } from '../helpers/regexp.js';

interface Report {
  verdict: string;
  findings: {
    rule: string;
    severity: string;
    introduced: boolean;
    message: string;
    channel?: string;
    bundle?: string;
    file?: string;
    line?: number;
  }[];
  changes: {
    catalog: string;
    package: string;
    status: string;
    channels: {
      channel: string;
      status: string;
      head: { base?: string; head?: string };
      edgesAdded: unknown[];
      edgesRemoved: unknown[];
    }[];
    bundlesAdded: string[];
    bundlesRemoved: string[];
    bundlesModified: string[];
  }[];
}

/** diff of HEAD~1 → HEAD for catalog directory `cat` after committing base then head. */
async function diffOf(
  base: Record<string, string | null>,
  head: Record<string, string | null>,
  ...extra: string[]
): Promise<Report & { code: number }> {
  const r = await diffCommits(base, head, '--format', 'json', ...extra);
  return { ...(JSON.parse(r.out) as Report), code: r.code };
}

const rules = (r: Report) => [...new Set(r.findings.filter((f) => f.introduced).map((f) => f.rule))].sort();
const v = (n: string) => bundleDoc({ name: `foo.v${n}` });
const chain = (...vs: string[]) =>
  vs.map((x, i) => `- name: foo.v${x}\n${i > 0 ? `  replaces: foo.v${vs[i - 1]}\n` : ''}`).join('');
const cat = (entries: string, versions: string[], extra = '') =>
  pkgDoc() + channelDoc(entries) + versions.map(v).join('') + extra;

describe('changes', () => {
  it('a release: bundle added, head moved, edge added, successor changed — and the changes section', async () => {
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0'), ['0.1.0', '0.2.0']) },
      { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0', '0.3.0'), ['0.1.0', '0.2.0', '0.3.0']) },
    );
    expect(r.code).toBe(0);
    expect(rules(r)).toEqual(['bundle-added', 'channel-head-changed', 'edge-added', 'successor-changed']);
    expect(r.changes).toEqual([
      {
        catalog: 'cat',
        package: 'foo',
        status: 'modified',
        channels: [
          {
            channel: 'stable',
            status: 'modified',
            head: { base: 'foo.v0.2.0', head: 'foo.v0.3.0' },
            edgesAdded: [{ from: 'foo.v0.2.0', to: 'foo.v0.3.0', via: ['replaces'] }],
            edgesRemoved: [],
          },
        ],
        bundlesAdded: ['foo.v0.3.0'],
        bundlesRemoved: [],
        bundlesModified: [],
      },
    ]);
  });

  it('packages and channels added and removed, the default channel changed', async () => {
    const two = cat(chain('0.1.0'), ['0.1.0']) + channelDoc(chain('0.1.0'), 'fast');
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': two, 'cat/bar/catalog.yaml': basicCatalog().replaceAll('foo', 'bar') },
      {
        'cat/foo/catalog.yaml':
          cat(chain('0.1.0'), ['0.1.0']).replace('defaultChannel: stable', 'defaultChannel: beta') +
          channelDoc(chain('0.1.0'), 'beta'),
        'cat/bar/catalog.yaml': null,
        'cat/baz/catalog.yaml': basicCatalog().replaceAll('foo', 'baz'),
      },
    );
    expect(rules(r)).toEqual([
      'channel-added',
      'channel-removed',
      'default-channel-changed',
      'package-added',
      'package-removed',
    ]);
    expect(r.findings.find((f) => f.rule === 'package-removed')!.message).toContain(
      'subscribers on bar.v0.1.0, bar.v0.2.0 lose their updates',
    );
    expect(r.changes.map((c) => [c.package, c.status])).toEqual([
      ['bar', 'removed'],
      ['baz', 'added'],
      ['foo', 'modified'],
    ]);
  });

  it('nothing changes when only formatting does', async () => {
    const text = cat(chain('0.1.0', '0.2.0'), ['0.1.0', '0.2.0']);
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': text },
      {
        'cat/foo/catalog.yaml': text.replace(
          'image: quay.io/example/foo-bundle:v0.2.0',
          'image: "quay.io/example/foo-bundle:v0.2.0"',
        ),
      },
    );
    expect(r.findings).toEqual([]);
    expect(r.changes).toEqual([]);
  });
});

describe('upgrade-path-lost', () => {
  it('a bundle moved out of its channel strands its users, under both semantics', async () => {
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0', '0.3.0'), ['0.1.0', '0.2.0', '0.3.0']) },
      {
        'cat/foo/catalog.yaml':
          cat('- name: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.1.0\n', ['0.1.0', '0.2.0', '0.3.0']) +
          channelDoc('- name: foo.v0.2.0\n', 'fast'),
      },
    );
    expect(r.code).toBe(1);
    const lost = r.findings.find((f) => f.rule === 'upgrade-path-lost')!;
    expect(lost).toMatchObject({
      severity: 'error',
      channel: 'stable',
      introduced: true,
      file: 'cat/foo/catalog.yaml',
    });
    expect(lost.message).toContain(
      'installs of foo.v0.2.0 in channel "stable" are stranded by this change (for every OLM flavour that ' +
        'consumes this catalog)',
    );
  });
  it('classic only: a skipped middle entry still has a v1 successor', async () => {
    const base = cat(chain('0.1.0', '0.2.0', '0.3.0'), ['0.1.0', '0.2.0', '0.3.0']);
    const head = cat(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        'foo.v0.2.0\n- name: foo.v0.4.0\n  replaces: foo.v0.3.0\n  skips: [foo.v0.3.0]\n',
      ['0.1.0', '0.2.0', '0.3.0', '0.4.0'],
    );
    const r = await diffOf({ 'cat/foo/catalog.yaml': base }, { 'cat/foo/catalog.yaml': head });
    expect(r.findings.find((f) => f.rule === 'upgrade-path-lost')?.message).toContain(
      'installs of foo.v0.1.0, foo.v0.2.0 in channel "stable" are stranded by this change (OLM classic): ' +
        'nothing upgrades them to foo.v0.4.0',
    );
  });
  it('not when a newer bundle covers the moved one', async () => {
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0', '0.3.0'), ['0.1.0', '0.2.0', '0.3.0']) },
      {
        'cat/foo/catalog.yaml':
          cat("- name: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.1.0\n  skipRange: '>=0.2.0 <0.3.0'\n", [
            '0.1.0',
            '0.2.0',
            '0.3.0',
          ]) + channelDoc('- name: foo.v0.2.0\n', 'fast'),
      },
    );
    expect(rules(r)).not.toContain('upgrade-path-lost');
  });
});

describe('immutability', () => {
  const base = cat(chain('0.1.0'), ['0.1.0']);
  it('bundle-image-changed is an error, on the image', async () => {
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': base },
      { 'cat/foo/catalog.yaml': base.replace('foo-bundle:v0.1.0', 'foo-bundle:v0.1.0-fixed') },
    );
    expect(r.findings).toMatchObject([
      { rule: 'bundle-image-changed', severity: 'error', bundle: 'foo.v0.1.0', line: 15, column: 1 },
    ]);
    expect(r.changes[0]!.bundlesModified).toEqual(['foo.v0.1.0']);
  });
  it('bundle-content-changed is a warning', async () => {
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': base },
      {
        'cat/foo/catalog.yaml': base.replace(
          '    version: 0.1.0\n',
          '    version: 0.1.0\n- type: olm.gvk\n  value:\n    group: x.io\n    version: v1\n    kind: X\n',
        ),
      },
    );
    expect(rules(r)).toEqual(['bundle-content-changed']);
  });
  it("a re-render from olm.bundle.object to the same CSV's olm.csv.metadata is not a change", async () => {
    const csv = {
      apiVersion: 'operators.coreos.com/v1alpha1',
      kind: 'ClusterServiceVersion',
      metadata: { name: 'foo.v0.1.0', annotations: { a: 'b' } },
      spec: { displayName: 'Foo', description: 'does foo', version: '0.1.0' },
    };
    const data = Buffer.from(JSON.stringify(csv)).toString('base64');
    const withObject = base.replace(
      '    version: 0.1.0\n',
      `    version: 0.1.0\n- type: olm.bundle.object\n  value:\n    data: ${data}\n`,
    );
    const withMeta = base.replace(
      '    version: 0.1.0\n',
      '    version: 0.1.0\n- type: olm.csv.metadata\n  value:\n    annotations:\n      a: b\n    ' +
        'displayName: Foo\n    description: does foo\n',
    );
    expect(
      (await diffOf({ 'cat/foo/catalog.yaml': withObject }, { 'cat/foo/catalog.yaml': withMeta })).findings,
    ).toEqual([]);
    const other = withMeta.replace('displayName: Foo', 'displayName: Bar');
    expect(rules(await diffOf({ 'cat/foo/catalog.yaml': withObject }, { 'cat/foo/catalog.yaml': other }))).toEqual([
      'bundle-content-changed',
    ]);
  });
});

describe('introduced', () => {
  it('an error already in base is reported but does not fail the diff, unless --strict', async () => {
    const broken = (n: string) =>
      cat(chain('0.1.0'), ['0.1.0']).replace('defaultChannel: stable', 'defaultChannel: gone') + n;
    const r = await diffOf(
      { 'cat/foo/catalog.yaml': broken('') },
      { 'cat/foo/catalog.yaml': broken(''), 'cat/bar/catalog.yaml': basicCatalog().replaceAll('foo', 'bar') },
    );
    expect(r.code).toBe(0);
    expect(r.findings.find((f) => f.rule === 'default-channel-not-found')).toMatchObject({ introduced: false });
    const strict = await diffOf(
      { 'cat/foo/catalog.yaml': broken('') },
      { 'cat/foo/catalog.yaml': broken('') },
      '--strict',
    );
    expect(strict.code).toBe(1);
  });
});

describe('catalogs in a repository', () => {
  it('a package moved between directories is no change; a deleted catalog removes its packages', async () => {
    const repo = newRepo();
    commit(repo, 'base', {
      'catalogs/v4.16/foo/catalog.yaml': basicCatalog(),
      'catalogs/v4.17/foo/catalog.yaml': basicCatalog(),
    });
    git(repo, 'mv', 'catalogs/v4.16/foo', 'catalogs/v4.16/foo-operator');
    commit(repo, 'head', { 'catalogs/v4.17': null });
    const r = await run(
      'diff',
      '--repo',
      repo,
      '--format',
      'json',
      '--catalogs',
      'catalogs/*',
      '--base',
      'git:HEAD~1:',
      '--head',
      'git:HEAD:',
    );
    const report = JSON.parse(r.out) as Report;
    expect(report.changes.map((c) => [c.catalog, c.package, c.status])).toEqual([['catalogs/v4.17', 'foo', 'removed']]);
  });
  it('text and markdown outputs', async () => {
    const repo = newRepo();
    commit(repo, 'base', { 'cat/foo/catalog.yaml': cat(chain('0.1.0'), ['0.1.0']) });
    commit(repo, 'head', { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0'), ['0.1.0', '0.2.0']) });
    const text = await diffHeads(repo);
    expect(text.out).toMatch(/^cat foo: modified \(bundles \+1\)\n/);
    expect(text.out).toMatch(
      joined(
        /\nCompared 1 catalog: 1 package, 2 bundles \(head\)\.\n/,
        /PASS: introduced 0 errors, 0 warnings, 4 info; 1 package changed\n$/,
      ),
    );
    const md = await diffHeads(repo, '--format', 'markdown');
    expect(md.out).toMatch(/^## fbc-bot: ✅ pass — 0 errors, 0 warnings introduced/);
    expect(md.out).toContain(
      '#### foo — modified in cat\n\nBundles: added `foo.v0.2.0`.\nChannels: `stable` (modified, head ' +
        '`foo.v0.1.0` → `foo.v0.2.0`, edges +1 −0).',
    );
    expect(md.out).toContain('**Before**\n\n```mermaid\nflowchart TB');
  });
  it('--cache DIR: the same report from a warm cache; a cache that cannot be written is a warning', async () => {
    const repo = newRepo();
    commit(repo, 'base', {
      'cat/foo/catalog.yaml': cat(chain('0.1.0'), ['0.1.0']),
      'cat/bar/catalog.yaml': cat(chain('0.1.0'), ['0.1.0']).replace(/foo/g, 'bar'),
    });
    commit(repo, 'head', { 'cat/foo/catalog.yaml': cat(chain('0.1.0', '0.2.0'), ['0.1.0', '0.2.0']) });
    const cache = join(repo, '.cache');
    const cached = (dir: string) => diffHeads(repo, '--format', 'json', '--cache', dir);
    const cold = await cached(cache);
    expect(existsSync(join(cache, 'fbc-bot-cache.json'))).toBe(true);
    expect(await cached(cache)).toEqual(cold);
    const blocked = join(repo, 'cat', 'foo', 'catalog.yaml');
    const r = await cached(blocked);
    expect(r.out).toBe(cold.out);
    expect(r.err).toMatch(/^fbc-bot: warning: cannot write the cache in .*catalog\.yaml: (EEXIST|ENOTDIR)\n$/);
  });
});
