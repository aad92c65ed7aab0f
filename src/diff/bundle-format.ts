// A package base still keeps in bundle format (operators/<pkg>/<version>/manifests and
// metadata/annotations.yaml), read as data: what the index built from it publishes. A pull request
// that moves such a package to file-based catalogs changes only what differs from that graph;
// packages that stay in bundle format provide what other packages require. Everything here
// comes from base: nothing a pull request contains decides it.
import { decodeFile } from '../catalog/document-stream.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { compareVersions, parseVersion, type Version } from '../semver/blang.js';
import type { Gvk } from '../rules/requirements.js';
import { goMarshal } from '../catalog/canonical-json.js';
import { readCiYaml, type GraphMode } from '../config/ci-yaml.js';

/** A file of base's bundle format, with its path from the repository root. */
export interface FormatFile {
  readonly path: string;
  readonly data: Uint8Array;
}

/** One version directory: its metadata/annotations.yaml and the files of its manifests/. */
export interface FormatBundleFiles {
  readonly dir: string;
  readonly annotations?: FormatFile;
  readonly manifests: readonly FormatFile[];
}

/** One package directory of base's bundle format, as the adapter read it. */
export interface FormatPackageFiles {
  readonly dir: string;
  readonly ciYaml?: FormatFile;
  readonly bundles: readonly FormatBundleFiles[];
}

export type { GraphMode };

export interface PublishedBundle {
  /** The CSV's name: the bundle's name in the index, and in the catalogs a migration writes. */
  readonly name: string;
  readonly version: string;
  readonly parsed: Version;
  readonly channels: readonly string[];
  readonly defaultChannel?: string;
  readonly replaces?: string;
  readonly skips: readonly string[];
  readonly skipRange?: string;
  /** `com.redhat.openshift.versions`: the OpenShift indexes it is published to. */
  readonly ocp?: string;
  readonly gvks: readonly Gvk[];
  readonly csv: JsonObject;
  /** The CRDs of manifests/, as JSON text (as opm renders them). */
  readonly crds: readonly string[];
}

export interface PublishedPackage {
  readonly name: string;
  readonly dir: string;
  readonly mode: GraphMode;
  /** ci.yaml's `fbc.enabled`: the index publishes the package from its catalogs, not from these directories. */
  readonly fbc: boolean;
  readonly bundles: readonly PublishedBundle[];
  /** Bundles left out, and why (said once, as info). */
  readonly notes: readonly string[];
}

