// The documents opm alpha render-template writes, in its order (declcfg's writeToEncoder): per
// package name, sorted, its olm.package documents, its channels by name, its bundles by name, its
// other documents by schema (stable), its deprecations; then the documents of no package. A
// document naming no package of its own (a channel or bundle without one) is not written.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goJsonDocument } from './opm-json.js';
import { goYamlDocument } from './opm-yaml.js';

export type OpmFormat = 'json' | 'yaml';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A bundle document in the field order of opm's declcfg.Bundle, empty optional fields left out. */
export function goBundle(doc: JsonObject): JsonObject {
  const out: JsonObject = { schema: str(doc['schema']) };
  if (str(doc['name']) !== '') out['name'] = str(doc['name']);
  if (str(doc['package']) !== '') out['package'] = str(doc['package']);
  out['image'] = str(doc['image']);
  const props = doc['properties'];
  if (Array.isArray(props) && props.length > 0) {
    out['properties'] = props.map((p) => {
      const o = isJsonObject(p) ? p : {};
      return { type: str(o['type']), value: o['value'] ?? null };
    });
  }
  const related = doc['relatedImages'];
  if (Array.isArray(related) && related.length > 0) {
    out['relatedImages'] = related.map((r) => {
      const o = isJsonObject(r) ? r : {};
      return { name: str(o['name']), image: str(o['image']) };
    });
  }
  return out;
}

interface PackageDocs {
  packages: JsonObject[];
  channels: JsonObject[];
  bundles: JsonObject[];
  others: JsonObject[];
  deprecations: JsonObject[];
}

/** The documents in opm's output order. */
function opmOrder(docs: readonly JsonObject[]): JsonObject[] {
  const byPackage = new Map<string, PackageDocs>();
  const root: JsonObject[] = [];
  const of = (name: string): PackageDocs => {
    let p = byPackage.get(name);
    if (!p) byPackage.set(name, (p = { packages: [], channels: [], bundles: [], others: [], deprecations: [] }));
    return p;
  };
  for (const d of docs) {
    const schema = str(d['schema']);
    const key = schema === 'olm.package' ? str(d['name']) : str(d['package']);
    if (key === '') {
      if (!['olm.package', 'olm.channel', 'olm.bundle', 'olm.deprecations'].includes(schema)) root.push(d);
      continue;
    }
    const p = of(key);
    if (schema === 'olm.package') p.packages.push(d);
    else if (schema === 'olm.channel') p.channels.push(d);
    else if (schema === 'olm.bundle') p.bundles.push(d);
    else if (schema === 'olm.deprecations') p.deprecations.push(d);
    else p.others.push(d);
  }
  const out: JsonObject[] = [];
  for (const name of [...byPackage.keys()].sort(byteOrder)) {
    const p = byPackage.get(name)!;
    const byName = (a: JsonObject, b: JsonObject): number => byteOrder(str(a['name']), str(b['name']));
    const bySchema = (a: JsonObject, b: JsonObject): number => byteOrder(str(a['schema']), str(b['schema']));
    out.push(...p.packages, ...[...p.channels].sort(byName), ...[...p.bundles].sort(byName));
    out.push(...[...p.others].sort(bySchema), ...p.deprecations);
  }
  return [...out, ...root];
}

/** The text opm writes for these documents with `-o json` or `-o yaml`. */
export function writeOpm(docs: readonly JsonObject[], format: OpmFormat): string {
  const write = format === 'json' ? goJsonDocument : goYamlDocument;
  return opmOrder(docs).map(write).join('');
}
