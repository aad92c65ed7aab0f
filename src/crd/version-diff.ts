// Two schemas of a CRD, node by node, as crdify's CompareVersions pairs them by path: each node
// of the old schema against the node at the same path of the new one, compared without its
// `properties` and `items` (changes below surface at the child's own path). Paths only in the new
// schema are free (new optional fields); a path gone from it is listed apart, topmost only, since
// one removal is one problem. Identical subtrees are skipped whole, so an unchanged CRD costs
// one comparison.
import type { JsonObject, JsonValue } from '../catalog/goyaml/json-value.js';
import type { Issue } from './issue.js';
import { compareProperty } from './property/compare.js';
import type { Schema } from './schema.js';

const isObject = (v: JsonValue | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

export function deepEqual(a: JsonValue | undefined, b: JsonValue | undefined, skip?: (k: string) => boolean): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let n = 0;
  for (const k in a) {
    if (skip?.(k)) continue;
    n++;
    if (!(k in b) || !deepEqual(a[k], b[k])) return false;
  }
  for (const k in b) if (!skip?.(k)) n--;
  return n === 0;
}

const CHILDREN = (k: string): boolean => k === 'properties' || k === 'items';

function withoutChildren(s: Schema): Schema {
  const out: Schema = {};
  for (const k in s) if (!CHILDREN(k)) out[k] = s[k]!;
  return out;
}

/** The child schemas of a node by path suffix, in crdify's naming. */
function children(s: Schema): [string, JsonValue][] {
  const out: [string, JsonValue][] = [];
  if (Array.isArray(s.items)) s.items.forEach((x, i) => out.push([`.items[${i}]`, x]));
  else if (isObject(s.items)) out.push(['.items', s.items]);
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(s[k])) (s[k] as JsonValue[]).forEach((x, i) => out.push([`.${k}[${i}]`, x]));
  if (isObject(s.not)) out.push(['.not', s.not]);
  if (isObject(s.properties)) for (const [name, x] of Object.entries(s.properties)) out.push([`.${name}`, x]);
  if (isObject(s.additionalProperties)) out.push(['.additionalProperties', s.additionalProperties]);
  for (const k of ['patternProperties', 'definitions', 'dependencies'] as const) {
    if (isObject(s[k])) for (const [name, x] of Object.entries(s[k] as JsonObject)) if (isObject(x)) out.push([`.${k}[${name}]`, x]);
  }
  if (isObject(s.additionalItems)) out.push(['.additionalItems', s.additionalItems]);
  return out;
}

/** How many schema nodes a subtree holds (itself included). */
export function nodeCount(s: JsonValue): number {
  return isObject(s) ? 1 + children(s).reduce((n, [, c]) => n + nodeCount(c), 0) : 0;
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
    if (!deepEqual(a, b, CHILDREN)) for (const p of compareProperty(withoutChildren(a), withoutChildren(b))) issues.push({ ...p, version, path });
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
