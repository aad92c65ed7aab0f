// crdify `existingFieldRemoval`: a property of the old schema that the new one lacks, reported
// once at the topmost missing property with the count of those under it. The schema walk
// (version-diff.ts) finds them; this says them, for the same version of both CRDs and for a pair
// of served versions of the new CRD.
import type { Crd } from '../crd-model.js';
import type { Issue } from '../issue.js';
import { diffSchemas, type Removed } from '../version-diff.js';

function removedIssue(r: Removed, version: string, what: string): Issue {
  return {
    rule: 'crd-field-removed',
    validation: 'existingFieldRemoval',
    version,
    path: r.path,
    message: `${what}${r.under > 0 ? ` (and ${r.under} field(s) under it)` : ''}`,
  };
}

/** Fields of a version both CRDs have, gone from the new CRD's. */
export function fieldRemovalIssues(old: Crd, neu: Crd): Issue[] {
  const out: Issue[] = [];
  for (const nv of neu.versions) {
    const ov = old.versions.find((v) => v.name === nv.name);
    if (!ov) continue;
    for (const r of diffSchemas(ov.schema, nv.schema, nv.name).removed)
      out.push(removedIssue(r, nv.name, 'removed field'));
  }
  return out;
}

/** Fields of served version `older` missing from served version `newer` (`pair` names both). */
export function servedFieldRemovalIssues(
  removed: readonly Removed[],
  pair: string,
  older: string,
  newer: string,
): Issue[] {
  return removed.map((r) => removedIssue(r, pair, `field of ${older} missing from ${newer}`));
}
