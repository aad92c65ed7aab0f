// crd-scope-changed: crdify's CRD-wide `scope` validation.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

describe('crd-scope-changed', () => {
  it('Namespaced → Cluster is refused', () => {
    const s = specSchema({});
    expect(
      lines(
        upgrade(
          [crd({ scope: 'Namespaced', versions: [{ name: 'v1', schema: s }] })],
          [crd({ scope: 'Cluster', versions: [{ name: 'v1', schema: s }] })],
        ),
      ),
    ).toEqual(['crd-scope-changed: CRD widgets.example.com: scope: scope changed: "Namespaced" → "Cluster"']);
  });

  it('the same scope is no finding, and each CRD is judged on its own', () => {
    const s = specSchema({});
    const a = (scope: string) => crd({ name: 'a.example.com', scope, versions: [{ name: 'v1', schema: s }] });
    const b = (scope: string) => crd({ name: 'b.example.com', scope, versions: [{ name: 'v1', schema: s }] });
    expect(lines(upgrade([a('Cluster'), b('Cluster')], [a('Cluster'), b('Namespaced')]))).toEqual([
      'crd-scope-changed: CRD b.example.com: scope: scope changed: "Cluster" → "Namespaced"',
    ]);
  });
});
