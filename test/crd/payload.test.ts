// Reading CRDs from bundles: JSON and YAML payloads, bundles with olm.csv.metadata only
// (crd-not-checkable), and payloads that cannot be read as a CRD (a finding, never a crash).
import { describe, expect, it } from 'vitest';
import { CSV, crd, crdCheck, lines, specSchema } from './helpers.js';

const s = specSchema({ mode: { type: 'string' } });
const t = specSchema({ mode: { type: 'integer' } });

describe('CRD payloads', () => {
  it('a YAML payload is read like a JSON one', () => {
    const yaml =
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ` +
      `widgets.example.com\nspec:\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    ` +
      `storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n       ` +
      `   spec:\n            type: object\n            properties:\n              ` +
      `mode:\n                type: string\n`;
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, yaml] },
      { version: '0.2.0', objects: [CSV, crd(t)] },
    ]);
    expect(lines(f)).toEqual([
      'crd-type-changed: CRD widgets.example.com v1 .spec.mode: type: type changed: "string" → "integer"',
    ]);
  });

  it('a bundle with olm.csv.metadata only: one info finding per edge, never silence', () => {
    const f = crdCheck([
      { version: '0.1.0', objects: 'csv-metadata' },
      { version: '0.2.0', objects: [CSV, crd(s)] },
      { version: '0.3.0', objects: 'csv-metadata' },
    ]);
    expect(f.map((x) => [x.rule, x.severity])).toEqual([
      ['crd-not-checkable', 'info'],
      ['crd-not-checkable', 'info'],
    ]);
    expect(f[0]!.message).toBe(
      'edge foo.v0.1.0 → foo.v0.2.0: foo.v0.1.0 carries no olm.bundle.object (olm.csv.metadata only), so ' +
        'the catalog holds no CRDs to compare: the CRD upgrade check could not run here; OLM v1 runs it on the cluster',
    );
  });

  it('a bundle with neither objects nor olm.csv.metadata (not what opm renders) gets no finding', () => {
    expect(
      crdCheck([
        { version: '0.1.0', objects: [] },
        { version: '0.2.0', objects: [CSV, crd(s)] },
      ]),
    ).toEqual([]);
  });

  it(
    'a malformed CRD schema, once it is to be compared, is a clear finding at its property, and the rest is ' +
      'still checked',
    () => {
      const broken = {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'gadgets.example.com' },
        spec: { versions: [{ name: 'v1', schema: { openAPIV3Schema: { type: 'object', properties: 'oops' } } }] },
      };
      const gadgets = crd({ name: 'gadgets.example.com', versions: [{ name: 'v1', schema: s }] });
      const f = crdCheck([
        { version: '0.1.0', objects: [CSV, crd(s), gadgets] },
        { version: '0.2.0', objects: [CSV, crd(t), broken] },
      ]);
      expect(lines(f)).toEqual([
        'crd-not-checkable: CRD gadgets.example.com of foo.v0.2.0 (properties[3]) cannot be read: ' +
          'spec.versions[0].schema.openAPIV3Schema.properties is not a map; it is left out of the check',
        'crd-type-changed: CRD widgets.example.com v1 .spec.mode: type: type changed: "string" → "integer"',
      ]);
      expect(f[0]!.line).toBeGreaterThan(1);
    },
  );

  it(
    'a zero value of the wrong type (required: false, not: false) or a dependencies list of non-strings does ' +
      'not decode, as the API server would refuse it; items: false does',
    () => {
      const wrong = (extra: Record<string, unknown>): ReturnType<typeof crd> =>
        crd(specSchema({ mode: { type: 'string' } }, extra as never));
      for (const [extra, why] of [
        [{ required: false }, 'properties.spec.required must list property names'],
        [{ not: false }, 'properties.spec.not is not an object'],
        [{ properties: [] }, 'properties.spec.properties is not a map'],
        [{ dependencies: { a: ['b', 1] } }, 'properties.spec.dependencies.a must list property names'],
      ] as const) {
        const f = crdCheck([
          { version: '0.1.0', objects: [CSV, crd(s)] },
          { version: '0.2.0', objects: [CSV, wrong(extra)] },
        ]);
        expect(lines(f)).toEqual([
          `crd-not-checkable: CRD widgets.example.com of foo.v0.2.0 (properties[2]) cannot be read: ` +
            `spec.versions[0].schema.openAPIV3Schema.${why}; it is left out of the check`,
        ]);
      }
      // JSONSchemaPropsOrArray and JSONSchemaPropsOrStringArray leave anything else unset: nothing
      // to report, and the node is still compared
      for (const odd of [{ items: false }, { items: 5 }])
        expect(
          crdCheck([
            { version: '0.1.0', objects: [CSV, crd(s)] },
            { version: '0.2.0', objects: [CSV, wrong(odd)] },
          ]),
        ).toEqual([]);
      for (const odd of [
        { items: false },
        { items: 5 },
        { dependencies: { a: false } },
        { dependencies: { a: ['b', null] } },
        { not: { items: 'x' } },
      ]) {
        const f = crdCheck([
          { version: '0.1.0', objects: [CSV, wrong(odd)] },
          { version: '0.2.0', objects: [CSV, wrong({ ...odd, type: 'array' })] },
        ]);
        expect(lines(f)).toEqual([
          'crd-type-changed: CRD widgets.example.com v1 .spec: type: type changed: "object" → "array"',
        ]);
      }
    },
  );

  it('a payload that says it is a CRD but is not JSON is reported, not thrown', () => {
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, crd(s)] },
      { version: '0.2.0', objects: [CSV, '{"kind": "CustomResourceDefinition", oops'] },
    ]);
    expect(lines(f).map((l) => l.replace(/\(Unexpected.*\)|\(Expected.*\)/, '(…)'))).toEqual([
      'crd-not-checkable: a bundle object of foo.v0.2.0 (properties[2]) cannot be read: payload is not ' +
        'valid JSON (…); it is left out of the check',
    ]);
  });

  it('an older CRD API version cannot be compared and says so', () => {
    const old = { ...(crd(s) as object), apiVersion: 'apiextensions.k8s.io/v1beta1' };
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, old] },
      { version: '0.2.0', objects: [CSV, crd(s)] },
    ]);
    expect(lines(f)).toEqual([
      'crd-not-checkable: CRD widgets.example.com of foo.v0.1.0 (properties[2]) cannot be read: is ' +
        'apiextensions.k8s.io/v1beta1, which Kubernetes no longer serves (only apiextensions.k8s.io/v1 is ' +
        'checked); it is left out of the check',
    ]);
  });
});
