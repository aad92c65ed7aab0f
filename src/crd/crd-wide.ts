// crdify's CRD-wide validations: scope and stored versions, and a CRD gone from the new bundle.
// Stored versions come from the upgrade path (the caller's), since a bundle carries no cluster status.
import type { Crd } from './crd-model.js';
import type { Issue } from './issue.js';

export function scopeIssues(old: Crd, neu: Crd): Issue[] {
  if (old.scope === neu.scope) return [];
  return [
    { rule: 'crd-scope-changed', validation: 'scope', message: `scope changed: "${old.scope}" → "${neu.scope}"` },
  ];
}

/** `stored`: version name → the bundle on the upgrade path whose CRD stored it. */
export function storedVersionIssues(stored: ReadonlyMap<string, string>, neu: Crd): Issue[] {
  const names = new Set(neu.versions.map((v) => v.name));
  const gone = [...stored].filter(([v]) => !names.has(v));
  if (gone.length === 0) return [];
  const why = gone.map(([v, by]) => `${v} stored since ${by}`).join(', ');
  const removed = `stored versions removed: [${gone.map(([v]) => v).join(' ')}]`;
  return [
    {
      rule: 'crd-stored-version-removed',
      validation: 'storedVersionRemoval',
      message: `${removed} (${why}); the API server refuses a CRD that drops a stored version`,
      same: removed,
    },
  ];
}

/**
 * CRD `name` of bundle `from` is gone from `to`: an error whatever was stored (`versions`, empty
 * when the walk's bound left them unknown), since pruning the CRD deletes its objects.
 */
export function crdGoneIssue(name: string, from: string, to: string, versions: readonly string[]): Issue {
  return {
    rule: 'crd-stored-version-removed',
    validation: 'storedVersionRemoval',
    message:
      `CRD ${name} of ${from} is gone from ${to}: an installer that prunes what the new bundle no ` +
      `longer carries (OLM v1 does) deletes the CRD and every ${name.split('.')[0]} object stored as ` +
      `${versions.length > 0 ? versions.join(', ') : 'its versions'}; keep the CRD in the bundle`,
    same: `${name}\u0000gone\u0000${versions.join(' ')}`,
  };
}
