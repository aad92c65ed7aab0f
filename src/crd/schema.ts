// JSON schemas of CRD versions, as the Kubernetes API decodes them into JSONSchemaProps: unknown
// keys vanish, null is absent, and for plain (non-pointer) fields a zero value (false, "", empty
// list or map) equals absence. Comparisons work on this normal form, so they see what the API
// server and crdify see, not formatting.
import { isJsonObject, setKey, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { canonical } from '../catalog/canonical-json.js';

export { canonical };

export type Schema = JsonObject;

// How each JSONSchemaProps field decodes: `ptr` fields keep a zero value (pointers in Go), the
// others lose it; schema-valued fields are normalized in turn.
type Kind = 'ptr' | 'plain' | 'list' | 'names' | 'schemas' | 'schemaMap' | 'deps' | 'items' | 'schema' | 'schemaOrBool';
const KINDS = new Map<string, Kind>([
  ...(
    [
      'default',
      'maximum',
      'minimum',
      'maxLength',
      'minLength',
      'maxItems',
      'minItems',
      'multipleOf',
      'maxProperties',
      'minProperties',
      'externalDocs',
      'example',
      'x-kubernetes-preserve-unknown-fields',
      'x-kubernetes-list-type',
      'x-kubernetes-map-type',
    ] as const
  ).map((k) => [k, 'ptr'] as const),
  ...(
    [
      'id',
      '$schema',
      '$ref',
      'description',
      'type',
      'format',
      'title',
      'exclusiveMaximum',
      'exclusiveMinimum',
      'pattern',
      'uniqueItems',
      'nullable',
      'x-kubernetes-embedded-resource',
      'x-kubernetes-int-or-string',
    ] as const
  ).map((k) => [k, 'plain'] as const),
  ['enum', 'list'],
  ['x-kubernetes-list-map-keys', 'list'],
  ['x-kubernetes-validations', 'list'],
  ['required', 'names'],
  ['allOf', 'schemas'],
  ['oneOf', 'schemas'],
  ['anyOf', 'schemas'],
  ['properties', 'schemaMap'],
  ['patternProperties', 'schemaMap'],
  ['definitions', 'schemaMap'],
  ['dependencies', 'deps'],
  ['items', 'items'],
  ['not', 'schema'],
  ['additionalProperties', 'schemaOrBool'],
  ['additionalItems', 'schemaOrBool'],
]);

// Pointers in Go too: `additionalProperties: false`, `items: {}` or `not: {}` differ from absence.
const POINTER_LIKE = new Set<Kind>(['ptr', 'items', 'schema', 'schemaOrBool']);

function isZero(v: JsonValue): boolean {
  return (
    v === false || v === '' || (Array.isArray(v) ? v.length === 0 : isJsonObject(v) && Object.keys(v).length === 0)
  );
}

// The normal form is built only for schemas schemaError accepts (schemaProblem gates every
// comparison): the decoding rules and their messages live there alone.
function schemaList(v: JsonValue): JsonValue[] {
  return Array.isArray(v) ? v.map(normalizeSchema) : [];
}

function schemaMap(v: JsonValue, deps: boolean): JsonObject {
  const map: JsonObject = {};
  if (!isJsonObject(v)) return map;
  for (const name of Object.keys(v).sort()) {
    const s = v[name]!;
    // dependencies may also list property names; anything else there decodes as unset
    if (deps && !isJsonObject(s) && !Array.isArray(s)) continue;
    setKey(map, name, deps && Array.isArray(s) ? s : normalizeSchema(s));
  }
  return map;
}

function field(kind: Kind, v: JsonValue): JsonValue {
  switch (kind) {
    case 'ptr':
    case 'plain':
    case 'list':
    case 'names':
      return v;
    case 'schemas':
      return schemaList(v);
    case 'schemaMap':
      return schemaMap(v, false);
    case 'deps':
      return schemaMap(v, true);
    case 'items':
      return Array.isArray(v) ? schemaList(v) : normalizeSchema(v);
    case 'schema':
      return normalizeSchema(v);
    case 'schemaOrBool':
      return typeof v === 'boolean' ? v : normalizeSchema(v);
  }
}

/** The normal form of a schema node schemaError accepts, and of everything under it (keys sorted). */
function normalizeSchema(raw: JsonValue): Schema {
  const out: Schema = {};
  if (!isJsonObject(raw)) return out;
  const keys = Object.keys(raw);
  if (keys.length > 1) keys.sort();
  for (const k of keys) {
    const kind = KINDS.get(k);
    const v = raw[k]!;
    if (
      kind === undefined ||
      v === null ||
      (!POINTER_LIKE.has(kind) && isZero(v)) ||
      (kind === 'items' && !Array.isArray(v) && !isJsonObject(v))
    )
      continue;
    out[k] = field(kind, v);
  }
  return out;
}

/**
 * What makes a raw schema undecodable, if anything, as the Kubernetes API decodes it.
 * A zero value equals absence only once decoded: one of the wrong type (`required: false`,
 * `not: false`, `properties: []`) does not decode — except under `items` and in `dependencies`,
 * whose decoders (JSONSchemaPropsOrArray, JSONSchemaPropsOrStringArray) leave any value that is
 * neither a schema nor a list unset; a list must hold schemas, or in `dependencies` strings.
 */
export function schemaError(raw: JsonValue, where: string): string | undefined {
  if (!isJsonObject(raw)) return `${where} is not an object`;
  for (const k in raw) {
    const kind = KINDS.get(k);
    const v = raw[k]!;
    if (
      kind === undefined ||
      kind === 'ptr' ||
      kind === 'plain' ||
      v === null ||
      (kind === 'items' && !Array.isArray(v) && !isJsonObject(v))
    )
      continue;
    const at = `${where}.${k}`;
    switch (kind) {
      case 'list':
        if (!Array.isArray(v)) return `${at} is not a list`;
        break;
      case 'names':
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return `${at} must list property names`;
        break;
      case 'schemas':
      case 'items': {
        if (!Array.isArray(v)) {
          if (kind === 'items') {
            const e = schemaError(v, at);
            if (e) return e;
            break;
          }
          return `${at} is not a list`;
        }
        for (let i = 0; i < v.length; i++) {
          const e = schemaError(v[i]!, `${at}[${i}]`);
          if (e) return e;
        }
        break;
      }
      case 'schemaMap':
      case 'deps': {
        if (!isJsonObject(v)) return `${at} is not a map`;
        for (const name in v) {
          const x = v[name]!;
          // JSONSchemaPropsOrStringArray decodes a list as strings (null is ""), anything else but a schema as unset
          if (kind === 'deps' && Array.isArray(x) && !x.every((n) => typeof n === 'string' || n === null))
            return `${at}.${name} must list property names`;
          if (kind === 'deps' && !isJsonObject(x)) continue;
          const e = schemaError(x, `${at}.${name}`);
          if (e) return e;
        }
        break;
      }
      case 'schema': {
        const e = schemaError(v, at);
        if (e) return e;
        break;
      }
      case 'schemaOrBool':
        if (typeof v !== 'boolean') {
          const e = schemaError(v, at);
          if (e) return e;
        }
        break;
    }
  }
  return undefined;
}

/** One node in normal form without `properties` and `items` (its children, compared at their own paths). */
export function normalizeNode(raw: JsonObject): Schema {
  const shallow: JsonObject = {};
  for (const k in raw) if (k !== 'properties' && k !== 'items' && KINDS.has(k)) shallow[k] = raw[k]!;
  return normalizeSchema(shallow);
}

/** A path for people: `.spec.mode`, and `.` for the root. */
export function showPath(path: string): string {
  return path === '^' ? '.' : path.slice(1);
}
