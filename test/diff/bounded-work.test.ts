// A release on a channel with a skipRange on every entry (n²/2 edges) diffs by examining the
// edges into and out of what changed, not the graph: edgeWork() counts what the package-edge
// queries look at, and the report's picture of the channel is cut to the change.
import { describe, expect, it } from 'vitest';
import { scaleCatalog, scaleName } from '../../bench/scale-catalog.js';
import { crdDiff } from '../../src/crd/diff-edges.js';
import type { Side } from '../../src/diff/side.js';
import { diffPair } from '../../src/diff/diff.js';
import { edgeChangeWork } from '../../src/diff/edge-changes.js';
import { picture } from '../../src/diff/picture.js';
import { edgeWork } from '../../src/graph/package-edges.js';
import { packageView } from '../../src/graph/view.js';
import type { CatalogResult } from '../../src/rules/validate.js';
import { validated } from '../helpers/diff-catalogs.js';

const side = (r: CatalogResult): Side => {
  const model = r.model.packages.get('big')!;
  return { view: packageView(model, r.deprecated.get('big')), model };
};

describe('diff work on a skipRange on every entry', () => {
  it('20,000 entries + 1 release: edges examined grow with n, not n²', () => {
    const n = 20_000;
    const base = validated(scaleCatalog(n, 'skiprange'));
    const head = validated(scaleCatalog(n + 1, 'skiprange'));
    const before = edgeWork();
    const r = diffPair({ catalog: 'cat', base, head });
    const work = edgeWork() - before;
    // The release's n new edges, asked by the CRD check and by each picture for each bundle it
    // keeps (a bounded number): a constant times n, where listing the graph is n²/2 = 2·10⁸.
    expect(work).toBeGreaterThanOrEqual(n);
    expect(work).toBeLessThan(200 * n);
    const stable = r.changes[0]!.channels.find((c) => c.channel === 'stable')!;
    expect(stable.edgesAdded.length + (stable.edgesOmitted ?? 0)).toBe(n);
    expect(stable.edgesAdded[0]).toEqual({ from: scaleName(0), to: scaleName(n), via: ['skipRange'] });
    // The picture: 100 entries and the note.
    const after = r.pictures[0]!.after!;
    expect(after.length).toBeLessThan(30_000);
    expect(after).toContain(`${n + 1 - 100} more entries not drawn`);
    expect(after.match(/^ {4}p0c0n\d+\["/gm)!.length).toBe(101);
  }, 120_000);

  it('a new package of 20,000 entries with a skipRange each: edges counted, not visited', () => {
    const n = 20_000;
    const other = scaleCatalog(1, 'chain').replaceAll('big', 'other');
    const base = validated(other);
    const head = validated(other + scaleCatalog(n, 'skiprange'));
    const [edges, visits] = [edgeWork(), edgeChangeWork()];
    const r = diffPair({ catalog: 'cat', base, head });
    expect(edgeChangeWork() - visits).toBeLessThan(5 * n);
    expect(edgeWork() - edges).toBeLessThan(100 * n);
    const stable = r.changes.find((c) => c.package === 'big')!.channels[0]!;
    expect(stable.edgesAdded.length).toBe(10_000);
    expect(stable.edgesAdded.length + (stable.edgesOmitted ?? 0)).toBe((n * (n - 1)) / 2);
    expect(r.findings.filter((f) => f.rule === 'edge-downgrade')).toEqual([]);
  }, 60_000);

  it('a new package of bundles with nothing for the CRD check lists none of its n²/2 edges', () => {
    const n = 20_000;
    const head = side(validated(scaleCatalog(n, 'skiprange')));
    const before = edgeWork();
    expect(crdDiff(undefined, head).head).toEqual([]);
    expect(edgeWork() - before).toBeLessThan(10 * n);
  }, 60_000);

  it('a cut picture keeps the head, the change and its nearest neighbours', () => {
    const base = side(validated(scaleCatalog(30, 'skiprange')));
    const head = side(validated(scaleCatalog(31, 'skiprange')));
    const out = picture(head, base, 5);
    const nodes = [...out.matchAll(/(p0c0n\d+)\["([^"]*)"\]/g)].map((m) => m[2]);
    expect(nodes).toEqual([
      // More than FAN_MAX skipRange edges into the head: said in its label, not drawn one by one.
      `${scaleName(30)} — skipRange covers 3: ${scaleName(28)} … ${scaleName(26)}`,
      scaleName(29),
      scaleName(28),
      scaleName(27),
      scaleName(26),
      expect.stringContaining('26 more entries not drawn'),
    ]);
    // Into the new head: replace and skipRange from its predecessor, skipRange from the others
    // (in its label); between unchanged entries only their declared edges (a range alone draws nothing there).
    expect(out).toContain('p0c0n1 -->|replace, skipRange| p0c0n0');
    expect(out).not.toContain('p0c0n4 -->|skipRange| p0c0n0');
    expect(out).toContain('p0c0n4 -->|replace, skipRange| p0c0n3');
    expect(out).not.toContain('p0c0n4 -->|skipRange| p0c0n2');
    // Small channels are drawn whole, as before.
    expect(picture(head, base, 31)).not.toContain('not drawn');
  });
});
