// The olm.csv.metadata property opm's `bundle-object-to-csv-metadata` migration puts in place of
// a bundle's olm.bundle.object properties (alpha/action/migrations, alpha/property CSVMetadata):
// the CSV decoded into operator-framework/api's typed ClusterServiceVersion, then the chosen
// fields encoded again — keys matched case-insensitively and unknown keys dropped on the way in,
// fields in struct order and empty `omitempty` fields left out on the way out (a struct is never
// empty to Go's encoder: apiServiceDefinitions, crdDescriptions and provider are always there).
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { goMarshal } from '../catalog/canonical-json.js';
import { comparePaths } from '../catalog/load.js';

type Kind =
  'string' | 'bool' | 'int' | 'raw' | 'stringMap' | { readonly list: Kind } | { readonly struct: readonly Field[] };
type Field = readonly [name: string, kind: Kind, omitempty: boolean];

const DESCRIPTOR: Kind = {
  struct: [
    ['path', 'string', false],
    ['displayName', 'string', true],
    ['description', 'string', true],
    ['x-descriptors', { list: 'string' }, true],
    ['value', 'raw', true],
  ],
};
const RESOURCE: Kind = {
  struct: [
    ['name', 'string', false],
    ['kind', 'string', false],
    ['version', 'string', false],
  ],
};
const DESCRIPTORS: Field[] = [
  ['resources', { list: RESOURCE }, true],
  ['statusDescriptors', { list: DESCRIPTOR }, true],
  ['specDescriptors', { list: DESCRIPTOR }, true],
  ['actionDescriptors', { list: DESCRIPTOR }, true],
];
const CRD: Kind = {
  struct: [
    ['name', 'string', false],
    ['version', 'string', false],
    ['kind', 'string', false],
    ['displayName', 'string', true],
    ['description', 'string', true],
    ...DESCRIPTORS,
  ],
};
const API_SERVICE: Kind = {
  struct: [
    ['name', 'string', false],
    ['group', 'string', false],
    ['version', 'string', false],
    ['kind', 'string', false],
    ['deploymentName', 'string', true],
    ['containerPort', 'int', true],
    ['displayName', 'string', true],
    ['description', 'string', true],
    ...DESCRIPTORS,
  ],
};
const ownedRequired = (item: Kind): Kind => ({
  struct: [
    ['owned', { list: item }, true],
    ['required', { list: item }, true],
  ],
});
const LINK: Kind = {
  struct: [
    ['name', 'string', true],
    ['url', 'string', true],
  ],
};

const INSTALL_MODE: Kind = {
  struct: [
    ['type', 'string', false],
    ['supported', 'bool', false],
  ],
};
const MAINTAINER: Kind = {
  struct: [
    ['name', 'string', true],
    ['email', 'string', true],
  ],
};
const NATIVE_API: Kind = {
  struct: [
    ['group', 'string', false],
    ['version', 'string', false],
    ['kind', 'string', false],
  ],
};

/** CSVMetadata's fields (every one omitempty): its JSON name, where the typed CSV holds it, its kind. */
const CSV_METADATA: readonly (readonly [string, readonly [string, string], Kind])[] = [
  ['annotations', ['metadata', 'annotations'], 'stringMap'],
  ['apiServiceDefinitions', ['spec', 'apiservicedefinitions'], ownedRequired(API_SERVICE)],
  ['crdDescriptions', ['spec', 'customresourcedefinitions'], ownedRequired(CRD)],
  ['description', ['spec', 'description'], 'string'],
  ['displayName', ['spec', 'displayName'], 'string'],
  ['installModes', ['spec', 'installModes'], { list: INSTALL_MODE }],
  ['keywords', ['spec', 'keywords'], { list: 'string' }],
  ['labels', ['metadata', 'labels'], 'stringMap'],
  ['links', ['spec', 'links'], { list: LINK }],
  ['maintainers', ['spec', 'maintainers'], { list: MAINTAINER }],
  ['maturity', ['spec', 'maturity'], 'string'],
  ['minKubeVersion', ['spec', 'minKubeVersion'], 'string'],
  ['nativeAPIs', ['spec', 'nativeAPIs'], { list: NATIVE_API }],
  ['provider', ['spec', 'provider'], LINK],
];

