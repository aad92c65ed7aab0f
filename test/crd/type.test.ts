// crd-type-changed: crdify's `type` validation, on nested properties, array items and maps.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

describe('crd-type-changed', () => {
  it('a nested property that changes type is refused, with the path and old → new types', () => {
    const f = upgrade(
      [crd(specSchema({ replicas: { type: 'integer' } }))],
      [crd(specSchema({ replicas: { type: 'string' } }))],
    );
    expect(lines(f)).toEqual([
      'crd-type-changed: CRD widgets.example.com v1 .spec.replicas: type: type changed: "integer" → "string"',
    ]);
    expect(f[0]).toMatchObject({
      severity: 'error',
      package: 'foo',
      channel: 'stable',
      bundle: 'foo.v0.2.0',
      file: 'foo/catalog.yaml',
    });
  });

  it('inside arrays of objects and additionalProperties, at their own paths', () => {
    const old = specSchema({
      ports: { type: 'array', items: { type: 'object', properties: { port: { type: 'integer' } } } },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
    });
    const neu = specSchema({
      ports: { type: 'array', items: { type: 'object', properties: { port: { type: 'string' } } } },
      labels: { type: 'object', additionalProperties: { type: 'integer' } },
    });
    const got = lines(upgrade([crd(old)], [crd(neu)]));
    expect(got).toContain(
      'crd-type-changed: CRD widgets.example.com v1 .spec.ports.items.port: type: type changed: "integer" → "string"',
    );
    expect(got).toContain(
      'crd-type-changed: CRD widgets.example.com v1 .spec.labels.additionalProperties: type: type changed: ' +
        '"string" → "integer"',
    );
  });

  it('the same type, reformatted or reordered, is no change', () => {
    const f = upgrade(
      [crd(specSchema({ a: { type: 'string', description: 'x' }, b: { type: 'integer' } }))],
      [crd(specSchema({ b: { type: 'integer' }, a: { description: 'x', type: 'string' } }))],
    );
    expect(f).toEqual([]);
  });
});
