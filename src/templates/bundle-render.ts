// The olm.bundle document `opm render` makes of a registry+v1 bundle image (alpha/action
// render.go, pkg/registry parse.go and registry_to_model.go), from the image's labels and its
// manifests/ and metadata/ files: name the CSV's, package the annotations', image the reference
// as given; properties sorted by type then value (as Go encodes each), olm.bundle.object last.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { apiId, ownedApiProblem, providedApis, relatedImages, requiredApis, type ApiKey } from './bundle-apis.js';
import { goField } from '../catalog/meta.js';
import { readBundleFiles, type BundleFile } from './bundle-files.js';
import { goMarshal } from '../catalog/canonical-json.js';
import { csvMetadata } from './csv-metadata.js';
import { comparePaths as byBytes } from '../catalog/load.js';

export const BUNDLE_PACKAGE_LABEL = 'operators.operatorframework.io.bundle.package.v1';
const CONFIGS_LABEL = 'operators.operatorframework.io.index.configs.v1';

/** A property as opm holds it: its value's bytes as Go encoded them (opm sorts on them) and the value. */
interface Prop {
  readonly type: string;
  readonly raw: string;
  readonly value: JsonValue;
}

/** A Go struct's encoding: fields in declaration order. */
function struct(fields: readonly (readonly [string, string])[]): Prop['value'] & JsonObject {
  return Object.fromEntries(fields) as JsonObject;
}
const structRaw = (fields: readonly (readonly [string, string])[]): string =>
  `{${fields.map(([k, v]) => `${goMarshal(k)}:${goMarshal(v)}`).join(',')}}`;
const built = (type: string, fields: readonly (readonly [string, string])[]): Prop => ({
  type,
  raw: structRaw(fields),
  value: struct(fields),
});
const gvkProp = (type: string, k: ApiKey): Prop =>
  built(type, [
    ['group', k.group],
    ['kind', k.kind],
    ['version', k.version],
  ]);
const packageProp = (name: string, version: string, release: string): Prop =>
  built('olm.package', [
    ['packageName', name],
    ['version', version],
    ...(release ? [['release', release] as const] : []),
  ]);

const str = (v: JsonValue | undefined): string | undefined =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : undefined;

/** spec.release as opm reads it: a string, or a number written as an integer when whole. */
function release(spec: JsonObject): string | undefined {
  const r = spec['release'];
  if (r === undefined || r === null) return '';
  if (typeof r === 'string') return r;
  if (typeof r === 'number') return String(r);
  return undefined;
}

