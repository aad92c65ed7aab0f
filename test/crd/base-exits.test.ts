// Exits of sources in base: declared edges all, skipRange edges at most `per` per source and
// channel, highest versions first (where an install goes), without listing the n² pairs.
import { describe, expect, it } from 'vitest';
import { exits } from '../../src/crd/base-exits.js';
import { packageEdges } from '../../src/graph/package-edges.js';
import { packageView } from '../../src/graph/view.js';
import { validated } from '../helpers/diff-catalogs.js';
import { catalogText, CSV } from './helpers.js';

function view(n: number, declared = false) {
  const bundles = Array.from({ length: n }, (_, i) => ({
    version: `0.${i}.0`,
    objects: [CSV],
    ...(declared ? {} : { replaces: '', skipRange: `<0.${i}.0` }),
  }));
  const m = validated(catalogText(bundles)).model.packages.get('foo')!;
  return packageView(m, undefined);
}

describe('exits', () => {
  it('a skipRange on every entry: each source gets its `per` highest targets', () => {
    const v = view(300);
    const sources = Array.from({ length: 300 }, (_, i) => `foo.v0.${i}.0`);
    const got = exits(packageEdges(v), (n) => v.versions.get(n), sources, 3);
    expect(got.length).toBe(3 * 297 + 2 + 1);
    expect(got.filter(([f]) => f === 'foo.v0.0.0').map(([, t]) => t)).toEqual([
      'foo.v0.299.0',
      'foo.v0.298.0',
      'foo.v0.297.0',
    ]);
    expect(got.filter(([f]) => f === 'foo.v0.298.0').map(([, t]) => t)).toEqual(['foo.v0.299.0']);
  });

  it('declared edges are all listed, whatever `per`', () => {
    const v = view(4, true);
    expect(exits(packageEdges(v), (n) => v.versions.get(n), ['foo.v0.1.0', 'foo.v0.3.0', 'nope'], 1)).toEqual([
      ['foo.v0.1.0', 'foo.v0.2.0'],
    ]);
  });
});
