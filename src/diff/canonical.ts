// Values compared as OLM reads them: object keys in any order are the same value.
import type { JsonValue } from '../catalog/goyaml/json-value.js';

/** JSON with object keys sorted, so equal values print equally. */
export function canonical(v: JsonValue | undefined): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
    .join(',')}}`;
}
