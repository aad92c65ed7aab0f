// A JSON value printed one way whatever the order of its objects' keys: equal values as OLM reads
// them (Go maps and structs, where key order carries nothing) print equally, so comparing prints
// compares values. The diff, the CRD check and the template check all compare this way.
import type { JsonValue } from './goyaml/json-value.js';

/** JSON with object keys sorted, compact; `undefined` (a field that is absent) prints as `undefined`. */
export function canonical(v: JsonValue | undefined): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
    .join(',')}}`;
}
