// Per-channel upgrade edges: every declared relation from the bundle being upgraded FROM to the
// entry that declares it — `replaces`, each `skips` item, and each entry whose version the
// declaring entry's skipRange contains (blang dialect). Targets not in the channel are kept,
// flagged `missing`.
import { blangRangeMatch, parseBlangRange, type BlangRange } from '../semver/blang-range.js';
import type { Version } from '../semver/blang.js';

export type Via = 'replaces' | 'skips' | 'skipRange';

export interface EntryLike {
  readonly name: string;
  readonly replaces: string;
  readonly skips: readonly string[];
  readonly skipRange: string;
}

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

const rangeCache = new Map<string, BlangRange | null>();

export function cachedRange(s: string): BlangRange | null {
  let r = rangeCache.get(s);
  if (r === undefined) {
    const p = parseBlangRange(s);
    r = p.ok ? p.value : null;
    rangeCache.set(s, r);
  }
  return r;
}

/** All edges of one channel; `versionOf` gives an entry's bundle version (if it has one). */
export function channelEdges(entries: readonly EntryLike[], versionOf: (name: string) => Version | undefined): Edge[] {
  const names = new Set(entries.map((e) => e.name));
  const byKey = new Map<string, { from: string; to: string; via: Set<Via> }>();
  const add = (from: string, to: string, via: Via): void => {
    if (from === to) return;
    const k = `${from}\u0000${to}`;
    let e = byKey.get(k);
    if (!e) byKey.set(k, (e = { from, to, via: new Set() }));
    e.via.add(via);
  };
  for (const e of entries) {
    if (e.replaces !== '') add(e.replaces, e.name, 'replaces');
    for (const s of e.skips) if (s !== '') add(s, e.name, 'skips');
    if (e.skipRange !== '') {
      const r = cachedRange(e.skipRange);
      if (!r) continue;
      for (const other of entries) {
        const v = versionOf(other.name);
        if (v && blangRangeMatch(r, v) === true) add(other.name, e.name, 'skipRange');
      }
    }
  }
  const order: Via[] = ['replaces', 'skips', 'skipRange'];
  return [...byKey.values()].map((e) => {
    const edge: Edge = { from: e.from, to: e.to, via: order.filter((v) => e.via.has(v)) };
    return names.has(e.from) ? edge : { ...edge, missing: true };
  });
}
