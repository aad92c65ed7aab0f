// One problem the CRD check finds, before it is tied to an edge: the rule, the crdify validation
// that found it (the name OLM prints), where (version or version pair, and property path) and what.
import type { RuleId } from '../model/rule-table.js';

export interface Issue {
  readonly rule: RuleId;
  /** crdify's validation name: scope, storedVersionRemoval, existingFieldRemoval, type, enum, … */
  readonly validation: string;
  /** `v1` for a version of both CRDs, `v1 → v2` for two served versions of the new one. */
  readonly version?: string;
  readonly path?: string;
  readonly message: string;
  /** The message without what names bundles (the upgrade path), when it does: the problem itself. */
  readonly same?: string;
}

/** What a property validation reports for one node pair. */
export interface PropertyIssue {
  readonly rule: RuleId;
  readonly validation: string;
  readonly message: string;
}

/** A JSON value in a message: short values as JSON, long ones cut. */
export function show(v: unknown): string {
  const s = JSON.stringify(v) ?? '<none>';
  return s.length <= 80 ? s : `${s.slice(0, 77)}…`;
}
