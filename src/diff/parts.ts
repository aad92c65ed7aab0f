// How a catalog splits into parts that can be validated on their own: files that share no
// package cannot affect each other's findings (only requirements between packages look across,
// and those are joined later). A file's packages come from its summary, which depends on its
// content alone, so it is cached by content id.
import type { Loaded } from '../catalog/load.js';
import { isListedFile, type ListedFile } from '../catalog/listing.js';
import type { SourceProblem } from '../catalog/types.js';

export interface FileSummary {
  /** Every package a document of the file belongs to (or, for olm.package, names). */
  readonly packages: readonly string[];
  /** Packages with an olm.package document in the file. */
  readonly declared: readonly string[];
  /** [bundle, package] of bundles whose package is not declared in the file: they may be
   * unlinked, which makes channel entries naming them follow-on errors. */
  readonly orphans: readonly (readonly [string, string])[];
  /** How many olm.bundle documents the file holds (the summary names what was compared). */
  readonly bundles: number;
}

export function summarize({ cfg }: Loaded): FileSummary {
  const declared = new Set(cfg.packages.map((p) => p.name).filter((n) => n !== ''));
  const packages = new Set(declared);
  for (const d of [...cfg.channels, ...cfg.bundles, ...cfg.deprecations]) if (d.package !== '') packages.add(d.package);
  const orphans = cfg.bundles.filter((b) => !declared.has(b.package)).map((b) => [b.name, b.package] as const);
  return { packages: [...packages], declared: [...declared], orphans, bundles: cfg.bundles.length };
}

/** Bundle names no package of the catalog links (no package, or one never declared). */
export function unlinkedNames(summaries: Iterable<FileSummary>): Set<string> {
  const all = [...summaries];
  const declared = new Set(all.flatMap((s) => s.declared));
  return new Set(
    all.flatMap((s) => s.orphans.filter(([, pkg]) => pkg === '' || !declared.has(pkg)).map(([name]) => name)),
  );
}

export type Entry = ListedFile | SourceProblem;

/** One region of the catalog, as it is in base and in head (either may be empty). */
export interface Region {
  readonly base: Entry[];
  readonly head: Entry[];
}

class UnionFind {
  private readonly parent = new Map<string, string>();
  find(x: string): string {
    let root = this.parent.get(x) ?? x;
    if (root === x) return x;
    root = this.find(root);
    this.parent.set(x, root);
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}

/**
 * Regions of a catalog pair: each joins files of either side that share a package, or a path
 * (a file's old and new version). Inside a region each side is validated as one part; files
 * outside it cannot change its findings.
 */
export function regions(
  base: readonly Entry[],
  head: readonly Entry[],
  packagesOf: (f: ListedFile) => readonly string[],
): Region[] {
  const uf = new UnionFind();
  for (const side of [base, head]) {
    for (const f of side) {
      if (isListedFile(f)) for (const p of packagesOf(f)) uf.union(`f:${f.path}`, `p:${p}`);
    }
  }
  const byRoot = new Map<string, Region>();
  const regionOf = (f: Entry): Region => {
    const root = uf.find(`f:${f.path}`);
    let r = byRoot.get(root);
    if (!r) byRoot.set(root, (r = { base: [], head: [] }));
    return r;
  };
  for (const f of base) regionOf(f).base.push(f);
  for (const f of head) regionOf(f).head.push(f);
  return [...byRoot.values()];
}

const same = (a: Entry, b: Entry): boolean =>
  a.path === b.path &&
  (isListedFile(a)
    ? isListedFile(b) && a.id === b.id
    : !isListedFile(b) && a.rule === b.rule && a.message === b.message);

/** Whether the change leaves the region's files exactly as they were. */
export function unchanged(r: Region): boolean {
  return r.base.length === r.head.length && r.base.every((f, i) => same(f, r.head[i]!));
}
