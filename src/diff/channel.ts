// What a pull request changes in one channel: its head, its upgrade edges (as OLM matches them,
// see edge-changes.ts), edges that lead downwards, and what OLM classic and OLM v1 upgrade each
// install to (resolve's picks). A channel whose graph is the same on both sides has no change.
import type { RawDocument } from '../catalog/types.js';
import { versionString } from '../semver/blang.js';
import { channelHeads } from '../graph/heads.js';
import type { Draft } from '../model/draft.js';
import { EVERY_CONSUMER, type Consumers } from '../model/consumers.js';
import type { Side } from './side.js';
import { channelPair, newChannel, type ChannelPair } from './channel-pair.js';
import type { Installs } from './coverage.js';
import { edgeChanges, type EdgeChange } from './edge-changes.js';
import { stillReaches } from './upgrade-path-lost.js';

export type { EdgeChange } from './edge-changes.js';

export interface ChannelChange {
  readonly channel: string;
  readonly status: 'added' | 'removed' | 'modified' | 'unchanged';
  readonly head: { base?: string; head?: string };
  /** Edges new in head (all of a new channel's edges). */
  readonly edgesAdded: EdgeChange[];
  /** Edges whose target is still in the channel but no longer covers the source (none for a removed channel). */
  readonly edgesRemoved: EdgeChange[];
  /** Edges not listed past EDGE_LIST_LIMIT per list (absent when none). */
  readonly edgesOmitted?: number;
}

export const list = (xs: readonly string[], max = 12): string =>
  xs.length <= max ? xs.join(', ') : `${xs.slice(0, max).join(', ')} and ${xs.length - max} more`;
const show = (e: EdgeChange): string => `${e.from} → ${e.to} (${e.via.join(', ')})`;

function uniqueHead(side: Side | undefined, channel: string): string | undefined {
  const heads = channelHeads(side?.view.channels.get(channel) ?? []);
  return heads.length === 1 ? heads[0] : undefined;
}

export function diffChannel(
  pkg: string,
  channel: string,
  base: Side | undefined,
  head: Side | undefined,
  drafts: Draft[],
  consumers: Consumers = EVERY_CONSUMER,
): ChannelChange {
  const inBase = base?.view.channels.has(channel) ?? false;
  const inHead = head?.view.channels.has(channel) ?? false;
  const hb = inBase ? uniqueHead(base, channel) : undefined;
  const hh = inHead ? uniqueHead(head, channel) : undefined;
  const h = { ...(hb ? { base: hb } : {}), ...(hh ? { head: hh } : {}) };
  const who = { package: pkg, channel };
  const hdoc: RawDocument | undefined = head?.model.channels.get(channel)?.doc?.doc;
  const at = hdoc ? { doc: hdoc, path: ['name'] } : head ? { doc: head.model.doc.doc, path: ['name'] } : undefined;
  if (!inBase) {
    const fresh = newChannel(head!.view, channel);
    // In a new package, package-added says it all.
    if (base)
      drafts.push({
        ...who,
        rule: 'channel-added',
        message: `new channel "${channel}"${h.head ? ` with head ${h.head}` : ''}`,
        at,
      });
    const { added, omitted, down } = edgeChanges(fresh.installs, [], fresh.entries, (to) =>
      head!.view.versions.get(to),
    );
    downgrades(pkg, channel, fresh.installs, head!, down, drafts, consumers);
    return {
      channel,
      status: 'added',
      head: h,
      edgesAdded: added,
      edgesRemoved: [],
      ...(omitted.added > 0 ? { edgesOmitted: omitted.added } : {}),
    };
  }
  if (!inHead) {
    const entries = base!.view.channels.get(channel)!.map((e) => e.name);
    if (head)
      drafts.push({
        ...who,
        rule: 'channel-removed',
        message:
          `channel "${channel}" is removed: subscribers on ${list(entries)} lose their updates; keep the ` +
          `channel (or deprecate it) until they have moved`,
        at,
      });
    return { channel, status: 'removed', head: h, edgesAdded: [], edgesRemoved: [] };
  }
  const pair = channelPair(base!, head!, channel);
  if (pair.same) return { channel, status: 'unchanged', head: h, edgesAdded: [], edgesRemoved: [] };
  const { added, removed, omitted, down } = edgeChanges(pair.installs, pair.baseEntries, pair.headEntries, (to) =>
    head!.view.versions.get(to),
  );
  if (h.base !== h.head && h.base && h.head)
    drafts.push({
      ...who,
      rule: 'channel-head-changed',
      message: `the head of channel "${channel}" moves from ${h.base} to ${h.head}`,
      at,
    });
  if (added.length > 0)
    drafts.push({
      ...who,
      rule: 'edge-added',
      message: `new upgrade edges in channel "${channel}": ${list(added.map(show))}`,
      at,
    });
  downgrades(pkg, channel, pair.installs, head!, down, drafts, consumers);
  if (removed.length > 0) {
    // Installs of every source still reach the head: the edge's loss changes no one's outcome.
    const harmless =
      omitted.removed === 0 &&
      removed.every((e) => stillReaches(pair, pair.installs.position(e.from)!, h.head, consumers));
    const sources = removed.length === 1 ? 'its source' : 'every source';
    const still = harmless ? `; installs of ${sources} still reach ${h.head ?? 'the channel head'}` : '';
    drafts.push({
      ...who,
      rule: 'edge-removed',
      at,
      message: `upgrade edges removed from channel "${channel}": ${list(removed.map(show))}${still}`,
      ...(harmless ? { severity: 'info' as const } : {}),
    });
  }
  successorChanges(pkg, channel, pair, at, drafts, consumers);
  const more = omitted.added + omitted.removed;
  return {
    channel,
    status: 'modified',
    head: h,
    edgesAdded: added,
    edgesRemoved: removed,
    ...(more > 0 ? { edgesOmitted: more } : {}),
  };
}

