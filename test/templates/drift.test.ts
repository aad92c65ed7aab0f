// The comparison of a template's expectation with a rendered catalog: documents in the form opm
// writes them, bundle images, the migrate level of the catalog's OpenShift version, and the
// catalogs one template renders against each other.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/catalog/goyaml/json-value.js';
import type { TemplateExpectation } from '../../src/templates/expectation.js';
import { csvMetadataLevel, renderingsDrift, templateDrift, type RenderedCatalog } from '../../src/templates/drift.js';

const pkg = { schema: 'olm.package', name: 'foo', defaultChannel: 'stable' };
const channel = {
  schema: 'olm.channel',
  name: 'stable',
  package: 'foo',
  entries: [{ name: 'foo.v1.0.0' }, { name: 'foo.v1.1.0', replaces: 'foo.v1.0.0' }],
};
const bundle = (v: string, level: 'object' | 'csv' = 'object'): JsonValue => ({
  schema: 'olm.bundle',
  name: `foo.v${v}`,
  package: 'foo',
  image: `quay.io/foo/bundle:v${v}`,
  properties: [
    { type: 'olm.package', value: { packageName: 'foo', version: v } },
    level === 'object'
      ? { type: 'olm.bundle.object', value: { data: 'e30=' } }
      : { type: 'olm.csv.metadata', value: { name: `foo.v${v}` } },
  ],
});
const expectation: TemplateExpectation = {
  kind: 'basic',
  package: 'foo',
  documents: [pkg, channel],
  bundleImages: ['quay.io/foo/bundle:v1.0.0', 'quay.io/foo/bundle:v1.1.0'],
};
const catalog = (name: string, docs: unknown[]): RenderedCatalog => ({
  catalog: name,
  documents: docs.map((value, i) => ({ value: value as JsonValue, file: `${name}/f.yaml`, line: i * 10 + 1 })),
});
const level = (v: 'object' | 'csv') => [bundle('1.0.0', v), bundle('1.1.0', v)];

describe('templateDrift', () => {
  it('a catalog as opm renders the template has no drift, whatever order and spelling opm normalises', () => {
    const reordered = {
      Schema: 'olm.channel',
      name: 'stable',
      package: 'foo',
      entries: [
        { name: 'foo.v1.1.0', replaces: 'foo.v1.0.0', skips: [] },
        { name: 'foo.v1.0.0', skipRange: '' },
      ],
      unknownField: 'opm drops it',
    };
    expect(templateDrift(expectation, catalog('catalogs/v4.16', [pkg, reordered, ...level('object')]))).toEqual([]);
    expect(templateDrift(expectation, catalog('catalogs/v4.18', [pkg, channel, ...level('csv')]))).toEqual([]);
  });
  it('says which document, entry and field differ, where', () => {
    const edited = { ...channel, entries: [...channel.entries, { name: 'foo.v1.2.0', replaces: 'foo.v1.1.0' }] };
    const d = templateDrift(
      expectation,
      catalog('catalogs/v4.16', [{ ...pkg, defaultChannel: 'fast' }, edited, ...level('object')]),
    );
    expect(d.map((x) => x.what)).toEqual([
      'olm.package differs: defaultChannel: stable in the template, fast in the catalog',
      'olm.channel stable differs: entries: the catalog has entries the template does not (foo.v1.2.0)',
    ]);
    expect(d[1]!.at).toEqual({ file: 'catalogs/v4.16/f.yaml', line: 11 });
    expect(d.map((x) => x.key)).toEqual(['differs olm.package', 'differs olm.channel stable']);
    expect(d.map((x) => x.shape)).toEqual([undefined, undefined]);
  });
  it('documents and bundle images only one side has', () => {
    const extra = { schema: 'olm.channel', name: 'fast', package: 'foo', entries: [{ name: 'foo.v1.0.0' }] };
    const d = templateDrift(expectation, catalog('catalogs/v4.16', [pkg, extra, bundle('1.0.0'), bundle('2.0.0')]));
    expect(d.map((x) => x.what)).toEqual([
      'olm.channel stable of the template is not in the catalog',
      'olm.channel fast is in the catalog, not in the template',
      'bundle image quay.io/foo/bundle:v1.1.0 of the template is not in the catalog',
      'bundle foo.v2.0.0 (image quay.io/foo/bundle:v2.0.0) is in the catalog, not in the template',
    ]);
    // What the catalog only lacks is what a render of an older template leaves out; the rest it holds on its own.
    expect(d.map((x) => x.shape)).toEqual(['lacks', undefined, 'lacks', undefined]);
  });
  it('the migrate level follows the OpenShift version: csv metadata from 4.17 on, bundle objects before', () => {
    const late = templateDrift(expectation, catalog('catalogs/v4.18', [pkg, channel, ...level('object')]));
    expect(late.map((x) => x.what)).toEqual([
      'bundles foo.v1.0.0, foo.v1.1.0 carry olm.bundle.object: an OpenShift 4.17 or later catalog is rendered ' +
        'with --migrate-level bundle-object-to-csv-metadata',
    ]);
    expect(late.map((x) => x.shape)).toEqual(['level']);
    const early = templateDrift(
      expectation,
      catalog('catalogs/v4.16', [pkg, channel, bundle('1.0.0'), bundle('1.1.0', 'csv')]),
    );
    expect(early.map((x) => x.what)).toEqual([
      'bundle foo.v1.1.0 carries olm.csv.metadata: a catalog before OpenShift 4.17 is rendered without --migrate-level',
    ]);
    expect(templateDrift(expectation, catalog('catalogs/prod', [pkg, channel, ...level('object')]))).toEqual([]);
    expect([csvMetadataLevel('catalogs/v4.16'), csvMetadataLevel('v4.17'), csvMetadataLevel('catalogs/x')]).toEqual([
      false,
      true,
      undefined,
    ]);
  });
  it('a semver expectation without the icon and description the head bundle gives leaves them uncompared', () => {
    const semver: TemplateExpectation = { ...expectation, kind: 'semver' };
    const withIcon = { ...pkg, icon: { base64data: 'aWNvbg==', mediatype: 'image/png' }, description: 'd' };
    expect(templateDrift(semver, catalog('catalogs/v4.16', [withIcon, channel, ...level('object')]))).toEqual([]);
    expect(templateDrift(expectation, catalog('catalogs/v4.16', [withIcon, channel, ...level('object')]))).toHaveLength(
      1,
    );
  });
});

describe('renderingsDrift', () => {
  it('the catalogs of one template agree apart from the migrate level', () => {
    const v416 = catalog('catalogs/v4.16', [pkg, channel, ...level('object')]);
    const v418 = catalog('catalogs/v4.18', [pkg, channel, ...level('csv')]);
    expect(renderingsDrift([v416, v418]).size).toBe(0);
    const changed = bundle('1.1.0', 'csv') as { properties: unknown[] };
    changed.properties[0] = { type: 'olm.package', value: { packageName: 'foo', version: '1.1.1' } };
    const d = renderingsDrift([v416, catalog('catalogs/v4.18', [pkg, channel, bundle('1.0.0', 'csv'), changed])]);
    expect(d.get('catalogs/v4.18')!.map((x) => x.shape)).toEqual(['bundle']);
    expect(d.get('catalogs/v4.18')!.map((x) => x.what)).toEqual([
      'bundle foo.v1.1.0 is not the same as in catalogs/v4.16, which the same template renders (they may differ ' +
        'only in olm.bundle.object against olm.csv.metadata)',
    ]);
  });
});
