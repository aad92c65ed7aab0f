// The CRD check's verdict for the OLM flavours that consume the catalog. The rules describe what
// OLM v1's upgrade-safety preflight refuses. OLM classic checks less when it updates a CRD: it
// refuses a CRD that drops a version listed in status.storedVersions ("risk of data loss") and one
// that existing custom resources fail to validate against; the API server refuses a scope change
// for everyone (spec.scope is immutable). So where OLM v1 does not consume the catalog, only
// what classic refuses whatever the cluster holds stays an error; the rest is a warning saying
// what classic does instead.
import type { Consumers } from '../model/consumers.js';
import type { RuleId } from '../model/rule-table.js';
import type { Draft } from '../model/draft.js';

/**
 * What OLM classic does with a CRD update the check reports: `refuses` it whatever the cluster
 * holds; applies it `unless-invalid` existing objects fail the new schema; `applies` it (existing
 * objects still validate); `keeps` the old CRD (a CRD the new bundle no longer carries is left in place).
 */
export type ClassicVerdict = 'refuses' | 'unless-invalid' | 'applies' | 'keeps';

const CLASSIC: Partial<Record<RuleId, ClassicVerdict>> = {
  'crd-scope-changed': 'refuses',
  'crd-stored-version-removed': 'refuses',
  // Validation ignores fields the schema does not list (they are pruned on the next write).
  'crd-field-removed': 'applies',
  // A default is applied when an object is read or written, never validated against stored ones.
  'crd-default-changed': 'applies',
  'crd-type-changed': 'unless-invalid',
  'crd-required-added': 'unless-invalid',
  'crd-enum-restricted': 'unless-invalid',
  'crd-bounds-tightened': 'unless-invalid',
  'crd-unhandled-change': 'unless-invalid',
};

/** OLM classic's verdict on a CRD finding of `rule`; undefined for notes (crd-not-checkable). */
export const classicVerdictOf = (rule: RuleId): ClassicVerdict | undefined => CLASSIC[rule];

const CLASSIC_SAYS: Record<ClassicVerdict, string> = {
  refuses: 'OLM classic refuses it too',
  'unless-invalid': 'OLM classic applies it unless existing custom resources fail the new schema',
  applies: 'OLM classic applies it (existing custom resources still validate)',
  keeps: 'OLM classic leaves the old CRD in place',
};

/**
 * The drafts as the catalog's consumers see them: the message ends with who refuses the upgrade
 * and who applies it; where OLM v1 does not consume the catalog, what classic would apply is a
 * warning. Overrides still win over the severity set here.
 */
export function forConsumers<D extends Draft & { readonly classic?: ClassicVerdict }>(
  drafts: readonly D[],
  consumers: Consumers,
): D[] {
  return drafts.map((d) => {
    const classic = d.classic;
    if (classic === undefined) return d;
    const parts: string[] = [];
    if (consumers.v1) parts.push('OLM v1 refuses this upgrade');
    if (consumers.classic) parts.push(CLASSIC_SAYS[classic]);
    if (!consumers.v1) parts.push(`OLM v1, which refuses it, does not consume this catalog (${consumers.why})`);
    if (!consumers.classic) parts.push(`OLM classic does not consume this catalog (${consumers.why})`);
    const refused = consumers.v1 || (consumers.classic && classic === 'refuses');
    return {
      ...d,
      message: `${d.message} — ${parts.join('; ')}`,
      ...(refused ? {} : { severity: 'warning' as const }),
    };
  });
}
