// One property node against its counterpart: every validation in turn, each consuming its own
// keyword, then the unknown-change rule on what is left (crdify's CompareProperties).
import type { PropertyIssue } from '../issue.js';
import type { Schema } from '../schema.js';
import { boundsIssues } from './bounds.js';
import { defaultIssues } from './default.js';
import { enumIssues } from './enum.js';
import { requiredIssues } from './required.js';
import { typeIssues } from './type.js';
import { descriptionIssues, leftoverIssues, nullableIssues, oneOfIssues, patternIssues } from './unhandled.js';

const VALIDATIONS = [
  typeIssues,
  requiredIssues,
  defaultIssues,
  enumIssues,
  boundsIssues,
  descriptionIssues,
  patternIssues,
  nullableIssues,
  oneOfIssues,
];

export function compareProperty(old: Schema, neu: Schema): PropertyIssue[] {
  const a = { ...old };
  const b = { ...neu };
  const out = VALIDATIONS.flatMap((v) => v(a, b));
  return [...out, ...leftoverIssues(a, b)];
}
