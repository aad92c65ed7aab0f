// crdify's CRD-wide validations: scope and stored versions. Stored versions come from the
// upgrade path (the caller's), since a bundle carries no cluster status.
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
