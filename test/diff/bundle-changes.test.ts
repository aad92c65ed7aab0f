// Published bundles changed in place: images compared by digest, content compared decoded
// (olm.csv.metadata ↔ olm.bundle.object of the same CSV, unknown keys, presentation text).
import { describe, expect, it } from 'vitest';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { compareImages } from '../../src/images/same-image.js';
import { diffListings } from '../../src/diff/incremental.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

function listing(text: string): CatalogListing {
  const data = new TextEncoder().encode(text);
  const id = gitBlobId(data);
  return { files: [{ path: 'foo/catalog.yaml', id }], read: (ids) => new Map(ids.map((i) => [i, data])) };
}

const catalog = (image: string, props = '', related = ''): string =>
  pkgDoc() +
  channelDoc('- name: foo.v0.1.0\n') +
  bundleDoc({ name: 'foo.v0.1.0', image, extra: related }).replace(
    '    version: 0.1.0\n',
    `    version: 0.1.0\n${props}`,
  );

/** The bundle change findings of base → head, as "rule severity". */
function changes(base: string, head: string): string[] {
  const r = diffListings([{ catalog: 'cat', base: listing(base), head: listing(head) }]);
  return r.findings.filter((f) => f.rule.startsWith('bundle-')).map((f) => `${f.rule} ${f.severity}`);
}

const D1 = `sha256:${'a'.repeat(64)}`;
const D2 = `sha256:${'b'.repeat(64)}`;
const TAG = 'quay.io/example/foo-bundle:v0.1.0';

describe('bundle images, by digest', () => {
  it('the same digest is the same image, whatever the tag or repository spelling', () => {
    expect(changes(catalog(`${TAG}@${D1}`), catalog(`quay.io/example/foo-bundle@${D1}`))).toEqual([]);
    expect(
      changes(catalog(`quay.io/example/foo-bundle@${D1}`), catalog(`registry.example.com:5000/mirror/foo@${D1}`)),
    ).toEqual([]);
  });
  it('a tag re-pinned to a digest in the same repository is bundle-image-pinned (info)', () => {
    expect(changes(catalog(TAG), catalog(`quay.io/example/foo-bundle@${D1}`))).toEqual(['bundle-image-pinned info']);
    expect(changes(catalog(TAG), catalog(`${TAG}@${D1}`))).toEqual(['bundle-image-pinned info']);
    // opm lists the bundle image among the related images: it is judged once, as the image.
    const self = (image: string) => `relatedImages:\n- name: ""\n  image: ${image}\n`;
    expect(
      changes(
        catalog(TAG, '', self(TAG)),
        catalog(`quay.io/example/foo-bundle@${D1}`, '', self(`quay.io/example/foo-bundle@${D1}`)),
      ),
    ).toEqual(['bundle-image-pinned info']);
  });
  it('a digest given up for a tag of the same repository is bundle-image-unpinned (warning): the pin is lost', () => {
    expect(changes(catalog(`${TAG}@${D1}`), catalog(TAG))).toEqual(['bundle-image-unpinned warning']);
    expect(changes(catalog(`quay.io/example/foo-bundle@${D1}`), catalog(TAG))).toEqual([
      'bundle-image-unpinned warning',
    ]);
    expect(compareImages(`localhost:5000/foo@${D1}`, 'localhost:5000/foo:1')).toBe('unpinned');
  });
  it('another digest, another repository, a digest given up for a tag elsewhere: bundle-image-changed', () => {
    expect(changes(catalog(`quay.io/example/foo-bundle@${D1}`), catalog(`quay.io/example/foo-bundle@${D2}`))).toEqual([
      'bundle-image-changed error',
    ]);
    expect(changes(catalog(TAG), catalog(`quay.io/other/foo-bundle@${D1}`))).toEqual(['bundle-image-changed error']);
    expect(changes(catalog(`${TAG}@${D1}`), catalog('quay.io/other/foo-bundle:v0.1.0'))).toEqual([
      'bundle-image-changed error',
    ]);
    expect(changes(catalog(TAG), catalog('quay.io/example/foo-bundle:v0.1.1'))).toEqual(['bundle-image-changed error']);
  });
  it('repositories compare normalised: Docker Hub short names, registry ports, implicit latest', () => {
    expect(compareImages('busybox', 'docker.io/library/busybox:latest')).toBe('same');
    expect(compareImages('busybox:1', `docker.io/library/busybox@${D1}`)).toBe('pinned');
    expect(compareImages('localhost:5000/foo:1', `localhost:5000/foo@${D1}`)).toBe('pinned');
    expect(compareImages('localhost:5000/foo:1', `localhost:5001/foo@${D1}`)).toBe('changed');
    expect(compareImages('not a reference', 'not a reference either')).toBe('changed');
  });
  it('related images compare by digest too', () => {
    const related = (image: string) => `relatedImages:\n- name: operator\n  image: ${image}\n`;
    expect(
      changes(
        catalog(TAG, '', related(`quay.io/example/op:v1@${D1}`)),
        catalog(TAG, '', related(`quay.io/example/op@${D1}`)),
      ),
    ).toEqual([]);
    expect(
      changes(
        catalog(TAG, '', related(`quay.io/example/op@${D1}`)),
        catalog(TAG, '', related(`quay.io/example/op@${D2}`)),
      ),
    ).toEqual(['bundle-content-changed warning']);
  });
});

