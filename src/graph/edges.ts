// Per-channel upgrade edges: every declared relation from the bundle being upgraded FROM to the
// entry that declares it — `replaces`, each `skips` item, and each entry whose version the
// declaring entry's skipRange contains (blang dialect). Targets not in the channel are kept,
// flagged `missing`. Listing costs O(n log n + edges) through the channel index; edgeCounts
// tells how many there are without listing them (a skipRange on every entry means n² edges).
import type { Version } from '../semver/blang.js';
import { channelIndex, type ChannelIndex } from './channel-index.js';
import { inRuns } from './version-line.js';

export { cachedRange, type EntryLike } from './entry.js';
import type { EntryLike } from './entry.js';

export type Via = 'replaces' | 'skips' | 'skipRange';

export interface Edge {
  readonly from: string;
  readonly to: string;
  readonly via: Via[];
  readonly missing?: true;
}

/** For each bundle, the entries that declare a direct upgrade from it (the edges' targets). */
export function successorIndex(edges: readonly Edge[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const e of edges) {
    let s = index.get(e.from);
    if (!s) index.set(e.from, (s = new Set()));
    s.add(e.to);
  }
  return index;
}

/** The names entries[i] declares by `replaces` or `skips` (itself and empty names excluded). */
export function declaredNames(e: EntryLike): Set<string> {
  const out = new Set<string>();
  for (const n of [e.replaces, ...e.skips]) if (n !== '' && n !== e.name) out.add(n);
  return out;
}

/** Whether entry i's skipRange contains the version of the channel entry named `name`. */
function rangeHolds(ix: ChannelIndex, i: number, name: string): boolean {
  if (!ix.position.has(name)) return false;
  const v = ix.versionOf(name);
  return v !== undefined && inRuns(ix.runs[i]!, ix.line.slotOf(v));
}

/** The edges of an indexed channel, in declaration order (entry, then replaces, skips, range targets). */
export function indexEdges(ix: ChannelIndex, withRangeOnly = true): Edge[] {
  const order: Via[] = ['replaces', 'skips', 'skipRange'];
  const out: Edge[] = [];
  ix.entries.forEach((e, i) => {
    const byFrom = new Map<string, Set<Via>>();
    const add = (from: string, via: Via) => {
      if (from === e.name) return;
      let s = byFrom.get(from);
      if (!s) byFrom.set(from, (s = new Set()));
      s.add(via);
    };
    if (e.replaces !== '') add(e.replaces, 'replaces');
    for (const s of e.skips) if (s !== '') add(s, 'skips');
    if (withRangeOnly) for (const j of ix.rangeTargets(i)) add(ix.entries[j]!.name, 'skipRange');
    else for (const n of byFrom.keys()) if (rangeHolds(ix, i, n)) add(n, 'skipRange');
    for (const [from, via] of byFrom) {
      const edge: Edge = { from, to: e.name, via: order.filter((v) => via.has(v)) };
      out.push(ix.position.has(from) ? edge : { ...edge, missing: true });
    }
  });
  return out;
}

/** How many edges indexEdges lists, and how many of them only a skipRange declares. */
export function edgeCounts(ix: ChannelIndex): { total: number; rangeOnly: number } {
  let total = 0;
  let rangeOnly = 0;
  ix.entries.forEach((e, i) => {
    const names = declaredNames(e);
    let both = 0;
    for (const n of names) if (rangeHolds(ix, i, n)) both++;
    const range = ix.rangeTargetCount(i);
    total += names.size + range - both;
    rangeOnly += range - both;
  });
  return { total, rangeOnly };
}

/** All edges of one channel; `versionOf` gives an entry's bundle version (if it has one). */
export function channelEdges(entries: readonly EntryLike[], versionOf: (name: string) => Version | undefined): Edge[] {
  return indexEdges(channelIndex(entries, versionOf));
}