class Mismatch extends Error {}

/** A value decoded into `kind` as Go's encoding/json does it and encoded again; undefined = Go's zero value. */
function recode(v: JsonValue | undefined, kind: Kind, where: string): JsonValue | undefined {
  if (v === undefined || (v === null && kind !== 'raw')) return undefined;
  // A json.RawMessage holds the bytes of the CSV as opm encoded it: keys sorted.
  if (kind === 'raw') return JSON.parse(goMarshal(v)) as JsonValue;
  if (kind === 'string' || kind === 'bool') {
    if (typeof v !== (kind === 'string' ? 'string' : 'boolean')) throw new Mismatch(`${where} is not a ${kind}`);
    return v;
  }
  if (kind === 'int') {
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 2 ** 31) {
      throw new Mismatch(`${where} is not a 32-bit integer`);
    }
    return v;
  }
  if (kind === 'stringMap') {
    if (!isJsonObject(v)) throw new Mismatch(`${where} is not a map`);
    const entries = Object.entries(v);
    for (const [k, x] of entries)
      if (x !== null && typeof x !== 'string') throw new Mismatch(`${where}.${k} is not a string`);
    // A Go map is encoded with its keys sorted.
    const sorted = entries.sort(([a], [b]) => comparePaths(a, b));
    return Object.fromEntries(sorted.map(([k, x]) => [k, x ?? '']));
  }
  if ('list' in kind) {
    if (!Array.isArray(v)) throw new Mismatch(`${where} is not a list`);
    return v.map((x, i) => recode(x, kind.list, `${where}[${i}]`) ?? zero(kind.list));
  }
  if (!isJsonObject(v)) throw new Mismatch(`${where} is not an object`);
  return encodeStruct(
    kind.struct.map(([name, k, omit]) => [name, recode(goField(v, name), k, `${where}.${name}`), k, omit] as const),
  );
}

function zero(kind: Kind): JsonValue {
  if (kind === 'string') return '';
  if (kind === 'bool') return false;
  if (kind === 'int') return 0;
  if (kind === 'raw' || kind === 'stringMap' || 'list' in kind) return null;
  return encodeStruct(kind.struct.map(([name, k, omit]) => [name, undefined, k, omit] as const));
}

const isEmpty = (v: JsonValue | undefined): boolean =>
  v === undefined ||
  v === '' ||
  v === false ||
  v === 0 ||
  (Array.isArray(v) && v.length === 0) ||
  (isJsonObject(v) && Object.keys(v).length === 0);

function encodeStruct(fields: readonly (readonly [string, JsonValue | undefined, Kind, boolean])[]): JsonObject {
  const out: JsonObject = {};
  for (const [name, v, kind, omit] of fields) {
    const isStruct = typeof kind === 'object' && 'struct' in kind;
    if (omit && !isStruct && isEmpty(v)) continue;
    out[name] = v ?? zero(kind);
  }
  return out;
}

/** The olm.csv.metadata value of `csv`, or why opm's migration fails on it. */
export function csvMetadata(csv: JsonObject): JsonObject | { readonly problem: string } {
  try {
    return encodeStruct(
      CSV_METADATA.map(([name, [top, key], kind]) => {
        const parent = goField(csv, top);
        if (parent !== undefined && parent !== null && !isJsonObject(parent))
          throw new Mismatch(`its CSV ${top} is not an object`);
        const value = parent ? goField(parent, key) : undefined;
        return [name, recode(value, kind, `its CSV ${top}.${key}`), kind, true] as const;
      }),
    );
  } catch (e) {
    if (e instanceof Mismatch) return { problem: `cannot be migrated to olm.csv.metadata: ${e.message}` };
    throw e;
  }
}
