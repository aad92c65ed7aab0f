// A bundle image rendered as `opm render` renders it, compared byte for byte with the olm.bundle
// document opm wrote into a community-operators-prod catalog: bundles rebuilt from their own
// olm.bundle.object properties (v4.16: several CRDs, named related images), and a real bundle
// directory (YAML manifests, dependencies.yaml) under the bundle-object-to-csv-metadata migration
// the v4.17+ catalogs are rendered with. Then what opm refuses, each a problem naming why.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeYamlFull } from '../../src/catalog/goyaml/full.js';
import type { JsonObject } from '../../src/catalog/goyaml/json-value.js';
import { renderBundleImage, type MigrateLevel } from '../../src/templates/bundle-render.js';
import { csvMetadata } from '../../src/templates/csv-metadata.js';
import { goBundle, writeOpm } from '../../src/templates/opm-output.js';
import { bundleImageFiles } from '../helpers/bundle-files-of.js';

const DIR = new URL('fixtures/bundle-image/', import.meta.url).pathname;
const LABELS = (pkg: string): Record<string, string> => ({ 'operators.operatorframework.io.bundle.package.v1': pkg });
const blob = (name: string): string => readFileSync(join(DIR, `${name}.yaml`), 'utf8');
const docOf = (text: string): JsonObject => {
  const r = decodeYamlFull(text.slice('---\n'.length));
  if (!r.ok) throw new Error(r.error);
  return r.value as JsonObject;
};
const asFiles = (files: Record<string, string>) =>
  Object.entries(files).map(([path, c]) => ({ path, content: Buffer.from(c) }));

/** A bundle directory's manifests/ and metadata/ files. */
function dirFiles(dir: string): { path: string; content: Uint8Array }[] {
  return ['manifests', 'metadata'].flatMap((sub) =>
    readdirSync(join(dir, sub)).map((f) => ({ path: `${sub}/${f}`, content: readFileSync(join(dir, sub, f)) })),
  );
}

function rendered(ref: string, pkg: string, files: { path: string; content: Uint8Array }[], migrate?: MigrateLevel) {
  const r = renderBundleImage(ref, LABELS(pkg), files, migrate);
  if ('problem' in r) throw new Error(r.problem);
  return r;
}

describe('a bundle image rendered as opm renders it', () => {
  it.each([
    // Two CRDs, two Secrets, a ConfigMap, a Service: the objects in opm's order (by their base64).
    'ecr-secret-operator.v0.4.0',
    // spec.relatedImages with names, the bundle image and the operator image added unnamed.
    'patterns-operator.v0.0.63',
  ])('%s: olm.bundle.object, as the v4.16 catalog holds it', (name) => {
    const text = blob(name);
    const doc = docOf(text);
    const { files, labels } = bundleImageFiles(doc);
    const r = renderBundleImage(String(doc['image']), labels, asFiles(files));
    if ('problem' in r) throw new Error(r.problem);
    expect(writeOpm([goBundle(r.document)], 'yaml')).toBe(text);
    expect(r.version).toBe(name.replace(/^.*\.v/, ''));
  });

  const rabbit = 'rabbitmq-messaging-topology-operator.v1.15.0';
  it(`${rabbit}: a real bundle directory under bundle-object-to-csv-metadata, as the v4.21 catalog holds it`, () => {
    const text = blob(rabbit);
    const doc = docOf(text);
    const r = rendered(
      String(doc['image']),
      String(doc['package']),
      dirFiles(join(DIR, rabbit)),
      'bundle-object-to-csv-metadata',
    );
    expect(writeOpm([goBundle(r.document)], 'yaml')).toBe(text);
  });

  it(`${rabbit} without the migration: every manifest an olm.bundle.object, after the other properties`, () => {
    const r = rendered('q.io/rabbit:1.15.0', 'rabbitmq-messaging-topology-operator', dirFiles(join(DIR, rabbit)));
    const types = (r.document['properties'] as JsonObject[]).map((p) => p['type']);
    expect(types.filter((t) => t === 'olm.bundle.object')).toHaveLength(14);
    expect(types.slice(0, 3)).toEqual(['olm.gvk', 'olm.gvk', 'olm.gvk']);
    expect(types.slice(-15)).toEqual(['olm.package.required', ...Array(14).fill('olm.bundle.object')]);
    expect(types).not.toContain('olm.csv.metadata');
    expect(types.filter((t) => t === 'olm.gvk.required')).toHaveLength(1);
  });
});

