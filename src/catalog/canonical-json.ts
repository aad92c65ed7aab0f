// A JSON value printed one way whatever the order of its objects' keys: equal values as OLM reads
// them (Go maps and structs, where key order carries nothing) print equally, so comparing prints
// compares values. The diff, the CRD check and the template check all compare this way; and the
// one print that is Go's own, for payloads that must equal what opm wrote byte for byte.
import { comparePaths } from './load.js';
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

function goString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Go's json.Marshal of a decoded value (what opm stores as a bundle object, and a migration keeps):
 * object keys sorted by their UTF-8 bytes (Go sorts map keys so), no whitespace, HTML escaping on
 * (`<`, `>`, `&` as \u003c, \u003e, \u0026), U+2028 and U+2029 escaped. JSON.stringify agrees on
 * the rest (a decoded Kubernetes object holds int64 or float64, both written the shortest way).
 */
export function goMarshal(v: JsonValue): string {
  if (v === null || typeof v === 'boolean' || typeof v === 'number') return JSON.stringify(v);
  if (typeof v === 'string') return goString(v);
  if (Array.isArray(v)) return `[${v.map(goMarshal).join(',')}]`;
  const keys = Object.keys(v).sort(comparePaths);
  return `{${keys.map((k) => `${goString(k)}:${goMarshal(v[k]!)}`).join(',')}}`;
}