const CSV = {
  apiVersion: 'operators.coreos.com/v1alpha1',
  kind: 'ClusterServiceVersion',
  metadata: {
    name: 'foo.v0.1.0',
    annotations: {
      capabilities: 'Basic Install',
      'operators.openshift.io/infrastructure-features': '["disconnected"]',
    },
  },
  spec: {
    displayName: 'Foo',
    description: 'Foo’s operator',
    version: '0.1.0',
    icon: [{ base64data: 'aWNvbg==', mediatype: 'image/png' }],
    installModes: [
      { type: 'OwnNamespace', supported: true },
      { type: 'AllNamespaces', supported: true },
    ],
    customresourcedefinitions: {
      owned: [
        {
          name: 'foos.example.com',
          version: 'v1',
          kind: 'Foo',
          displayName: 'Foo',
          description: 'A foo',
          specDescriptors: [{ path: 'size' }],
        },
      ],
    },
    install: { strategy: 'deployment', spec: { deployments: [{ name: 'foo', spec: { replicas: 1 } }] } },
  },
};
type Csv = typeof CSV;
const edit = (f: (c: Csv) => void): Csv => {
  const c = structuredClone(CSV);
  f(c);
  return c;
};
const objectProp = (csv: unknown): string =>
  `- type: olm.bundle.object\n  value:\n    data: ${Buffer.from(JSON.stringify(csv)).toString('base64')}\n`;
const yamlObjectProp = (yaml: string): string =>
  `- type: olm.bundle.object\n  value:\n    data: ${Buffer.from(yaml).toString('base64')}\n`;
// What opm (before the compact form) writes as olm.csv.metadata for CSV: keys in its order,
// empty structs kept as Go marshals them.
const metaProp = (csv: Csv): string =>
  `- type: olm.csv.metadata\n  value: ${JSON.stringify({
    annotations: csv.metadata.annotations,
    apiServiceDefinitions: {},
    crdDescriptions: csv.spec.customresourcedefinitions,
    description: csv.spec.description,
    displayName: csv.spec.displayName,
    installModes: csv.spec.installModes,
    provider: {},
  })}\n`;

/** The bundle change findings when CSV, written as `from`, becomes CSV edited by `f`, written as `to`. */
const csvEdit = (from: (csv: Csv) => string, to: (csv: Csv) => string, f: (c: Csv) => void): string[] =>
  changes(catalog(TAG, from(CSV)), catalog(TAG, to(edit(f))));

