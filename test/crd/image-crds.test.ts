// CRDs read from bundle images: a new edge between bundles that carry only olm.csv.metadata is
// checked with the CRDs under their images' manifests/, reported as for olm.bundle.object; an
// image that cannot be read leaves crd-not-checkable, saying why.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { EMPTY_CONFIG } from '../../src/config/config.js';
import { crdComparisonWork } from '../../src/crd/crd-check.js';
import { diffWithImages } from '../../src/pipeline/diff-images.js';
import { fakeLookup, type FakeFiles } from '../images/fake-lookup.js';
import { catalogText, crd, specSchema, type BundleIn } from './helpers.js';

function listing(text: string): CatalogListing {
  const data = new TextEncoder().encode(text);
  const id = gitBlobId(data);
  return { files: [{ path: 'foo/catalog.yaml', id }], read: (ids) => new Map(ids.map((i) => [i, data])) };
}

const meta = (version: string): BundleIn => ({ version, objects: 'csv-metadata' });
const BASE = catalogText([meta('0.1.0')]);
const HEAD = catalogText([meta('0.1.0'), meta('0.2.0')]);
const IMAGE1 = 'quay.io/example/foo-bundle:v0.1.0';
const IMAGE2 = 'quay.io/example/foo-bundle:v0.2.0';
const both = crd(specSchema({ mode: { type: 'string' }, size: { type: 'integer' } }));
const modeOnly = crd(specSchema({ mode: { type: 'string' } }));
const CSV_YAML = 'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo\n';

async function crdFindings(files: Record<string, FakeFiles> | undefined) {
  const lookup = files && fakeLookup({}, files);
  const r = await diffWithImages(
    [{ catalog: 'cat', base: listing(BASE), head: listing(HEAD) }],
    { config: EMPTY_CONFIG },
    lookup && (() => lookup),
  );
  return { findings: r.findings.filter((f) => f.rule.startsWith('crd-')), lookup };
}

describe('CRDs from bundle images', () => {
  it('registry access off: the edge cannot be checked', async () => {
    const { findings } = await crdFindings(undefined);
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      [
        'crd-not-checkable',
        'edge foo.v0.1.0 → foo.v0.2.0: foo.v0.1.0 and foo.v0.2.0 carry no olm.bundle.object ' +
          '(olm.csv.metadata only), so the catalog holds no CRDs to compare: the CRD upgrade check could not ' +
          'run here; OLM v1 runs it on the cluster',
      ],
    ]);
  });

  it(
    "a field removed between the images' CRDs (YAML and JSON files) is crd-field-removed on the " + 'new edge',
    async () => {
      const { findings, lookup } = await crdFindings({
        [IMAGE1]: { files: { 'manifests/foo.csv.yaml': CSV_YAML, 'manifests/widgets.crd.yaml': stringify(both) } },
        [IMAGE2]: {
          files: {
            'manifests/foo.csv.yaml': CSV_YAML,
            'manifests/widgets.json': JSON.stringify(modeOnly),
            'manifests/README.md': 'CustomResourceDefinition',
          },
        },
      });
      expect(findings.map((f) => [f.rule, f.severity, f.bundle, f.introduced])).toEqual([
        ['crd-field-removed', 'error', 'foo.v0.2.0', true],
      ]);
      expect(findings[0]!.message).toMatch(
        /^edge foo\.v0\.1\.0 → foo\.v0\.2\.0: CRD widgets\.example\.com v1 \.spec\.size: /,
      );
      expect(findings[0]).toMatchObject({ file: 'cat/foo/catalog.yaml', line: expect.any(Number) as number });
      expect([...lookup!.read].sort()).toEqual([`${IMAGE1} manifests/`, `${IMAGE2} manifests/`]);
    },
  );

  it('the same CRD text in both images is one CRD: nothing compared, nothing to report', async () => {
    const before = crdComparisonWork();
    const { findings } = await crdFindings({
      [IMAGE1]: { files: { 'manifests/a.yaml': stringify(both) } },
      [IMAGE2]: { files: { 'manifests/b.yaml': stringify(both) } },
    });
    expect(findings).toEqual([]);
    expect(crdComparisonWork()).toBe(before);
  });

  it('an image that cannot be read: crd-not-checkable says which and why', async () => {
    const { findings } = await crdFindings({
      [IMAGE1]: { files: { 'manifests/a.yaml': stringify(both) } },
      [IMAGE2]: { state: 'unverified', detail: 'quay.io answered 503' },
    });
    expect(findings.map((f) => f.rule)).toEqual(['crd-not-checkable']);
    expect(findings[0]!.message).toBe(
      `edge foo.v0.1.0 → foo.v0.2.0: foo.v0.2.0 carries no olm.bundle.object (olm.csv.metadata only), so ` +
        `the catalog holds no CRDs to compare and the bundle image of foo.v0.2.0 could not be read (${IMAGE2}` +
        `: not verified: quay.io answered 503): the CRD upgrade check could not run ` +
        `here; OLM v1 runs it on the cluster`,
    );
  });

  it('a CRD file of the image that does not decode is named with its path in the image', async () => {
    const { findings } = await crdFindings({
      [IMAGE1]: { files: { 'manifests/a.yaml': stringify(both) } },
      [IMAGE2]: { files: { 'manifests/a.yaml': 'kind: CustomResourceDefinition\nspec: [unclosed\n' } },
    });
    expect(findings.map((f) => f.rule)).toContain('crd-not-checkable');
    expect(findings.find((f) => f.rule === 'crd-not-checkable')!.message).toContain(
      `a bundle object of foo.v0.2.0 (manifests/a.yaml in ${IMAGE2}) cannot be read: payload is neither JSON nor YAML`,
    );
  });
});
