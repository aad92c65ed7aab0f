// A bundle image's files read as operator-registry's bundle parser reads them (pkg/registry
// parse.go): each regular file directly under manifests/ (by name, dot files skipped) is one
// Kubernetes object — the first YAML document of the file, a file that does not decode into an
// object with a kind being skipped as opm skips it with a warning — the first CSV only; each file
// directly under metadata/ is tried as the annotations, dependencies and properties file, the
// first of each kind that decodes to something non-empty winning.
import { decodeYamlFull } from '../catalog/goyaml/full.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { comparePaths } from '../catalog/load.js';

export interface BundleFile {
  readonly path: string;
  readonly content: Uint8Array;
}

export interface BundleFiles {
  /** The objects opm keeps, in its order (file name order). */
  readonly objects: readonly JsonObject[];
  readonly csv: JsonObject | undefined;
  readonly annotations: { readonly packageName: string } | undefined;
  readonly dependencies: readonly { readonly type: string; readonly value: JsonValue }[];
  readonly properties: readonly { readonly type: string; readonly value: JsonValue }[];
  /** Manifests that do not decode as YAML here, and why (opm skips those go-yaml refuses). */
  readonly undecoded: readonly string[];
}

const byName = (a: BundleFile, b: BundleFile): number => comparePaths(a.path, b.path);

/** The files directly in `dir` (no sub-directories), by name. */
function filesIn(files: readonly BundleFile[], dir: string): BundleFile[] {
  return files.filter((f) => f.path.startsWith(`${dir}/`) && !f.path.slice(dir.length + 1).includes('/')).sort(byName);
}

/**
 * The first non-empty chunk of a file as Kubernetes' YAML reader splits it (a `---` line ends a
 * document), decoded, or why it does not decode; a file opening with `{` is JSON to that reader,
 * which YAML reads alike.
 */
function decodeFirst(content: Uint8Array): { value: JsonValue | undefined } | { error: string } {
  const text = Buffer.from(content).toString('utf8');
  let chunk = '';
  for (const line of text.split(/(?<=\n)/)) {
    if (line.startsWith('---') && /^\s*(#.*)?$/.test(line.slice(3))) {
      if (chunk !== '') break;
      continue;
    }
    chunk += line;
  }
  if (chunk === '') return { value: undefined };
  const r = decodeYamlFull(chunk);
  return r.ok ? { value: r.value } : { error: r.error };
}

type TypedValue = { type: string; value: JsonValue };

/** A list of `{type, value}` as Go decodes it into []Property, or undefined where Go fails. */
function typedList(v: JsonValue | undefined): TypedValue[] | undefined {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return undefined;
  const out: TypedValue[] = [];
  for (const item of v) {
    if (item === null) {
      out.push({ type: '', value: null });
      continue;
    }
    if (!isJsonObject(item)) return undefined;
    const type = goField(item, 'type') ?? '';
    if (typeof type !== 'string' && type !== null) return undefined;
    out.push({ type: type ?? '', value: goField(item, 'value') ?? null });
  }
  return out;
}

function readMetadata(files: readonly BundleFile[]): Omit<BundleFiles, 'objects' | 'csv' | 'undecoded'> {
  let annotations: { packageName: string } | undefined;
  let dependencies: TypedValue[] | undefined;
  let properties: TypedValue[] | undefined;
  for (const f of filesIn(files, 'metadata')) {
    const r = decodeFirst(f.content);
    const doc = 'value' in r ? r.value : undefined;
    if (!isJsonObject(doc ?? null)) continue;
    const o = doc as JsonObject;
    if (annotations === undefined) {
      const a = goField(o, 'annotations');
      if (isJsonObject(a ?? null)) {
        const fields = ['bundle.package.v1', 'bundle.channels.v1', 'bundle.channel.default.v1'].map((k) =>
          goField(a as JsonObject, `operators.operatorframework.io.${k}`),
        );
        if (fields.every((x) => x === undefined || x === null || typeof x === 'string') && fields.some((x) => x)) {
          annotations = { packageName: typeof fields[0] === 'string' ? fields[0] : '' };
        }
      }
    }
    if (dependencies === undefined) {
      const d = typedList(goField(o, 'dependencies'));
      if (d && d.length > 0) dependencies = d;
    }
    if (properties === undefined) {
      const p = typedList(goField(o, 'properties'));
      if (p && p.length > 0) properties = p;
    }
  }
  return { annotations, dependencies: dependencies ?? [], properties: properties ?? [] };
}

export function readBundleFiles(files: readonly BundleFile[]): BundleFiles {
  const objects: JsonObject[] = [];
  let csv: JsonObject | undefined;
  const undecoded: string[] = [];
  for (const f of filesIn(files, 'manifests')) {
    if (f.path.slice('manifests/'.length).startsWith('.')) continue;
    const r = decodeFirst(f.content);
    if ('error' in r) undecoded.push(`${f.path}: ${r.error}`);
    const doc = 'value' in r ? r.value : undefined;
    if (doc === undefined || !isJsonObject(doc)) continue;
    const kind = doc['kind'];
    if (typeof kind !== 'string' || kind === '') continue;
    if (kind === 'ClusterServiceVersion') {
      if (csv !== undefined) continue;
      csv = doc;
    }
    objects.push(doc);
  }
  return { objects, csv, undecoded, ...readMetadata(files) };
}
