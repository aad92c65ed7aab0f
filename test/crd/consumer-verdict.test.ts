// What each CRD rule becomes for the catalog's consumers: OLM classic refuses a scope change and a
// dropped stored version (an error everywhere), applies the rest unless existing objects fail the
// new schema (a warning where OLM v1 is absent), and keeps a CRD the new bundle no longer carries.
import { describe, expect, it } from 'vitest';
import { classicVerdictOf, forConsumers } from '../../src/crd/consumer-verdict.js';
import type { CrdDraft } from '../../src/crd/crd-check.js';
import { consumersOf } from '../../src/model/consumers.js';
import { RULES, type RuleId } from '../../src/model/rule-table.js';

const draft = (rule: RuleId, classic = classicVerdictOf(rule)): CrdDraft => ({
  rule,
  message: 'edge a → b: CRD w',
  upgrade: ['a', 'b'],
  problem: rule,
  ...(classic ? { classic } : {}),
});
const classicOnly = consumersOf('catalogs/v4.14');
const v1Only = consumersOf('x', [{ catalogs: ['x'], olm: ['v1'] }]);

describe('forConsumers', () => {
  it('where only OLM classic consumes: what classic refuses stays at its default, the rest is a warning', () => {
    const rules = (Object.keys(RULES) as RuleId[]).filter((r) => r.startsWith('crd-'));
    const out = forConsumers(
      rules.map((r) => draft(r)),
      classicOnly,
    );
    expect(Object.fromEntries(out.map((d) => [d.rule, d.severity ?? 'default']))).toEqual({
      'crd-scope-changed': 'default',
      'crd-stored-version-removed': 'default',
      'crd-field-removed': 'warning',
      'crd-type-changed': 'warning',
      'crd-required-added': 'warning',
      'crd-default-changed': 'warning',
      'crd-enum-restricted': 'warning',
      'crd-bounds-tightened': 'warning',
      'crd-unhandled-change': 'warning',
      // a note, not a verdict: left as it is
      'crd-not-checkable': 'default',
    });
    expect(out.find((d) => d.rule === 'crd-type-changed')!.message).toBe(
      'edge a → b: CRD w — OLM classic applies it unless existing custom resources fail the new schema; ' +
        'OLM v1, which refuses it, does not consume this catalog (OpenShift before 4.18, where OLM v1 is ' +
        'not generally available)',
    );
    expect(out.find((d) => d.rule === 'crd-scope-changed')!.message).toContain('OLM classic refuses it too');
  });

  it('a CRD gone from the new bundle: classic keeps it, so a warning where OLM v1 is absent', () => {
    const [gone] = forConsumers([draft('crd-stored-version-removed', 'keeps')], classicOnly);
    expect(gone!.severity).toBe('warning');
    expect(gone!.message).toContain('OLM classic leaves the old CRD in place');
  });

  it('where only OLM v1 consumes: the rule default, saying classic does not consume the catalog', () => {
    const [d] = forConsumers([draft('crd-default-changed')], v1Only);
    expect(d!.severity).toBeUndefined();
    expect(d!.message).toBe(
      'edge a → b: CRD w — OLM v1 refuses this upgrade; OLM classic does not consume this catalog (consumers entry 1)',
    );
  });
});
