// crd-required-added: crdify's `required` validation.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const props = { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } };

describe('crd-required-added', () => {
  it('a field that becomes required is refused, naming it', () => {
    const f = upgrade(
      [crd(specSchema(props, { required: ['a'] }))],
      [crd(specSchema(props, { required: ['a', 'c', 'b'] }))],
    );
    expect(lines(f)).toEqual([
      'crd-required-added: CRD widgets.example.com v1 .spec: required: new required fields: [b c]',
    ]);
  });

  it('inside array items too', () => {
    const item = (req: string[]) =>
      specSchema({
        list: { type: 'array', items: { type: 'object', properties: props, ...(req.length ? { required: req } : {}) } },
      });
    expect(lines(upgrade([crd(item([]))], [crd(item(['a']))]))).toEqual([
      'crd-required-added: CRD widgets.example.com v1 .spec.list.items: required: new required fields: [a]',
    ]);
  });

  it('dropping or reordering requirements, and new required fields inside a new optional object, are allowed', () => {
    expect(
      upgrade([crd(specSchema(props, { required: ['a', 'b'] }))], [crd(specSchema(props, { required: ['b'] }))]),
    ).toEqual([]);
    expect(
      upgrade([crd(specSchema(props, { required: ['a', 'b'] }))], [crd(specSchema(props, { required: ['b', 'a'] }))]),
    ).toEqual([]);
    const withNew = specSchema({
      ...props,
      extra: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'] },
    });
    expect(upgrade([crd(specSchema(props))], [crd(withNew)])).toEqual([]);
  });
});
