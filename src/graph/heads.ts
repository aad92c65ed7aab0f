// opm's channel heads: entries no other entry names in `replaces` or `skips` (skipRange ignored).
// A diff asks for the heads of the same large channel from several rules (the head change, the
// stranded installs, both pictures): channelHeads works them out once per entries array.
import type { EntryLike } from './entry.js';

export function opmHeads(entries: readonly EntryLike[]): string[] {
  const incoming = new Set<string>();
  for (const e of entries) {
    if (e.replaces !== '') incoming.add(e.replaces);
    for (const s of e.skips) incoming.add(s);
  }
  return entries.filter((e) => !incoming.has(e.name)).map((e) => e.name);
}

// Keyed by the array itself: a model's channel entries are complete before any view holds them
// and are never changed afterwards.
const known = new WeakMap<readonly EntryLike[], readonly string[]>();

/** opmHeads, computed once per entries array (callers must not change the answer). */
export function channelHeads(entries: readonly EntryLike[]): readonly string[] {
  let heads = known.get(entries);
  if (!heads) known.set(entries, (heads = opmHeads(entries)));
  return heads;
}
