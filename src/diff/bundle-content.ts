// Bundles are immutable once published: compare a bundle's document in base and head. Only what
// OLM sees counts (image, properties, related images), not formatting or key order; and a
// re-render that replaces olm.bundle.object with the olm.csv.metadata of the same CSV is not a
// change.
import type { JsonObject, JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { documentText, documentValue } from '../catalog/redecode.js';
import type { RawDocument } from '../catalog/types.js';

export type BundleComparison = { kind: 'same' } | { kind: 'image'; base: string; head: string } | { kind: 'content'; what: string[] };

/** JSON with object keys sorted, so equal values print equally. */
export function canonical(v: JsonValue | undefined): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
}

interface Prop {
  readonly type: string;
  readonly value: JsonValue | undefined;
}

function props(doc: JsonObject): Prop[] {
  const list = goField(doc, 'properties');
  if (!Array.isArray(list)) return [];
  return list.map((p) => (p !== null && typeof p === 'object' && !Array.isArray(p) ? { type: String(goField(p, 'type') ?? ''), value: goField(p, 'value') } : { type: '', value: p }));
}

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

function csvOf(objects: readonly Prop[]): JsonObject | undefined {
  for (const p of objects) {
    const data = p.value && typeof p.value === 'object' && !Array.isArray(p.value) ? goField(p.value, 'data') : undefined;
    if (typeof data !== 'string') continue;
    try {
      const obj = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as JsonValue;
      if (obj && typeof obj === 'object' && !Array.isArray(obj) && obj.kind === 'ClusterServiceVersion') return obj;
    } catch {
      // not JSON: YAML payloads are not compared here
    }
  }
  return undefined;
}

/** Whether head's olm.csv.metadata is what opm renders from base's CSV (the fields a re-render carries). */
function sameCsv(csv: JsonObject, meta: JsonValue | undefined): boolean {
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return false;
  const spec = (csv.spec ?? {}) as JsonObject;
  const md = (csv.metadata ?? {}) as JsonObject;
  const pairs: [JsonValue | undefined, JsonValue | undefined][] = [
    [spec.displayName, meta.displayName], [spec.description, meta.description], [md.annotations, meta.annotations],
    [spec.installModes, meta.installModes], [spec.keywords, meta.keywords], [spec.provider, meta.provider],
    [spec.maturity, meta.maturity], [spec.minKubeVersion, meta.minKubeVersion],
  ];
  return pairs.every(([a, b]) => canonical(a) === canonical(b));
}

export function compareBundle(base: RawDocument, head: RawDocument): BundleComparison {
  if (documentText(base) === documentText(head)) return { kind: 'same' };
  const b = documentValue(base);
  const h = documentValue(head);
  if (!b || !h || typeof b !== 'object' || typeof h !== 'object' || Array.isArray(b) || Array.isArray(h)) return { kind: 'content', what: ['document'] };
  const bi = str(goField(b, 'image'));
  const hi = str(goField(h, 'image'));
  if (bi !== hi) return { kind: 'image', base: bi, head: hi };
  const what: string[] = [];
  const related = (d: JsonObject) => {
    const r = goField(d, 'relatedImages');
    return Array.isArray(r) ? r.map(canonical).sort().join(',') : '';
  };
  if (related(b) !== related(h)) what.push('relatedImages');
  const bp = props(b);
  const hp = props(h);
  const plain = (ps: Prop[]) => ps.filter((p) => p.type !== 'olm.bundle.object' && p.type !== 'olm.csv.metadata').map((p) => canonical(p as unknown as JsonValue)).sort().join(',');
  if (plain(bp) !== plain(hp)) what.push('properties');
  const objects = (ps: Prop[], t: string) => ps.filter((p) => p.type === t).map((p) => canonical(p.value)).join(',');
  const bObjects = objects(bp, 'olm.bundle.object');
  const hObjects = objects(hp, 'olm.bundle.object');
  const bMeta = objects(bp, 'olm.csv.metadata');
  const hMeta = objects(hp, 'olm.csv.metadata');
  if (bObjects !== hObjects || bMeta !== hMeta) {
    const reRender = bObjects !== '' && hObjects === '' && bMeta === '' && hMeta !== '' && (() => {
      const csv = csvOf(bp.filter((p) => p.type === 'olm.bundle.object'));
      return csv !== undefined && sameCsv(csv, hp.find((p) => p.type === 'olm.csv.metadata')?.value);
    })();
    if (!reRender) what.push(bObjects !== hObjects ? 'olm.bundle.object' : 'olm.csv.metadata');
  }
  return what.length === 0 ? { kind: 'same' } : { kind: 'content', what };
}
