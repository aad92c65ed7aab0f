// A catalog document as opm writes it after reading it into its declcfg types (operator-registry's
// alpha/declcfg): what a render of a template puts in the catalog, whatever the template's
// spelling. Fields are looked up as Go's encoding/json does (case-insensitively), fields opm does
// not know are dropped, empty optional fields omitted, an icon's base64 without line breaks; and
// what carries no meaning in a catalog — the order of properties, channel entries, skips,
// deprecation entries, related images — is put in one order, so equal catalogs compare equal.
import type { JsonObject, JsonValue } from '../catalog/goyaml/json-value.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { canonical } from '../catalog/canonical-json.js';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const obj = (v: JsonValue | undefined): JsonObject => (isJsonObject(v) ? v : {});
const sorted = (vs: JsonValue[]): JsonValue[] =>
  vs
    .map((v) => [canonical(v), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v);

/** Sets `key` when `v` is not opm's empty value (its `omitempty` fields). */
function put(o: JsonObject, key: string, v: JsonValue | undefined): void {
  if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return;
  o[key] = v;
}

const properties = (v: JsonValue | undefined): JsonValue[] =>
  sorted(list(v).map((p) => ({ type: str(goField(obj(p), 'type')), value: goField(obj(p), 'value') ?? null })));

function pkg(d: JsonObject): JsonObject {
  const o: JsonObject = { schema: 'olm.package', name: str(goField(d, 'name')) };
  o.defaultChannel = str(goField(d, 'defaultChannel'));
  const icon = goField(d, 'icon');
  if (isJsonObject(icon))
    o.icon = {
      base64data: str(goField(icon, 'base64data')).replace(/[\r\n]/g, ''),
      mediatype: str(goField(icon, 'mediatype')),
    };
  put(o, 'description', str(goField(d, 'description')));
  put(o, 'properties', properties(goField(d, 'properties')));
  return o;
}

function channel(d: JsonObject): JsonObject {
  const entries = list(goField(d, 'entries')).map((e) => {
    const x = obj(e);
    const out: JsonObject = { name: str(goField(x, 'name')) };
    put(out, 'replaces', str(goField(x, 'replaces')));
    put(out, 'skips', list(goField(x, 'skips')).map(str).sort());
    put(out, 'skipRange', str(goField(x, 'skipRange')));
    return out;
  });
  const o: JsonObject = {
    schema: 'olm.channel',
    name: str(goField(d, 'name')),
    package: str(goField(d, 'package')),
    entries: sorted(entries),
  };
  put(o, 'properties', properties(goField(d, 'properties')));
  return o;
}

function deprecations(d: JsonObject): JsonObject {
  const entries = list(goField(d, 'entries')).map((e) => {
    const ref = obj(goField(obj(e), 'reference'));
    const reference: JsonObject = { schema: str(goField(ref, 'schema')) };
    put(reference, 'name', str(goField(ref, 'name')));
    return { reference, message: str(goField(obj(e), 'message')) };
  });
  return { schema: 'olm.deprecations', package: str(goField(d, 'package')), entries: sorted(entries) };
}

/** A bundle as opm writes it; its olm.bundle.object and olm.csv.metadata properties (the migrate level's) apart. */
export function bundleForm(d: JsonObject): JsonObject {
  const o: JsonObject = {
    schema: 'olm.bundle',
    name: str(goField(d, 'name')),
    package: str(goField(d, 'package')),
    image: str(goField(d, 'image')),
  };
  put(
    o,
    'properties',
    properties(goField(d, 'properties')).filter((p) => !MIGRATED.has(str(obj(p).type))),
  );
  put(
    o,
    'relatedImages',
    sorted(
      list(goField(d, 'relatedImages')).map((r) => ({
        name: str(goField(obj(r), 'name')),
        image: str(goField(obj(r), 'image')),
      })),
    ),
  );
  return o;
}

/** The properties a migrate level changes: the bundle's manifests, or the CSV's metadata in their place. */
export const BUNDLE_OBJECT = 'olm.bundle.object';
export const CSV_METADATA = 'olm.csv.metadata';
const MIGRATED: ReadonlySet<string> = new Set([BUNDLE_OBJECT, CSV_METADATA]);

/** The document's schema as opm reads it (case-insensitive key), or '' without one. */
export const schemaOf = (d: JsonValue): string => (isJsonObject(d) ? str(goField(d, 'schema')) : '');

/** A non-bundle document in the form opm writes; a schema opm does not type is kept whole. */
export function documentForm(d: JsonValue): JsonValue {
  if (!isJsonObject(d)) return d;
  switch (schemaOf(d)) {
    case 'olm.package':
      return pkg(d);
    case 'olm.channel':
      return channel(d);
    case 'olm.deprecations':
      return deprecations(d);
    default:
      return d;
  }
}

/** What names a document within its package: olm.package, `olm.channel stable`, `<schema> <name>`. */
export function documentKey(d: JsonValue): string {
  const schema = schemaOf(d);
  if (schema === 'olm.package' || schema === 'olm.deprecations') return schema;
  const name = isJsonObject(d) ? str(goField(d, 'name')) : '';
  return name === '' ? schema || canonical(d) : `${schema} ${name}`;
}
