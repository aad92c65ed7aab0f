// Channels too big to list pairwise: a skipRange on every entry declares n² edges. The graph
// JSON switches to its bounded form past RANGE_EDGE_LIMIT skipRange-only edges; below it, the
// full form is unchanged. Sizes here are for correctness, not timing (that is `npm run bench`).
import { describe, expect, it } from 'vitest';
import { scaleCatalog, scaleName } from '../../bench/scale-catalog.js';
import { channelIndex } from '../../src/graph/channel-index.js';
import { edgeCounts } from '../../src/graph/edges.js';
import { packageGraph, RANGE_EDGE_LIMIT, V1_LIMIT } from '../../src/graph/graph-json.js';
import { packageView } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';

function bigGraph(n: number, pattern: 'chain' | 'skiprange') {
  const r = validateCatalog({
    catalog: '.',
    entries: [{ path: 'big.yaml', data: new TextEncoder().encode(scaleCatalog(n, pattern)) }],
  });
  expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
  const pkg = r.model.packages.get('big')!;
  return { pkg, graph: packageGraph(packageView(pkg, r.deprecated.get('big'))).channels[0]! };
}

describe('bounded graph JSON', () => {
  it('a small skipRange-on-every-entry channel is listed in full', () => {
    const { graph } = bigGraph(40, 'skiprange');
    expect(graph.bounded).toBeUndefined();
    expect(graph.skipRanges).toBeUndefined();
    expect(graph.successors.v1Omitted).toBeUndefined();
    expect(graph.edges).toHaveLength((40 * 39) / 2);
    expect(graph.successors.v1[scaleName(0)]).toHaveLength(39);
    expect(graph.successors.v1[scaleName(0)]![0]).toBe(scaleName(39));
    expect(graph.successors.classic![scaleName(0)]).toBe(scaleName(39));
  });

  it('20,000 entries each with skipRange >=1.0.0 <own: indexed without listing pairs', () => {
    const n = 20_000;
    const { pkg, graph } = bigGraph(n, 'skiprange');
    const ix = channelIndex(pkg.channels.get('stable')!.entries, (name) => pkg.bundles.get(name)?.version);
    // Entry i covers the i entries below it, one of which it also replaces.
    expect(edgeCounts(ix)).toEqual({ total: (n * (n - 1)) / 2, rangeOnly: ((n - 1) * (n - 2)) / 2 });
    expect(graph.bounded).toEqual({ rangeEdges: ((n - 1) * (n - 2)) / 2, limit: RANGE_EDGE_LIMIT });
    expect(graph.edges).toHaveLength(n - 1);
    expect(graph.edges[0]).toEqual({ from: scaleName(0), to: scaleName(1), via: ['replaces', 'skipRange'] });
    expect(graph.skipRanges).toHaveLength(n - 1);
    expect(graph.skipRanges!.find((s) => s.entry === scaleName(n - 1))).toEqual({
      entry: scaleName(n - 1),
      skipRange: `>=1.0.0 <${scaleName(n - 1).slice(5)}`,
      covers: n - 1,
    });
    const tail = scaleName(0);
    expect(graph.successors.v1[tail]).toEqual(Array.from({ length: V1_LIMIT }, (_, k) => scaleName(n - 1 - k)));
    expect(graph.successors.v1Omitted![tail]).toBe(n - 1 - V1_LIMIT);
    expect(graph.successors.v1[scaleName(n - 3)]).toEqual([scaleName(n - 1), scaleName(n - 2)]);
    expect(graph.successors.v1Omitted![scaleName(n - 3)]).toBeUndefined();
    expect(graph.successors.classic![tail]).toBe(scaleName(n - 1));
    expect(graph.successors.classic![scaleName(n - 1)]).toBeNull();
  });

  it('a replaces chain is never bounded: its edges are linear', () => {
    const { graph } = bigGraph(3_000, 'chain');
    expect(graph.bounded).toBeUndefined();
    expect(graph.edges).toHaveLength(2_999);
    expect(graph.successors.classic![scaleName(0)]).toBe(scaleName(1));
  });

  it('deprecated-only-path names at most 10 deprecated targets, then how many more', () => {
    const deprecations =
      `---\nschema: olm.deprecations\npackage: big\nentries:\n` +
      Array.from(
        { length: 14 },
        (_, k) => `- reference:\n    schema: olm.bundle\n    name: ${scaleName(k + 1)}\n  message: withdrawn\n`,
      ).join('');
    const r = validateCatalog({
      catalog: '.',
      entries: [{ path: 'big.yaml', data: new TextEncoder().encode(scaleCatalog(15, 'skiprange') + deprecations) }],
    });
    const listed = [1, 10, 11, 12, 13, 14, 2, 3, 4, 5].map((k) => scaleName(k)).join(', ');
    expect(r.findings.filter((f) => f.rule === 'deprecated-only-path')).toMatchObject([
      {
        bundle: scaleName(0),
        message:
          `every upgrade from "${scaleName(0)}" in channel "stable" leads to a deprecated bundle (${listed} ` +
          `and 4 more): OLM classic moves its installs onto a deprecated bundle while OLM v1 keeps them on "` +
          `${scaleName(0)}"; add an upgrade edge to a supported bundle`,
      },
    ]);
  });
});
