// crdify `enum` as OLM configures it (additionPolicy Allow): an enum where there was none, or a
// value removed — deleting the whole enum counts as removing its values — is refused; new values
// are fine.
import { canonical, type Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';

const values = (v: unknown): Set<string> => new Set(Array.isArray(v) ? v.map((x) => canonical(x)) : []);

export function enumIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = values(a.enum);
  const neu = values(b.enum);
  delete a.enum;
  delete b.enum;
  const issue = (message: string): PropertyIssue[] => [{ rule: 'crd-enum-restricted', validation: 'enum', message }];
  if (old.size === 0 && neu.size > 0)
    return issue(`enum constraint added when there was none previously: [${[...neu].sort().join(' ')}]`);
  const removed = [...old].filter((v) => !neu.has(v)).sort();
  if (removed.length > 0) return issue(`allowed enum values removed: [${removed.join(' ')}]`);
  return [];
}
