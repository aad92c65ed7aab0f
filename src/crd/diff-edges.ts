// Which upgrade edges of head a pull request puts in question: a (from, to) pair no channel of
// base had, or any edge touching a bundle that is new or changed in head. Edges base already had
// between unchanged bundles are left alone, and never listed: only the edges into or out of a
// bundle whose channel entry, version or CRDs changed are examined (package-edges.ts), so a
// skipRange on every one of n entries costs the new release's n edges, not n².
import type { EntryLike } from '../graph/edges.js';
import { packageEdges, type PackageEdges } from '../graph/package-edges.js';
import { sameDeclaration, sameVersion } from '../graph/same-entry.js';
import { sameDocumentText } from '../catalog/same-text.js';
import type { CrdSide } from './crd-side.js';
import { CRD_COMPARISON_LIMIT, crdFindings, type CrdDraft, type CrdEdge, type CrdPackage } from './crd-check.js';
import { knownFindings } from './known.js';
import type { Crd } from './crd-model.js';
import { crdReader, objectData, type CrdReader } from './payload.js';

function crdPackage(side: CrdSide, predecessors: (bundle: string) => readonly string[], read: CrdReader): CrdPackage {
  return {
    name: side.model.name,
    bundle: (n) => side.model.bundles.get(n)?.doc,
    predecessors,
    fromImage: side.fromImage,
    read,
  };
}

/** Edges in question the check lists per package: a skipRange on every entry makes n²/2 of them. */
export const CRD_EDGE_LIMIT = 100_000;

/**
 * Whether two bundles carry the very same CRD payloads, all readable: an edge between them has
 * nothing to check, and bundles of one package mostly repeat their CRDs.
 */
function sameCrds(side: CrdSide, read: CrdReader): (a: string, b: string) => boolean {
  const ids = new Map<Crd, number>();
  const keys = new Map<string, string | null>();
  const key = (n: string): string | null => {
    let k = keys.get(n);
    if (k !== undefined) return k;
    const b = side.model.bundles.get(n)?.doc;
    const c = b ? read(b) : undefined;
    k = null;
    if (c && c.hasObjects && c.unreadable.length === 0) {
      k = [...c.crds.values()]
        .map((x) => {
          let id = ids.get(x.crd);
          if (id === undefined) ids.set(x.crd, (id = ids.size));
          return `${x.crd.name}=${id}`;
        })
        .sort()
        .join(' ');
    }
    keys.set(n, k);
    return k;
  };
  return (a, b) => {
    const k = key(a);
    return k !== null && k === key(b);
  };
}

/**
 * Whether a bundle changed in what the CRD check reads (memoized): its objects' payloads and
 * whether only metadata is there. A bundle base lacks is changed.
 */
function payloadChanged(base: CrdSide | undefined, head: CrdSide): (n: string) => boolean {
  const changed = (n: string): boolean => {
    const b = base?.model.bundles.get(n)?.doc;
    const h = head.model.bundles.get(n)?.doc;
    if (!b || !h) return true;
    if (sameDocumentText(b.doc, h.doc)) return false;
    const meta = (x: typeof b): boolean => x.properties.some((p) => p.type === 'olm.csv.metadata');
    return meta(b) !== meta(h) || objectData(b).join('\n') !== objectData(h).join('\n');
  };
  const memo = new Map<string, boolean>();
  return (n) => {
    let r = memo.get(n);
    if (r === undefined) memo.set(n, (r = changed(n)));
    return r;
  };
}

/** The edges in question, listed up to CRD_EDGE_LIMIT; past it, counted (`over`, `left`). */
interface Listing {
  readonly candidates: ReadonlyMap<string, [string, string]>;
  readonly over: ReadonlySet<string>;
  readonly left: { readonly targets: number; readonly first: [string, string] | undefined };
}

interface ListingInput {
  readonly base: CrdSide | undefined;
  readonly head: CrdSide;
  readonly headEdges: PackageEdges;
  readonly baseEdges: PackageEdges | undefined;
  readonly touched: (n: string) => boolean;
  readonly same: (a: string, b: string) => boolean;
}