/** The CSV's `operatorframework.io/properties` annotation's properties (opm ignores a malformed one). */
function csvAnnotationProps(csv: JsonObject): Prop[] {
  const metadata = csv['metadata'];
  const annotations = isJsonObject(metadata ?? null) ? (metadata as JsonObject)['annotations'] : undefined;
  const text = isJsonObject(annotations ?? null)
    ? (annotations as JsonObject)['operatorframework.io/properties']
    : undefined;
  if (typeof text !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const items = isJsonObject((parsed ?? null) as JsonValue) ? (parsed as JsonObject)['properties'] : undefined;
  if (!Array.isArray(items)) return [];
  const out: Prop[] = [];
  for (const p of items) {
    if (!isJsonObject(p)) return [];
    const type = str(goField(p, 'type'));
    if (type === undefined) return [];
    const value = goField(p, 'value') ?? null;
    out.push({ type, raw: JSON.stringify(value), value });
  }
  return out;
}

/** operator-registry's propertySet: the first of each type and value bytes. */
function propertySet(props: readonly Prop[]): Prop[] {
  const seen = new Set<string>();
  return props.filter((p) => {
    const key = `${p.type}\u0000${p.raw}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Decode a {group, kind, version} or {packageName, version} value as Go's struct would, or undefined. */
function fields(v: JsonValue, names: readonly string[]): string[] | undefined {
  if (v === null) return names.map(() => '');
  if (!isJsonObject(v)) return undefined;
  const out = names.map((n) => str(goField(v, n)));
  return out.every((x) => x !== undefined) ? (out as string[]) : undefined;
}

export type RenderedBundle =
  { readonly document: JsonObject; readonly version: string; readonly csv: JsonObject } | { readonly problem: string };

/** opm's migrate levels (`--migrate-level`): none, or the one migration there is. */
export type MigrateLevel = 'none' | 'bundle-object-to-csv-metadata';
export const MIGRATE_LEVELS: readonly MigrateLevel[] = ['none', 'bundle-object-to-csv-metadata'];

export function renderBundleImage(
  ref: string,
  labels: Readonly<Record<string, string>>,
  files: readonly BundleFile[],
  migrate: MigrateLevel = 'none',
): RenderedBundle {
  if (labels[CONFIGS_LABEL] !== undefined) return { problem: 'is a catalog image, not a bundle image' };
  if (labels[BUNDLE_PACKAGE_LABEL] === undefined)
    return { problem: `is not a bundle image: its config has no label ${BUNDLE_PACKAGE_LABEL}` };
  const b = readBundleFiles(files);
  const unread = b.undecoded.length > 0 ? ` (not read: ${b.undecoded.join('; ')})` : '';
  if (b.objects.length === 0) return { problem: `has no bundle objects under manifests/${unread}` };
  if (b.csv === undefined) return { problem: `has no ClusterServiceVersion under manifests/${unread}` };
  if (b.annotations === undefined) return { problem: 'has no annotations file under metadata/' };
  const csv = b.csv;
  const spec = isJsonObject(csv['spec'] ?? null) ? (csv['spec'] as JsonObject) : {};
  const version = str(spec['version']);
  const rel = release(spec);
  if (version === undefined) return { problem: 'its CSV spec.version is not a string' };
  if (rel === undefined) return { problem: 'its CSV spec.release is neither a string nor a number' };
  const provided = providedApis(b.objects, spec);
  const owned = ownedApiProblem(provided, spec);
  // A manifest this decoder refuses may be one go-yaml reads (opm would have its CRD): say which.
  if (owned !== undefined) return { problem: owned + unread };
  const required = requiredApis(spec);
  if (typeof required === 'string') return { problem: required };
  const pkg = b.annotations.packageName;

  // The parser's properties: properties.yaml's, then the annotations' package, the CSV's, the provided APIs.
  const derived: Prop[] = [
    ...(pkg !== '' ? [packageProp(pkg, version, rel)] : []),
    ...csvAnnotationProps(csv),
    ...[...provided.values()].map((k) => gvkProp('olm.gvk', k)),
  ];
  // A file's property value is what sigs.k8s.io/yaml made of it: JSON with its keys sorted.
  const fileProp = (p: { type: string; value: JsonValue }): Prop => {
    const raw = goMarshal(p.value);
    return { type: p.type, raw, value: JSON.parse(raw) as JsonValue };
  };
  const parsed = propertySet([...b.properties.map(fileProp), ...propertySet(derived)]);

  const gvks = new Map<string, ApiKey>();
  const requiredGvks = new Map<string, ApiKey>();
  let packageProvided: Prop | undefined;
  const others: Prop[] = [];
  for (const p of parsed) {
    if (p.type === 'olm.gvk') {
      const f = fields(p.value, ['group', 'kind', 'version']);
      if (!f) return { problem: `its olm.gvk property ${p.raw} is not {group, kind, version}` };
      const k = { group: f[0]!, kind: f[1]!, version: f[2]!, plural: '' };
      gvks.set(apiId(k), k);
    } else if (p.type === 'olm.package') {
      const f = fields(p.value, ['packageName', 'version', 'release']);
      if (!f) return { problem: `its olm.package property ${p.raw} is not {packageName, version}` };
      packageProvided = packageProp(f[0]!, f[1]!, f[2]!);
    } else others.push(p);
  }
  const packageRequired: Prop[] = [];
  for (const d of b.dependencies.map(fileProp)) {
    if (d.type === 'olm.gvk') {
      const f = fields(d.value, ['group', 'kind', 'version']);
      if (!f) return { problem: `its dependency olm.gvk ${d.raw} is not {group, kind, version}` };
      const k = { group: f[0]!, kind: f[1]!, version: f[2]!, plural: '' };
      requiredGvks.set(apiId(k), k);
    } else if (d.type === 'olm.package') {
      const f = fields(d.value, ['packageName', 'version']);
      if (!f) return { problem: `its dependency olm.package ${d.raw} is not {packageName, version}` };
      packageRequired.push(
        built('olm.package.required', [
          ['packageName', f[0]!],
          ['versionRange', f[1]!],
        ]),
      );
    } else others.push(d);
  }
  for (const k of provided.values()) gvks.set(apiId({ ...k, plural: '' }), { ...k, plural: '' });
  for (const k of required) requiredGvks.set(apiId({ ...k, plural: '' }), { ...k, plural: '' });

  const objects: Prop[] = b.objects.map((o) => {
    const data = Buffer.from(goMarshal(o), 'utf8').toString('base64');
    return { type: 'olm.bundle.object', raw: `{"data":"${data}"}`, value: { data } };
  });
  const props = [
    ...objects,
    packageProvided ?? packageProp(pkg, version, rel),
    ...[...gvks.values()].map((k) => gvkProp('olm.gvk', k)),
    ...[...requiredGvks.values()].map((k) => gvkProp('olm.gvk.required', k)),
    ...packageRequired,
    ...others,
  ].sort((x, y) => byBytes(x.type, y.type) || byBytes(x.raw, y.raw));
  // opm then moves the bundle objects after every other property, keeping their order.
  const last = (p: Prop): boolean => p.type === 'olm.bundle.object' || p.type === 'olm.csv.metadata';
  let ordered = [...props.filter((p) => !last(p)), ...props.filter(last)];
  // The migration leaves a bundle that already has olm.csv.metadata as it is.
  if (migrate === 'bundle-object-to-csv-metadata' && !ordered.some((p) => p.type === 'olm.csv.metadata')) {
    const value = csvMetadata(csv);
    if ('problem' in value) return { problem: value.problem as string };
    ordered = [...ordered.filter((p) => p.type !== 'olm.bundle.object'), { type: 'olm.csv.metadata', raw: '', value }];
  }

  const related = relatedImages(spec, ref);
  if (typeof related === 'string') return { problem: related };
  const metadata = isJsonObject(csv['metadata'] ?? null) ? (csv['metadata'] as JsonObject) : {};
  const document: JsonObject = {
    schema: 'olm.bundle',
    name: typeof metadata['name'] === 'string' ? metadata['name'] : '',
    package: pkg,
    image: ref,
    properties: ordered.map((p) => ({ type: p.type, value: p.value })),
    relatedImages: related.map((r) => ({ name: r.name, image: r.image })),
  };
  return { document, version: packageVersion(ordered) ?? version, csv };
}

/** The version the bundle's olm.package property gives (the template orders bundles by it). */
function packageVersion(props: readonly Prop[]): string | undefined {
  const p = props.find((x) => x.type === 'olm.package');
  const v = p && isJsonObject(p.value) ? p.value['version'] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** The package icon and description opm v1.65 and later copy from the semver template's head bundle's CSV. */
export function csvPackageMetadata(csv: JsonObject): JsonObject {
  const spec = isJsonObject(csv['spec'] ?? null) ? (csv['spec'] as JsonObject) : {};
  const out: JsonObject = {};
  const icons = spec['icon'];
  const first = Array.isArray(icons) && icons.length > 0 && isJsonObject(icons[0]!) ? icons[0] : undefined;
  const description = spec['description'];
  if (first) {
    out['icon'] = {
      base64data: str(goField(first, 'base64data')) ?? '',
      mediatype: str(goField(first, 'mediatype')) ?? '',
    };
  }
  if (typeof description === 'string' && description !== '') out['description'] = description;
  return out;
}
