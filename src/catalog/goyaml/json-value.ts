// The JSON value opm gets from a YAML document: sigs.k8s.io/yaml converts go-yaml's
// map[interface{}]interface{} to JSON, turning non-string keys into strings and failing on
// values JSON cannot hold (.inf, .nan) or keys it cannot name (null, collections).
import type { Resolved } from './resolve.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export class YamlToJsonError extends Error {}

/**
 * Whether a value is a JSON object: a mapping, not null, not a list. The one such test of src/:
 * catalog JSON narrows to JsonObject; a value of unknown shape (JSON.parse, a YAML library's
 * output, an event payload) only to an object whose fields are yet to be checked.
 */
export function isJsonObject(v: JsonValue | undefined): v is JsonObject;
export function isJsonObject(v: unknown): v is Record<string, unknown>;
export function isJsonObject(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Assign without tripping the `__proto__` setter: the key is data, never the prototype. */
export function setKey(obj: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

export function scalarToJson(r: Resolved): JsonValue {
  switch (r.kind) {
    case 'null':
      return null;
    case 'bool':
      return r.value;
    case 'str':
      return r.value;
    case 'int':
      return r.value;
    case 'float':
      if (!Number.isFinite(r.value)) {
        const txt = Number.isNaN(r.value) ? 'NaN' : r.value > 0 ? '+Inf' : '-Inf';
        throw new YamlToJsonError(`json: unsupported value: ${txt}`);
      }
      return r.value;
  }
}

/** Go's strconv.FormatFloat(f, 'g', -1, 32), used by sigs.k8s.io/yaml for float map keys. */
function formatFloat32G(f: number): string {
  if (Number.isNaN(f)) return '.nan';
  if (f === Infinity) return '.inf';
  if (f === -Infinity) return '-.inf';
  const f32 = Math.fround(f);
  if (f32 === 0) return Object.is(f32, -0) ? '-0' : '0';
  let digits = '';
  let exp = 0;
  for (let p = 1; p <= 9; p++) {
    const s = Math.abs(f32).toExponential(p - 1);
    if (Math.fround(Number(s)) === Math.abs(f32)) {
      const [mant, e] = s.split('e');
      digits = mant!.replace('.', '').replace(/0+$/, '') || '0';
      exp = Number(e);
      break;
    }
  }
  const sign = f32 < 0 ? '-' : '';
  if (exp < -4 || exp >= 6) {
    const m = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
    const es = Math.abs(exp) < 10 ? '0' + Math.abs(exp) : String(Math.abs(exp));
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${es}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return sign + digits + '0'.repeat(exp + 1 - digits.length);
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

export function keyToString(r: Resolved): string {
  switch (r.kind) {
    case 'str':
      return r.value;
    case 'bool':
      return r.value ? 'true' : 'false';
    case 'int':
      return String(r.value);
    case 'float':
      return formatFloat32G(r.value);
    case 'null':
      throw new YamlToJsonError('unsupported map key of type: %!s(<nil>), key: <nil>');
  }
}
