// base → head for validated catalogs (or parts of them): every change rule, and the `changes`
// and pictures of the report.
import { finalize, type Draft, type Overrides } from '../model/draft.js';
import { packageView } from '../graph/view.js';
import { prefixOf, type CatalogResult } from '../rules/validate.js';
import type { Finding } from '../model/finding.js';
import { diffPackage, type PackageChange } from './package-changes.js';
import type { Side } from './side.js';
import { lostPaths } from './upgrade-path-lost.js';
import { picture } from './picture.js';
import { strandingCauses } from './stranding-cause.js';
import { changeGraph, type ChangeGraph } from './change-graph.js';
import { crdDiff } from '../crd/diff-edges.js';
import { forConsumers } from '../crd/consumer-verdict.js';
import { EVERY_CONSUMER, type Consumers } from '../model/consumers.js';
import { markIntroduced } from './introduced.js';
import type { DiffImages } from './image-hooks.js';
import { edgeTargetDrafts } from './install-edges.js';

export interface CatalogPair {
  /** The catalog's path in reports (head's, or base's for a removed catalog). */
  readonly catalog: string;
  readonly base?: CatalogResult;
  readonly head?: CatalogResult;
  /** The OLM flavours that install from this catalog (default: both): CRD verdicts and stranding are theirs. */
  readonly consumers?: Consumers;
}

/** The upgrade graph of a changed package before and after, as Mermaid (absent when the side is). */
export interface Picture {
  readonly catalog: string;
  readonly package: string;
  readonly before?: string;
  readonly after?: string;
  /** base ∪ head of the changed channels, changes marked (the review comment draws it). */
  readonly change?: ChangeGraph;
}

export interface DiffResult {
  readonly findings: Finding[];
  readonly changes: PackageChange[];
  readonly pictures: Picture[];
}

function sides(r: CatalogResult | undefined): Map<string, Side> {
  const out = new Map<string, Side>();
  if (!r) return out;
  for (const [name, model] of r.model.packages)
    out.set(name, { view: packageView(model, r.deprecated.get(name)), model });
  return out;
}

/**
 * What changed between two validated versions of (a part of) a catalog: change findings,
 * package changes and pictures (marking head's own findings is the caller's: it compares the
 * whole catalog). `overrides`: the repository's severities; `images`: the image step's hooks;
 * `migrated`: packages whose base side is the graph base publishes in bundle format.
 */
export function diffPair(
  pair: CatalogPair,
  overrides: Overrides = {},
  images?: DiffImages,
  migrated: ReadonlySet<string> = new Set(),
): DiffResult {
  const fromImage = images?.crds?.(pair.catalog);
  const changes: PackageChange[] = [];
  const pictures: Picture[] = [];
  const base = sides(pair.base);
  const head = sides(pair.head);
  const drafts: Draft[] = [];
  const consumers = pair.consumers ?? EVERY_CONSUMER;
  // CRD upgrade safety of the edges head adds; base's findings on edges it had say what is not new
  const crd = { head: [] as Draft[], base: [] as Draft[] };
  for (const name of [...new Set([...base.keys(), ...head.keys()])].sort()) {
    const b = base.get(name);
    const h = head.get(name);
    const change = diffPackage(pair.catalog, name, b, h, drafts, consumers, migrated.has(name));
    const stranded = b && h ? lostPaths(name, b, h, drafts, consumers) : new Map<string, string[]>();
    if (change) {
      changes.push(change);
      pictures.push({
        catalog: pair.catalog,
        package: name,
        ...(b ? { before: picture(b, h) } : {}),
        ...(h ? { after: picture(h, b) } : {}),
        change: changeGraph(
          b,
          h,
          change.channels,
          stranded,
          new Map([...stranded].map(([ch, lost]) => [ch, strandingCauses(b!, h!, ch, lost)])),
        ),
      });
    }
    if (h && change) edgeTargetDrafts(pair.catalog, consumers, b, h, change, images?.csvs?.(pair.catalog), drafts);
    if (h) {
      // A migrated package's bundle images are new references: the bundle format named none.
      images?.seen?.(pair.catalog, migrated.has(name) ? undefined : b?.model, h.model);
      const c = crdDiff(b && fromImage ? { ...b, fromImage } : b, fromImage ? { ...h, fromImage } : h);
      for (const d of forConsumers(c.head, consumers)) crd.head.push(d);
      for (const d of forConsumers(c.base, consumers)) crd.base.push(d);
    }
  }
  const prefix = prefixOf(pair.catalog);
  const crdFindings = markIntroduced(
    finalize(crd.head, pair.catalog, prefix, overrides),
    finalize(crd.base, pair.catalog, prefix, overrides),
  );
  return {
    findings: [
      ...finalize(drafts, pair.catalog, prefix, overrides).map((f) => ({ ...f, introduced: true })),
      ...crdFindings,
    ],
    changes,
    pictures,
  };
}
