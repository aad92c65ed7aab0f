// Everything docs/rules.md files under crd-unhandled-change: crdify's pattern, nullable and oneOf
// validations (all refusing, as OLM runs them with their defaults), and what no validation
// consumed at all (format, anyOf, allOf, not, additionalProperties, x-kubernetes-*, title …),
// which OLM enforces as an error.
import { canonical, type Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';
import { show } from '../issue.js';

const issue = (validation: string, message: string): PropertyIssue => ({
  rule: 'crd-unhandled-change',
  validation,
  message,
});

export function patternIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = typeof a.pattern === 'string' ? a.pattern : '';
  const neu = typeof b.pattern === 'string' ? b.pattern : '';
  delete a.pattern;
  delete b.pattern;
  if (old === neu) return [];
  const what = old === '' ? 'added' : neu === '' ? 'removed' : 'changed';
  return [issue('pattern', `pattern ${what}: ${JSON.stringify(old)} → ${JSON.stringify(neu)}`)];
}

export function nullableIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = a.nullable === true;
  const neu = b.nullable === true;
  delete a.nullable;
  delete b.nullable;
  return old === neu ? [] : [issue('nullable', `nullable ${neu ? 'added' : 'removed'}: ${old} → ${neu}`)];
}

/** A oneOf subschema as crdify compares them: structure only, not its documentation. */
function structure(s: unknown): string {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return canonical(s as never);
  const { description: _d, title: _t, example: _e, externalDocs: _x, ...rest } = s as Schema;
  return canonical(rest);
}

export function oneOfIssues(a: Schema, b: Schema): PropertyIssue[] {
  const old = new Set(Array.isArray(a.oneOf) ? a.oneOf.map(structure) : []);
  const neu = new Set(Array.isArray(b.oneOf) ? b.oneOf.map(structure) : []);
  delete a.oneOf;
  delete b.oneOf;
  if (old.size === 0 && neu.size > 0)
    return [issue('oneOf', `oneOf constraint added when there was none previously: [${[...neu].sort().join(' ')}]`)];
  const out: PropertyIssue[] = [];
  const removed = [...old].filter((s) => !neu.has(s)).sort();
  const added = [...neu].filter((s) => !old.has(s)).sort();
  if (removed.length > 0) out.push(issue('oneOf', `allowed oneOf schemas removed: [${removed.join(' ')}]`));
  if (added.length > 0) out.push(issue('oneOf', `allowed oneOf schemas added: [${added.join(' ')}]`));
  return out;
}

/** OLM tolerates description changes: crdify's description validation runs with enforcement None. */
export function descriptionIssues(a: Schema, b: Schema): PropertyIssue[] {
  delete a.description;
  delete b.description;
  return [];
}

/** Whatever differs after every validation consumed its keyword. */
export function leftoverIssues(a: Schema, b: Schema): PropertyIssue[] {
  const parts: string[] = [];
  for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const x = canonical(a[k]);
    const y = canonical(b[k]);
    if (x === y) continue;
    parts.push(`${k} ${a[k] === undefined ? '<empty>' : show(a[k])} → ${b[k] === undefined ? '<empty>' : show(b[k])}`);
  }
  return parts.length === 0
    ? []
    : [issue('unhandled', `changes found that no other check handles (${parts.join('; ')})`)];
}
