// Where base let an install of a bundle go: edges out of given sources, every channel, for the
// CRD check to say which problems base already offered those installs. A skipRange on each of n
// entries gives a source up to n exits, so each source gets at most `per` skipRange exits per
// channel (the highest versions first: where OLM upgrades to) besides its declared ones; one pass
// per channel, sources removed once served, O(n log n).
import { firstAtLeast, type PackageEdges } from '../graph/package-edges.js';
import type { Version } from '../semver/blang.js';

export function exits(
  edges: PackageEdges,
  versionOf: (name: string) => Version | undefined,
  sources: readonly string[],
  per: number,
): [string, string][] {
  const out = new Map<string, [string, string]>();
  const add = (from: string, to: string): void => {
    if (from !== to) out.set(`${from}\u0000${to}`, [from, to]);
  };
  for (const { ix } of edges.channels) {
    const ranged: { slot: number; name: string }[] = [];
    for (const from of sources) {
      if (!ix.position.has(from)) continue;
      for (const j of ix.byName.get(from) ?? []) add(from, ix.entries[j]!.name);
      const v = versionOf(from);
      if (v !== undefined) ranged.push({ slot: ix.line.slotOf(v), name: from });
    }
    if (ranged.length === 0) continue;
    ranged.sort((a, b) => a.slot - b.slot);
    const left = ranged.map(() => per);
    // next[x]: the first source at or after x still wanting exits (path-halving union-find).
    const next = ranged.map((_, x) => x).concat(ranged.length);
    const find = (x: number): number => {
      while (next[x] !== x) x = next[x] = next[next[x]!]!;
      return x;
    };
    const slotOf = (name: string): number => {
      const v = versionOf(name);
      return v ? ix.line.slotOf(v) : -1;
    };
    const targets = ix.entries.flatMap((e, j) => (ix.runs[j]!.length > 0 ? [{ j, slot: slotOf(e.name) }] : []));
    targets.sort((a, b) => b.slot - a.slot || a.j - b.j);
    for (const { j } of targets) {
      const name = ix.entries[j]!.name;
      const r = ix.runs[j]!;
      for (let k = 0; k < r.length; k += 2) {
        for (
          let x = find(firstAtLeast(ranged, r[k]!));
          x < ranged.length && ranged[x]!.slot <= r[k + 1]!;
          x = find(x + 1)
        ) {
          if (ranged[x]!.name === name) continue;
          add(ranged[x]!.name, name);
          if (--left[x]! === 0) next[x] = x + 1;
        }
      }
    }
  }
  return [...out.values()];
}
