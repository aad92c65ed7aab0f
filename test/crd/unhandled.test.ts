// crd-unhandled-change: crdify's pattern, nullable and oneOf validations, and every change no
// validation handles (format, x-kubernetes-*, anyOf …); descriptions are allowed.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const f = (extra: Record<string, unknown>) => crd(specSchema({ f: { type: 'string', ...extra } as never }));
const one = (a: Record<string, unknown>, b: Record<string, unknown>) => lines(upgrade([f(a)], [f(b)]));
const at = 'crd-unhandled-change: CRD widgets.example.com v1 .spec.f';

describe('crd-unhandled-change', () => {
  it('pattern added, changed or removed', () => {
    expect(one({}, { pattern: '^a' })).toEqual([`${at}: pattern: pattern added: "" → "^a"`]);
    expect(one({ pattern: '^a' }, { pattern: '^b' })).toEqual([`${at}: pattern: pattern changed: "^a" → "^b"`]);
    expect(one({ pattern: '^a' }, {})).toEqual([`${at}: pattern: pattern removed: "^a" → ""`]);
  });

  it('nullable either way', () => {
    expect(one({}, { nullable: true })).toEqual([`${at}: nullable: nullable added: false → true`]);
    expect(one({ nullable: true }, { nullable: false })).toEqual([`${at}: nullable: nullable removed: true → false`]);
  });

  it('oneOf: net new, removed and added subschemas; documentation is fine', () => {
    const i = { type: 'integer' };
    const s = { type: 'string' };
    expect(one({}, { oneOf: [i] })).toEqual([
      `${at}: oneOf: oneOf constraint added when there was none previously: [{"type":"integer"}]`,
    ]);
    expect(one({ oneOf: [i, s] }, { oneOf: [i] })[0]).toBe(
      `${at}: oneOf: allowed oneOf schemas removed: [{"type":"string"}]`,
    );
    expect(one({ oneOf: [i] }, { oneOf: [i, s] })).toContain(
      `${at}: oneOf: allowed oneOf schemas added: [{"type":"string"}]`,
    );
    expect(one({ oneOf: [i, s] }, { oneOf: [i, { ...s, description: 'text' }] })).toEqual([]);
    // crdify pairs subschemas by index too (.oneOf[0] …): a reordering passes the oneOf
    // validation but changes the type at each index, and OLM refuses it
    expect(one({ oneOf: [i, s] }, { oneOf: [s, i] })).toEqual([
      'crd-type-changed: CRD widgets.example.com v1 .spec.f.oneOf[0]: type: type changed: "integer" → "string"',
      'crd-type-changed: CRD widgets.example.com v1 .spec.f.oneOf[1]: type: type changed: "string" → "integer"',
    ]);
  });

  it('format, CEL rules and x-kubernetes flags are changes no validation handles', () => {
    expect(one({}, { format: 'email' })).toEqual([
      `${at}: unhandled: changes found that no other check handles (format <empty> → "email")`,
    ]);
    expect(one({}, { 'x-kubernetes-validations': [{ rule: 'self.size() > 0' }] })).toEqual([
      `${at}: unhandled: changes found that no other check handles (x-kubernetes-validations <empty> → ` +
        `[{"rule":"self.size() > 0"}])`,
    ]);
    expect(one({ 'x-kubernetes-preserve-unknown-fields': true }, {})).toEqual([
      `${at}: unhandled: changes found that no other check handles ` +
        `(x-kubernetes-preserve-unknown-fields true → <empty>)`,
    ]);
  });

  it('a description change is allowed, and a zero value equals absence as the API decodes it', () => {
    expect(one({ description: 'old' }, { description: 'new' })).toEqual([]);
    expect(one({ nullable: false, format: '' }, {})).toEqual([]);
  });

  it('additionalProperties: false is not absence (a pointer in the API types)', () => {
    expect(
      lines(
        upgrade(
          [crd(specSchema({ m: { type: 'object' } }))],
          [crd(specSchema({ m: { type: 'object', additionalProperties: false } }))],
        ),
      ),
    ).toEqual([
      'crd-unhandled-change: CRD widgets.example.com v1 .spec.m: unhandled: changes found that no other ' +
        'check handles (additionalProperties <empty> → false)',
    ]);
  });

  it('keys the API does not know vanish, as they do when the CRD is decoded', () => {
    expect(one({}, { 'x-not-a-field': 1 })).toEqual([]);
  });
});
