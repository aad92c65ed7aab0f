// Which upgrade edges of head a pull request puts in question: a (from, to) pair no channel of
// base had, or any edge touching a bundle that is new or changed in head. Edges base already had
// between unchanged bundles are left alone, so a skipRange that spans thousands of entries costs
// only its new edges.
import { documentText } from '../catalog/redecode.js';
import { channelEdges, type Edge } from '../graph/edges.js';
import type { PackageView } from '../graph/view.js';
import type { Draft } from '../rules/draft.js';
import type { MPackage } from '../rules/model.js';
import { crdFindings, type CrdEdge, type CrdPackage } from './findings.js';
import { objectData } from './payload.js';

export interface CrdSide {
  readonly view: PackageView;
  readonly model: MPackage;
}

function allEdges(side: CrdSide): Map<string, { from: string; to: string; channels: string[] }> {
  const out = new Map<string, { from: string; to: string; channels: string[] }>();
  for (const [channel, entries] of side.view.channels) {
    for (const e of channelEdges(entries, (n) => side.view.versions.get(n)) as Edge[]) {
      if (e.missing) continue;
      const k = `${e.from}\u0000${e.to}`;
      const x = out.get(k);
      if (x) x.channels.push(channel);
      else out.set(k, { from: e.from, to: e.to, channels: [channel] });
    }
  }
  return out;
}

function crdPackage(side: CrdSide, edges: Iterable<{ from: string; to: string }>): CrdPackage {
  return { name: side.model.name, bundle: (n) => side.model.bundles.get(n)?.b, edges: [...edges] };
}

/**
 * The CRD findings of head's edges that are new or touch a changed bundle, and base's findings
 * for those of them base had too (so that what base already reported is not `introduced`).
 */
export function crdDiff(base: CrdSide | undefined, head: CrdSide): { head: Draft[]; base: Draft[] } {
  const he = allEdges(head);
  const be = base ? allEdges(base) : new Map<string, { from: string; to: string; channels: string[] }>();
  // Only what the check reads counts: the objects' payloads and whether only metadata is there.
  const changed = (n: string): boolean => {
    const b = base?.model.bundles.get(n)?.b;
    const h = head.model.bundles.get(n)?.b;
    if (!b || !h) return true;
    if (documentText(b.doc) === documentText(h.doc)) return false;
    const meta = (x: typeof b): boolean => x.properties.some((p) => p.type === 'olm.csv.metadata');
    return meta(b) !== meta(h) || objectData(b).join('\n') !== objectData(h).join('\n');
  };
  const memo = new Map<string, boolean>();
  const touched = (n: string): boolean => {
    let r = memo.get(n);
    if (r === undefined) memo.set(n, (r = changed(n)));
    return r;
  };
  const picked: CrdEdge[] = [];
  const again: CrdEdge[] = [];
  for (const [k, e] of he) {
    const inBase = be.get(k);
    if (inBase && !touched(e.from) && !touched(e.to)) continue;
    picked.push(e);
    if (inBase) again.push(inBase);
  }
  if (picked.length === 0) return { head: [], base: [] };
  return {
    head: crdFindings(crdPackage(head, he.values()), picked),
    base: again.length > 0 && base ? crdFindings(crdPackage(base, be.values()), again) : [],
  };
}

/** The CRD check of every edge of every channel of a package (the whole graph, as in a bench). */
export function everyEdgeFindings(side: CrdSide): { edges: number; drafts: Draft[] } {
  const he = allEdges(side);
  return { edges: he.size, drafts: crdFindings(crdPackage(side, he.values()), [...he.values()]) };
}
