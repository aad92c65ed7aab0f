// The classic-vs-v1 rules name only the OLM flavours that consume the catalog: stranding or a
// divergence only a flavour that does not read the catalog would see is info, not an error.
import { describe, expect, it } from 'vitest';
import { diffPair } from '../../src/diff/diff.js';
import { consumersOf } from '../../src/model/consumers.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { foo } from '../helpers/diff-catalogs.js';

const at = (catalog: string, text: string) =>
  validateCatalog({ catalog, entries: [{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }] });

const diffAt = (catalog: string, base: string, head: string, consumers = consumersOf(catalog)) =>
  diffPair({ catalog, consumers, base: at(catalog, base), head: at(catalog, head) }).findings;

// Base: 0.1.0 reaches 0.3.0 only under OLM v1 (0.3.0 skips 0.2.0, so classic strands 0.1.0 already);
// head keeps only 0.3.0: installs of 0.1.0 lose their v1 successor.
const BASE = foo(
  '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n' +
    '- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n  skips: [foo.v0.2.0]\n',
  ['0.1.0', '0.2.0', '0.3.0'],
);
const HEAD = foo('- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.3.0']);

describe('upgrade-path-lost by consumer', () => {
  it('stranded under OLM v1 only, in a catalog OLM v1 does not consume: info, saying so', () => {
    const lost = diffAt('catalogs/v4.16', BASE, HEAD).filter((f) => f.rule === 'upgrade-path-lost');
    expect(lost).toHaveLength(1);
    expect(lost[0]!.severity).toBe('info');
    expect(lost[0]!.message).toContain(
      'installs of foo.v0.1.0 in channel "stable" are stranded by this change (OLM v1), but OLM v1 does ' +
        'not consume this catalog (OpenShift before 4.18',
    );
    expect(lost[0]!.message).toContain('no install of this catalog loses its path to foo.v0.3.0');
  });

  it('the same in a catalog OLM v1 consumes: an error', () => {
    const lost = diffAt('catalogs/v4.18', BASE, HEAD).filter((f) => f.rule === 'upgrade-path-lost');
    expect(lost.map((f) => f.severity)).toEqual(['error']);
    expect(lost[0]!.message).not.toContain('does not consume');
  });

  it('stranded under both in a catalog only OLM v1 consumes: an error for its one consumer, classic unnamed', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo('- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.2.0', '0.3.0']);
    const v1Only = consumersOf('mine', [{ catalogs: ['mine'], olm: ['v1'] }]);
    const lost = diffAt('mine', base, head, v1Only).filter((f) => f.rule === 'upgrade-path-lost');
    expect(lost.map((f) => f.severity)).toEqual(['error']);
    expect(lost[0]!.message).toContain('(for every OLM flavour that consumes this catalog)');
    expect(lost[0]!.message).not.toContain('OLM classic');
  });
});

describe('semantics-divergence by consumer', () => {
  const divergent = foo(
    '- name: foo.v1.0.0\n- name: foo.v1.5.0\n  replaces: foo.v1.0.0\n' +
      "- name: foo.v2.0.0\n  replaces: foo.v1.5.0\n  skipRange: '<1.5.0'\n" +
      "- name: foo.v1.9.0\n  replaces: foo.v2.0.0\n  skipRange: '<1.9.0'\n",
    ['1.0.0', '1.5.0', '2.0.0', '1.9.0'],
  );
  const divergence = (catalog: string) =>
    at(catalog, divergent).findings.filter((f) => f.rule === 'semantics-divergence');

  it('a catalog only OLM classic consumes: info, saying its clusters follow classic', () => {
    const [f] = divergence('catalogs/v4.16');
    expect(f!.severity).toBe('info');
    expect(f!.message).toContain('only OLM classic consumes this catalog (OpenShift before 4.18');
  });

  it('a catalog both consume: the warning as before', () => {
    const [f] = divergence('catalogs/v4.18');
    expect(f!.severity).toBe('warning');
    expect(f!.message).toContain('clusters on the two OLMs diverge');
  });
});

describe('edge-downgrade and successor-changed by consumer (a new head below the one it replaces)', () => {
  const base = foo('- name: foo.v1.1.0\n- name: foo.v1.2.0\n  replaces: foo.v1.1.0\n', ['1.1.0', '1.2.0']);
  const head = foo(
    '- name: foo.v1.1.0\n- name: foo.v1.2.0\n  replaces: foo.v1.1.0\n- name: foo.v0.0.5\n  replaces: foo.v1.2.0\n',
    ['1.1.0', '1.2.0', '0.0.5'],
  );
  const v1Only = consumersOf('mine', [{ catalogs: ['mine'], olm: ['v1'] }]);
  const of = (rule: string, catalog: string, consumers = consumersOf(catalog)) =>
    diffAt(catalog, base, head, consumers).filter((f) => f.rule === rule);

  it('where OLM classic does not consume the catalog, no install moves down: edge-downgrade is info', () => {
    const [down] = of('edge-downgrade', 'mine', v1Only);
    expect(down!.severity).toBe('info');
    expect(down!.message).toContain(
      'OLM v1 stays on the higher one (OLM classic, which would follow it down, does not consume this ' +
        'catalog: consumers entry 1)',
    );
    expect(of('edge-downgrade', 'catalogs/v4.16').map((f) => f.severity)).toEqual(['warning']);
  });

  it('successor-changed names only the flavours that consume the catalog', () => {
    expect(of('successor-changed', 'catalogs/v4.16').map((f) => f.message)).toEqual([
      'in channel "stable", installed bundles now upgrade elsewhere: foo.v1.2.0 (classic no upgrade → foo.v0.0.5)',
    ]);
    // v1 stays on foo.v1.2.0 before and after: nothing changed for a catalog only OLM v1 reads
    expect(of('successor-changed', 'mine', v1Only)).toEqual([]);
  });
});
