// Go's json.Marshal of a decoded value (what opm stores as a bundle object): object keys sorted
// by their UTF-8 bytes (Go sorts map keys so), no whitespace, and HTML escaping on (`<`, `>`, `&`
// as \u003c, \u003e, \u0026), U+2028 and U+2029 escaped. JSON.stringify agrees on the rest
// (numbers: a decoded Kubernetes object holds int64 or float64, both written the shortest way).
import type { JsonValue } from '../catalog/goyaml/json-value.js';

const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

function goString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function goMarshal(v: JsonValue): string {
  if (v === null || typeof v === 'boolean' || typeof v === 'number') return JSON.stringify(v);
  if (typeof v === 'string') return goString(v);
  if (Array.isArray(v)) return `[${v.map(goMarshal).join(',')}]`;
  const keys = Object.keys(v).sort(byBytes);
  return `{${keys.map((k) => `${goString(k)}:${goMarshal(v[k]!)}`).join(',')}}`;
}
