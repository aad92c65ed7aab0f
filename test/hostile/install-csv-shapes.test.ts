// CSVs the installability rules read from a catalog entry or a bundle image, shaped as no tool
// writes them: wrong types, prototype names, files that are not manifests. Each is read as what it
// says or not at all, never a crash.
import { describe, expect, it } from 'vitest';
import { csvFacts, imageCsvFacts } from '../../src/rules/install-csv.js';
import { brief, installFindings } from '../rules/install-fixture.js';

const enc = new TextEncoder();
const BOTH = 'consumers:\n  - catalogs: [catalogs]\n    olm: [classic, v1]\n';

describe('CSV shapes', () => {
  it('installModes, apiServiceDefinitions and minKubeVersion of the wrong type in olm.csv.metadata', () => {
    const meta =
      '- type: olm.csv.metadata\n  value:\n    installModes: AllNamespaces\n    minKubeVersion: 131\n' +
      '    apiServiceDefinitions: {owned: "x"}\n';
    // opm decodes olm.csv.metadata into its struct: a misfit is property-invalid, and not read here.
    expect(brief(installFindings({ as: 'none', props: meta, config: BOTH }))).toEqual([]);
  });

  it('a CSV object whose spec fields are not lists reads as supporting nothing, naming no prototype', () => {
    const facts = csvFacts(
      JSON.parse(
        '{"kind":"ClusterServiceVersion","spec":{"installModes":{"__proto__":{"type":"AllNamespaces"}},' +
          '"webhookdefinitions":"constructor","apiservicedefinitions":{"owned":[{"__proto__":1}]}}}',
      ),
      'test',
    );
    expect(facts.installModes).toEqual([]);
    expect(facts.webhooks).toEqual([]);
    expect(facts.ownedApiServices).toEqual(['/ ']);
  });

  it('a manifest whose kind key is spelt Kind is no CSV, as opm and OLM read kind (the exact key)', () => {
    const modes = 'spec:\n  installModes:\n  - {type: AllNamespaces, supported: true}\n';
    const files = [{ path: 'manifests/a.yaml', content: enc.encode(`Kind: ClusterServiceVersion\n${modes}`) }];
    expect(imageCsvFacts('quay.io/x/b:1', files)).toBeUndefined();
    const exact = [{ path: 'manifests/a.yaml', content: enc.encode(`kind: ClusterServiceVersion\n${modes}`) }];
    expect(imageCsvFacts('quay.io/x/b:1', exact)?.installModes).toEqual([{ type: 'AllNamespaces', supported: true }]);
  });

  it('image files that are not manifests, not YAML, or not a CSV give no CSV', () => {
    const files = [
      { path: 'manifests/a.yaml', content: enc.encode('kind: ClusterServiceVersion\n  bad: [indent') },
      { path: 'manifests/b.json', content: enc.encode('{"kind": "ClusterServiceVersion", ') },
      { path: 'manifests/c.txt', content: enc.encode('kind: ClusterServiceVersion\n') },
      { path: 'manifests/d.yaml', content: new Uint8Array([0xff, 0xfe, 0x00]) },
    ];
    expect(imageCsvFacts('quay.io/x/b:1', files)).toBeUndefined();
    const csv = 'kind: ClusterServiceVersion\nspec:\n  installModes:\n  - {type: OwnNamespace, supported: true}\n';
    expect(
      imageCsvFacts('quay.io/x/b:1', [...files, { path: 'manifests/z.yaml', content: enc.encode(csv) }]),
    ).toMatchObject({
      from: 'manifests/z.yaml in quay.io/x/b:1',
      installModes: [{ type: 'OwnNamespace', supported: true }],
    });
  });
});