describe('what opm refuses to render, each named', () => {
  const csv = (spec: string): string =>
    `apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo.v1.0.0\n` +
    `spec:\n  version: 1.0.0\n${spec}`;
  const ANNOTATIONS = 'annotations:\n  operators.operatorframework.io.bundle.package.v1: foo\n';
  const files = (f: Record<string, string>) => asFiles(f);
  const problem = (labels: Record<string, string>, f: Record<string, string>): string => {
    const r = renderBundleImage('q.io/foo:1', labels, files(f));
    return 'problem' in r ? r.problem : 'rendered';
  };

  it('an image that is no bundle, or a catalog image', () => {
    expect(problem({}, {})).toBe(
      'is not a bundle image: its config has no label operators.operatorframework.io.bundle.package.v1',
    );
    expect(problem({ 'operators.operatorframework.io.index.configs.v1': '/configs' }, {})).toBe(
      'is a catalog image, not a bundle image',
    );
  });

  it('a bundle without objects, without a CSV, without annotations', () => {
    expect(problem(LABELS('foo'), { 'metadata/annotations.yaml': ANNOTATIONS })).toBe(
      'has no bundle objects under manifests/',
    );
    expect(
      problem(LABELS('foo'), {
        'manifests/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
        'metadata/annotations.yaml': ANNOTATIONS,
      }),
    ).toBe('has no ClusterServiceVersion under manifests/');
    expect(problem(LABELS('foo'), { 'manifests/csv.yaml': csv('') })).toBe('has no annotations file under metadata/');
  });

  it('a CSV owning a CRD the bundle lacks', () => {
    const owned =
      '  customresourcedefinitions:\n    owned:\n    - name: bars.example.com\n      version: v1\n      kind: Bar\n';
    expect(problem(LABELS('foo'), { 'manifests/csv.yaml': csv(owned), 'metadata/annotations.yaml': ANNOTATIONS })).toBe(
      'its CSV owns bars.example.com v1 Bar, which no CRD of the bundle provides',
    );
  });

  it('skips what opm skips: a file whose first YAML document is no object, dot files, a second CSV', () => {
    // a.yaml's first document is a comment alone: not an object, so opm skips the file and its CSV.
    const r = rendered('q.io/foo:1', 'foo', [
      ...files({
        'manifests/a.yaml': '---\n# only a comment\n---\n' + csv(''),
        'manifests/b.yaml': csv('').replace('foo.v1.0.0', 'second.v1'),
        'manifests/.hidden.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: hidden\n',
        'manifests/c.yaml': 'not: [an object',
        'manifests/d.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n---\nkind: Ignored\n',
        'metadata/annotations.yaml': ANNOTATIONS,
      }),
    ]);
    expect(r.document['name']).toBe('second.v1');
    const objects = (r.document['properties'] as JsonObject[]).filter((p) => p['type'] === 'olm.bundle.object');
    const kinds = objects.map(
      (p) => JSON.parse(Buffer.from(String((p['value'] as JsonObject)['data']), 'base64').toString()).kind,
    );
    expect(kinds.sort()).toEqual(['ClusterServiceVersion', 'ConfigMap']);
  });
});

describe('values from the bundle files, in JSON', () => {
  it('a dependency or property value has its keys sorted, as sigs.k8s.io/yaml made its JSON', () => {
    const csv =
      'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo.v1.0.0\n' +
      'spec:\n  version: 1.0.0\n';
    const r = rendered('q.io/foo:1', 'foo', [
      ...asFiles({
        'manifests/csv.yaml': csv,
        'metadata/annotations.yaml': 'annotations:\n  operators.operatorframework.io.bundle.package.v1: foo\n',
        'metadata/dependencies.yaml':
          'dependencies:\n- type: olm.constraint\n  value:\n    failureMessage: x\n    cel: {rule: "true"}\n',
      }),
    ]);
    const constraint = (r.document['properties'] as JsonObject[]).find((p) => p['type'] === 'olm.constraint')!;
    expect(Object.keys(constraint['value'] as JsonObject)).toEqual(['cel', 'failureMessage']);
  });
  it("keys equal but for case: the one sorting last (opm's JSON has its keys sorted; Go assigns the last)", () => {
    const csv: JsonObject = { spec: { displayName: 'first', displayname: 'last', Keywords: ['a'], keywords: ['b'] } };
    expect(csvMetadata(csv)).toMatchObject({ displayName: 'last', keywords: ['b'] });
  });
});
