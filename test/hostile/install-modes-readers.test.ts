// A CSV's installModes shaped as no tool writes them (keys in odd case, duplicates, a `supported`
// that is missing or not a bool, unknown types, entries that are not objects, no list at all),
// read by the two parts of fbc-bot that read them: the installability rules (catalogCsvFacts) and
// the install plan (bundleFacts). Both must read what OLM reads, Go's encoding/json decoding
// []v1alpha1.InstallMode, so neither plans an install the other calls refused, or the reverse.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { bundleFacts } from '../../src/diff/install-plan-bundle.js';
import { catalogCsvFacts } from '../../src/rules/install-csv.js';
import { buildModel } from '../../src/rules/link-model.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64');
const PKG = '- type: olm.package\n  value: {packageName: foo, version: 1.0.0}\n';

/** foo.v1.0.0 with these extra properties, read as both readers get it. */
function read(props: string) {
  const text =
    pkgDoc() + channelDoc('- name: foo.v1.0.0\n') + bundleDoc({ name: 'foo.v1.0.0', properties: PKG + props });
  const loaded = loadCatalog([{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }]);
  const b = buildModel(loaded.cfg, []).packages.get('foo')!.bundles.get('foo.v1.0.0')!;
  const plan = bundleFacts(b).installModes;
  return { rules: catalogCsvFacts(b.doc)?.installModes, plan: plan && [...plan].sort() };
}

const CSV = {
  apiVersion: 'operators.coreos.com/v1alpha1',
  kind: 'ClusterServiceVersion',
  metadata: { name: 'foo.v1.0.0' },
};
const csvObject = (spec: object, key = 'spec'): string =>
  `- type: olm.bundle.object\n  value: {data: ${b64({ ...CSV, [key]: spec })}}\n`;
const inCsv = (installModes: unknown): string => csvObject(installModes === undefined ? {} : { installModes });
const inMetadata = (installModes: unknown, key = 'installModes'): string =>
  `- type: olm.csv.metadata\n  value: ${JSON.stringify({ displayName: 'Foo', [key]: installModes })}\n`;

describe('installModes, read alike by the installability rules and the install plan', () => {
  it('keys in odd case match as Go matches struct fields (case-insensitively)', () => {
    const modes = [
      { Type: 'AllNamespaces', SUPPORTED: true },
      { TYPE: 'OwnNamespace', Supported: false },
    ];
    const want = {
      rules: [
        { type: 'AllNamespaces', supported: true },
        { type: 'OwnNamespace', supported: false },
      ],
      plan: ['AllNamespaces'],
    };
    expect(read(inCsv(modes))).toEqual(want);
    expect(read(inMetadata(modes))).toEqual(want);
    expect(read(inMetadata(modes, 'InstallModes'))).toEqual(want);
    expect(read(csvObject({ InstallModes: modes }, 'Spec'))).toEqual(want);
  });

  it('a type listed twice stays twice for the rules (OLM classic refuses it); supported once is supported', () => {
    const modes = [
      { type: 'AllNamespaces', supported: false },
      { type: 'AllNamespaces', supported: true },
    ];
    const want = { rules: modes, plan: ['AllNamespaces'] };
    expect(read(inCsv(modes))).toEqual(want);
    expect(read(inMetadata(modes))).toEqual(want);
  });

  it('a supported that is missing, null or not a bool is not supported', () => {
    const modes = [
      { type: 'AllNamespaces' },
      { type: 'OwnNamespace', supported: 'true' },
      { type: 'SingleNamespace', supported: 1 },
      { type: 'MultiNamespace', supported: null },
    ];
    const none = ['AllNamespaces', 'OwnNamespace', 'SingleNamespace', 'MultiNamespace'];
    expect(read(inCsv(modes))).toEqual({ rules: none.map((type) => ({ type, supported: false })), plan: [] });
    expect(read(inMetadata([modes[0], modes[3]]))).toEqual({
      rules: [
        { type: 'AllNamespaces', supported: false },
        { type: 'MultiNamespace', supported: false },
      ],
      plan: [],
    });
  });

  it('unknown types, and known ones in another case, are kept for the rules and support nothing', () => {
    const modes = [
      { type: 'Everywhere', supported: true },
      { type: 'allnamespaces', supported: true },
      { type: 'OwnNamespace', supported: true },
    ];
    const want = { rules: modes, plan: ['OwnNamespace'] };
    expect(read(inCsv(modes))).toEqual(want);
    expect(read(inMetadata(modes))).toEqual(want);
  });

  it('entries that are not objects, and a type that is not a string, stay the zero install mode', () => {
    const modes = ['AllNamespaces', null, [{ type: 'AllNamespaces', supported: true }], { type: 7, supported: true }];
    expect(read(inCsv([...modes, { type: 'OwnNamespace', supported: true }]))).toEqual({
      rules: [
        ...modes.map(() => ({ type: '', supported: false })).slice(0, 3),
        { type: '', supported: true },
        { type: 'OwnNamespace', supported: true },
      ],
      plan: ['OwnNamespace'],
    });
  });

  it('no list, an empty list, or a value that is not a list: the CSV supports no install mode', () => {
    const none = { rules: [], plan: [] };
    expect(read(inCsv(undefined))).toEqual(none);
    expect(read(inCsv([]))).toEqual(none);
    expect(read(inCsv(null))).toEqual(none);
    expect(read(inCsv({ type: 'AllNamespaces', supported: true }))).toEqual(none);
    expect(read(inMetadata(undefined))).toEqual(none);
    expect(read(inMetadata([]))).toEqual(none);
  });

  it('a catalog entry without the CSV says nothing: neither reader guesses', () => {
    expect(read('')).toEqual({ rules: undefined, plan: undefined });
  });
});
