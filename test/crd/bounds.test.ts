// crd-bounds-tightened: crdify's eight bound validations.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const field = (extra: Record<string, number>, type = 'integer') => crd(specSchema({ f: { type, ...extra } }));

describe('crd-bounds-tightened', () => {
  it('each of the eight bounds, added where there was none', () => {
    const cases: [string, string][] = [
      ['maximum', 'integer'],
      ['minimum', 'integer'],
      ['maxLength', 'string'],
      ['minLength', 'string'],
      ['maxItems', 'array'],
      ['minItems', 'array'],
      ['maxProperties', 'object'],
      ['minProperties', 'object'],
    ];
    for (const [k, type] of cases) {
      const kind = k.startsWith('max') ? 'maximum' : 'minimum';
      expect(lines(upgrade([field({}, type)], [field({ [k]: 3 }, type)]))).toEqual([
        `crd-bounds-tightened: CRD widgets.example.com v1 .spec.f: ${k}: ${kind} constraint added when ` +
          `there was none previously: 3`,
      ]);
    }
  });

  it('a lower maximum or a higher minimum is refused; both at once are two findings', () => {
    expect(lines(upgrade([field({ maximum: 10, minimum: 1 })], [field({ maximum: 5, minimum: 2 })]))).toEqual([
      'crd-bounds-tightened: CRD widgets.example.com v1 .spec.f: maximum: maximum decreased: 10 → 5',
      'crd-bounds-tightened: CRD widgets.example.com v1 .spec.f: minimum: minimum increased: 1 → 2',
    ]);
    expect(lines(upgrade([field({ maxLength: 63 }, 'string')], [field({ maxLength: 40 }, 'string')]))).toEqual([
      'crd-bounds-tightened: CRD widgets.example.com v1 .spec.f: maxLength: maximum decreased: 63 → 40',
    ]);
  });

  it('relaxed or removed bounds are allowed', () => {
    expect(upgrade([field({ maximum: 5, minimum: 2 })], [field({ maximum: 10, minimum: 0 })])).toEqual([]);
    expect(upgrade([field({ maxItems: 5, minItems: 2 }, 'array')], [field({}, 'array')])).toEqual([]);
  });
});
