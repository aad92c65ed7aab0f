// The change graph of a package: per changed channel, base ∪ head as one graph, every bundle and
// edge marked added, removed or unchanged, the installs this change strands and the heads marked.
// A channel of more than CHANGE_NODE_LIMIT bundles is cut to the neighbourhood of the change
// (the changed bundles, the heads, then their direct neighbours nearest in channel order), and
// says how many it leaves out. Edges are asked per kept bundle (package-edges.ts), so a channel
// with a skipRange on each of 100,000 entries costs the kept bundles' edges, never n².
import { cutAround, nearestFirst } from '../graph/cut-around.js';
import { packageEdges, type PackageEdges } from '../graph/package-edges.js';
import type { Via } from '../graph/edges.js';
import { channelHeads } from '../graph/heads.js';
import { sameDeclaration, sameVersion } from '../graph/same-entry.js';
import { entriesByName } from './entries-by-name.js';
import { viaOf } from './edge-changes.js';
import type { ChannelChange } from './package-changes.js';
import type { Side } from './side.js';

export const CHANGE_NODE_LIMIT = 40;

export type Mark = 'added' | 'removed' | 'changed' | 'same';

export interface ChangeNode {
  readonly name: string;
  readonly mark: Mark;
  /** An install of it reached head's channel head in base and does not any more (upgrade-path-lost). */
  readonly stranded?: true;
  /** It is a head of the channel in head (one of several when the channel has more). */
  readonly head?: true;
  /** No olm.bundle of the package has this name (head's, or base's for a removed entry): an entry
   * that installs nothing, which the picture must not show as a bundle added. */
  readonly noBundle?: true;
  /** Stranded installs upgraded through it in base and do not in head (stranding-cause.ts). */
  readonly cause?: true;
  /** An entry of head's channel skips it. */
  readonly skipped?: true;
}

export interface ChangeEdge {
  readonly from: string;
  readonly to: string;
  readonly via: readonly Via[];
  readonly mark: 'added' | 'removed' | 'same';
}

export interface ChangeChannel {
  readonly channel: string;
  readonly status: ChannelChange['status'];
  /** Head's heads: more than one is the channel's error. */
  readonly heads: readonly string[];
  readonly nodes: readonly ChangeNode[];
  readonly edges: readonly ChangeEdge[];
  /** Unchanged bundles of the channel left out of the cut picture. */
  readonly hidden: number;
}

export interface ChangeGraph {
  readonly package: string;
  readonly defaultChannel: string;
  readonly channels: readonly ChangeChannel[];
}

interface SideEdges {
  readonly side: Side;
  readonly edges: PackageEdges;
  readonly channelIndex: number;
}

function sideOf(side: Side | undefined, channel: string): SideEdges | undefined {
  if (!side || !side.view.channels.has(channel)) return undefined;
  const edges = packageEdges(side.view);
  return { side, edges, channelIndex: edges.channels.findIndex((ch) => ch.name === channel) };
}

/** Edges into `to` on one side, from bundles `kept` holds, with how each is declared: a pair
 * test each, so a skipRange covering the whole channel costs the kept bundles, not the channel. */
function edgesInto(s: SideEdges, to: string, kept: ReadonlySet<string>): Map<string, Via[]> {
  const out = new Map<string, Via[]>();
  const ix = s.edges.channels[s.channelIndex]!.ix;
  const i = ix.position.get(to)!;
  const e = ix.entries[i]!;
  for (const from of kept) {
    if (from === to || !ix.position.has(from) || !ix.upgrades(i, from, s.side.view.versions.get(from))) continue;
    // Every way the edge is declared, as the full graph and the edge changes name it.
    out.set(from, viaOf(e, from, s.side.view.versions.get(from)));
  }
  return out;
}

/** The edges among the drawn bundles `names` on either side, each marked added, removed or same. */
function drawnEdges(
  names: readonly string[],
  kept: ReadonlySet<string>,
  focus: ReadonlySet<string>,
  cause: ReadonlySet<string>,
  b: SideEdges | undefined,
  h: SideEdges | undefined,
): ChangeEdge[] {
  const edges: ChangeEdge[] = [];
  for (const to of names) {
    const into = (x: SideEdges | undefined): Map<string, Via[]> =>
      x && x.edges.channels[x.channelIndex]!.ix.position.has(to) ? edgesInto(x, to, kept) : new Map();
    const was = into(b);
    const is = into(h);
    for (const from of names) {
      const x = was.get(from);
      const y = is.get(from);
      if (!x && !y) continue;
      const m = !x ? 'added' : !y ? 'removed' : 'same';
      const via = [...new Set([...(y ?? []), ...(x ?? [])])];
      // A skipRange on every entry draws n²/2 edges: unchanged ones only into what changed, and
      // every edge of a stranding's cause (the way up it cut is the point of the picture).
      if (m === 'same' && via.every((v) => v === 'skipRange') && !focus.has(to) && !cause.has(from)) continue;
      edges.push({ from, to, via, mark: m });
    }
  }
  return edges;
}

