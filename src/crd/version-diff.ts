// Two schemas of a CRD (as written, their shape checked), node by node, as crdify's
// CompareVersions pairs them by path: each node of the old schema against the node at the same
// path of the new one, compared in the API's normal form without its
// `properties` and `items` (changes below surface at the child's own path). Paths only in the new
// schema are free (new optional fields); a path gone from it is listed apart, topmost only, since
// one removal is one problem. Identical subtrees are skipped whole, so an unchanged CRD costs
// one comparison.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import type { Issue } from './issue.js';
import { compareProperty } from './property/compare-property.js';
import { normalizeNode } from './schema.js';

type Schema = JsonObject;

function deepEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Own keys only: a property named `__proto__` on one side must not meet Object.prototype on the other.
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.hasOwn(b, k) || !deepEqual(a[k], b[k])) return false;
  return true;
}

/** The child schemas of a node by path suffix, in crdify's naming. */
function children(s: Schema): [string, JsonValue][] {
  const out: [string, JsonValue][] = [];
  const add = (suffix: string, x: JsonValue | undefined): void => {
    if (isJsonObject(x)) out.push([suffix, x]);
  };
  if (Array.isArray(s.items)) s.items.forEach((x, i) => add(`.items[${i}]`, x));
  else add('.items', s.items);
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(s[k])) (s[k] as JsonValue[]).forEach((x, i) => add(`.${k}[${i}]`, x));
  add('.not', s.not);
  if (isJsonObject(s.properties)) for (const [name, x] of Object.entries(s.properties)) add(`.${name}`, x);
  add('.additionalProperties', s.additionalProperties);
  for (const k of ['patternProperties', 'definitions', 'dependencies'] as const) {
    if (isJsonObject(s[k])) for (const [name, x] of Object.entries(s[k] as JsonObject)) add(`.${k}[${name}]`, x);
  }
  add('.additionalItems', s.additionalItems);
  return out;
}

/** How many schema nodes a subtree holds (itself included). */
function nodeCount(s: JsonValue): number {
  return isJsonObject(s) ? 1 + children(s).reduce((n, [, c]) => n + nodeCount(c), 0) : 0;
}

export interface Removed {
  readonly path: string;
  /** Nodes under it that go with it. */
  readonly under: number;
}

export interface VersionDiff {
  /** Old paths missing from the new schema whose parent is still there. */
  readonly removed: Removed[];
  readonly issues: Issue[];
}

const memo = new WeakMap<Schema, WeakMap<Schema, VersionDiff>>();

export function diffSchemas(old: Schema, neu: Schema, version: string): VersionDiff {
  const hit = memo.get(old)?.get(neu);
  if (hit) return { removed: hit.removed, issues: hit.issues.map((i) => ({ ...i, version })) };
  const removed: Removed[] = [];
  const issues: Issue[] = [];
  const visit = (a: Schema, b: Schema, path: string): void => {
    if (deepEqual(a, b)) return;
    // written differently: compare the nodes as the API decodes them
    const na = normalizeNode(a);
    const nb = normalizeNode(b);
    if (!deepEqual(na, nb)) for (const p of compareProperty(na, nb)) issues.push({ ...p, version, path });
    const theirs = new Map(children(b));
    for (const [suffix, x] of children(a)) {
      const y = theirs.get(suffix);
      if (y === undefined) removed.push({ path: path + suffix, under: nodeCount(x) - 1 });
      else visit(x as Schema, y as Schema, path + suffix);
    }
  };
  visit(old, neu, '^');
  removed.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  let m = memo.get(old);
  if (!m) memo.set(old, (m = new WeakMap()));
  m.set(neu, { removed, issues });
  return { removed, issues };
}
