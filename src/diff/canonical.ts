// Values compared as OLM reads them: object keys in any order are the same value.
import type { JsonValue } from '../catalog/goyaml/json-value.js';
import { canonical } from '../catalog/canonical-json.js';

export { canonical };

const goEscape = (s: string): string =>
  JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * JSON as Go's encoding/json writes a decoded manifest (what opm puts in olm.bundle.object): keys
 * sorted, compact, `<`, `>`, `&`, U+2028 and U+2029 escaped. The same object then has the same
 * payload as in a catalog opm rendered, and a bundle a migration keeps reads as unchanged.
 */
export function goJson(v: JsonValue): string {
  if (v === null || typeof v !== 'object') return typeof v === 'string' ? goEscape(v) : JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(goJson).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${goEscape(k)}:${goJson(v[k]!)}`)
    .join(',')}}`;
}
