// The image step's second diff pass (CRDs read from bundle images) runs only the catalogs whose
// CRD check lacked images; the others keep their first pass, and catalogs keep their order.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { EMPTY_CONFIG } from '../../src/config/config.js';
import { diffWithImages } from '../../src/pipeline/diff-images.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from '../crd/helpers.js';
import { fakeLookup } from './fake-lookup.js';

/** A one-file listing that counts how often its content is read. */
function listing(text: string): CatalogListing & { reads: number } {
  const data = new TextEncoder().encode(text);
  const id = gitBlobId(data);
  const l = { reads: 0, files: [{ path: 'foo/catalog.yaml', id }], read: (ids: readonly string[]) => (l.reads++, new Map(ids.map((i) => [i, data]))) };
  return l;
}

const both = crd(specSchema({ mode: { type: 'string' }, size: { type: 'integer' } }));
const modeOnly = crd(specSchema({ mode: { type: 'string' } }));
const meta = (version: string): BundleIn => ({ version, objects: 'csv-metadata' });
const CSV_YAML = 'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo\n';

describe('the CRD pass over bundle images', () => {
  it('runs again only the catalog that lacked CRDs; the other keeps its first pass, in catalog order', async () => {
    const fromImages = { base: listing(catalogText([meta('0.1.0')])), head: listing(catalogText([meta('0.1.0'), meta('0.2.0')])) };
    const inCatalog = {
      base: listing(catalogText([{ version: '0.1.0', objects: [CSV, both] }])),
      head: listing(catalogText([{ version: '0.1.0', objects: [CSV, both] }, { version: '0.2.0', objects: [CSV, modeOnly] }])),
    };
    const lookup = fakeLookup({}, {
      'quay.io/example/foo-bundle:v0.1.0': { files: { 'manifests/foo.csv.yaml': CSV_YAML, 'manifests/widgets.crd.yaml': stringify(both) } },
      'quay.io/example/foo-bundle:v0.2.0': { files: { 'manifests/foo.csv.yaml': CSV_YAML, 'manifests/widgets.crd.yaml': stringify(modeOnly) } },
    });
    const r = await diffWithImages([{ catalog: 'z-images', ...fromImages }, { catalog: 'a-objects', ...inCatalog }], { config: EMPTY_CONFIG }, () => lookup);
    const crdFindings = r.findings.filter((f) => f.rule.startsWith('crd-')).map((f) => [f.catalog, f.rule, f.bundle]);
    expect(crdFindings).toEqual([['a-objects', 'crd-field-removed', 'foo.v0.2.0'], ['z-images', 'crd-field-removed', 'foo.v0.2.0']]);
    expect(r.compared.map((c) => c.catalog)).toEqual(['z-images', 'a-objects']);
    expect(r.changes.map((c) => c.catalog)).toEqual(['z-images', 'a-objects']);
    // The catalog that needed no image was read once: the second pass did not touch it.
    expect([inCatalog.base.reads, inCatalog.head.reads]).toEqual([1, 1]);
    expect(fromImages.head.reads).toBeGreaterThan(1);
  });
});
