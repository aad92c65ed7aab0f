// Served-version compatibility inside the new CRD: every older → newer pair of served versions
// as an upgrade, only without a conversion webhook, and not again for what the old CRD had.
import { describe, expect, it } from 'vitest';
import { crd, lines, specSchema, upgrade } from './helpers.js';

const a = specSchema({ mode: { type: 'string', enum: ['A', 'B'] } });
const b = specSchema({ mode: { type: 'string', enum: ['A'] } });
const c = specSchema({ mode: { type: 'integer' } });

describe('served-version compatibility', () => {
  it('versions are ordered as Kubernetes orders them, and each pair is compared', () => {
    const neu = crd({
      versions: [
        { name: 'v1', storage: true, schema: b },
        { name: 'v1beta1', storage: false, schema: a },
      ],
    });
    const old = crd({ versions: [{ name: 'v1', storage: true, schema: b }] });
    expect(lines(upgrade([old], [neu]))).toEqual([
      'crd-enum-restricted: CRD widgets.example.com v1beta1 → v1 .spec.mode: enum: allowed enum values removed: ["B"]',
    ]);
  });

  it('three versions give three pairs', () => {
    const neu = crd({
      versions: [
        { name: 'v1alpha1', schema: a, storage: true },
        { name: 'v1beta1', schema: b, storage: false },
        { name: 'v1', schema: c, storage: false },
      ],
    });
    const old = crd({ versions: [{ name: 'v1alpha1', schema: a, storage: true }] });
    const got = lines(upgrade([old], [neu]));
    expect(got.filter((l) => l.includes('v1alpha1 → v1beta1'))).toEqual([
      'crd-enum-restricted: CRD widgets.example.com v1alpha1 → v1beta1 .spec.mode: enum: allowed enum ' +
        'values removed: ["B"]',
    ]);
    expect(got.filter((l) => l.includes('v1beta1 → v1 ')).map((l) => l.split(': ')[0])).toEqual([
      'crd-enum-restricted',
      'crd-type-changed',
    ]);
    expect(got.some((l) => l.includes('v1alpha1 → v1 '))).toBe(true);
  });

  it('a conversion webhook turns the check off; versions not served are left out', () => {
    const old = crd({ versions: [{ name: 'v1', storage: true, schema: b }] });
    expect(
      upgrade(
        [old],
        [
          crd({
            webhook: true,
            versions: [
              { name: 'v1', storage: true, schema: b },
              { name: 'v1beta1', storage: false, schema: a },
            ],
          }),
        ],
      ),
    ).toEqual([]);
    expect(
      upgrade(
        [old],
        [
          crd({
            versions: [
              { name: 'v1', storage: true, schema: b },
              { name: 'v1beta1', served: false, storage: false, schema: a },
            ],
          }),
        ],
      ),
    ).toEqual([]);
  });

  it('an issue the old CRD already had between the same versions is not reported again', () => {
    const both = crd({
      versions: [
        { name: 'v1', storage: true, schema: b },
        { name: 'v1beta1', storage: false, schema: a },
      ],
    });
    const bothDoc = crd({
      versions: [
        {
          name: 'v1',
          storage: true,
          schema: specSchema({ mode: { type: 'string', enum: ['A'], description: 'new docs' } }),
        },
        { name: 'v1beta1', storage: false, schema: a },
      ],
    });
    expect(upgrade([both], [bothDoc])).toEqual([]);
    // a new problem between the same pair is still reported
    const worse = crd({
      versions: [
        {
          name: 'v1',
          storage: true,
          schema: specSchema({ mode: { type: 'string', enum: ['A'] }, n: { type: 'string' } }),
        },
        {
          name: 'v1beta1',
          storage: false,
          schema: specSchema({ mode: { type: 'string', enum: ['A', 'B'] }, n: { type: 'integer' } }),
        },
      ],
    });
    const had = crd({
      versions: [
        {
          name: 'v1',
          storage: true,
          schema: specSchema({ mode: { type: 'string', enum: ['A'] }, n: { type: 'integer' } }),
        },
        {
          name: 'v1beta1',
          storage: false,
          schema: specSchema({ mode: { type: 'string', enum: ['A', 'B'] }, n: { type: 'integer' } }),
        },
      ],
    });
    expect(lines(upgrade([had], [worse]))).toContain(
      'crd-type-changed: CRD widgets.example.com v1beta1 → v1 .spec.n: type: type changed: "integer" → "string"',
    );
    expect(lines(upgrade([had], [worse])).filter((l) => l.includes('enum'))).toEqual([]);
  });
});
