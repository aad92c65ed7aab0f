// A channel side's entries by name. Keyed by the entries array itself, as channelHeads: a
// model's channel entries never change once built.
import type { EntryLike } from '../graph/edges.js';

const named = new WeakMap<readonly EntryLike[], ReadonlyMap<string, EntryLike>>();

/** Entries by name, built once per entries array: the pair, the picks, both pictures, the change
 * graph and the edge comparison each ask for a large channel's on both sides. */
export function entriesByName(entries: readonly EntryLike[]): ReadonlyMap<string, EntryLike> {
  let out = named.get(entries);
  if (!out) {
    const m = new Map<string, EntryLike>();
    for (const e of entries) m.set(e.name, e);
    named.set(entries, (out = m));
  }
  return out;
}