function channelGraph(
  change: ChannelChange,
  base: Side | undefined,
  head: Side | undefined,
  stranded: readonly string[],
  causes: readonly string[],
  limit: number,
): ChangeChannel {
  const b = sideOf(base, change.channel);
  const h = sideOf(head, change.channel);
  const bEntries = base?.view.channels.get(change.channel) ?? [];
  const hEntries = head?.view.channels.get(change.channel) ?? [];
  const before = entriesByName(bEntries);
  const after = entriesByName(hEntries);
  const marks = new Map<string, Mark>();
  const mark = (n: string): Mark => {
    let m = marks.get(n);
    if (m === undefined) marks.set(n, (m = markOf(n)));
    return m;
  };
  const markOf = (n: string): Mark => {
    const x = before.get(n);
    const y = after.get(n);
    if (!x) return 'added';
    if (!y) return 'removed';
    return sameDeclaration(x, y) && sameVersion(base!.view.versions.get(n), head!.view.versions.get(n))
      ? 'same'
      : 'changed';
  };
  const heads = channelHeads(hEntries);
  const lost = new Set(stranded);
  const cause = new Set(causes);
  const skipped = new Set(hEntries.flatMap((e) => e.skips));
  // Union in channel order: head's entries, then those only base had.
  const all = [...hEntries.map((e) => e.name), ...bEntries.filter((e) => !after.has(e.name)).map((e) => e.name)];
  let kept: Set<string>;
  if (all.length <= limit) kept = new Set(all);
  else {
    // One pass, not memoised: every bundle of a large channel is asked once here.
    const removed: string[] = [];
    const changed: string[] = [];
    for (const n of all) {
      const m = markOf(n);
      if (m === 'removed') removed.push(n);
      else if (m !== 'same') changed.push(n);
    }
    // One hop out from what changed, nearest in channel order first, on both sides.
    const position = new Map<string, number>();
    all.forEach((n, i) => position.set(n, i));
    kept = cutAround(
      [...heads, ...channelHeads(bEntries), ...causes, ...stranded, ...removed, ...changed],
      (s) => {
        const near: string[] = [];
        for (const x of [h, b]) {
          if (!x || !x.edges.channels[x.channelIndex]!.ix.position.has(s)) continue;
          near.push(
            ...x.edges.into(x.channelIndex, s),
            ...x.edges.outOf(x.channelIndex, [s], () => true).map(([, to]) => to),
          );
        }
        return nearestFirst(near, position, position.get(s)!);
      },
      limit,
    );
  }
  const names = all.filter((n) => kept.has(n));
  const focus = new Set([...heads, ...names.filter((n) => mark(n) !== 'same' || lost.has(n) || cause.has(n))]);
  const edges = drawnEdges(names, kept, focus, cause, b, h);
  return {
    channel: change.channel,
    status: change.status,
    heads,
    nodes: names.map((n) => ({
      name: n,
      mark: mark(n),
      ...(lost.has(n) ? { stranded: true as const } : {}),
      ...(heads.includes(n) ? { head: true as const } : {}),
      ...(!((mark(n) === 'removed' ? base : head)?.model.bundles.has(n) ?? true) ? { noBundle: true as const } : {}),
      ...(cause.has(n) ? { cause: true as const } : {}),
      ...(skipped.has(n) ? { skipped: true as const } : {}),
    })),
    edges,
    hidden: all.length - names.length,
  };
}

/**
 * The change graph of a changed package: its changed channels; `stranded`: per channel, the installs this change
 * strands; `causes`: per channel, the entries it strands them at (stranding-cause.ts).
 */
export function changeGraph(
  base: Side | undefined,
  head: Side | undefined,
  channels: readonly ChannelChange[],
  stranded: ReadonlyMap<string, readonly string[]>,
  causes: ReadonlyMap<string, readonly string[]> = new Map(),
  limit = CHANGE_NODE_LIMIT,
): ChangeGraph {
  const view = (head ?? base)!.view;
  return {
    package: view.name,
    defaultChannel: view.defaultChannel,
    channels: channels
      .filter((c) => c.status !== 'unchanged')
      .map((c) => channelGraph(c, base, head, stranded.get(c.channel) ?? [], causes.get(c.channel) ?? [], limit)),
  };
}
