// crdify `required`: a newly required field rejects objects written without it; dropping a
// requirement is fine.
import type { Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function requiredIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = new Set(names(a.required));
  const added = [...new Set(names(b.required))].filter((n) => !old.has(n)).sort();
  delete a.required;
  delete b.required;
  return added.length === 0
    ? []
    : [{ rule: 'crd-required-added', validation: 'required', message: `new required fields: [${added.join(' ')}]` }];
}
