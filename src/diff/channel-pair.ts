// One channel as it is in base and in head, with the installs both sides are judged on and
// every pick OLM makes for them — computed once per channel and shared by the edge, successor and
// stranding rules.
import type { EntryLike } from '../graph/edges.js';
import type { Version } from '../semver/blang.js';
import { sameDeclaration, sameVersion } from '../graph/same-entry.js';
import type { PackageView } from '../graph/view.js';
import { Installs } from './coverage.js';
import { entriesByName } from './entries-by-name.js';
import { sidePicks, type SidePicks } from './picks.js';

/** One side of a package: its graph view and (for positions) its model. */
export interface PairSide {
  readonly view: PackageView;
}

export interface ChannelPair {
  readonly channel: string;
  readonly baseEntries: readonly EntryLike[];
  readonly headEntries: readonly EntryLike[];
  /** Every entry of either side, with the version OLM records for its installs (base's first). */
  readonly installs: Installs;
  /** The graph is the same on both sides: entries, their edges, versions and what is deprecated. */
  readonly same: boolean;
  readonly base: SidePicks;
  readonly head: SidePicks;
}

function sameGraph(base: PackageView, head: PackageView, be: readonly EntryLike[], he: readonly EntryLike[]): boolean {
  if (be.length !== he.length) return false;
  const byName = entriesByName(be);
  return he.every((e) => {
    const b = byName.get(e.name);
    return (
      b !== undefined &&
      sameDeclaration(b, e) &&
      sameVersion(base.versions.get(e.name), head.versions.get(e.name)) &&
      base.deprecatedBundles.has(e.name) === head.deprecatedBundles.has(e.name) &&
      base.notInstallable.has(e.name) === head.notInstallable.has(e.name)
    );
  });
}

const cache = new WeakMap<PairSide, WeakMap<PairSide, Map<string, ChannelPair>>>();

/** The pair for a channel both sides have (memoised per pair of sides). */
export function channelPair(base: PairSide, head: PairSide, channel: string): ChannelPair {
  let byHead = cache.get(base);
  if (!byHead) cache.set(base, (byHead = new WeakMap()));
  let byChannel = byHead.get(head);
  if (!byChannel) byHead.set(head, (byChannel = new Map()));
  let pair = byChannel.get(channel);
  if (!pair) byChannel.set(channel, (pair = build(base.view, head.view, channel)));
  return pair;
}

function build(base: PackageView, head: PackageView, channel: string): ChannelPair {
  const baseEntries = base.channels.get(channel) ?? [];
  const headEntries = head.channels.get(channel) ?? [];
  // Every caller stops at a channel that is the same on both sides (most of a changed package's):
  // its installs are not sorted, nor its picks made.
  let installs: Installs | undefined;
  const installsOf = (): Installs => {
    if (installs) return installs;
    const versions = new Map<string, Version | undefined>();
    for (const e of baseEntries) versions.set(e.name, base.versions.get(e.name) ?? head.versions.get(e.name));
    for (const e of headEntries)
      if (!versions.has(e.name)) versions.set(e.name, head.versions.get(e.name) ?? base.versions.get(e.name));
    return (installs = new Installs(versions));
  };
  let picks: { base: SidePicks; head: SidePicks } | undefined;
  const lazy = () =>
    (picks ??= {
      base: sidePicks(baseEntries, channel, base, installsOf()),
      head: sidePicks(headEntries, channel, head, installsOf()),
    });
  return {
    channel,
    baseEntries,
    headEntries,
    same: sameGraph(base, head, baseEntries, headEntries),
    get installs() {
      return installsOf();
    },
    get base() {
      return lazy().base;
    },
    get head() {
      return lazy().head;
    },
  };
}

/** The pair of a channel only head has (a new channel or package): base has no entries. */
export function newChannel(head: PackageView, channel: string): { installs: Installs; entries: readonly EntryLike[] } {
  const entries = head.channels.get(channel) ?? [];
  return { installs: new Installs(new Map(entries.map((e) => [e.name, head.versions.get(e.name)]))), entries };
}
