// crdify `type`: any change of a property's type breaks stored objects or clients.
import type { Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';

export function typeIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = typeof a.type === 'string' ? a.type : '';
  const neu = typeof b.type === 'string' ? b.type : '';
  delete a.type;
  delete b.type;
  return old === neu
    ? []
    : [{ rule: 'crd-type-changed', validation: 'type', message: `type changed: "${old}" → "${neu}"` }];
}
