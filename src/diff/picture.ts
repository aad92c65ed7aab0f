// The upgrade graph of a changed package as the report draws it: every channel whole while it
// has at most PICTURE_NODE_LIMIT entries; a larger one cut to the neighbourhood of the change
// (entries added, removed or redeclared between the sides, the head, and their direct
// neighbours; skipRange edges only into those changed and the head), with a note saying so. A 100,000-entry channel
// costs the
// picture O(n log n) to index and a bounded number of nodes and edges to draw.
import { cutAround, nearestFirst } from '../graph/cut-around.js';
import { channelDrawing } from '../graph/graph-json.js';
import type { Edge, Via } from '../graph/edges.js';
import { renderMermaid, type PictureChannel } from '../graph/graph-mermaid.js';
import { packageEdges, type PackageEdges } from '../graph/package-edges.js';
import { inRuns } from '../graph/version-line.js';
import { channelHeads } from '../graph/heads.js';
import { sameDeclaration, sameVersion } from '../graph/same-entry.js';
import { entriesByName } from './entries-by-name.js';
import type { Side } from './side.js';

export const PICTURE_NODE_LIMIT = 100;

/** The entries of `side`'s channel that the other side lacks or has declared or versioned otherwise. */
function changedEntries(side: Side, other: Side | undefined, channel: string): string[] {
  const there = entriesByName(other?.view.channels.get(channel) ?? []);
  return (side.view.channels.get(channel) ?? [])
    .filter((e) => {
      const o = there.get(e.name);
      return (
        !o || !sameDeclaration(o, e) || !sameVersion(side.view.versions.get(e.name), other?.view.versions.get(e.name))
      );
    })
    .map((e) => e.name);
}

/** The cut channel: the seeds, then their neighbours nearest in channel order, up to the limit. */
function cutChannel(
  side: Side,
  sideEdges: PackageEdges,
  c: number,
  seeds: readonly string[],
  limit: number,
): PictureChannel {
  const { name: channel, ix } = sideEdges.channels[c]!;
  const heads = channelHeads(ix.entries);
  const kept = cutAround(
    [...heads, ...seeds],
    (s) => {
      const at = ix.position.get(s)!;
      const e = ix.entries[at]!;
      const declared = [e.replaces, ...e.skips].filter((n) => ix.position.has(n));
      const ranged = nearestFirst(
        sideEdges.into(c, s).filter((n) => !declared.includes(n)),
        ix.position,
        at,
      );
      const after = nearestFirst(
        sideEdges.outOf(c, [s], () => true).map(([, to]) => to),
        ix.position,
        at,
      );
      return [...declared, ...after, ...ranged];
    },
    limit,
  );
  const focus = new Set([...heads, ...seeds]);
  const entries = ix.entries.filter((e) => kept.has(e.name));
  const edges: Edge[] = [];
  for (const e of entries) {
    const i = ix.position.get(e.name)!;
    const missing = new Set([e.replaces, ...e.skips].filter((n) => n !== '' && n !== e.name && !ix.position.has(n)));
    for (const from of [...new Set([e.replaces, ...e.skips, ...entries.map((x) => x.name)])]) {
      if (from === '' || from === e.name || (!kept.has(from) && !missing.has(from))) continue;
      const v = side.view.versions.get(from);
      const via: Via[] = [];
      if (e.replaces === from) via.push('replaces');
      if (e.skips.includes(from)) via.push('skips');
      // A skipRange on every entry would draw n²/2 edges: only those into the change and the head.
      if (kept.has(from) && v && (focus.has(e.name) || via.length > 0) && inRuns(ix.runs[i]!, ix.line.slotOf(v)))
        via.push('skipRange');
      if (via.length > 0)
        edges.push(missing.has(from) ? { from, to: e.name, via, missing: true } : { from, to: e.name, via });
    }
  }
  edges.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
  return {
    channel,
    ...(heads.length === 1 ? { head: heads[0]! } : {}),
    entries: entries.map((e) => ({ name: e.name, deprecated: side.view.deprecatedBundles.has(e.name) })),
    edges,
    note:
      `… ${ix.entries.length - entries.length} more entries not drawn; skipRange edges drawn only into the ` +
      `head and the changed entries (see fbc-bot graph)`,
  };
}

/** `side`'s picture, cut where a channel is large around what differs from `other`. */
export function picture(side: Side, other: Side | undefined, limit = PICTURE_NODE_LIMIT): string {
  const big = [...side.view.channels.values()].some((entries) => entries.length > limit);
  const sideEdges = big ? packageEdges(side.view) : undefined;
  const channels = [...side.view.channels].map(([name, entries], c) =>
    entries.length > limit
      ? cutChannel(side, sideEdges!, c, changedEntries(side, other, name), limit)
      : channelDrawing(side.view, name, entries),
  );
  return renderMermaid(
    [{ package: side.view.name, defaultChannel: side.view.defaultChannel, channels }],
    () => side.view.deprecatedChannels,
  );
}
