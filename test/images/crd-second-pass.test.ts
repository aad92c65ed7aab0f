// The image step around the diff: its second pass (CRDs read from bundle images) runs only the
// catalogs whose CRD check lacked images, and those reads count against the run's reference bound.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { EMPTY_CONFIG } from '../../src/config/config.js';
import { diffWithImages } from '../../src/pipeline/diff-images.js';
import { IMAGE_LIMIT } from '../../src/pipeline/image-answers.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from '../crd/helpers.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { fakeLookup } from './fake-lookup.js';

/** A one-file listing that counts how often its content is read. */
function listing(text: string): CatalogListing & { reads: number } {
  const data = new TextEncoder().encode(text);
  const id = gitBlobId(data);
  const l = {
    reads: 0,
    files: [{ path: 'foo/catalog.yaml', id }],
    read: (ids: readonly string[]) => (l.reads++, new Map(ids.map((i) => [i, data]))),
  };
  return l;
}

const both = crd(specSchema({ mode: { type: 'string' }, size: { type: 'integer' } }));
const modeOnly = crd(specSchema({ mode: { type: 'string' } }));
const meta = (version: string): BundleIn => ({ version, objects: 'csv-metadata' });
const CSV_YAML = 'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo\n';

describe('the CRD pass over bundle images', () => {
  it('runs again only the catalog that lacked CRDs; the other keeps its first pass, in catalog order', async () => {
    const fromImages = {
      base: listing(catalogText([meta('0.1.0')])),
      head: listing(catalogText([meta('0.1.0'), meta('0.2.0')])),
    };
    const inCatalog = {
      base: listing(catalogText([{ version: '0.1.0', objects: [CSV, both] }])),
      head: listing(
        catalogText([
          { version: '0.1.0', objects: [CSV, both] },
          { version: '0.2.0', objects: [CSV, modeOnly] },
        ]),
      ),
    };
    const lookup = fakeLookup(
      {},
      {
        'quay.io/example/foo-bundle:v0.1.0': {
          files: { 'manifests/foo.csv.yaml': CSV_YAML, 'manifests/widgets.crd.yaml': stringify(both) },
        },
        'quay.io/example/foo-bundle:v0.2.0': {
          files: { 'manifests/foo.csv.yaml': CSV_YAML, 'manifests/widgets.crd.yaml': stringify(modeOnly) },
        },
      },
    );
    const r = await diffWithImages(
      [
        { catalog: 'z-images', ...fromImages },
        { catalog: 'a-objects', ...inCatalog },
      ],
      { config: EMPTY_CONFIG },
      () => lookup,
    );
    const crdFindings = r.findings.filter((f) => f.rule.startsWith('crd-')).map((f) => [f.catalog, f.rule, f.bundle]);
    expect(crdFindings).toEqual([
      ['a-objects', 'crd-field-removed', 'foo.v0.2.0'],
      ['z-images', 'crd-field-removed', 'foo.v0.2.0'],
    ]);
    expect(r.compared.map((c) => c.catalog)).toEqual(['z-images', 'a-objects']);
    expect(r.changes.map((c) => c.catalog)).toEqual(['z-images', 'a-objects']);
    // The catalog that needed no image was read once: the second pass did not touch it.
    expect([inCatalog.base.reads, inCatalog.head.reads]).toEqual([1, 1]);
    expect(fromImages.head.reads).toBeGreaterThan(1);
  });

  it(`reads bundle images for CRDs within the run's ${IMAGE_LIMIT}-reference bound, not beside it`, async () => {
    // Head adds IMAGE_LIMIT - 1 related images and the new bundle's image: the bound is reached;
    // the old bundle's image (base had it, so not asked about) would be one reference more.
    const related = Array.from(
      { length: IMAGE_LIMIT - 1 },
      (_, n) => `- name: img${n}\n  image: quay.io/x/op:${n}\n`,
    ).join('');
    const one = (extra: string): string =>
      pkgDoc() + channelDoc('- name: foo.v0.0.0\n') + bundleDoc({ name: 'foo.v0.0.0', extra });
    const lookup = fakeLookup({}, {});
    const r = await diffWithImages(
      [
        { catalog: 'many', base: listing(one('')), head: listing(one(`relatedImages:\n${related}`)) },
        {
          catalog: 'metadata',
          base: listing(catalogText([meta('0.1.0')])),
          head: listing(catalogText([meta('0.1.0'), meta('0.2.0')])),
        },
      ],
      { config: EMPTY_CONFIG },
      () => lookup,
    );
    expect(new Set([...lookup.asked, ...lookup.read.map((x) => x.split(' ')[0]!)]).size).toBe(IMAGE_LIMIT);
    expect(lookup.read).toEqual(['quay.io/example/foo-bundle:v0.2.0 manifests/']);
    const unchecked = r.findings.filter((f) => f.rule === 'crd-not-checkable');
    expect(unchecked.map((f) => f.catalog)).toEqual(['metadata']);
    expect(unchecked[0]!.message).toContain(
      `quay.io/example/foo-bundle:v0.1.0: not asked: check-images asks about at most ${IMAGE_LIMIT} ` +
        `distinct references per run`,
    );
  });
});
