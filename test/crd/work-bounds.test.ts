// A new package whose bundles carry CRDs, with a skipRange on every entry: n²/2 new edges, each
// in question. Equal CRDs cost no comparison and each distinct pair costs one; past
// CRD_COMPARISON_LIMIT distinct pairs, edges are left unchecked and one note says how many.
import { describe, expect, it } from 'vitest';
import type { CrdSide } from '../../src/crd/crd-side.js';
import { CRD_EDGE_LIMIT, crdDiff } from '../../src/crd/diff-edges.js';
import { CRD_COMPARISON_LIMIT, crdComparisonWork } from '../../src/crd/crd-check.js';
import { payloadDecodeWork, type BundleCrds } from '../../src/crd/payload.js';
import { storedVersions } from '../../src/crd/stored.js';
import { packageView } from '../../src/graph/view.js';
import { validated } from '../helpers/diff-catalogs.js';
import { catalogText, crd, specSchema, type BundleIn } from './helpers.js';

const version = (i: number): string => `1.${Math.floor(i / 1000)}.${i % 1000}`;

function side(n: number, schema: (i: number) => ReturnType<typeof specSchema>): CrdSide {
  const bundles: BundleIn[] = Array.from({ length: n }, (_, i) => ({
    version: version(i),
    objects: [crd(schema(i))],
    ...(i > 0 ? { skipRange: `>=1.0.0 <${version(i)}` } : {}),
  }));
  const r = validated(catalogText(bundles));
  const model = r.model.packages.get('foo')!;
  return { view: packageView(model, r.deprecated.get('foo')), model };
}

describe('CRD check work on a new package with a skipRange on every entry', () => {
  it('2,000 bundles carrying the same CRD: no comparison at all', () => {
    const head = side(2_000, () => specSchema({ size: { type: 'integer' } }));
    const before = crdComparisonWork();
    expect(crdDiff(undefined, head).head).toEqual([]);
    expect(crdComparisonWork() - before).toBe(0);
  }, 60_000);

  it('two CRD payloads alternating: one comparison per ordered pair of them', () => {
    const head = side(200, (i) => specSchema({ size: { type: 'integer', description: `size ${i % 2}` } }));
    const before = crdComparisonWork();
    expect(crdDiff(undefined, head).head).toEqual([]);
    expect(crdComparisonWork() - before).toBe(2);
  });

  it('bundles whose CRDs all differ stop at the limit with one note naming the edges left', () => {
    const n = 100;
    const head = side(n, (i) => specSchema({ size: { type: 'integer', description: `size ${i}` } }));
    const before = crdComparisonWork();
    const found = crdDiff(undefined, head).head;
    expect(crdComparisonWork() - before).toBe(Math.min(CRD_COMPARISON_LIMIT, (n * (n - 1)) / 2));
    const notes = found.filter((f) => f.rule === 'crd-not-checkable');
    expect(found).toEqual(notes);
    // n is chosen past the limit: the note is always there to check.
    expect((n * (n - 1)) / 2).toBeGreaterThan(CRD_COMPARISON_LIMIT);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`${(n * (n - 1)) / 2 - CRD_COMPARISON_LIMIT} edges`);
  });

  it("each payload text is decoded once per run: across the edges in question, the check and base's findings", () => {
    // Two CRDs alternating (a type change between them): every edge between them has a finding,
    // which base already had, so base's edges are checked too; base and head carry the same texts.
    const schema = (i: number): ReturnType<typeof specSchema> =>
      specSchema({ size: { type: i % 2 === 0 ? 'integer' : 'string' } });
    const base = side(10, schema);
    const head = side(11, schema);
    const before = payloadDecodeWork();
    const { head: found, base: known } = crdDiff(base, head);
    expect(found.length).toBeGreaterThan(0);
    expect(known.length).toBeGreaterThan(0);
    expect(payloadDecodeWork() - before).toBe(2);
  });

  it('past CRD_EDGE_LIMIT edges in question, the edges into further bundles are not even listed', () => {
    const n = 500;
    const head = side(n, (i) => specSchema({ size: { type: 'integer', description: `size ${i}` } }));
    const notes = crdDiff(undefined, head).head;
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(
      new RegExp(
        `at most ${CRD_EDGE_LIMIT} edges in question, at most ${CRD_COMPARISON_LIMIT} distinct pairs of ` +
          `CRDs compared\\) and this package needs more: \\d+ edges and every edge into \\d+ more bundles`,
      ),
    );
  }, 30_000);
});

describe('stored versions walked back along the upgrade paths', () => {
  const crdOf = (versions: [string, boolean][]): BundleCrds => ({
    hasObjects: true,
    metadataOnly: false,
    unreadable: [],
    crds: new Map([
      [
        'widgets.example.com',
        {
          index: 1,
          crd: {
            name: 'widgets.example.com',
            scope: 'Namespaced',
            webhookConversion: false,
            versions: versions.map(([name, storage]) => ({ name, served: true, storage, schema: {} })),
          },
        },
      ],
    ]),
  });
  // b0 stores v1alpha1; every later bundle lists both and stores v1.
  const crds = (b: string): BundleCrds =>
    crdOf(
      b === 'b0'
        ? [['v1alpha1', true]]
        : [
            ['v1alpha1', false],
            ['v1', true],
          ],
    );

  it('a chain of 20,000 replaces is walked without recursion', () => {
    const stored = storedVersions((b) => (b === 'b0' ? [] : [`b${Number(b.slice(1)) - 1}`]), crds);
    expect(stored.of('b19999', 'widgets.example.com')).toEqual(
      new Map([
        ['v1', 'b19999'],
        ['v1alpha1', 'b0'],
      ]),
    );
  });

  it('a replaces cycle (reported by validation) ends the walk where it closes', () => {
    const cycle = new Map([
      ['b2', ['b1']],
      ['b1', ['b0']],
      ['b0', ['b2']],
    ]);
    const stored = storedVersions((b) => cycle.get(b) ?? [], crds);
    expect(stored.of('b2', 'widgets.example.com')).toEqual(
      new Map([
        ['v1', 'b2'],
        ['v1alpha1', 'b0'],
      ]),
    );
    expect(stored.of('b0', 'widgets.example.com')).toEqual(new Map([['v1alpha1', 'b0']]));
  });

  it('a skipRange on every entry: known while the walk is within its bound, unknown past it', () => {
    const preds = (b: string): string[] => Array.from({ length: Number(b.slice(1)) }, (_, j) => `b${j}`);
    expect(storedVersions(preds, crds).of('b200', 'widgets.example.com')).toEqual(
      new Map([
        ['v1', 'b200'],
        ['v1alpha1', 'b0'],
      ]),
    );
    expect(storedVersions(preds, crds, 10_000).of('b200', 'widgets.example.com')).toBeUndefined();
  });
});