describe('bundle content, decoded', () => {
  it('olm.bundle.object ↔ olm.csv.metadata of the same CSV is no change, both ways', () => {
    expect(changes(catalog(TAG, objectProp(CSV)), catalog(TAG, metaProp(CSV)))).toEqual([]);
    expect(changes(catalog(TAG, metaProp(CSV)), catalog(TAG, objectProp(CSV)))).toEqual([]);
  });
  it('the compact olm.csv.metadata of newer opm (descriptions without descriptors) is the same CSV', () => {
    const compact = edit((c) => {
      c.spec.customresourcedefinitions.owned = [
        { name: 'foos.example.com', version: 'v1', kind: 'Foo', displayName: 'Foo', description: 'A foo' } as never,
      ];
    });
    expect(changes(catalog(TAG, objectProp(CSV)), catalog(TAG, metaProp(compact)))).toEqual([]);
  });
  it('API services: the compact form keeps only their identity and texts; the whole CSV compares the rest', () => {
    const api = (port: number) => ({
      ...CSV,
      spec: {
        ...CSV.spec,
        apiservicedefinitions: {
          owned: [
            {
              name: 'foos',
              group: 'example.com',
              version: 'v1',
              kind: 'Foo',
              deploymentName: 'foo-api',
              containerPort: port,
              displayName: 'Foo',
            },
          ],
        },
      },
    });
    const metadata = {
      annotations: CSV.metadata.annotations,
      apiServiceDefinitions: {
        owned: [{ name: 'foos', group: 'example.com', version: 'v1', kind: 'Foo', displayName: 'Foo' }],
      },
      crdDescriptions: CSV.spec.customresourcedefinitions,
      description: CSV.spec.description,
      displayName: CSV.spec.displayName,
      installModes: CSV.spec.installModes,
    };
    const compact = `- type: olm.csv.metadata\n  value: ${JSON.stringify(metadata)}\n`;
    expect(changes(catalog(TAG, objectProp(api(5443))), catalog(TAG, compact))).toEqual([]);
    expect(changes(catalog(TAG, objectProp(api(5443))), catalog(TAG, objectProp(api(8443))))).toEqual([
      'bundle-content-changed warning',
    ]);
  });
  it('a YAML payload decodes like a JSON one', () => {
    const yaml =
      `apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: ` +
      `foo.v0.1.0\nspec:\n  displayName: Foo\n  version: 0.1.0\n`;
    const json = {
      apiVersion: 'operators.coreos.com/v1alpha1',
      kind: 'ClusterServiceVersion',
      metadata: { name: 'foo.v0.1.0' },
      spec: { version: '0.1.0', displayName: 'Foo' },
    };
    expect(changes(catalog(TAG, yamlObjectProp(yaml)), catalog(TAG, objectProp(json)))).toEqual([]);
  });
  it('a real change is a warning: install modes, the deployment, other annotations, owned APIs', () => {
    expect(
      csvEdit(objectProp, metaProp, (c) => {
        c.spec.installModes[1]!.supported = false;
      }),
    ).toEqual(['bundle-content-changed warning']);
    expect(
      csvEdit(objectProp, objectProp, (c) => {
        c.spec.install.spec.deployments[0]!.spec.replicas = 2;
      }),
    ).toEqual(['bundle-content-changed warning']);
    expect(
      csvEdit(metaProp, metaProp, (c) => {
        c.metadata.annotations['operators.openshift.io/infrastructure-features'] = '[]';
      }),
    ).toEqual(['bundle-content-changed warning']);
    expect(
      csvEdit(objectProp, metaProp, (c) => {
        c.spec.customresourcedefinitions.owned[0]!.version = 'v2';
      }),
    ).toEqual(['bundle-content-changed warning']);
  });
  it('presentation changed in place is info: description, displayName, icon, a lost U+2019', () => {
    expect(
      csvEdit(objectProp, objectProp, (c) => {
        c.spec.description = 'Foos operator';
      }),
    ).toEqual(['bundle-content-changed info']);
    expect(
      csvEdit(objectProp, metaProp, (c) => {
        c.spec.description = 'Foo\uFFFDs operator';
      }),
    ).toEqual(['bundle-content-changed info']);
    expect(
      csvEdit(metaProp, metaProp, (c) => {
        c.spec.displayName = 'Foo Operator';
        c.metadata.annotations.capabilities = 'Seamless Upgrades';
      }),
    ).toEqual(['bundle-content-changed info']);
    expect(
      csvEdit(objectProp, objectProp, (c) => {
        c.spec.icon = [];
      }),
    ).toEqual(['bundle-content-changed info']);
  });
  it('keys OLM ignores inside known property types are no change', () => {
    const gvk = (extra: string) =>
      `- type: olm.gvk\n  value:\n    group: example.com\n    version: v1\n    kind: Foo\n${extra}`;
    expect(changes(catalog(TAG, gvk('')), catalog(TAG, gvk('    plural: foos\n')))).toEqual([]);
    expect(changes(catalog(TAG, gvk('')), catalog(TAG, gvk('').replace('v1', 'v2')))).toEqual([
      'bundle-content-changed warning',
    ]);
  });
  it('other bundle objects (CRDs) compare as manifests when both sides carry them', () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'foos.example.com' },
      spec: { group: 'example.com' },
    };
    const both = (c: unknown) => objectProp(CSV) + objectProp(c);
    expect(changes(catalog(TAG, both(crd)), catalog(TAG, both({ ...crd, spec: { group: 'example.org' } })))).toEqual([
      'bundle-content-changed warning',
    ]);
    expect(changes(catalog(TAG, both(crd)), catalog(TAG, metaProp(CSV)))).toEqual([]);
  });
});
