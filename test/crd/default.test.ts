// crd-default-changed: crdify's `default` validation.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const mode = (extra: Record<string, unknown>) => crd(specSchema({ mode: { type: 'string', ...extra } as never }));

describe('crd-default-changed', () => {
  it('a default added, changed or removed is refused, with the values', () => {
    expect(lines(upgrade([mode({})], [mode({ default: 'Fast' })]))).toEqual([
      'crd-default-changed: CRD widgets.example.com v1 .spec.mode: default: default added when there was ' +
        'none previously: "Fast"',
    ]);
    expect(lines(upgrade([mode({ default: 'Fast' })], [mode({ default: 'Slow' })]))).toEqual([
      'crd-default-changed: CRD widgets.example.com v1 .spec.mode: default: default value changed: "Fast" → "Slow"',
    ]);
    expect(lines(upgrade([mode({ default: 'Fast' })], [mode({})]))).toEqual([
      'crd-default-changed: CRD widgets.example.com v1 .spec.mode: default: default value removed: "Fast"',
    ]);
  });

  it('an object default with its keys reordered is the same default', () => {
    const obj = (d: Record<string, number>) => crd(specSchema({ limits: { type: 'object', default: d } }));
    expect(upgrade([obj({ a: 1, b: 2 })], [obj({ b: 2, a: 1 })])).toEqual([]);
    expect(lines(upgrade([obj({ a: 1 })], [obj({ a: 2 })]))).toEqual([
      'crd-default-changed: CRD widgets.example.com v1 .spec.limits: default: default value changed: {"a":1} → {"a":2}',
    ]);
  });

  it('a new optional field with a default is allowed', () => {
    expect(upgrade([crd(specSchema({}))], [mode({ default: 'Fast' })])).toEqual([]);
  });
});
