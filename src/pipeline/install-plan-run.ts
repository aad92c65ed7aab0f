// The install plan of a pull request, as `fbc-bot install-plan` and `mode: install-test` compute
// it: base → head of a repository as a review reads it (configuration and consumers from base,
// the change from where head branched off), each catalog's changed packages planned on their own.
// Only the regions of a catalog the change touches are validated, as the diff does.
import { isListedFile, type CatalogListing, type ListedFile } from '../catalog/listing.js';
import { joinLoads } from '../catalog/load.js';
import type { Config } from '../config/config.js';
import { Loader } from '../diff/incremental.js';
import { planCatalog } from '../diff/install-plan.js';
import { catalogImage, catalogImageError, DEFAULT_CATALOG_IMAGE } from '../diff/install-plan-objects.js';
import { regions, summarize, unchanged, type FileSummary } from '../diff/parts.js';
import type { Side } from '../diff/side.js';
import { fetchMissing } from '../git/blobs.js';
import { GitError, resolveCommit } from '../git/git.js';
import { mergeBase } from '../git/merge-base.js';
import { packageView } from '../graph/view.js';
import { consumersOf } from '../model/consumers.js';
import type { InstallPlan, PackagePlan, SkippedPackage } from '../model/install-plan.js';
import { validatePart } from '../rules/validate.js';
import { catalogsByGlobs } from '../source/configured-catalogs.js';
import { SourceError } from '../source/source-error.js';
import { pairs } from './diff-run.js';
import { reviewSettings } from './review-settings.js';
import type { CatalogSides } from '../diff/incremental.js';

export interface InstallPlanRequest {
  /** The revision the pull request merges into. */
  readonly base: string;
  /** The pull request's head revision. */
  readonly head: string;
  readonly repo?: string | undefined;
  /** A configuration file instead of base's .github/fbc-bot.yaml. */
  readonly config?: string | undefined;
  /** Where clusters pull each catalog's image: {catalog}, {name} and {sha} are filled (DEFAULT_CATALOG_IMAGE). */
  readonly catalogImage?: string | undefined;
}

type Sides = Map<string, Side>;

/** Each side's packages in the regions of the catalog the change touched. */
function changedSides(pair: CatalogSides, config: Config): { base: Sides; head: Sides } {
  const files = (l: CatalogListing | undefined): ListedFile[] => (l?.files ?? []).filter(isListedFile);
  // Each file loaded once: for its summary and, in a touched region, for validation.
  const loader = new Loader([pair.base, pair.head]);
  const all = [...files(pair.base), ...files(pair.head)];
  loader.ensure(all);
  const summaries = new Map<string, FileSummary>();
  for (const f of all) if (!summaries.has(f.id)) summaries.set(f.id, summarize(loader.get(f)));
  const touched = regions(pair.base?.files ?? [], pair.head?.files ?? [], (f) => summaries.get(f.id)!.packages).filter(
    (r) => !unchanged(r),
  );
  const side = (entries: readonly (typeof touched)[number]['base'][]): Sides => {
    const out: Sides = new Map();
    for (const region of entries) {
      const listed = region.filter(isListedFile);
      if (listed.length === 0) continue;
      const r = validatePart(joinLoads(listed.map((f) => loader.get(f))), { catalog: pair.catalog, config });
      for (const [name, model] of r.model.packages)
        out.set(name, { view: packageView(model, r.deprecated.get(name)), model });
    }
    return out;
  };
  return { base: side(touched.map((r) => r.base)), head: side(touched.map((r) => r.head)) };
}

const commitOf = (repo: string, rev: string): string => {
  try {
    return resolveCommit(repo, rev);
  } catch (e) {
    throw e instanceof GitError ? new SourceError(e.message) : e;
  }
};

/** The install plan of base → head: per catalog, each package the change touches. */
export async function planInstalls(req: InstallPlanRequest): Promise<InstallPlan> {
  const repo = req.repo ?? process.cwd();
  const base = commitOf(repo, req.base);
  const head = commitOf(repo, req.head);
  const template = req.catalogImage ?? DEFAULT_CATALOG_IMAGE;
  try {
    const { config, layout } = reviewSettings(repo, req.base, base, req.config);
    const from = mergeBase(repo, base, head);
    const at = (commit: string) => catalogsByGlobs(`git:${commit}:.`, layout.catalogs, repo);
    const sides = pairs(at(from), at(head));
    fetchMissing(
      repo,
      sides.flatMap((s) => [...(s.base?.files ?? []), ...(s.head?.files ?? [])].filter(isListedFile).map((f) => f.id)),
    );
    const packages: PackagePlan[] = [];
    const skipped: SkippedPackage[] = [];
    for (const pair of sides) {
      const changed = changedSides(pair, config);
      if (changed.base.size + changed.head.size === 0) continue;
      const image = catalogImage(template, pair.catalog, head);
      const bad = catalogImageError(image);
      // The caller's template, not the catalogs, is wrong: no plan, as for an unreadable revision.
      if (bad !== undefined)
        throw new SourceError(`the catalog image template ${template} gives "${image}" for ${pair.catalog}: ${bad}`);
      const plan = planCatalog({
        catalog: pair.catalog,
        consumers: consumersOf(pair.catalog, config.consumers),
        ...changed,
        image,
      });
      packages.push(...plan.packages);
      skipped.push(...plan.skipped);
    }
    return { packages, ...(skipped.length > 0 ? { skipped } : {}) };
  } catch (e) {
    throw e instanceof GitError ? new SourceError(`cannot plan ${req.base}..${req.head}: ${e.message}`) : e;
  }
}
