// Which CRD findings of head a pull request did not cause. An install of `from` faces a problem
// when it takes an edge out of `from`; if base already offered it an edge with the same problem
// (same rule, CRD, version, path and values: any target, any channel), the new edge repeats the
// exposure rather than creating it — as upgrade-path-lost leaves alone stranding base already
// had. And an edge base had whose bundles still name the same images carries the same CRDs (they
// live in the image): findings there are revealed by a new rendering (olm.csv.metadata →
// olm.bundle.object), not caused by it.
import type { PackageEdges } from '../graph/package-edges.js';
import { compareImages } from '../images/same-image.js';
import { exits } from './base-exits.js';
import type { CrdSide } from './crd-side.js';
import { crdFindings, type CrdDraft, type CrdEdge, type CrdPackage } from './crd-check.js';

/** Exits per source and channel base is asked about beyond its declared ones (skipRange fan-out). */
const PER_SOURCE = 8;

const edgeKey = (from: string, to: string): string => `${from}\u0000${to}`;

/**
 * The findings among `drafts` (head's) that base already had, as defined above; `pkg`: base's package for the check.
 */
export function knownFindings(
  drafts: readonly CrdDraft[],
  pkg: CrdPackage,
  base: CrdSide,
  head: CrdSide,
  B: PackageEdges,
): CrdDraft[] {
  if (drafts.length === 0) return [];
  const inBase = new Map<string, boolean>();
  const had = (from: string, to: string): boolean => {
    const k = edgeKey(from, to);
    let r = inBase.get(k);
    if (r === undefined) inBase.set(k, (r = B.channelsOf(from, to).length > 0));
    return r;
  };
  const sameImage = (n: string): boolean => {
    const b = base.model.bundles.get(n)?.doc;
    const h = head.model.bundles.get(n)?.doc;
    return (
      b !== undefined &&
      h !== undefined &&
      b.image !== '' &&
      h.image !== '' &&
      compareImages(b.image, h.image) === 'same'
    );
  };
  const edges = new Map<string, CrdEdge>();
  const sources = [...new Set(drafts.map((d) => d.upgrade[0]))];
  for (const [from, to] of exits(B, (n) => base.view.versions.get(n), sources, PER_SOURCE))
    edges.set(edgeKey(from, to), { from, to, channels: [] });
  // The very edge in base, wherever it falls among the exits.
  for (const {
    upgrade: [from, to],
  } of drafts)
    if (had(from, to)) edges.set(edgeKey(from, to), { from, to, channels: [] });
  const offered = new Set(crdFindings(pkg, [...edges.values()]).map((d) => edgeKey(d.upgrade[0], d.problem)));
  return drafts.filter(
    ({ upgrade: [from, to], problem }) =>
      offered.has(edgeKey(from, problem)) || (had(from, to) && sameImage(from) && sameImage(to)),
  );
}
