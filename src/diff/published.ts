// Base's bundle-format packages as the diff asks for them: a package a pull request moves to
// file-based catalogs (its whole graph, CRDs included: what the migration is compared with), and
// the providers of requirements nothing in the catalogs satisfies (CSVs only). Read through an
// adapter (git or a directory) on demand, each package once, within bounds.
import { gvkKey, type DependencyFacts, type Requirement } from '../rules/requirements.js';
import { planFormatPackage, type ListedFormatFile } from './bundle-format-files.js';
import { assembleFormatPackage } from './bundle-format-files.js';
import { publishedPackage, type PublishedPackage } from './bundle-format.js';
import { publishedFacts } from './published-index.js';

/** Base's bundle-format directories (operators/<name>), read by an adapter. */
export interface FormatReader {
  /** The directory holding the package directories, from the repository root (reports name it). */
  readonly root: string;
  /** The regular files under `<root>/<name>` (paths relative to it), or undefined without such a directory. */
  list(name: string): ListedFormatFile[] | undefined;
  read(name: string, paths: readonly string[]): Map<string, Uint8Array>;
  /** The package directories, each with the names of the files directly in its version directories' manifests/. */
  manifestNames(): Map<string, string[]>;
}

/** Package requirements are looked up by name; an API requirement only in packages whose manifests'
 * names say its group, at most this many. */
const MAX_PROVIDER_CANDIDATES = 50;

export class Published {
  private readonly whole = new Map<string, PublishedPackage | undefined>();
  private readonly csvs = new Map<string, PublishedPackage | undefined>();
  private names: Map<string, string[]> | undefined;
  /** What was left unread or out, once each (an info line of the review). */
  readonly notes: string[] = [];

  constructor(private readonly reader: FormatReader) {}

  private load(name: string, objects: boolean): PublishedPackage | undefined {
    const dir = `${this.reader.root}/${name}`;
    const files = this.reader.list(name);
    if (!files) return undefined;
    const plan = planFormatPackage(dir, files, objects);
    if ('unread' in plan) {
      this.note(`${plan.unread}: not taken as published`);
      return undefined;
    }
    const p = publishedPackage(assembleFormatPackage(dir, this.reader.read(name, plan.paths)));
    for (const n of p.notes) this.note(`${n}: this bundle is not taken as published`);
    return p.bundles.length > 0 ? p : undefined;
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
    const names = new Set<string>();
    const groups = new Set<string>();
    for (const r of unsatisfied) {
      if (r.kind === 'package') names.add(r.name);
      else groups.add(r.group.toLowerCase());
    }
    if (groups.size > 0) {
      this.names ??= this.reader.manifestNames();
      const candidates = [...this.names]
        .filter(([, files]) => files.some((f) => [...groups].some((g) => f.toLowerCase().includes(g))))
        .map(([n]) => n)
        .sort();
      for (const n of candidates.slice(0, MAX_PROVIDER_CANDIDATES)) names.add(n);
    }
    const out: DependencyFacts[] = [];
    const wanted = new Set(unsatisfied.filter((r) => r.kind === 'gvk').map((r) => gvkKey({ ...r, kind: r.gvkKind })));
    for (const n of [...names].sort()) {
      const p = this.withCsvs(n);
      if (!p) continue;
      const f = publishedFacts(p, catalog);
      out.push({ ...f, gvks: f.gvks.filter((g) => wanted.has(g)) });
    }
    return out;
  }
}
