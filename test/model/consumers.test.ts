// Who consumes a catalog: configuration first (the last matching entry), else OpenShift's own
// (classic always, OLM v1 from 4.18) for a catalog named v4.N, else both; and severity overrides
// scoped by catalog glob.
import { describe, expect, it } from 'vitest';
import { consumersOf, ocpVersionOf, parseOcpBound, type ConsumerRule } from '../../src/model/consumers.js';
import { overridesFor } from '../../src/model/severities.js';

const who = (catalog: string | undefined, rules: ConsumerRule[] = []): string[] => {
  const c = consumersOf(catalog, rules);
  return [...(c.classic ? ['classic'] : []), ...(c.v1 ? ['v1'] : [])];
};

describe('consumersOf', () => {
  it('follows OpenShift for a catalog named v4.N: classic always, OLM v1 from 4.18', () => {
    expect(who('catalogs/v4.12')).toEqual(['classic']);
    expect(who('catalogs/v4.17')).toEqual(['classic']);
    expect(who('catalogs/v4.18')).toEqual(['classic', 'v1']);
    expect(who('catalogs/v4.20')).toEqual(['classic', 'v1']);
    expect(who('../checkout/catalogs/v4.16/foo')).toEqual(['classic']);
    expect(consumersOf('catalogs/v4.16').why).toBe('OpenShift before 4.18, where OLM v1 is not generally available');
  });

  it('takes any other catalog (or none) as consumed by both', () => {
    expect(who('catalogs/community')).toEqual(['classic', 'v1']);
    expect(who('v4.16-archive')).toEqual(['classic', 'v1']);
    expect(who('catalogs/v5.1')).toEqual(['classic', 'v1']);
    expect(who(undefined)).toEqual(['classic', 'v1']);
    expect(who('.')).toEqual(['classic', 'v1']);
  });

  it('configured entries win, the last matching one first; an ocp bound never matches an unversioned catalog', () => {
    const rules: ConsumerRule[] = [
      { catalogs: ['catalogs/*'], olm: ['v1'] },
      { ocp: '>=4.12 <4.18', olm: ['classic'] },
      { catalogs: ['catalogs/v4.1[0-3]'], ocp: '4.13', olm: ['classic', 'v1'] },
    ];
    expect(who('catalogs/v4.16', rules)).toEqual(['classic']);
    expect(who('catalogs/v4.13', rules)).toEqual(['classic', 'v1']);
    expect(who('catalogs/v4.18', rules)).toEqual(['v1']);
    expect(who('catalogs/mine', rules)).toEqual(['v1']);
    expect(who('elsewhere/mine', rules)).toEqual(['classic', 'v1']);
    expect(consumersOf('catalogs/v4.16', rules).why).toBe('consumers entry 2');
  });

  it('reads OpenShift versions and bounds', () => {
    expect(ocpVersionOf('catalogs/v4.9')).toEqual({ major: 4, minor: 9 });
    expect(ocpVersionOf('catalogs/v4.09')).toBeUndefined();
    expect(parseOcpBound('>=4.12 <4.18')).toEqual({
      ok: true,
      value: [
        { op: '>=', at: { major: 4, minor: 12 } },
        { op: '<', at: { major: 4, minor: 18 } },
      ],
    });
    expect(parseOcpBound('  ')).toEqual({ ok: false, error: 'is empty' });
    expect(parseOcpBound('>=4').ok).toBe(false);
  });
});

describe('overridesFor', () => {
  const s = {
    severity: { 'crd-field-removed': 'info', 'edge-removed': 'off' },
    overrides: [
      { catalogs: ['catalogs/v4.1[6-9]'], severity: { 'crd-field-removed': 'warning' } },
      { catalogs: ['v4.18'], severity: { 'crd-field-removed': 'error' } },
    ],
  } as const;
  it('per rule, the last matching entry wins, then the repository-wide severity', () => {
    expect(overridesFor(s, 'catalogs/v4.16')).toEqual({ 'crd-field-removed': 'warning', 'edge-removed': 'off' });
    expect(overridesFor(s, 'catalogs/v4.18')).toEqual({ 'crd-field-removed': 'error', 'edge-removed': 'off' });
    expect(overridesFor(s, 'catalogs/v4.12')).toEqual(s.severity);
    expect(overridesFor(s, undefined)).toEqual(s.severity);
  });
});
