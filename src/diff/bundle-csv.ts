// What a bundle's catalog entry says about its ClusterServiceVersion, as comparable views. A
// bundle carries its CSV either whole (olm.bundle.object, with its CRDs and other manifests) or
// as the olm.csv.metadata opm derives from it (operator-registry's property.CSVMetadata); both
// only feed what OperatorHub displays and clients read from the catalog: OLM installs the CSV of
// the bundle image. Each view splits into presentation (text and pictures for people, changed in
// place at most `info`) and the rest.
import { isJsonObject, setKey, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { decodePayloadText, payloadText } from '../catalog/bundle-objects.js';
import { goField } from '../catalog/meta.js';
import { canonical } from '../catalog/canonical-json.js';

export interface CsvView {
  /** What is not presentation, empty values dropped. */
  readonly content: JsonObject;
  /** The presentation fields, empty values dropped. */
  readonly display: JsonObject;
}

const asObject = (v: JsonValue | undefined): JsonObject => (isJsonObject(v) ? v : {});

// CSV spec fields OperatorHub shows and nothing resolves or installs from (OLM's v1alpha1 types).
const SPEC_DISPLAY = ['description', 'displayName', 'icon', 'keywords', 'links', 'maintainers', 'maturity', 'provider'];
// CSV annotations read by the console for its listing and forms, documented as presentation.
const ANNOTATION_DISPLAY = new Set([
  'alm-examples',
  'capabilities',
  'categories',
  'certified',
  'containerImage',
  'createdAt',
  'description',
  'repository',
  'support',
]);
// Parts of a CRD/API service description for people (and the console's form hints).
const API_DISPLAY = new Set([
  'displayName',
  'description',
  'specDescriptors',
  'statusDescriptors',
  'actionDescriptors',
  'resources',
]);

/** Without empty values: Go's omitempty makes absent and empty the same. */
function pruned(v: JsonValue | undefined): JsonValue | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (Array.isArray(v)) {
    const items = v.map(pruned).filter((x): x is JsonValue => x !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isJsonObject(v)) return v;
  const out: JsonObject = {};
  for (const [k, x] of Object.entries(v)) {
    const p = pruned(x);
    if (p !== undefined) setKey(out, k, p);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function split(obj: JsonObject, isDisplay: (key: string) => boolean): [JsonObject, JsonObject] {
  const content: JsonObject = {};
  const display: JsonObject = {};
  // setKey: a CSV key `__proto__` is data, and assigned it would vanish into the prototype.
  for (const [k, v] of Object.entries(obj)) setKey(isDisplay(k) ? display : content, k, v);
  return [content, display];
}

// What names a CRD or API service description, the part every opm version keeps.
const API_ID = ['name', 'group', 'version', 'kind'];

/**
 * CRD or API service descriptions (`{owned, required}`) as sorted sets: their identities, and
 * (`rest`) all that is not presentation, for comparing whole CSVs (newer opm keeps only the
 * identity and texts in olm.csv.metadata). Texts are keyed by identity.
 */
function apis(defs: JsonValue | undefined): { ids: JsonObject; rest: JsonObject; texts: JsonObject } {
  const ids: JsonObject = {};
  const rest: JsonObject = {};
  const texts: JsonObject = {};
  for (const side of ['owned', 'required']) {
    const list = goField(asObject(defs), side);
    if (!Array.isArray(list)) continue;
    const sideIds: string[] = [];
    const sideRest: string[] = [];
    for (const d of list) {
      const [c, t] = split(asObject(d), (k) => API_DISPLAY.has(k));
      const id = canonical(pruned(Object.fromEntries(API_ID.map((k) => [k, c[k] ?? null]))) ?? {});
      sideIds.push(id);
      sideRest.push(canonical(pruned(c) ?? {}));
      // Only the texts every opm version keeps: newer ones drop the descriptors.
      texts[`${side} ${id}`] =
        pruned({ displayName: t.displayName ?? null, description: t.description ?? null }) ?? null;
    }
    ids[side] = [...new Set(sideIds)].sort();
    rest[side] = [...new Set(sideRest)].sort();
  }
  return { ids, rest, texts };
}

const sortedSet = (v: JsonValue | undefined): JsonValue =>
  Array.isArray(v) ? [...new Set(v.map((x) => canonical(pruned(x))))].sort() : (v ?? null);

const view = (content: JsonObject, display: JsonObject): CsvView => ({
  content: asObject(pruned(content)),
  display: asObject(pruned(display)),
});

/** Top-level keys whose values differ between two views' parts. */
export function changedKeys(a: JsonObject, b: JsonObject): string[] {
  const at = (o: JsonObject, k: string): JsonValue | undefined => (Object.hasOwn(o, k) ? o[k] : undefined);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => canonical(at(a, k)) !== canonical(at(b, k)))
    .sort();
}

/** The view of olm.csv.metadata's fields (unknown keys ignored), or of a CSV's fields opm copies into it. */
export function metadataView(m: {
  annotations?: JsonValue;
  labels?: JsonValue;
  apiServiceDefinitions?: JsonValue;
  crdDescriptions?: JsonValue;
  installModes?: JsonValue;
  minKubeVersion?: JsonValue;
  nativeAPIs?: JsonValue;
  description?: JsonValue;
  displayName?: JsonValue;
  keywords?: JsonValue;
  links?: JsonValue;
  maintainers?: JsonValue;
  maturity?: JsonValue;
  provider?: JsonValue;
}): CsvView {
  const [annotations, annotationTexts] = split(asObject(m.annotations), (k) => ANNOTATION_DISPLAY.has(k));
  const api = apis(m.apiServiceDefinitions);
  const crd = apis(m.crdDescriptions);
  const content = {
    annotations,
    labels: m.labels ?? null,
    apiServiceDefinitions: api.ids,
    crdDescriptions: crd.ids,
    installModes: sortedSet(m.installModes),
    minKubeVersion: m.minKubeVersion ?? null,
    nativeAPIs: sortedSet(m.nativeAPIs),
  };
  const display = {
    annotations: annotationTexts,
    apiServiceDefinitions: api.texts,
    crdDescriptions: crd.texts,
    description: m.description ?? null,
    displayName: m.displayName ?? null,
    keywords: m.keywords ?? null,
    links: m.links ?? null,
    maintainers: m.maintainers ?? null,
    maturity: m.maturity ?? null,
    provider: m.provider ?? null,
  };
  return view(content, display);
}

/** What opm's olm.csv.metadata would hold for this CSV, as a view. */
export function csvMetadataView(csv: JsonObject): CsvView {
  const md = asObject(csv.metadata);
  const spec = asObject(csv.spec);
  return metadataView({
    ...spec,
    annotations: md.annotations,
    labels: md.labels,
    crdDescriptions: spec.customresourcedefinitions,
    apiServiceDefinitions: spec.apiservicedefinitions,
  });
}

/** The whole CSV as a view: everything but the presentation fields is content. */
export function csvView(csv: JsonObject): CsvView {
  const md = asObject(csv.metadata);
  const spec = asObject(csv.spec);
  const [annotations, annotationTexts] = split(asObject(md.annotations), (k) => ANNOTATION_DISPLAY.has(k));
  const [specRest, specTexts] = split(spec, (k) => SPEC_DISPLAY.includes(k));
  const crd = apis(spec.customresourcedefinitions);
  const api = apis(spec.apiservicedefinitions);
  const content = {
    ...csv,
    metadata: { ...md, annotations },
    spec: { ...specRest, customresourcedefinitions: crd.rest, apiservicedefinitions: api.rest },
  };
  const display = {
    annotations: annotationTexts,
    ...specTexts,
    crdDescriptions: crd.texts,
    apiServiceDefinitions: api.texts,
  };
  return view(content, display);
}

/** A bundle object's manifest, decoded from base64 JSON or YAML (undefined when it is neither). */
export function decodeObject(value: JsonValue | undefined): JsonValue | undefined {
  const data = isJsonObject(value) ? goField(value, 'data') : undefined;
  if (typeof data !== 'string') return undefined;
  return decodePayloadText(payloadText(data));
}