const str = (v: JsonValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const at = (v: JsonValue | undefined, ...keys: string[]): JsonValue | undefined => {
  for (const k of keys) v = isJsonObject(v) ? goField(v, k) : undefined;
  return v;
};

/** The documents of a YAML or JSON file, or what is wrong with it. */
function documents(f: FormatFile): { docs: JsonValue[] } | { problem: string } {
  const docs: JsonValue[] = [];
  const problems = decodeFile(f.path, f.data, (d) => docs.push(d.value));
  const bad = problems.find((p) => p.rule === 'parse-error');
  return bad ? { problem: `${f.path}:${bad.line}: ${bad.message}` } : { docs };
}

export function annotationsOf(f: FormatFile | undefined): JsonObject | undefined {
  if (!f) return undefined;
  const r = documents(f);
  const a = 'docs' in r ? at(r.docs[0], 'annotations') : undefined;
  return isJsonObject(a) ? a : undefined;
}

const CRD_KIND = 'CustomResourceDefinition';
const CSV_KIND = 'ClusterServiceVersion';

/** group/version/kind of the CSV's owned CRDs (name is plural.group). */
function ownedGvks(csv: JsonObject): Gvk[] {
  const owned = at(csv, 'spec', 'customresourcedefinitions', 'owned');
  if (!Array.isArray(owned)) return [];
  return owned.flatMap((o) => {
    const name = str(at(o, 'name'));
    const version = str(at(o, 'version'));
    const kind = str(at(o, 'kind'));
    const dot = name?.indexOf('.') ?? -1;
    return name && version && kind && dot > 0 ? [{ group: name.slice(dot + 1), version, kind }] : [];
  });
}

type Read = { bundle: PublishedBundle; pkg?: string } | { note: string };

/** The manifests' decoded documents by file content: versions of a package mostly repeat their CRDs. */
type Decoded = Map<string, ReturnType<typeof documents>>;

function readBundle(b: FormatBundleFiles, decoded: Decoded): Read {
  let csv: JsonObject | undefined;
  const crds: string[] = [];
  for (const f of b.manifests) {
    const key = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength).toString('latin1');
    let r = decoded.get(key);
    // A problem is told with its own file's path.
    if (!r || 'problem' in r) decoded.set(key, (r = documents(f)));
    if ('problem' in r) return { note: `${r.problem}` };
    for (const d of r.docs) {
      const kind = str(at(d, 'kind'));
      if (kind === CSV_KIND && isJsonObject(d)) {
        if (csv) return { note: `${b.dir}: more than one ClusterServiceVersion in manifests/` };
        csv = d;
      } else if (kind === CRD_KIND) crds.push(goMarshal(d));
    }
  }
  if (!csv) return { note: `${b.dir}: no ClusterServiceVersion in manifests/` };
  const name = str(at(csv, 'metadata', 'name'));
  const version = str(at(csv, 'spec', 'version'));
  const parsed = version === undefined ? undefined : parseVersion(version);
  if (!name || version === undefined || !parsed?.ok)
    return { note: `${b.dir}: the ClusterServiceVersion has no name or no valid spec.version` };
  const ann = annotationsOf(b.annotations);
  const channels = (str(ann?.['operators.operatorframework.io.bundle.channels.v1']) ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (channels.length === 0) return { note: `${b.dir}: metadata/annotations.yaml names no channel` };
  const skips = at(csv, 'spec', 'skips');
  const skipRange = str(at(csv, 'metadata', 'annotations', 'olm.skipRange'));
  const replaces = str(at(csv, 'spec', 'replaces'));
  const defaultChannel = str(ann?.['operators.operatorframework.io.bundle.channel.default.v1']);
  const ocp = str(ann?.['com.redhat.openshift.versions']);
  const pkg = str(ann?.['operators.operatorframework.io.bundle.package.v1']);
  return {
    bundle: {
      name,
      version,
      parsed: parsed.value,
      channels,
      ...(defaultChannel ? { defaultChannel } : {}),
      ...(replaces ? { replaces } : {}),
      skips: Array.isArray(skips) ? skips.filter((s): s is string => typeof s === 'string' && s !== '') : [],
      ...(skipRange ? { skipRange } : {}),
      ...(ocp ? { ocp } : {}),
      gvks: ownedGvks(csv),
      csv,
      crds,
    },
    ...(pkg ? { pkg } : {}),
  };
}

/** operator-pipelines' ci.yaml: the update mode, and whether the package is file-based already. */
function ciOf(ci: FormatFile | undefined): { mode: GraphMode; fbc: boolean } {
  const read = ci ? readCiYaml(Buffer.from(ci.data).toString('utf8'), ci.path) : undefined;
  return { mode: read?.updateGraph ?? 'replaces', fbc: read?.fbcEnabled ?? false };
}

/** The package as its bundle-format directory publishes it (no bundles when none is usable). */
export function publishedPackage(p: FormatPackageFiles): PublishedPackage {
  const dirName = p.dir.slice(p.dir.lastIndexOf('/') + 1);
  const notes: string[] = [];
  const read: { bundle: PublishedBundle; pkg: string }[] = [];
  const decoded: Decoded = new Map();
  for (const b of p.bundles) {
    const r = readBundle(b, decoded);
    if ('note' in r) notes.push(r.note);
    else read.push({ bundle: r.bundle, pkg: r.pkg ?? dirName });
  }
  // The package the directory's bundles name (the pipeline refuses others; the directory's name if they disagree).
  const names = new Set(read.map((r) => r.pkg));
  const name = names.size === 1 ? [...names][0]! : dirName;
  const seen = new Set<string>();
  const bundles: PublishedBundle[] = [];
  for (const r of read.sort((x, y) => compareVersions(x.bundle.parsed, y.bundle.parsed))) {
    if (r.pkg !== name) notes.push(`${p.dir}: bundle ${r.bundle.name} names package ${r.pkg}, not ${name}`);
    else if (seen.has(r.bundle.name)) notes.push(`${p.dir}: bundle ${r.bundle.name} is in more than one directory`);
    else {
      seen.add(r.bundle.name);
      bundles.push(r.bundle);
    }
  }
  return { name, dir: p.dir, ...ciOf(p.ciYaml), bundles, notes };
}
