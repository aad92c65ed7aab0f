// The `graph --format json` shape (spec/CLI.md): per channel its head, entries, every edge, and
// what OLM classic and OLM v1 upgrade each entry to.
import { versionString } from '../semver/blang.js';
import { opmHeads } from '../rules/channel-graph.js';
import { classicOrder } from './classic.js';
import { channelEdges, successorIndex, type Edge, type EntryLike } from './edges.js';
import { sortV1, type Candidate } from './v1.js';
import type { PackageView } from './view.js';

export interface ChannelGraph {
  readonly channel: string;
  readonly head?: string;
  readonly entries: { name: string; version?: string; deprecated: boolean }[];
  readonly edges: Edge[];
  readonly successors: { classic?: Record<string, string | null>; v1: Record<string, string[]> };
  readonly classicError?: string;
}

export interface PackageGraph {
  readonly package: string;
  readonly defaultChannel: string;
  readonly channels: ChannelGraph[];
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function candidatesOf(view: PackageView, names: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const name of names) {
    const version = view.versions.get(name);
    if (version) out.push({ name, version, deprecated: view.deprecatedBundles.has(name) });
  }
  return out;
}

export function channelGraph(view: PackageView, channel: string, entries: readonly EntryLike[]): ChannelGraph {
  const version = (n: string) => view.versions.get(n);
  const heads = opmHeads(entries);
  const order = classicOrder(entries, channel, view.name);
  const edges = channelEdges(entries, version).sort((a, b) => byName(a.from, b.from) || byName(a.to, b.to));
  const targets = successorIndex(edges);
  const classic: Record<string, string | null> = {};
  const v1: Record<string, string[]> = {};
  for (const e of entries) {
    const next = targets.get(e.name) ?? new Set<string>();
    if (order.ok) classic[e.name] = order.order.find((o) => next.has(o.name))?.name ?? null;
    v1[e.name] = sortV1(candidatesOf(view, [...next])).map((c) => c.name);
  }
  return {
    channel,
    ...(heads.length === 1 ? { head: heads[0]! } : {}),
    entries: entries.map((e) => {
      const v = version(e.name);
      return { name: e.name, ...(v ? { version: versionString(v) } : {}), deprecated: view.deprecatedBundles.has(e.name) };
    }),
    edges,
    successors: order.ok ? { classic, v1 } : { v1 },
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
