// What a change touches, for the ownership decision: the packages of its changed paths and of its
// changed documents (owned where those packages live in base), its misplaced documents, and
// whether an approval given on an earlier commit still stands.
import type { Config } from '../config/config.js';
import { isListedFile, type CatalogListing } from '../catalog/listing.js';
import { loadEntry } from '../catalog/load.js';
import type { CatalogSides, CachedPart, PartCache } from '../diff/incremental.js';
import { summarize, type FileSummary } from '../diff/parts.js';
import { changedPaths, findCommit } from '../git/changed-paths.js';
import type { DecisionInput } from '../ownership/ownership-decision.js';
import { PackageHomes, type BaseFilePackages } from '../ownership/homes.js';
import type { Layout } from '../ownership/layout.js';
import { placementFindings } from '../ownership/placement.js';
import type { Finding } from '../model/finding.js';
import { documentChanges } from './review-documents.js';
import { touched, type Touched } from './review-owners.js';
import type { CiYamlFiles } from './ci-yaml-files.js';

/**
 * The diff's cache, passed through, remembering each file's summary: the packages every file names, without reading a
 * file twice.
 */
export class SummaryRecorder implements PartCache {
  private readonly seen = new Map<string, FileSummary>();
  constructor(private readonly inner: PartCache | undefined) {}

  summary(id: string): FileSummary | undefined {
    const s = this.inner?.summary(id);
    if (s) this.seen.set(id, s);
    return s;
  }
  setSummary(id: string, s: FileSummary): void {
    this.seen.set(id, s);
    this.inner?.setSummary(id, s);
  }
  part(key: string): CachedPart | undefined {
    return this.inner?.part(key);
  }
  setPart(key: string, p: CachedPart): void {
    this.inner?.setPart(key, p);
  }

  /** The packages each listed file names, summarizing (once, through setSummary) those the diff did not see. */
  private filePackages(catalog: string, listing: CatalogListing | undefined): BaseFilePackages[] {
    const listed = (listing?.files ?? []).filter(isListedFile);
    const unseen = [...new Set(listed.filter((f) => !this.seen.has(f.id)).map((f) => f.id))];
    // Through setSummary: the caller's cache keeps them too, for the next run's tip.
    if (unseen.length > 0)
      for (const [id, data] of listing!.read(unseen)) this.setSummary(id, summarize(loadEntry({ path: '', data })));
    return listed.map((f) => ({ catalog, path: f.path, packages: this.seen.get(f.id)?.packages ?? [] }));
  }

  /**
   * Where each package lives in base: on the base side of `sides` (summaries the diff made) and in
   * `tip`, the base branch as it is now, which may have gained packages since the pull request
   * branched (its files the diff did not see are read here).
   */
  homes(
    sides: readonly CatalogSides[],
    tip: readonly { readonly catalog: string; readonly listing: CatalogListing }[],
  ): PackageHomes {
    return new PackageHomes([
      ...sides.flatMap((s) => this.filePackages(s.catalog, s.base)),
      ...tip.flatMap((t) => this.filePackages(t.catalog, t.listing)),
    ]);
  }

  /** Where each package lives in head: what a misplacement is judged against besides base. */
  headHomes(sides: readonly CatalogSides[]): PackageHomes {
    return new PackageHomes(sides.flatMap((s) => this.filePackages(s.catalog, s.head)));
  }
}

/**
 * The packages the change touches and, with one package per directory, its misplaced documents:
 * computed apart, so that the changed documents are let go as soon as they are counted.
 */
export function touchedBy(
  repo: string,
  base: string,
  from: string,
  head: string,
  layout: Layout,
  config: Config,
  changed: readonly string[],
  sides: readonly CatalogSides[],
  homes: PackageHomes,
  /** Where each package lives in head: built only where the layout has one package per directory. */
  headHomes: () => PackageHomes,
  ciYamls: CiYamlFiles,
): { t: Touched; placement: Finding[] } {
  const documents = documentChanges(repo, from, head, layout.catalogs, changed, sides);
  return {
    t: touched(repo, base, layout, changed, documents, homes, ciYamls),
    placement: layout.packageDirectories ? placementFindings(documents, homes, headHomes(), config) : [],
  };
}

/**
 * Whether an approval given on a commit still stands: none of the package's paths, and no document of it, changed
 * since. Per commit, its changed paths once, and its changed documents once and only when a package's paths did not
 * already decide.
 */
export function approvalHolds(repo: string, head: string, layout: Layout, homes: PackageHomes): DecisionInput['holds'] {
  interface Since {
    readonly from: string;
    readonly paths: string[];
    units?: Set<string>;
  }
  const since = new Map<string, Since | undefined>();
  const unitsOf = (s: Since): Set<string> =>
    (s.units ??= new Set(
      documentChanges(repo, s.from, head, layout.catalogs, s.paths).flatMap((d) =>
        d.change.document.packages.flatMap((p) => homes.unitsOf(d.catalog, d.file, p).map((u) => u.unit)),
      ),
    ));
  return (commit, owns, pkg) => {
    if (!since.has(commit)) {
      const c = findCommit(repo, commit);
      since.set(
        commit,
        c === undefined ? undefined : { from: c, paths: c === head ? [] : changedPaths(repo, c, head) },
      );
    }
    const s = since.get(commit);
    return s !== undefined && !s.paths.some(owns) && !(pkg !== undefined && unitsOf(s).has(pkg));
  };
}