function listCandidates({ base, head, headEdges, baseEdges, touched, same }: ListingInput): Listing {
  const moved = (n: string): boolean => !sameVersion(base?.view.versions.get(n), head.view.versions.get(n));
  // An edge base lacks has a target new to its channel or declaring differently, or a source new
  // to the channel or at another version; every other candidate touches a changed bundle.
  const candidates = new Map<string, [string, string]>();
  // Past the limit, edges are counted (those of the target being listed) and further targets
  // skipped whole: listing their sources is what costs n² on a skipRange on every entry.
  const over = new Set<string>();
  const left = { targets: 0, first: undefined as [string, string] | undefined };
  const full = (): boolean => candidates.size >= CRD_EDGE_LIMIT;
  const add = (from: string, to: string): void => {
    if (same(from, to)) return;
    const k = `${from}\u0000${to}`;
    if (candidates.has(k)) return;
    if (!full()) candidates.set(k, [from, to]);
    else if (over.size < CRD_EDGE_LIMIT) {
      left.first ??= [from, to];
      over.add(k);
    }
  };
  // An edge between two bundles with neither objects nor olm.csv.metadata has nothing to check
  // (crdFindings says nothing of it): a new package of n such bundles with a skipRange on each
  // is not listed (n²/2 edges). Edges into such a target come only from the other bundles.
  const silent = (n: string): boolean => {
    const b = head.model.bundles.get(n)?.doc;
    return !b || !b.properties.some((p) => p.type === 'olm.bundle.object' || p.type === 'olm.csv.metadata');
  };
  headEdges.channels.forEach((ch, c) => {
    // base's entries of the channel, through its index (no second name table of a large channel)
    const was = baseEdges?.channels.find((x) => x.name === ch.name)?.ix;
    const before = (n: string): EntryLike | undefined => {
      const i = was?.position.get(n);
      return i === undefined ? undefined : was!.entries[i];
    };
    const listed = new Set<string>();
    const quiet = new Set<string>();
    const sources: string[] = [];
    const loud: string[] = [];
    // Entries all carrying the very same CRDs: only a source from outside the channel (named in
    // replaces or skips) can differ from its target.
    const uniform = ch.ix.entries.every((e) => same(e.name, ch.ix.entries[0]!.name));
    for (const e of ch.ix.entries) {
      const b = before(e.name);
      const t = touched(e.name);
      if (!silent(e.name)) loud.push(e.name);
      if (!b || t || !sameDeclaration(b, e)) {
        if (silent(e.name)) quiet.add(e.name);
        else {
          listed.add(e.name);
          if (full()) {
            left.targets++;
            left.first ??= ['', e.name];
          } else for (const from of uniform ? [e.replaces, ...e.skips] : headEdges.into(c, e.name)) add(from, e.name);
        }
      }
      if (!b || t || moved(e.name)) sources.push(e.name);
    }
    // Edges into a target listed above are already there.
    for (const [from, to] of headEdges.outOf(
      c,
      sources.filter((n) => !silent(n)),
      (n) => !listed.has(n),
    ))
      add(from, to);
    for (const [from, to] of headEdges.outOf(c, sources.filter(silent), (n) => !listed.has(n) && !silent(n)))
      add(from, to);
    if (quiet.size > 0) for (const [from, to] of headEdges.outOf(c, loud, (n) => quiet.has(n))) add(from, to);
  });
  return { candidates, over, left };
}

/** The listed edges still in question (new, or touching a changed bundle), in the order a full
 * listing would have: channel, target's position, the target's declaration order. */
function pickEdges(
  candidates: Listing['candidates'],
  headEdges: PackageEdges,
  baseEdges: PackageEdges | undefined,
  touched: (n: string) => boolean,
): CrdEdge[] {
  const names = (edges: PackageEdges, cs: readonly number[]): string[] => cs.map((c) => edges.channels[c]!.name);
  const picked: { at: number[]; edge: CrdEdge }[] = [];
  for (const [from, to] of candidates.values()) {
    const hc = headEdges.channelsOf(from, to);
    const bc = baseEdges ? baseEdges.channelsOf(from, to) : [];
    if (hc.length === 0 || (bc.length > 0 && !touched(from) && !touched(to))) continue;
    picked.push({
      at: [hc[0]!, ...headEdges.place(hc[0]!, from, to)],
      edge: { from, to, channels: names(headEdges, hc) },
    });
  }
  picked.sort((x, y) => x.at[0]! - y.at[0]! || x.at[1]! - y.at[1]! || x.at[2]! - y.at[2]!);
  return picked.map((p) => p.edge);
}

/**
 * The CRD findings of head's edges that are new or touch a changed bundle, and, as `base`, those
 * of them base already had (known.ts): what `introduced` matches them against.
 */
export function crdDiff(base: CrdSide | undefined, head: CrdSide): { head: CrdDraft[]; base: CrdDraft[] } {
  const read = crdReader();
  const headEdges = packageEdges(head.view);
  const baseEdges = base ? packageEdges(base.view) : undefined;
  const touched = payloadChanged(base, head);
  const { candidates, over, left } = listCandidates({
    base,
    head,
    headEdges,
    baseEdges,
    touched,
    same: sameCrds(head, read),
  });
  const edges = pickEdges(candidates, headEdges, baseEdges, touched);
  if (edges.length === 0 && !left.first) return { head: [], base: [] };
  const unlisted = left.first
    ? {
        edges: over.size,
        targets: left.targets,
        first: { from: left.first[0], to: left.first[1], channels: [] },
        limit: CRD_EDGE_LIMIT,
      }
    : undefined;
  const found = crdFindings(
    crdPackage(head, (n) => headEdges.predecessors(n), read),
    edges,
    CRD_COMPARISON_LIMIT,
    unlisted,
  );
  return {
    head: found,
    base:
      base && baseEdges
        ? knownFindings(
            found,
            crdPackage(base, (n) => baseEdges.predecessors(n), read),
            base,
            head,
            baseEdges,
          )
        : [],
  };
}
