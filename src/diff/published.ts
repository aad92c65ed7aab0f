// Base's bundle-format packages as the diff asks for them: a package a pull request moves to
// file-based catalogs (its whole graph, CRDs included: what the migration is compared with), and
// the providers of requirements nothing in the catalogs satisfies (CSVs only). Read through an
// adapter (git or a directory) on demand, each package once, within bounds.
import { gvkKey, type DependencyFacts, type Gvk, type Requirement } from '../rules/requirements.js';
import { apiCandidates, providesApi } from './api-providers.js';
import {
  assembleFormatPackage,
  FORMAT_BOUNDS,
  planFormatPackage,
  type ListedFormatFile,
} from './bundle-format-files.js';
import { annotationsOf, publishedPackage, type PublishedPackage } from './bundle-format.js';
import { catalogOcp, inIndex, publishedFacts } from './published-index.js';

/** Base's bundle-format directories (operators/<name>), read by an adapter. */
export interface FormatReader {
  /** The directory holding the package directories, from the repository root (reports name it). */
  readonly root: string;
  /** The regular files under `<root>/<name>` (paths relative to it), or undefined without such a directory. */
  list(name: string): ListedFormatFile[] | undefined;
  read(name: string, paths: readonly string[]): Map<string, Uint8Array>;
  /** Per package directory, the files directly in its version directories' manifests/, as
   * `<version>/manifests/<file>`. */
  manifestNames(): Map<string, string[]>;
}

const OCP_KEY = 'com.redhat.openshift.versions';

export class Published {
  private readonly whole = new Map<string, PublishedPackage | undefined>();
  private readonly csvs = new Map<string, PublishedPackage | undefined>();
  private names: Map<string, string[]> | undefined;
  private readonly apis = new Map<string, (string | undefined)[]>();
  /** What was left unread or out, once each (an info line of the review). */
  readonly notes: string[] = [];

  constructor(private readonly reader: FormatReader) {}

  private load(name: string, objects: boolean): PublishedPackage | undefined {
    const dir = `${this.reader.root}/${name}`;
    const files = this.reader.list(name);
    if (!files || this.fileBased(name, dir, files)) return undefined;
    const plan = planFormatPackage(dir, files, objects);
    if ('unread' in plan) {
      this.note(`${plan.unread}: not taken as published`);
      return undefined;
    }
    const p = publishedPackage(assembleFormatPackage(dir, this.reader.read(name, plan.paths)));
    for (const n of p.notes) this.note(`${n}: this bundle is not taken as published`);
    return p.bundles.length > 0 ? p : undefined;
  }

  /**
   * Whether base's ci.yaml says the package is file-based already (`fbc.enabled`): the index
   * publishes its catalogs, its bundle-format directories are history. Read before anything else.
   */
  private fileBased(name: string, dir: string, files: readonly ListedFormatFile[]): boolean {
    const ci = files.find((f) => f.path === 'ci.yaml');
    if (!ci || ci.size > FORMAT_BOUNDS.fileBytes) return false;
    const data = this.reader.read(name, ['ci.yaml']).get('ci.yaml');
    return data !== undefined && publishedPackage({ dir, ciYaml: { path: `${dir}/ci.yaml`, data }, bundles: [] }).fbc;
  }

  private note(n: string): void {
    if (!this.notes.includes(n)) this.notes.push(n);
  }

  /** The package `name` as base publishes it in bundle format, CRDs included. */
  package(name: string): PublishedPackage | undefined {
    if (!this.whole.has(name)) this.whole.set(name, this.load(name, true));
    return this.whole.get(name);
  }

  private withCsvs(name: string): PublishedPackage | undefined {
    if (this.whole.has(name)) return this.whole.get(name);
    if (!this.csvs.has(name)) this.csvs.set(name, this.load(name, false));
    return this.csvs.get(name);
  }

  /** What bundle-format packages provide, in the index `catalog` names, of the `unsatisfied` requirements. */
  providers(unsatisfied: readonly Requirement[], catalog: string): DependencyFacts[] {
    const out: DependencyFacts[] = [];
    const index = catalogOcp(catalog);
    for (const name of [...new Set(unsatisfied.flatMap((r) => (r.kind === 'package' ? [r.name] : [])))].sort()) {
      const p = this.withCsvs(name);
      if (p) out.push({ ...publishedFacts(p, catalog), gvks: [] });
    }
    for (const r of unsatisfied) {
      if (r.kind !== 'gvk') continue;
      const api = { group: r.group, version: r.version, kind: r.gvkKind };
      if (this.apiProviders(api).some((ocp) => inIndex(ocp, index)))
        out.push({ packages: [], gvks: [gvkKey(api)], requires: [] });
    }
    return out;
  }

  /** The `com.redhat.openshift.versions` of each package whose latest version provides the API. */
  private apiProviders(api: Gvk): (string | undefined)[] {
    const key = gvkKey(api);
    let found = this.apis.get(key);
    if (found) return found;
    this.names ??= this.reader.manifestNames();
    found = [];
    for (const c of apiCandidates(this.names, api.group, api.kind)) {
      const dir = `${this.reader.root}/${c.package}`;
      const listed = this.reader.list(c.package) ?? [];
      if (this.fileBased(c.package, dir, listed)) continue;
      const sizes = new Map(listed.map((f) => [f.path, f.size]));
      const paths = [...c.crdPaths, c.annotationsPath].filter(
        (p) => (sizes.get(p) ?? Infinity) <= FORMAT_BOUNDS.fileBytes,
      );
      const read = this.reader.read(c.package, paths);
      const files = c.crdPaths.flatMap((p) => (read.has(p) ? [{ path: `${dir}/${p}`, data: read.get(p)! }] : []));
      if (!providesApi(files, api)) continue;
      const data = read.get(c.annotationsPath);
      const ocp = data ? annotationsOf({ path: `${dir}/${c.annotationsPath}`, data })?.[OCP_KEY] : undefined;
      found.push(typeof ocp === 'string' ? ocp : undefined);
    }
    this.apis.set(key, found);
    return found;
  }
}
