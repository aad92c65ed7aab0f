// crd-enum-restricted: crdify's `enum` validation as OLM configures it (additions allowed).
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const mode = (values?: unknown[]) =>
  crd(specSchema({ mode: { type: 'string', ...(values ? { enum: values } : {}) } as never }));

describe('crd-enum-restricted', () => {
  it('values removed are refused, sorted', () => {
    expect(lines(upgrade([mode(['Managed', 'Unmanaged', 'Removed'])], [mode(['Managed'])]))).toEqual([
      'crd-enum-restricted: CRD widgets.example.com v1 .spec.mode: enum: allowed enum values removed: ' +
        '["Removed" "Unmanaged"]',
    ]);
  });

  it('an enum where there was none is refused', () => {
    expect(lines(upgrade([mode()], [mode(['A', 'B'])]))).toEqual([
      'crd-enum-restricted: CRD widgets.example.com v1 .spec.mode: enum: enum constraint added when there ' +
        'was none previously: ["A" "B"]',
    ]);
  });

  it('deleting the whole enum counts as removing its values, as crdify judges it', () => {
    expect(lines(upgrade([mode(['A'])], [mode()]))).toEqual([
      'crd-enum-restricted: CRD widgets.example.com v1 .spec.mode: enum: allowed enum values removed: ["A"]',
    ]);
  });

  it('values added are allowed, in any order', () => {
    expect(upgrade([mode(['A', 'B'])], [mode(['C', 'B', 'A'])])).toEqual([]);
  });
});
