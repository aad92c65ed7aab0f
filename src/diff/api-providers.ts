// Which bundle-format packages of base provide an API (group/version/kind) a requirement names.
// Reading every package's manifests is out of the question (a thousand packages, gigabytes), so
// the lookup reads only the CRD files of each package's latest version directory whose file
// names say the group and the kind (`certificates.cert-manager.io.crd.yaml`,
// `cert-manager.io_certificates.yaml`), and checks their content. An API only older versions
// provide, or in a file named otherwise, is not found: the requirement stays a warning.
import { decodeFile } from '../catalog/document-stream.js';
import { isJsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { compareVersions, parseVersion } from '../semver/blang.js';

/** A package's files in its version directories' manifests/, as `<version>/manifests/<file>`. */
export type ManifestPaths = ReadonlyMap<string, readonly string[]>;

export interface ApiProvider {
  readonly package: string;
  /** The latest version's `com.redhat.openshift.versions`, read with the CRD. */
  readonly annotationsPath: string;
  readonly crdPaths: readonly string[];
}

/** CRD files read for one API, at most (each a few hundred KB). */
export const MAX_API_FILES = 40;

const stem = (kind: string): string => kind.toLowerCase().replace(/(y|s)$/, '');

function latestDir(paths: readonly string[]): string | undefined {
  const dirs = [...new Set(paths.map((p) => p.slice(0, p.indexOf('/'))))];
  const parsed = dirs.map((d) => ({ d, v: parseVersion(d.replace(/^v/, '')) }));
  parsed.sort((a, b) =>
    a.v.ok && b.v.ok ? compareVersions(b.v.value, a.v.value) : a.v.ok ? -1 : b.v.ok ? 1 : a.d < b.d ? 1 : -1,
  );
  return parsed[0]?.d;
}

/** Packages whose latest version may provide `group`/`kind`, with the files to read to know. */
export function apiCandidates(names: ManifestPaths, group: string, kind: string): ApiProvider[] {
  const g = group.toLowerCase();
  const k = stem(kind);
  const out: ApiProvider[] = [];
  let files = 0;
  for (const [pkg, paths] of [...names].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const latest = latestDir(paths);
    if (latest === undefined) continue;
    const crdPaths = paths.filter((p) => {
      if (!p.startsWith(`${latest}/manifests/`)) return false;
      const file = p.slice(p.lastIndexOf('/') + 1).toLowerCase();
      return file.includes(g) && file.includes(k);
    });
    if (crdPaths.length === 0) continue;
    if ((files += crdPaths.length) > MAX_API_FILES) break;
    out.push({ package: pkg, annotationsPath: `${latest}/metadata/annotations.yaml`, crdPaths });
  }
  return out;
}

const field = (v: JsonValue | undefined, k: string): JsonValue | undefined => (isJsonObject(v) ? v[k] : undefined);

/** Whether one of the files holds a CRD serving group/version/kind. */
export function providesApi(
  files: readonly { path: string; data: Uint8Array }[],
  api: { group: string; version: string; kind: string },
): boolean {
  for (const f of files) {
    let found = false;
    decodeFile(f.path, f.data, ({ value }) => {
      const spec = field(value, 'spec');
      if (field(value, 'kind') !== 'CustomResourceDefinition' || field(spec, 'group') !== api.group) return;
      if (field(field(spec, 'names'), 'kind') !== api.kind) return;
      const versions = field(spec, 'versions');
      const legacy = field(spec, 'version');
      if (legacy === api.version || (Array.isArray(versions) && versions.some((v) => field(v, 'name') === api.version)))
        found = true;
    });
    if (found) return true;
  }
  return false;
}
