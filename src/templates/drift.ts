// Drift: where a catalog rendered from a template no longer holds what the template renders.
// Every non-bundle document of the template must be the catalog's (in the form opm writes both,
// normal-form.ts), the catalog has no other, and its bundles are the template's bundle images; a
// bundle's contents come from its image, so they are compared only between the catalogs one
// template renders, which agree apart from the migrate level: OpenShift 4.17 and later catalogs are
// rendered with `--migrate-level bundle-object-to-csv-metadata` (olm.csv.metadata in place of the
// olm.bundle.object manifests), earlier ones without. Pure: documents in, differences out.
import type { JsonObject, JsonValue } from '../catalog/goyaml/json-value.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { canonical } from '../catalog/canonical-json.js';
import { ocpVersionOf } from '../model/consumers.js';
import type { TemplateExpectation } from './expectation.js';
import { BUNDLE_OBJECT, bundleForm, CSV_METADATA, documentForm, documentKey, schemaOf } from './normal-form.js';

/** A document of the template's package in a rendered catalog, where it is. */
export interface CatalogDocument {
  readonly value: JsonValue;
  readonly file: string;
  readonly line: number;
}

export interface RenderedCatalog {
  /** The catalog (`catalogs/v4.16`): its last segment names the OpenShift version. */
  readonly catalog: string;
  readonly documents: readonly CatalogDocument[];
}

export interface Drift {
  /** What differs, for a message. */
  readonly what: string;
  /** The same difference has the same key on both sides of a change (`introduced` compares keys). */
  readonly key: string;
  readonly at?: { readonly file: string; readonly line: number };
  /**
   * What the difference says of how the catalog came to be: it only lacks what the template has
   * (`lacks`, as a render of an older version of the template does), or carries another migrate level
   * (`level`, another render command or opm), or holds a bundle unlike the same bundle in another catalog of
   * the template (`bundle`: its contents come from the image, rendered at another time); absent: it holds
   * what the template does not render.
   */
  readonly shape?: 'lacks' | 'level' | 'bundle';
}

/**
 * Whether `catalog` is rendered with bundle-object-to-csv-metadata: OpenShift 4.17 on (its last `v4.N` path segment),
 * undefined without one.
 */
export function csvMetadataLevel(catalog: string): boolean | undefined {
  const v = ocpVersionOf(catalog);
  return v === undefined ? undefined : v.minor >= 17;
}

const clip = (s: string): string => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
const shown = (v: JsonValue | undefined): string =>
  v === undefined ? 'nothing' : clip(typeof v === 'string' ? v : canonical(v));
const names = (xs: readonly string[]): string =>
  xs.length <= 3 ? xs.join(', ') : `${xs.slice(0, 3).join(', ')} and ${xs.length - 3} more`;

/** The entries of two forms of one channel, told apart by name; `lacks`: the catalog only lacks some. */
function entryDifference(t: JsonObject, c: JsonObject): { text: string; lacks: boolean } {
  const byName = (o: JsonObject): Map<string, string> =>
    new Map((o.entries as JsonObject[]).map((e) => [e.name as string, canonical(e)]));
  const [te, ce] = [byName(t), byName(c)];
  const parts: string[] = [];
  const only = (a: Map<string, string>, b: Map<string, string>): string[] => [...a.keys()].filter((n) => !b.has(n));
  const extra = only(ce, te);
  const missing = only(te, ce);
  const changed = [...te.keys()].filter((n) => ce.has(n) && ce.get(n) !== te.get(n));
  if (extra.length > 0) parts.push(`the catalog has entries the template does not (${names(extra)})`);
  if (missing.length > 0) parts.push(`the template has entries the catalog does not (${names(missing)})`);
  if (changed.length > 0) parts.push(`replaces, skips or skipRange differ on ${names(changed)}`);
  return { text: parts.join('; '), lacks: extra.length === 0 && changed.length === 0 };
}

/** How the template's form of a document and the catalog's differ, field by field; `lacks` as in Drift. */
function difference(t: JsonValue, c: JsonValue): { text: string; lacks: boolean } {
  if (!isJsonObject(t) || !isJsonObject(c)) return { text: 'they differ', lacks: false };
  const fields = [...new Set([...Object.keys(t), ...Object.keys(c)])].filter(
    (k) => canonical(t[k]) !== canonical(c[k]),
  );
  const parts = fields.map((k) => {
    if (k !== 'entries' || schemaOf(t) !== 'olm.channel')
      return { text: `${k}: ${shown(t[k])} in the template, ${shown(c[k])} in the catalog`, lacks: false };
    const e = entryDifference(t, c);
    return { text: `entries: ${e.text}`, lacks: e.lacks };
  });
  return { text: parts.map((p) => p.text).join('; '), lacks: parts.every((p) => p.lacks) };
}

/** The semver template copies these from the head bundle's CSV: absent from its expectation, they are not compared. */
const FROM_BUNDLE = ['icon', 'description'];

