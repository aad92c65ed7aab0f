// Which files of a bundle-format package directory are read, within bounds: ci.yaml, and per
// version directory metadata/annotations.yaml and the YAML or JSON files directly in manifests/
// (only the ClusterServiceVersion when the CRDs are not wanted). A package past the bounds is
// not read at all (the review says so once), rather than read in part or without end.
import type { FormatBundleFiles, FormatFile, FormatPackageFiles } from './bundle-format.js';

/** A regular file of the package directory, its path relative to it. */
export interface ListedFormatFile {
  readonly path: string;
  readonly size: number;
}

export const FORMAT_BOUNDS = {
  /** Version directories of one package (the largest community packages have a few hundred). */
  bundles: 2000,
  /** One manifest (a large CRD is a few MB). */
  fileBytes: 16 << 20,
  /** Everything read of one package. */
  packageBytes: 256 << 20,
} as const;

const MANIFEST = /^([^/]+)\/manifests\/[^/]+\.(ya?ml|json)$/i;
const ANNOTATIONS = /^([^/]+)\/metadata\/annotations\.ya?ml$/;
const CSV_NAME = /clusterserviceversion/i;

export type FormatPlan = { readonly paths: string[] } | { readonly unread: string };

/** The files to read of package directory `dir`, or why it is not read. */
export function planFormatPackage(dir: string, files: readonly ListedFormatFile[], objects: boolean): FormatPlan {
  const manifests = new Map<string, ListedFormatFile[]>();
  const paths: string[] = [];
  for (const f of files) {
    const m = MANIFEST.exec(f.path);
    if (m) {
      const l = manifests.get(m[1]!);
      if (l) l.push(f);
      else manifests.set(m[1]!, [f]);
    } else if (ANNOTATIONS.test(f.path) || f.path === 'ci.yaml') paths.push(f.path);
  }
  if (manifests.size > FORMAT_BOUNDS.bundles)
    return { unread: `${dir}: ${manifests.size} version directories, more than the ${FORMAT_BOUNDS.bundles} read` };
  for (const list of manifests.values()) {
    // Without the CRDs, the CSV alone when its file name says which it is.
    const csv = objects ? [] : list.filter((f) => CSV_NAME.test(f.path));
    for (const f of csv.length > 0 ? csv : list) paths.push(f.path);
  }
  const size = new Map(files.map((f) => [f.path, f.size]));
  let total = 0;
  for (const p of paths) {
    const n = size.get(p)!;
    if (n > FORMAT_BOUNDS.fileBytes)
      return { unread: `${dir}/${p}: ${n} bytes, more than the ${FORMAT_BOUNDS.fileBytes} read of a manifest` };
    total += n;
  }
  if (total > FORMAT_BOUNDS.packageBytes)
    return { unread: `${dir}: ${total} bytes of manifests, more than the ${FORMAT_BOUNDS.packageBytes} read` };
  return { paths: paths.sort() };
}

/** The package from the files read (paths relative to `dir`). */
export function assembleFormatPackage(dir: string, read: ReadonlyMap<string, Uint8Array>): FormatPackageFiles {
  const file = (p: string): FormatFile => ({ path: `${dir}/${p}`, data: read.get(p)! });
  const bundles = new Map<string, { annotations?: FormatFile; manifests: FormatFile[] }>();
  const of = (v: string) => {
    let b = bundles.get(v);
    if (!b) bundles.set(v, (b = { manifests: [] }));
    return b;
  };
  for (const p of [...read.keys()].sort()) {
    const m = MANIFEST.exec(p);
    if (m) of(m[1]!).manifests.push(file(p));
    const a = ANNOTATIONS.exec(p);
    if (a) of(a[1]!).annotations = file(p);
  }
  const list: FormatBundleFiles[] = [...bundles].map(([v, b]) => ({ dir: `${dir}/${v}`, ...b }));
  return { dir, ...(read.has('ci.yaml') ? { ciYaml: file('ci.yaml') } : {}), bundles: list };
}
