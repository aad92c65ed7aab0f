// Which entries of a channel upgrade from a bundle, in a preference order (OLM classic: closest
// to the head; OLM v1: non-deprecated, then highest version), for any installed (name, version)
// in O(log n). Built in O(n log n): ranges are processed best first over the version line's
// slots, a "next slot still open" union-find giving each slot its first `depth` covering
// entries without ever visiting a full slot again. With `depth` 2 the best survives excluding
// the installed entry itself; deeper tables answer the first depth-1 successors.
import type { Version } from '../semver/blang.js';
import type { ChannelRelations } from './channel-relations.js';
import type { EntryLike } from './entry.js';
import { inRuns } from './version-line.js';

export interface SuccessorTable {
  /** The ranked entries upgrading from (name, version), best first: the first k (k < depth) and how many there are. */
  top(name: string, version: Version | undefined, k: number): { names: string[]; total: number };
  /** The first of top(name, version, 1), or null. */
  best(name: string, version: Version | undefined): string | null;
  /** best() for every entry of the channel as the installed bundle, at its own version. */
  bestForEntries(): Map<string, string | null>;
}

const NONE: readonly number[] = [];

/** Each entry's rank in `ranking` (-1: unranked), and the ranked entries' positions in rank order. */
function rankEntries(ix: ChannelRelations, ranking: readonly EntryLike[]): { rankOf: Int32Array; order: number[] } {
  const rankOf = new Int32Array(ix.entries.length).fill(-1);
  const order: number[] = [];
  for (const e of ranking) {
    const i = ix.position.get(e.name);
    if (i !== undefined && rankOf[i] === -1) {
      rankOf[i] = order.length;
      order.push(i);
    }
  }
  return { rankOf, order };
}

/**
 * Per slot of the version line, its first `depth` covering ranks (`top`, `filled` of them) and
 * how many ranked entries cover it in all (`covering`): ranges best first, a full slot skipped
 * through the union-find of the next open slot.
 */
function fillSlots(
  ix: ChannelRelations,
  order: readonly number[],
  depth: number,
): { top: Int32Array; filled: Uint8Array; covering: Int32Array } {
  const slots = ix.line.slots;
  const top = new Int32Array(slots * depth);
  const filled = new Uint8Array(slots);
  const open = new Int32Array(slots + 1).map((_, s) => s);
  const find = (s: number): number => {
    let root = s;
    while (open[root] !== root) root = open[root]!;
    while (open[s] !== root) {
      const up = open[s]!;
      open[s] = root;
      s = up;
    }
    return root;
  };
  const covering = new Int32Array(slots + 1);
  order.forEach((i, r) => {
    const runs = ix.runs[i]!;
    for (let k = 0; k < runs.length; k += 2) {
      const first = runs[k]!;
      const last = runs[k + 1]!;
      covering[first]!++;
      covering[last + 1]!--;
      for (let s = find(first); s <= last; s = find(s + 1)) {
        top[s * depth + filled[s]!++] = r;
        if (filled[s] === depth) open[s] = s + 1;
      }
    }
  });
  for (let s = 1; s <= slots; s++) covering[s]! += covering[s - 1]!;
  return { top, filled, covering };
}

/** The ranks of the entries each bundle name is the replaces or skips target of, ascending. */
function ranksByName(ix: ChannelRelations, rankOf: Int32Array): Map<string, number[]> {
  const named = new Map<string, number[]>();
  for (const [name, is] of ix.byName) {
    // Mostly one entry names a bundle (a replaces chain): no intermediate arrays for those.
    if (is.length === 1) {
      if (rankOf[is[0]!]! >= 0) named.set(name, [rankOf[is[0]!]!]);
      continue;
    }
    const ranks = is
      .map((i) => rankOf[i]!)
      .filter((r) => r >= 0)
      .sort((a, b) => a - b);
    if (ranks.length > 0) named.set(name, ranks);
  }
  return named;
}

export function successorTable(ix: ChannelRelations, ranking: readonly EntryLike[], depth: number): SuccessorTable {
  if (!Number.isInteger(depth) || depth < 2 || depth > 255) throw new RangeError(`table depth ${depth} out of 2..255`);
  const { rankOf, order } = rankEntries(ix, ranking);
  const { top, filled, covering } = fillSlots(ix, order, depth);
  const named = ranksByName(ix, rankOf);

  // The ranked entries upgrading from (name, at slot s), best first, up to k (k < depth), into `out`.
  const firstK = (name: string, s: number, k: number, out: number[] = []): number[] => {
    const self = ix.position.get(name);
    const byName = named.get(name) ?? NONE;
    const inRange = s >= 0 ? filled[s]! : 0;
    for (let a = 0, b = 0; out.length < k && (a < inRange || b < byName.length);) {
      const x = a < inRange ? top[s * depth + a]! : Infinity;
      const y = b < byName.length ? byName[b]! : Infinity;
      const r = Math.min(x, y);
      if (x === r) a++;
      if (y === r) b++;
      if (order[r] !== self) out.push(order[r]!);
    }
    return out;
  };
  const slotOf = (version: Version | undefined) => (version ? ix.line.slotOf(version) : -1);
  const topOf = (name: string, version: Version | undefined, k: number) => {
    if (k >= depth) throw new RangeError(`a table of depth ${depth} answers at most ${depth - 1} successors`);
    const s = slotOf(version);
    const self = ix.position.get(name);
    let total = s >= 0 ? covering[s]! : 0;
    if (s >= 0 && self !== undefined && rankOf[self]! >= 0 && inRuns(ix.runs[self]!, s)) total--;
    for (const r of named.get(name) ?? []) if (!(s >= 0 && inRuns(ix.runs[order[r]!]!, s))) total++;
    return { names: firstK(name, s, k).map((i) => ix.entries[i]!.name), total };
  };
  // bestForEntries asks once per entry of a large channel: one scratch list, not one each.
  const scratch: number[] = [];
  const bestAt = (name: string, s: number) => {
    scratch.length = 0;
    const i = firstK(name, s, 1, scratch)[0];
    return i === undefined ? null : ix.entries[i]!.name;
  };
  return {
    top: topOf,
    best: (name, version) => bestAt(name, slotOf(version)),
    bestForEntries: () => {
      const out = new Map<string, string | null>();
      ix.entries.forEach((e, i) => out.set(e.name, bestAt(e.name, ix.entrySlots[i]!)));
      return out;
    },
  };
}
