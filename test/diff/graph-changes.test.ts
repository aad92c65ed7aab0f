// Channel graph changes: heads, edges compared as OLM matches them ("entry E covers installs of
// (name, version)"), downgrade edges, and successors that are resolve's picks.
import { describe, expect, it } from 'vitest';
import { Installs } from '../../src/diff/coverage.js';
import { edgeChanges } from '../../src/diff/edge-changes.js';
import type { EntryLike } from '../../src/graph/edges.js';
import { resolve } from '../../src/graph/resolve-install.js';
import { parseVersion, type Version } from '../../src/semver/blang.js';
import { packageView } from '../../src/graph/view.js';
import { channelChanges, diffCatalogs, foo, rulesOf, validated } from '../helpers/diff-catalogs.js';

const only = (r: ReturnType<typeof diffCatalogs>, rule: string) => r.findings.filter((f) => f.rule === rule);
const chain =
  '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n';

describe('edge-removed', () => {
  it('not when the deleted source is still named by replaces or covered by a skipRange', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        "foo.v0.2.0\n  skipRange: '>=0.1.0 <0.3.0'\n",
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo(
      '- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n  ' +
        "skipRange: '>=0.1.0 <0.3.0'\n",
      ['0.2.0', '0.3.0'],
    );
    const r = diffCatalogs(base, head);
    expect(only(r, 'edge-removed')).toEqual([]);
    expect(r.changes[0]!.channels[0]).toMatchObject({ status: 'modified', edgesAdded: [], edgesRemoved: [] });
  });

  it('a warning when the surviving target stops covering a source that is then stranded', () => {
    const r = diffCatalogs(
      foo(chain, ['0.1.0', '0.2.0', '0.3.0']),
      foo('- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.2.0', '0.3.0']),
    );
    expect(only(r, 'edge-removed').map((f) => [f.severity, f.message])).toEqual([
      ['warning', 'upgrade edges removed from channel "stable": foo.v0.1.0 → foo.v0.2.0 (replaces)'],
    ]);
    expect(r.changes[0]!.channels[0]!.edgesRemoved).toEqual([
      { from: 'foo.v0.1.0', to: 'foo.v0.2.0', via: ['replaces'] },
    ]);
  });

  it('info when every source still reaches the head; the repository override still wins', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        'foo.v0.2.0\n  skips: [foo.v0.1.0]\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo(chain, ['0.1.0', '0.2.0', '0.3.0']);
    const [f] = only(diffCatalogs(base, head), 'edge-removed');
    expect(f).toMatchObject({
      severity: 'info',
      message:
        'upgrade edges removed from channel "stable": foo.v0.1.0 → foo.v0.3.0 (skips); installs of its ' +
        'source still reach foo.v0.3.0',
    });
    expect(only(diffCatalogs(base, head, { 'edge-removed': 'error' }), 'edge-removed').map((x) => x.severity)).toEqual([
      'error',
    ]);
  });

  it('a narrowed skipRange removes exactly the versions it no longer covers', () => {
    const entries = (range: string) =>
      `- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ` +
      `foo.v0.2.0\n  skipRange: '${range}'\n`;
    const r = diffCatalogs(
      foo(entries('>=0.1.0 <0.3.0'), ['0.1.0', '0.2.0', '0.3.0']),
      foo(entries('>=0.2.0 <0.3.0'), ['0.1.0', '0.2.0', '0.3.0']),
    );
    expect(r.changes[0]!.channels[0]!.edgesRemoved).toEqual([
      { from: 'foo.v0.1.0', to: 'foo.v0.3.0', via: ['skipRange'] },
    ]);
    expect(only(r, 'edge-removed')[0]!.severity).toBe('info');
  });
});