/** What the flavours that consume the catalog do with a downgrade edge. */
function downgradeEffect(c: Consumers): string {
  const classic = 'OLM classic follows such an edge down to the lower version';
  const v1 = 'OLM v1 stays on the higher one';
  if (c.classic && c.v1) return `${classic}, ${v1}`;
  if (c.classic) return `${classic} (OLM v1, which stays on the higher one, does not consume this catalog: ${c.why})`;
  return `${v1} (OLM classic, which would follow it down, does not consume this catalog: ${c.why})`;
}

/** edge-downgrade: new edges whose target has a lower version+release than their source. */
function downgrades(
  pkg: string,
  channel: string,
  installs: Installs,
  head: Side,
  down: readonly EdgeChange[],
  drafts: Draft[],
  consumers: Consumers,
): void {
  if (down.length === 0) return;
  const shown = down.map(
    (e) =>
      `${e.to} (${versionString(head.view.versions.get(e.to)!)}) upgrades from ${e.from} (` +
      `${versionString(installs.versions[installs.position(e.from)!]!)}) by ${e.via.join(', ')}`,
  );
  const entry = head.model.channels.get(channel)?.entries.find((e) => e.name === down[0]!.to);
  const doc = head.model.channels.get(channel)?.doc?.doc;
  drafts.push({
    package: pkg,
    channel,
    rule: 'edge-downgrade',
    message:
      `in channel "${channel}", ${list(shown)}: ${downgradeEffect(consumers)}; give the new bundle a version ` +
      `above those it replaces`,
    ...(doc && entry ? { at: { doc, path: ['entries', entry.index] } } : {}),
    // only classic moves an install down: without it, the edge changes no one's version
    ...(consumers.classic ? {} : { severity: 'info' as const }),
  });
}

function successorChanges(
  pkg: string,
  channel: string,
  pair: ChannelPair,
  at: Draft['at'],
  drafts: Draft[],
  consumers: Consumers,
): void {
  const headNames = pair.head.names;
  const changes: string[] = [];
  const label = (x: string | null): string => x ?? 'no upgrade';
  for (const e of pair.baseEntries) {
    if (!headNames.has(e.name)) continue;
    const p = pair.installs.position(e.name)!;
    const parts: string[] = [];
    const c0 = pair.base.classic?.pick[p];
    const c1 = pair.head.classic?.pick[p];
    if (consumers.classic && c0 !== undefined && c1 !== undefined && c0 !== c1)
      parts.push(`classic ${label(c0)} → ${label(c1)}`);
    const v0 = pair.base.v1[p]!;
    const v1 = pair.head.v1[p]!;
    if (consumers.v1 && v0 !== v1) parts.push(`v1 ${label(v0)} → ${label(v1)}`);
    if (parts.length > 0) changes.push(`${e.name} (${parts.join('; ')})`);
  }
  if (changes.length > 0)
    drafts.push({
      package: pkg,
      channel,
      rule: 'successor-changed',
      message: `in channel "${channel}", installed bundles now upgrade elsewhere: ${list(changes)}`,
      at,
    });
}
