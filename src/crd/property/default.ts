// crdify `default`: adding, changing or removing a default changes what stored objects mean.
import { canonical, type Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';

export function defaultIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = a.default === undefined ? undefined : canonical(a.default);
  const neu = b.default === undefined ? undefined : canonical(b.default);
  delete a.default;
  delete b.default;
  const issue = (message: string): PropertyIssue[] => [{ rule: 'crd-default-changed', validation: 'default', message }];
  if (old === undefined && neu !== undefined) return issue(`default added when there was none previously: ${neu}`);
  if (old !== undefined && neu === undefined) return issue(`default value removed: ${old}`);
  if (old !== neu) return issue(`default value changed: ${old} → ${neu}`);
  return [];
}
