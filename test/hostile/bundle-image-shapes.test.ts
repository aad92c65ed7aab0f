// Bundle images whose files are of the wrong shape, rendered by `render --check-images`: each is
// rendered as opm reads it or refused with a problem naming what is wrong — never a throw, and
// no key of the image (a label, an annotation named __proto__) reaches an object's prototype.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/catalog/goyaml/json-value.js';
import { renderBundleImage } from '../../src/templates/bundle-render.js';

const LABELS = { 'operators.operatorframework.io.bundle.package.v1': 'foo' };
const ANNOTATIONS = 'annotations:\n  operators.operatorframework.io.bundle.package.v1: foo\n';
const head = 'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo.v1.0.0\n';

function render(csv: string, extra: Record<string, string> = {}, migrate = false) {
  const files = Object.entries({ 'manifests/csv.yaml': csv, 'metadata/annotations.yaml': ANNOTATIONS, ...extra });
  return renderBundleImage(
    'q.io/foo:1',
    LABELS,
    files.map(([path, c]) => ({ path, content: Buffer.from(c) })),
    migrate ? 'bundle-object-to-csv-metadata' : 'none',
  );
}

describe('bundle images of the wrong shape', () => {
  it.each([
    ['spec a string', 'spec: text\n'],
    ['spec.version a number', 'spec:\n  version: 1.0\n'],
    ['spec.release a map', 'spec:\n  version: 1.0.0\n  release: {a: 1}\n'],
    ['relatedImages a map', 'spec:\n  version: 1.0.0\n  relatedImages: {a: 1}\n'],
    ['relatedImages of numbers', 'spec:\n  version: 1.0.0\n  relatedImages: [1, 2]\n'],
    [
      'install deployments a string',
      'spec:\n  version: 1.0.0\n  install: {strategy: deployment, spec: {deployments: x}}\n',
    ],
    [
      'containers of strings',
      'spec:\n  install:\n    strategy: deployment\n    spec:\n      deployments:\n' +
        '      - spec: {template: {spec: {containers: [a, b], initContainers: {x: 1}}}}\n',
    ],
    ['owned CRDs a string', 'spec:\n  customresourcedefinitions: {owned: x, required: [1, null]}\n'],
    ['a required CRD named without a group', 'spec:\n  customresourcedefinitions:\n    required:\n    - name: bars\n'],
    ['metadata a list', 'metadata: [1]\n'],
    [
      'annotations with a __proto__ key',
      'metadata:\n  annotations:\n    __proto__: x\n    operatorframework.io/properties: "{"\n',
    ],
  ])('%s: a problem or a document, never a throw', (_, csv) => {
    const text = csv.startsWith('metadata') ? head.replace(/metadata:\n {2}name: foo.v1.0.0\n/, '') + csv : head + csv;
    for (const migrate of [false, true]) {
      const r = render(text, {}, migrate);
      if ('problem' in r) expect(r.problem).toMatch(/CSV|bundle|csv/);
      else expect(r.document['schema']).toBe('olm.bundle');
    }
  });

  it('wrong types opm refuses are named', () => {
    const r = render(head + 'spec:\n  version: [1]\n');
    expect(r).toEqual({ problem: 'its CSV spec.version is not a string' });
    const port =
      'spec:\n  apiservicedefinitions:\n    owned:\n' +
      '    - {name: a, group: g, version: v1, kind: K, containerPort: x}\n';
    expect(render(head + port, {}, true)).toEqual({
      problem:
        'cannot be migrated to olm.csv.metadata: its CSV spec.apiservicedefinitions.owned[0].containerPort is not a ' +
        '32-bit integer',
    });
  });

  it('dependencies and properties of the wrong shape are skipped as opm skips an undecodable file', () => {
    const r = render(head + 'spec:\n  version: 1.0.0\n', {
      'metadata/dependencies.yaml': 'dependencies: {a: 1}\n',
      'metadata/properties.yaml': 'properties:\n- type: olm.maxOpenShiftVersion\n  value: "4.18"\n- 7\n',
      'metadata/z.yaml': 'properties:\n- type: olm.maxOpenShiftVersion\n  value: "4.19"\n',
    });
    if ('problem' in r) throw new Error(r.problem);
    const types = (r.document['properties'] as JsonObject[]).map((p) => [p['type'], p['value']]);
    expect(types).toContainEqual(['olm.maxOpenShiftVersion', '4.19']);
    expect(types).not.toContainEqual(['olm.maxOpenShiftVersion', '4.18']);
  });

  it('a manifest this decoder cannot read, which go-yaml reads, is named when the render fails for it', () => {
    // A single-quoted scalar continued at its key's indentation: go-yaml reads it, the yaml package does not.
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: bars.example.com\n' +
      'spec:\n  group: example.com\n  names:\n    kind: Bar\n    plural: bars\n  versions:\n  - name: v1\n' +
      "    description: 'one\n    two'\n";
    const owned =
      'spec:\n  customresourcedefinitions:\n    owned:\n    - {name: bars.example.com, version: v1, kind: Bar}\n';
    expect(render(head + owned, { 'manifests/crd.yaml': crd })).toEqual({
      problem:
        'its CSV owns bars.example.com v1 Bar, which no CRD of the bundle provides ' +
        "(not read: manifests/crd.yaml: Missing closing 'quote)",
    });
  });

  it('a label or annotation named __proto__ stays data', () => {
    const r = renderBundleImage('q.io/foo:1', JSON.parse('{"__proto__": "x"}') as Record<string, string>, []);
    expect(r).toEqual({
      problem: 'is not a bundle image: its config has no label operators.operatorframework.io.bundle.package.v1',
    });
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
