// crd-field-removed: crdify's existingFieldRemoval (fields gone from a version both CRDs have),
// and a CRD gone from the new bundle altogether.
import { describe, expect, it } from 'vitest';
import { CSV, crd, crdCheck, lines, specSchema, upgrade } from './helpers.js';

describe('crd-field-removed', () => {
  it('a nested field removed is one finding at its path, counting what goes with it', () => {
    const old = specSchema({
      keep: { type: 'string' },
      tls: { type: 'object', properties: { cert: { type: 'string' }, key: { type: 'string' } } },
    });
    expect(lines(upgrade([crd(old)], [crd(specSchema({ keep: { type: 'string' } }))]))).toEqual([
      'crd-field-removed: CRD widgets.example.com v1 .spec.tls: existingFieldRemoval: removed field (and 2 ' +
        'field(s) under it)',
    ]);
  });

  it('in arrays of objects and additionalProperties schemas', () => {
    const old = specSchema({
      ports: {
        type: 'array',
        items: { type: 'object', properties: { port: { type: 'integer' }, name: { type: 'string' } } },
      },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
    });
    const neu = specSchema({
      ports: { type: 'array', items: { type: 'object', properties: { port: { type: 'integer' } } } },
      labels: { type: 'object' },
    });
    const got = lines(upgrade([crd(old)], [crd(neu)]));
    expect(got).toContain(
      'crd-field-removed: CRD widgets.example.com v1 .spec.ports.items.name: existingFieldRemoval: removed field',
    );
    expect(got).toContain(
      'crd-field-removed: CRD widgets.example.com v1 .spec.labels.additionalProperties: ' +
        'existingFieldRemoval: removed field',
    );
    // the parent still changes a keyword no validation handles: OLM refuses that too
    expect(got).toContain(
      'crd-unhandled-change: CRD widgets.example.com v1 .spec.labels: unhandled: changes found that no ' +
        'other check handles (additionalProperties {"type":"string"} → <empty>)',
    );
  });

  it('new optional fields and a whole version dropped that was never stored are allowed', () => {
    const s = specSchema({ a: { type: 'string' } });
    expect(
      upgrade(
        [crd(s)],
        [crd(specSchema({ a: { type: 'string' }, b: { type: 'object', properties: { c: { type: 'string' } } } }))],
      ),
    ).toEqual([]);
    const two = crd({
      versions: [
        { name: 'v1', storage: true, schema: s },
        { name: 'v2alpha1', storage: false, schema: s },
      ],
    });
    expect(upgrade([two], [crd(s)])).toEqual([]);
  });

  it('a CRD gone from the new bundle is reported; a CRD new in it is fine', () => {
    const a = crd({ name: 'a.example.com', versions: [{ name: 'v1', schema: specSchema({}) }] });
    const b = crd({ name: 'b.example.com', versions: [{ name: 'v1', schema: specSchema({}) }] });
    expect(lines(upgrade([a], [a, b]))).toEqual([]);
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, a, b] },
      { version: '0.2.0', objects: [CSV, a] },
    ]);
    expect(lines(f)).toEqual([
      'crd-stored-version-removed: CRD b.example.com of foo.v0.1.0 is gone from foo.v0.2.0: an installer ' +
        'that prunes what the new bundle no longer carries (OLM v1 does) deletes the CRD and every b object ' +
        'stored as v1; keep the CRD in the bundle',
    ]);
    expect(f[0]!.message.startsWith('edge foo.v0.1.0 → foo.v0.2.0: ')).toBe(true);
  });
});