/** The catalog against the template: documents, bundle images, and the migrate level of the catalog's name. */
export function templateDrift(expect: TemplateExpectation, rendered: RenderedCatalog): Drift[] {
  const out: Drift[] = [];
  const docs = rendered.documents.filter((d) => schemaOf(d.value) !== 'olm.bundle');
  const catalogByKey = new Map(docs.map((d) => [documentKey(d.value), d]));
  const first = rendered.documents[0];
  const seen = new Set<string>();
  for (const e of expect.documents) {
    const key = documentKey(e as JsonValue);
    seen.add(key);
    const c = catalogByKey.get(key);
    if (!c) {
      out.push({
        what: `${key} of the template is not in the catalog`,
        key: `missing ${key}`,
        shape: 'lacks',
        ...(first ? { at: { file: first.file, line: 1 } } : {}),
      });
      continue;
    }
    const t = documentForm(e as JsonValue) as JsonObject;
    const cf = documentForm(c.value) as JsonObject;
    if (expect.kind === 'semver' && key === 'olm.package') for (const k of FROM_BUNDLE) if (!(k in t)) delete cf[k];
    if (canonical(t) !== canonical(cf)) {
      const d = difference(t, cf);
      out.push({
        what: `${key} differs: ${d.text}`,
        key: `differs ${key}`,
        at: at(c),
        ...(d.lacks ? { shape: 'lacks' as const } : {}),
      });
    }
  }
  for (const [key, c] of catalogByKey)
    if (!seen.has(key))
      out.push({ what: `${key} is in the catalog, not in the template`, key: `extra ${key}`, at: at(c) });
  const bundles = rendered.documents.filter((d) => schemaOf(d.value) === 'olm.bundle');
  const images = new Map(bundles.map((b) => [imageOf(b.value), b]));
  const wanted = new Set(expect.bundleImages);
  for (const image of expect.bundleImages)
    if (!images.has(image))
      out.push({
        what: `bundle image ${image} of the template is not in the catalog`,
        key: `missing image ${image}`,
        shape: 'lacks',
        ...(first ? { at: { file: first.file, line: 1 } } : {}),
      });
  for (const [image, b] of images)
    if (!wanted.has(image))
      out.push({
        what: `bundle ${nameOf(b.value)} (image ${image}) is in the catalog, not in the template`,
        key: `extra image ${image}`,
        at: at(b),
      });
  out.push(...levelDrift(rendered, bundles));
  return out;
}

const at = (d: CatalogDocument) => ({ file: d.file, line: d.line });
const imageOf = (v: JsonValue): string => (isJsonObject(v) ? String(goField(v, 'image') ?? '') : '');
const nameOf = (v: JsonValue): string => (isJsonObject(v) ? String(goField(v, 'name') ?? '') : '');
const propertyTypes = (v: JsonValue): Set<string> => {
  const props = isJsonObject(v) ? goField(v, 'properties') : undefined;
  return new Set(
    (Array.isArray(props) ? props : []).map((p) => (isJsonObject(p) ? String(goField(p, 'type') ?? '') : '')),
  );
};

/** Bundles whose properties say a render at another migrate level than the catalog's OpenShift version. */
function levelDrift(rendered: RenderedCatalog, bundles: readonly CatalogDocument[]): Drift[] {
  const csv = csvMetadataLevel(rendered.catalog);
  if (csv === undefined) return [];
  const wrong = bundles.filter((b) => propertyTypes(b.value).has(csv ? BUNDLE_OBJECT : CSV_METADATA));
  if (wrong.length === 0) return [];
  return [
    {
      what:
        `bundle${wrong.length > 1 ? 's' : ''} ${names(wrong.map((b) => nameOf(b.value)))} carr` +
        `${wrong.length > 1 ? 'y' : 'ies'} ${csv ? BUNDLE_OBJECT : CSV_METADATA}: ` +
        (csv
          ? 'an OpenShift 4.17 or later catalog is rendered with --migrate-level bundle-object-to-csv-metadata'
          : 'a catalog before OpenShift 4.17 is rendered without --migrate-level'),
      key: `level ${csv}`,
      shape: 'level',
      at: at(wrong[0]!),
    },
  ];
}

/**
 * The catalogs one template renders, each against the others: a bundle of the same name must be the
 * same bundle in all of them, its migrate-level properties apart. Each difference is told on the
 * later catalog (in the order given), naming the first that holds the bundle.
 */
export function renderingsDrift(catalogs: readonly RenderedCatalog[]): Map<string, Drift[]> {
  const out = new Map<string, Drift[]>();
  const firstSeen = new Map<string, { catalog: string; form: string }>();
  for (const c of catalogs) {
    const drifts: Drift[] = [];
    for (const d of c.documents) {
      if (schemaOf(d.value) !== 'olm.bundle' || !isJsonObject(d.value)) continue;
      const form = canonical(bundleForm(d.value));
      const name = nameOf(d.value);
      const seen = firstSeen.get(name);
      if (!seen) firstSeen.set(name, { catalog: c.catalog, form });
      else if (seen.form !== form)
        drifts.push({
          what:
            `bundle ${name} is not the same as in ${seen.catalog}, which the same template renders ` +
            `(they may differ only in olm.bundle.object against olm.csv.metadata)`,
          key: `bundle ${name}`,
          shape: 'bundle',
          at: at(d),
        });
    }
    if (drifts.length > 0) out.set(c.catalog, drifts);
  }
  return out;
}
