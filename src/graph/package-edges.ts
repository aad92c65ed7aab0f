// A package's upgrade edges over all its channels, answered per bundle instead of listed: which
// channels hold an edge, the edges into or out of one bundle. A change touches few bundles, and
// listing every edge of a channel with a skipRange on each entry costs n²; these queries cost
// the edges they return (edges out of a set of bundles: one pass over the channel, O(n log n)).
// `edgeWork()` counts edges and entries examined, so tests can bound the work a diff does.
import type { Version } from '../semver/blang.js';
import { channelIndex, declarations, type ChannelIndex } from './channel-index.js';
import { VersionLine } from './version-line.js';
import type { PackageView } from './view.js';

export interface PackageEdges {
  /** The view's channels in its order, each indexed once. */
  readonly channels: readonly { readonly name: string; readonly ix: EdgeIndex }[];
  /** The ordinals of the channels holding the edge from → to (ascending: the view's order). */
  channelsOf(from: string, to: string): number[];
  /** Sources of the edges into `to` in channel c, in declaration order (replaces, skips, range by position). */
  into(c: number, to: string): string[];
  /** The edges [from, to] out of any of `sources` in channel c into a target `wanted` (pairs may repeat). */
  outOf(c: number, sources: Iterable<string>, wanted: (to: string) => boolean): [string, string][];
  /** Where edge from → to sits in channel c's listing: `to`'s position, then its rank among `to`'s sources. */
  place(c: number, from: string, to: string): [number, number];
  /** Every source of an edge into `to`, any channel: unique, sorted. */
  predecessors(to: string): string[];
}

/** What the queries read of a channel index. */
export type EdgeIndex = Pick<
  ChannelIndex,
  'entries' | 'position' | 'byName' | 'upgrades' | 'rangeTargets' | 'runs' | 'line'
>;

const NO_RUNS: readonly number[] = [];

/** A channel without a skipRange needs no version line: its edges are its declarations. */
function declaredOnly(entries: ChannelIndex['entries']): EdgeIndex {
  const { position, byName } = declarations(entries);
  return {
    entries,
    position,
    byName,
    upgrades: (i, name) =>
      entries[i]!.name !== name && (entries[i]!.replaces === name || entries[i]!.skips.includes(name)),
    rangeTargets: () => [],
    runs: entries.map(() => NO_RUNS),
    line: new VersionLine([]),
  };
}

let work = 0;

/** The index of the first of `sorted` (ascending slots) whose slot is at least `slot`. */
export function firstAtLeast(sorted: readonly { slot: number }[], slot: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.slot < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Edges and entries the queries of every PackageEdges have examined so far. */
export function edgeWork(): number {
  return work;
}

// One per view: the CRD check and the picture of a changed package ask the same side.
const built = new WeakMap<PackageView, PackageEdges>();

export function packageEdges(view: PackageView): PackageEdges {
  let P = built.get(view);
  if (!P) built.set(view, (P = build(view)));
  return P;
}

function build(view: PackageView): PackageEdges {
  const versionOf = (n: string): Version | undefined => view.versions.get(n);
  const channels = [...view.channels].map(([name, entries]) => ({
    name,
    ix: entries.some((e) => e.skipRange !== '') ? channelIndex(entries, versionOf) : declaredOnly(entries),
  }));
  // The channels listing a bundle as an entry (a package has few channels: no per-bundle table).
  const holding = (name: string): number[] => channels.flatMap((ch, c) => (ch.ix.position.has(name) ? [c] : []));
  const has = (ix: EdgeIndex, from: string, to: string): boolean => {
    const i = ix.position.get(to);
    return i !== undefined && from !== to && ix.position.has(from) && ix.upgrades(i, from, versionOf(from));
  };
  const into = (c: number, to: string): string[] => {
    const ix = channels[c]!.ix;
    const i = ix.position.get(to);
    if (i === undefined) return [];
    const e = ix.entries[i]!;
    const out = new Set<string>();
    for (const n of [e.replaces, ...e.skips]) if (n !== '' && n !== to && ix.position.has(n)) out.add(n);
    for (const j of ix.rangeTargets(i)) out.add(ix.entries[j]!.name);
    work += out.size + 1;
    return [...out];
  };
  // One pass over the channel for any number of sources: each entry's runs against the sources' sorted slots.
  const outOf = (c: number, sources: Iterable<string>, wanted: (to: string) => boolean): [string, string][] => {
    const ix = channels[c]!.ix;
    const out: [string, string][] = [];
    const bySlot: { slot: number; name: string }[] = [];
    for (const from of sources) {
      if (!ix.position.has(from)) continue;
      for (const j of ix.byName.get(from) ?? []) if (wanted(ix.entries[j]!.name)) out.push([from, ix.entries[j]!.name]);
      const v = versionOf(from);
      if (v !== undefined) bySlot.push({ slot: ix.line.slotOf(v), name: from });
    }
    bySlot.sort((a, b) => a.slot - b.slot);
    work += ix.entries.length + bySlot.length;
    if (bySlot.length === 0) return out;
    ix.entries.forEach((e, j) => {
      const r = ix.runs[j]!;
      if (r.length === 0 || !wanted(e.name)) return;
      for (let k = 0; k < r.length; k += 2) {
        for (let x = firstAtLeast(bySlot, r[k]!); x < bySlot.length && bySlot[x]!.slot <= r[k + 1]!; x++) {
          const from = bySlot[x]!.name;
          if (from !== e.name) out.push([from, e.name]);
          work++;
        }
      }
    });
    return out;
  };
  return {
    channels,
    channelsOf(from, to) {
      return holding(to).filter((c) => has(channels[c]!.ix, from, to));
    },
    into,
    outOf,
    place(c, from, to) {
      const ix = channels[c]!.ix;
      const i = ix.position.get(to)!;
      const e = ix.entries[i]!;
      if (e.replaces === from) return [i, 0];
      const k = e.skips.indexOf(from);
      return [i, k >= 0 ? 1 + k : 1 + e.skips.length + ix.position.get(from)!];
    },
    predecessors(to) {
      const out = new Set<string>();
      for (const c of holding(to)) for (const n of into(c, to)) out.add(n);
      return [...out].sort();
    },
  };
}
