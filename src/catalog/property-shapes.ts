// F-B4: bundle properties of the types opm decodes into Go structs must have that shape
// (encoding/json rules: case-insensitive fields, null is the zero value, wrong types fail).
import type { JsonValue } from './goyaml/json-value.js';
import { fold, goField, goTypeName } from './meta.js';
import type { DProperty, Path } from './declcfg.js';

export type Shape =
  'string' | 'bool' | 'int32' | 'any' | { list: Shape } | { map: Shape } | { obj: Record<string, Shape> };

const S = 'string' as const;
const resource: Shape = { obj: { name: S, kind: S, version: S } };
const descriptor: Shape = {
  obj: { path: S, displayName: S, description: S, 'x-descriptors': { list: S }, value: 'any' },
};
const descriptors = {
  specDescriptors: { list: descriptor },
  statusDescriptors: { list: descriptor },
  actionDescriptors: { list: descriptor },
};
const crdDescription: Shape = {
  obj: { name: S, version: S, kind: S, displayName: S, description: S, resources: { list: resource }, ...descriptors },
};
const apiServiceDescription: Shape = {
  obj: {
    name: S,
    group: S,
    version: S,
    kind: S,
    deploymentName: S,
    containerPort: 'int32',
    displayName: S,
    description: S,
    resources: { list: resource },
    ...descriptors,
  },
};

/** olm.csv.metadata: most of a catalog's bytes, type-checked without being built (csv-skim.ts). */
export const CSV_METADATA_SHAPE: Shape = {
  obj: {
    annotations: { map: S },
    labels: { map: S },
    description: S,
    displayName: S,
    maturity: S,
    minKubeVersion: S,
    keywords: { list: S },
    links: { list: { obj: { name: S, url: S } } },
    maintainers: { list: { obj: { name: S, email: S } } },
    provider: { obj: { name: S, url: S } },
    installModes: { list: { obj: { type: S, supported: 'bool' } } },
    nativeAPIs: { list: { obj: { group: S, version: S, kind: S } } },
    crdDescriptions: { obj: { owned: { list: crdDescription }, required: { list: crdDescription } } },
    apiServiceDefinitions: {
      obj: { owned: { list: apiServiceDescription }, required: { list: apiServiceDescription } },
    },
  },
};

// A Map: property types are catalog text (`constructor`, `__proto__` are types like any other).
const PROPERTY_SHAPES: ReadonlyMap<string, Shape> = new Map<string, Shape>(
  Object.entries<Shape>({
    'olm.package': { obj: { packageName: S, version: S, release: S } },
    'olm.package.required': { obj: { packageName: S, versionRange: S } },
    'olm.gvk': { obj: { group: S, kind: S, version: S } },
    'olm.gvk.required': { obj: { group: S, kind: S, version: S } },
    'olm.channel': { obj: { channelName: S } },
    'olm.csv.metadata': CSV_METADATA_SHAPE,
  } satisfies Record<string, Shape>),
);

export interface ShapeError {
  readonly path: Path;
  readonly message: string;
}

function want(shape: Shape): string {
  if (typeof shape === 'string')
    return shape === 'int32' ? 'an integer' : shape === 'bool' ? 'a boolean' : `a ${shape}`;
  if ('list' in shape) return 'a list';
  return 'an object';
}

const foldedFields = new WeakMap<Record<string, Shape>, Map<string, Shape>>();

/** A struct's fields by their folded names, plus the names as written (the common case): a field
 * `key` is `get(key) ?? get(fold(key))` (encoding/json matching); undefined when ignored. */
export function fieldsOf(obj: Record<string, Shape>): ReadonlyMap<string, Shape> {
  let m: Map<string, Shape> | undefined = foldedFields.get(obj);
  if (!m)
    foldedFields.set(
      obj,
      (m = new Map([...Object.entries(obj), ...Object.entries(obj).map(([k, s]) => [fold(k), s] as const)])),
    );
  return m;
}

// `path` is a shared stack, copied only when an error is recorded: csv metadata is large and
// almost always well-formed, so the walk must not allocate per node.
function bad(v: JsonValue, shape: Shape, path: (string | number)[], out: ShapeError[]): void {
  out.push({
    path: [...path],
    message: `\`${path.join('.') || 'value'}\` must be ${want(shape)}, not ${goTypeName(v)}`,
  });
}

function check(v: JsonValue, shape: Shape, path: (string | number)[], out: ShapeError[]): void {
  if (v === null || shape === 'any') return;
  if (shape === 'string') {
    if (typeof v !== 'string') bad(v, shape, path, out);
    return;
  }
  if (shape === 'bool') {
    if (typeof v !== 'boolean') bad(v, shape, path, out);
    return;
  }
  if (shape === 'int32') {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < -(2 ** 31) || v >= 2 ** 31) bad(v, shape, path, out);
    return;
  }
  if ('list' in shape) {
    if (!Array.isArray(v)) return bad(v, shape, path, out);
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      check(v[i]!, shape.list, path, out);
      path.pop();
    }
    return;
  }
  if (typeof v !== 'object' || Array.isArray(v)) return bad(v, shape, path, out);
  const fields = 'map' in shape ? undefined : fieldsOf(shape.obj);
  for (const k in v) {
    const s = fields ? (fields.has(k) ? fields.get(k) : fields.get(fold(k))) : (shape as { map: Shape }).map;
    if (s === undefined) continue;
    path.push(k);
    check(v[k]!, s, path, out);
    path.pop();
  }
}

/** True when `check` finds nothing wrong with `v`, a scalar or an empty `{}` / `[]`. */
export function fitsLeaf(v: JsonValue, shape: Shape): boolean {
  if (v === null || shape === 'any') return true;
  if (shape === 'string') return typeof v === 'string';
  if (shape === 'bool') return typeof v === 'boolean';
  if (shape === 'int32') return typeof v === 'number' && Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31;
  if ('list' in shape) return Array.isArray(v);
  return typeof v === 'object' && !Array.isArray(v);
}

/** Shape errors of one bundle property, as opm's property.Parse would reject it. */
export function propertyShapeErrors(p: DProperty): ShapeError[] {
  if (!p.present)
    return [
      {
        path: ['properties', p.index],
        message: `property [${p.index}] of type "${p.type}" has no \`value\` (opm: unexpected end of JSON input)`,
      },
    ];
  const shape = PROPERTY_SHAPES.get(p.type);
  if (!shape) return [];
  const out: ShapeError[] = [];
  check(p.value ?? null, shape, ['properties', p.index, 'value'], out);
  if (out.length === 0) return out;
  return out.map((e) => ({ path: e.path, message: `property [${p.index}] of type "${p.type}": ${e.message}` }));
}

/** The string field `name` of an object value, matched as Go's encoding/json would. */
export function stringField(v: JsonValue | undefined, name: string): string {
  if (v === null || v === undefined || typeof v !== 'object' || Array.isArray(v)) return '';
  const x = goField(v, name);
  return typeof x === 'string' ? x : '';
}