describe('edge-downgrade and successors (the hive pattern)', () => {
  const base = foo('- name: foo.v1.1.0\n- name: foo.v1.2.0\n  replaces: foo.v1.1.0\n', ['1.1.0', '1.2.0']);
  const head = foo(
    '- name: foo.v1.1.0\n- name: foo.v1.2.0\n  replaces: foo.v1.1.0\n- name: foo.v0.0.5\n  replaces: foo.v1.2.0\n',
    ['1.1.0', '1.2.0', '0.0.5'],
  );

  it('a new head with a lower version than the bundle it replaces: edge-downgrade and semantics-divergence', () => {
    const r = diffCatalogs(base, head);
    const [down] = only(r, 'edge-downgrade');
    expect(down).toMatchObject({
      severity: 'warning',
      channel: 'stable',
      introduced: true,
      file: 'cat/foo/catalog.yaml',
      line: 13,
    });
    expect(down!.message).toContain('foo.v0.0.5 (0.0.5) upgrades from foo.v1.2.0 (1.2.0) by replaces');
    const head1 = validated(head);
    expect(head1.findings.filter((f) => f.rule === 'semantics-divergence').map((f) => f.message)).toEqual([
      expect.stringContaining('foo.v1.2.0 (classic: foo.v0.0.5, v1: no upgrade)'),
    ]);
  });

  it('successor-changed says what resolve says: classic moves down, v1 stays', () => {
    const r = diffCatalogs(base, head);
    expect(only(r, 'successor-changed').map((f) => f.message)).toEqual([
      'in channel "stable", installed bundles now upgrade elsewhere: foo.v1.2.0 (classic no upgrade → foo.v0.0.5)',
    ]);
    const h = validated(head);
    const view = packageView(h.model.packages.get('foo')!, h.deprecated.get('foo'));
    const picked = resolve(view, {
      channels: ['stable'],
      installed: { name: 'foo.v1.2.0', version: view.versions.get('foo.v1.2.0'), versionText: '' },
    });
    expect([picked.classic.bundle, picked.v1.bundle]).toEqual(['foo.v0.0.5', 'foo.v1.2.0']);
  });

  it('every edge of a new channel is new: a downgrade in it is reported', () => {
    const r = diffCatalogs(
      base,
      head.replace('name: stable\n', 'name: fast\n') +
        base
          .split('---')
          .filter((d) => d.includes('olm.channel'))
          .map((d) => `---${d}`)
          .join(''),
    );
    expect(only(r, 'edge-downgrade').map((f) => f.channel)).toEqual(['fast']);
  });

  it('an edge already in base is not new: no edge-downgrade', () => {
    const later =
      head.replace('- name: foo.v0.0.5\n', '- name: foo.v0.0.6\n  replaces: foo.v0.0.5\n- name: foo.v0.0.5\n') +
      foo('', ['0.0.6'])
        .split('---')
        .slice(-1)
        .map((d) => `---${d}`)
        .join('');
    const r = diffCatalogs(head, later);
    expect(rulesOf(r)).toContain('edge-added');
    expect(only(r, 'edge-downgrade')).toEqual([]);
  });
});

describe('a channel whose graph did not change', () => {
  it('has no head, edge or successor findings, and is unchanged in the changes section', () => {
    const base = foo(chain, ['0.1.0', '0.2.0', '0.3.0']);
    const reordered = foo(
      '- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    ).replace('foo-bundle:v0.1.0', `foo-bundle@sha256:${'b'.repeat(64)}`);
    const r = diffCatalogs(base, reordered);
    expect(rulesOf(r).filter((x) => /edge|head|successor|lost/.test(x))).toEqual([]);
    expect(r.changes[0]!.channels[0]!.status).toBe('unchanged');
  });
});

describe('scale', () => {
  it('a 3,000-entry nightly channel (replaces and skipRange over every older entry) plus one release', () => {
    const n = 3000;
    const v = (i: number) => `1.0.${i}`;
    const entries = (k: number) =>
      Array.from(
        { length: k },
        (_, i) =>
          `- name: foo.v${v(i)}\n${i > 0 ? `  replaces: foo.v${v(i - 1)}\n  skipRange: '>=1.0.0 <${v(i)}'\n` : ''}`,
      ).join('');
    const versions = (k: number) => Array.from({ length: k }, (_, i) => v(i));
    const { change, drafts } = channelChanges(foo(entries(n), versions(n)), foo(entries(n + 1), versions(n + 1)));
    expect(drafts.map((d) => d.rule)).toEqual(['channel-head-changed', 'edge-added', 'successor-changed']);
    expect(change.edgesAdded).toHaveLength(n);
    expect(change.edgesRemoved).toEqual([]);
  });
});

describe('edge lists are bounded', () => {
  it('past the limit, edges are counted, not listed; downgrades are still found', () => {
    const entries: EntryLike[] = [
      { name: 'foo.v1.0.0', replaces: '', skips: [], skipRange: '' },
      { name: 'foo.v1.1.0', replaces: '', skips: [], skipRange: '' },
      { name: 'foo.v1.0.5', replaces: 'foo.v1.0.0', skips: [], skipRange: '>=1.0.0 <2.0.0' },
    ];
    const version = (s: string) => (parseVersion(s) as { ok: true; value: Version }).value;
    const installs = new Installs(
      new Map([
        ['foo.v1.0.0', version('1.0.0')],
        ['foo.v1.1.0', version('1.1.0')],
        ['foo.v1.0.5', version('1.0.5')],
      ]),
    );
    // Only the edge from 1.1.0 (not listed: the limit is reached first by 1.0.0's) is a downgrade.
    const r = edgeChanges(installs, [], entries, (n) => installs.versions[installs.position(n)!], 1);
    expect(r.added).toEqual([{ from: 'foo.v1.0.0', to: 'foo.v1.0.5', via: ['replaces', 'skipRange'] }]);
    expect(r.omitted).toEqual({ added: 1, removed: 0 });
    expect(r.down.map((e) => e.from)).toEqual(['foo.v1.1.0']);
  });
});
