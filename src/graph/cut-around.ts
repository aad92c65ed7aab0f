// The neighbourhood of a change in a channel too large to draw whole, shared by the report's
// picture and the diff's change graph: the seeds, then one hop out from each seed in turn, until
// `limit` names are kept. Neighbours are asked only while there is room, so a full cut stops
// asking for edges (package-edges.ts counts that work).
export function cutAround(
  seeds: Iterable<string>,
  neighbours: (seed: string) => Iterable<string>,
  limit: number,
): Set<string> {
  const kept = new Set<string>();
  for (const n of seeds) {
    if (kept.size >= limit) return kept;
    kept.add(n);
  }
  for (const s of [...kept]) {
    if (kept.size >= limit) break;
    for (const n of neighbours(s)) {
      if (kept.size >= limit) break;
      kept.add(n);
    }
  }
  return kept;
}

/** `names` sorted in place by distance from `at` in `position`'s order, nearest first (stable). */
export function nearestFirst(names: string[], position: ReadonlyMap<string, number>, at: number): string[] {
  return names.sort((a, b) => Math.abs(position.get(a)! - at) - Math.abs(position.get(b)! - at));
}
