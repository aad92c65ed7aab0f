// Where OLM classic and OLM v1 differ (research §2.5), on small catalogs: skipped entries,
// skipRange on a non-head entry, several successors, deprecations, releases, and channels that
// classic cannot order. Plus the semantics-divergence rule built on them.
import { describe, expect, it } from 'vitest';
import { packageGraph } from '../../src/graph/graph-json.js';
import { packageView } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { validateFiles } from '../helpers/validate.js';
import { joined } from '../helpers/regexp.js';

const dep = (...bundles: string[]) =>
  `---\nschema: olm.deprecations\npackage: foo\nentries:\n` +
  bundles.map((b) => `- reference:\n    schema: olm.bundle\n    name: ${b}\n  message: use a newer one\n`).join('');

function graph(entries: string, versions: string[], extra = '') {
  const text =
    pkgDoc() +
    channelDoc(entries) +
    versions.map((v) => bundleDoc({ name: `foo.v${v}`, image: 'quay.io/x/foo:1' })).join('') +
    extra;
  const r = validateCatalog({ catalog: '.', entries: [{ path: 'c.yaml', data: new TextEncoder().encode(text) }] });
  return packageGraph(packageView(r.model.packages.get('foo')!, r.deprecated.get('foo'))).channels[0]!;
}

describe('classic vs v1', () => {
  it('a skipped entry: classic never upgrades to it, v1 does (the docs example)', () => {
    const g = graph(
      "- name: foo.v1.0.0\n- name: foo.v2.0.0\n  skipRange: '>=1.0.0 <2.0.0'\n- name: foo.v3.0.0\n  " +
        'replaces: foo.v1.0.0\n  skips: [foo.v2.0.0]\n',
      ['1.0.0', '2.0.0', '3.0.0'],
    );
    expect(g.successors.classic!['foo.v1.0.0']).toBe('foo.v3.0.0');
    expect(g.successors.v1['foo.v1.0.0']).toEqual(['foo.v3.0.0', 'foo.v2.0.0']);
    const seed = graph(
      "- name: foo.v1.0.0\n- name: foo.v2.0.0\n  skipRange: '>=1.0.0 <2.0.0'\n- name: foo.v3.0.0\n  skips: " +
        '[foo.v2.0.0, foo.v1.0.0]\n',
      ['1.0.0', '2.0.0', '3.0.0'],
    );
    expect(seed.successors.classic!['foo.v2.0.0']).toBe('foo.v3.0.0');
  });

  it('skipRange on a non-head entry counts in both; classic takes the one closest to the head, v1 the highest', () => {
    const g = graph(
      "- name: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n  skipRange: '<2.0.0'\n- name: " +
        "foo.v3.0.0\n  replaces: foo.v2.0.0\n  skipRange: '<1.0.0'\n",
      ['1.0.0', '2.0.0', '3.0.0'],
    );
    expect(g.successors.classic!['foo.v1.0.0']).toBe('foo.v2.0.0');
    expect(g.successors.v1['foo.v1.0.0']).toEqual(['foo.v2.0.0']);
    const lower = graph(
      '- name: foo.v1.0.0\n- name: foo.v1.5.0\n  replaces: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: ' +
        "foo.v1.5.0\n  skipRange: '<1.5.0'\n- name: foo.v1.9.0\n  replaces: foo.v2.0.0\n  skipRange: '<1.9.0'\n",
      ['1.0.0', '1.5.0', '2.0.0', '1.9.0'],
    );
    expect(lower.successors.classic!['foo.v1.0.0']).toBe('foo.v1.9.0'); // the head: a downgrade in version
    expect(lower.successors.v1['foo.v1.0.0']).toEqual(['foo.v2.0.0', 'foo.v1.9.0', 'foo.v1.5.0']);
  });

  it('deprecated bundles: ignored by classic, ranked last by v1', () => {
    const entries =
      '- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n- name: foo.v1.2.0\n  replaces: ' +
      "foo.v1.1.0\n  skipRange: '<1.2.0'\n";
    const g = graph(entries, ['1.0.0', '1.1.0', '1.2.0'], dep('foo.v1.2.0'));
    expect(g.successors.classic!['foo.v1.0.0']).toBe('foo.v1.2.0');
    expect(g.successors.v1['foo.v1.0.0']).toEqual(['foo.v1.1.0', 'foo.v1.2.0']);
  });

  it('releases in build metadata order v1 candidates after the version', () => {
    const g = graph(
      '- name: foo.v1.0.0\n- name: foo.v1.0.1+2\n  replaces: foo.v1.0.0\n- name: foo.v1.0.1+10\n  ' +
        'replaces: foo.v1.0.0\n  skips: [foo.v1.0.1+2]\n',
      ['1.0.0', '1.0.1+2', '1.0.1+10'],
    );
    expect(g.successors.v1['foo.v1.0.0']).toEqual(['foo.v1.0.1+10', 'foo.v1.0.1+2']);
  });

  it('a channel classic cannot order has a classicError; v1 still answers', () => {
    const g = graph("- name: foo.v1.0.0\n- name: foo.v1.1.0\n  skipRange: '<1.1.0'\n", ['1.0.0', '1.1.0']);
    expect(g.classicError).toMatch(
      joined(
        /^a unique replacement chain within a channel is required .* /,
        /2 replacement chains were found in channel "stable" of package "foo": foo.v1.0.0, foo.v1.1.0$/,
      ),
    );
    expect(g.successors.classic).toBeUndefined();
    expect(g.head).toBeUndefined();
    expect(g.successors.v1['foo.v1.0.0']).toEqual(['foo.v1.1.0']);
    const cycle = graph(
      '- name: foo.v1.0.0\n  replaces: foo.v1.1.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n- name: ' +
        'foo.v1.2.0\n  replaces: foo.v1.1.0\n',
      ['1.0.0', '1.1.0', '1.2.0'],
    );
    expect(cycle.classicError).toBe(
      'a cycle exists in the chain of replacement beginning with "foo.v1.2.0" in channel "stable" of package "foo"',
    );
  });
});

