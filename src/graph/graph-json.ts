// The `graph --format json` shape (the README's Command line section): per channel its head,
// entries, every edge, and what OLM classic and OLM v1 upgrade each entry to. A channel whose skipRanges alone declare
// more than RANGE_EDGE_LIMIT edges (a range on every entry means n² of them) is listed bounded:
// skipRange-only edges summarised per declaring entry, v1 successor lists cut to V1_LIMIT.
import { versionString } from '../semver/blang.js';
import { opmHeads } from './heads.js';
import { classicOrder } from './classic.js';
import { channelIndex, v1Ranking, type ChannelIndex } from './channel-index.js';
import { edgeCounts, indexEdges, successorIndex, type Edge, type EntryLike } from './edges.js';
import { sortV1, type Candidate } from './v1.js';
import type { PackageView } from './view.js';

export interface ChannelGraph {
  readonly channel: string;
  readonly head?: string;
  readonly entries: { name: string; version?: string; deprecated: boolean }[];
  readonly edges: Edge[];
  /** Bounded form only: how many edges skipRanges alone declare, and the limit passed. */
  readonly bounded?: { rangeEdges: number; limit: number };
  /** Bounded form only: per entry with a skipRange, how many entries of the channel it covers. */
  readonly skipRanges?: { entry: string; skipRange: string; skipRangeLength?: number; covers: number }[];
  readonly successors: {
    classic?: Record<string, string | null>;
    v1: Record<string, string[]>;
    v1Omitted?: Record<string, number>;
  };
  readonly classicError?: string;
}

export interface PackageGraph {
  readonly package: string;
  readonly defaultChannel: string;
  readonly channels: ChannelGraph[];
}

export const RANGE_EDGE_LIMIT = 10_000;
export const V1_LIMIT = 10;

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function candidatesOf(view: PackageView, names: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const name of names) {
    const version = view.versions.get(name);
    if (version) out.push({ name, version, deprecated: view.deprecatedBundles.has(name) });
  }
  return out;
}

/** What a picture of the channel draws: head, entries and edges, without the successors. */
export type ChannelDrawing = Pick<ChannelGraph, 'channel' | 'head' | 'entries' | 'edges'>;

function drawing(
  view: PackageView,
  channel: string,
  entries: readonly EntryLike[],
  ix: ChannelIndex,
  bounded: boolean,
): ChannelDrawing {
  const heads = opmHeads(entries);
  return {
    channel,
    ...(heads.length === 1 ? { head: heads[0]! } : {}),
    entries: entries.map((e) => {
      const v = view.versions.get(e.name);
      return {
        name: e.name,
        ...(v ? { version: versionString(v) } : {}),
        deprecated: view.deprecatedBundles.has(e.name),
      };
    }),
    edges: indexEdges(ix, !bounded).sort((a, b) => byName(a.from, b.from) || byName(a.to, b.to)),
  };
}

/** channelGraph's head, entries and edges alone: a picture needs no OLM successors. */
export function channelDrawing(view: PackageView, channel: string, entries: readonly EntryLike[]): ChannelDrawing {
  const ix = channelIndex(entries, (n) => view.versions.get(n), view.deprecatedBundles);
  return drawing(view, channel, entries, ix, edgeCounts(ix).rangeOnly > RANGE_EDGE_LIMIT);
}

/** Characters of a skipRange the bounded summary shows. */
export const SHOWN_RANGE = 1_000;

// A range repeated by a YAML alias over every entry must not make the summary that many copies
// of a megabyte: past SHOWN_RANGE it is cut (ending in …) and its length given.
function shownRange(r: string): { skipRange: string; skipRangeLength?: number } {
  return r.length <= SHOWN_RANGE
    ? { skipRange: r }
    : { skipRange: `${r.slice(0, SHOWN_RANGE)}…`, skipRangeLength: r.length };
}

export function channelGraph(view: PackageView, channel: string, entries: readonly EntryLike[]): ChannelGraph {
  const version = (n: string) => view.versions.get(n);
  const ix = channelIndex(entries, version, view.deprecatedBundles);
  const order = classicOrder(entries, channel, view.name);
  const rangeEdges = edgeCounts(ix).rangeOnly;
  const bounded = rangeEdges > RANGE_EDGE_LIMIT;
  const drawn = drawing(view, channel, entries, ix, bounded);
  const edges = drawn.edges;
  // Null-prototype objects: bundle names are keys, and `__proto__` or `toString` is a name like any other.
  const classic: Record<string, string | null> = Object.create(null) as Record<string, string | null>;
  if (order.ok) for (const [name, next] of ix.table(order.order).bestForEntries()) classic[name] = next;
  const v1: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const v1Omitted: Record<string, number> = Object.create(null) as Record<string, number>;
  if (!bounded) {
    const targets = successorIndex(edges);
    for (const e of entries)
      v1[e.name] = sortV1(candidatesOf(view, [...(targets.get(e.name) ?? [])])).map((c) => c.name);
  } else {
    const table = ix.table(v1Ranking(entries, version, view.deprecatedBundles), V1_LIMIT + 1);
    for (const e of entries) {
      const top = table.top(e.name, version(e.name), V1_LIMIT);
      v1[e.name] = top.names;
      if (top.total > top.names.length) v1Omitted[e.name] = top.total - top.names.length;
    }
  }
  return {
    ...drawn,
    ...(bounded
      ? {
          bounded: { rangeEdges, limit: RANGE_EDGE_LIMIT },
          skipRanges: entries.flatMap((e, i) =>
            e.skipRange === '' ? [] : [{ entry: e.name, ...shownRange(e.skipRange), covers: ix.rangeTargetCount(i) }],
          ),
        }
      : {}),
    successors: { ...(order.ok ? { classic } : {}), v1, ...(bounded ? { v1Omitted } : {}) },
    ...(order.ok ? {} : { classicError: order.error }),
  };
}

export function packageGraph(view: PackageView, onlyChannel?: string): PackageGraph {
  const channels: ChannelGraph[] = [];
  for (const [name, entries] of view.channels) {
    if (onlyChannel === undefined || onlyChannel === name) channels.push(channelGraph(view, name, entries));
  }
  return { package: view.name, defaultChannel: view.defaultChannel, channels };
}