describe('semantics-divergence', () => {
  const files = (entries: string, versions: string[]) => ({
    'c.yaml': pkgDoc() + channelDoc(entries) + versions.map((v) => bundleDoc({ name: `foo.v${v}` })).join(''),
  });
  it('warns on the channel, naming each installed version that diverges', () => {
    const f = validateFiles(
      files(
        "- name: foo.v1.0.0\n- name: foo.v2.0.0\n  skipRange: '>=1.0.0 <2.0.0'\n- name: foo.v3.0.0\n  " +
          'replaces: foo.v1.0.0\n  skips: [foo.v2.0.0]\n',
        ['1.0.0', '2.0.0', '3.0.0'],
      ),
    );
    expect(f).toMatchObject([]);
    const g = validateFiles(
      files(
        '- name: foo.v1.0.0\n- name: foo.v1.5.0\n  replaces: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: ' +
          "foo.v1.5.0\n  skipRange: '<1.5.0'\n- name: foo.v1.9.0\n  replaces: foo.v2.0.0\n  skipRange: '<1.9.0'\n",
        ['1.0.0', '1.5.0', '2.0.0', '1.9.0'],
      ),
    );
    expect(g).toMatchObject([
      {
        rule: 'semantics-divergence',
        severity: 'warning',
        channel: 'stable',
        message: expect.stringContaining('foo.v1.0.0 (classic: foo.v1.9.0, v1: foo.v2.0.0)'),
      },
    ]);
  });
  it('one finds an upgrade and the other none (a skipped entry left behind)', () => {
    const f = validateFiles(
      files(
        '- name: foo.v0.1.0\n- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.1.0\n  skips: ' +
          '[foo.v0.1.0, foo.v0.2.0]\n- name: foo.v0.4.0\n  replaces: foo.v0.3.0\n  skips: [foo.v0.3.0]\n',
        ['0.1.0', '0.2.0', '0.3.0', '0.4.0'],
      ),
    );
    expect(f).toMatchObject([
      {
        rule: 'semantics-divergence',
        message: expect.stringContaining('foo.v0.2.0 (classic: no upgrade, v1: foo.v0.3.0)'),
      },
    ]);
  });
});
