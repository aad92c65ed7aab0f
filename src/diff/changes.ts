// What a pull request changes in one package: packages, channels, bundles, upgrade edges, heads
// and successors, as the `changes` section of the report and as change findings. Removed things
// have no place in head; they are anchored on what still exists (the channel or package).
import type { RawDocument } from '../catalog/types.js';
import { channelEdges, type Edge } from '../graph/edges.js';
import { channelGraph } from '../graph/graph-json.js';
import type { PackageView } from '../graph/view.js';
import type { Draft } from '../rules/draft.js';
import { opmHeads } from '../rules/channel-graph.js';
import type { MPackage } from '../rules/model.js';
import { documentText, documentValue } from '../catalog/redecode.js';
import { canonical } from './bundle-content.js';
import { bundleChanges } from './bundle-changes.js';

export interface EdgeChange {
  readonly from: string;
  readonly to: string;
  readonly via: string[];
}

export interface ChannelChange {
  readonly channel: string;
  readonly status: 'added' | 'removed' | 'modified' | 'unchanged';
  readonly head: { base?: string; head?: string };
  readonly edgesAdded: EdgeChange[];
  readonly edgesRemoved: EdgeChange[];
}

export interface PackageChange {
  readonly catalog: string;
  readonly package: string;
  readonly status: 'added' | 'removed' | 'modified';
  readonly channels: ChannelChange[];
  readonly bundlesAdded: string[];
  readonly bundlesRemoved: string[];
  readonly bundlesModified: string[];
}

/** One side of a package: its graph view and its model (for positions). */
export interface Side {
  readonly view: PackageView;
  readonly model: MPackage;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const edgeKey = (e: Edge): string => `${e.from}\u0000${e.to}\u0000${e.via.join(',')}`;
const list = (xs: readonly string[], max = 12): string => (xs.length <= max ? xs.join(', ') : `${xs.slice(0, max).join(', ')} and ${xs.length - max} more`);

function uniqueHead(view: PackageView, channel: string): string | undefined {
  const heads = opmHeads(view.channels.get(channel) ?? []);
  return heads.length === 1 ? heads[0] : undefined;
}

function edgesOf(side: Side | undefined, channel: string): Edge[] {
  const entries = side?.view.channels.get(channel);
  return entries ? channelEdges(entries, (n) => side!.view.versions.get(n)).filter((e) => !e.missing) : [];
}

function channelDoc(side: Side | undefined, channel: string): RawDocument | undefined {
  return side?.model.channels.get(channel)?.c?.doc;
}

function diffChannel(pkg: string, channel: string, base: Side | undefined, head: Side | undefined, drafts: Draft[]): ChannelChange {
  const inBase = base?.view.channels.has(channel) ?? false;
  const inHead = head?.view.channels.has(channel) ?? false;
  const be = edgesOf(base, channel);
  const he = edgesOf(head, channel);
  const bk = new Set(be.map(edgeKey));
  const hk = new Set(he.map(edgeKey));
  const shape = (e: Edge): EdgeChange => ({ from: e.from, to: e.to, via: [...e.via] });
  const edgesAdded = he.filter((e) => !bk.has(edgeKey(e))).map(shape);
  const edgesRemoved = be.filter((e) => !hk.has(edgeKey(e))).map(shape);
  const h = { ...(inBase && uniqueHead(base!.view, channel) ? { base: uniqueHead(base!.view, channel) } : {}), ...(inHead && uniqueHead(head!.view, channel) ? { head: uniqueHead(head!.view, channel) } : {}) };
  const who = { package: pkg, channel };
  const hdoc = channelDoc(head, channel);
  const at = hdoc ? { doc: hdoc, path: ['name'] } : head ? { doc: head.model.p.doc, path: ['name'] } : undefined;
  if (!inBase) {
    // In a new package, package-added says it all.
    if (base) drafts.push({ ...who, rule: 'channel-added', message: `new channel "${channel}"${h.head ? ` with head ${h.head}` : ''}`, at });
    return { channel, status: 'added', head: h, edgesAdded, edgesRemoved: [] };
  }
  if (!inHead) {
    const entries = base!.view.channels.get(channel)!.map((e) => e.name);
    if (head) drafts.push({ ...who, rule: 'channel-removed', message: `channel "${channel}" is removed: subscribers on ${list(entries)} lose their updates; keep the channel (or deprecate it) until they have moved`, at });
    return { channel, status: 'removed', head: h, edgesAdded: [], edgesRemoved };
  }
  if (h.base !== h.head && h.base && h.head) drafts.push({ ...who, rule: 'channel-head-changed', message: `the head of channel "${channel}" moves from ${h.base} to ${h.head}`, at });
  if (edgesAdded.length > 0) drafts.push({ ...who, rule: 'edge-added', message: `new upgrade edges in channel "${channel}": ${list(edgesAdded.map((e) => `${e.from} → ${e.to} (${e.via.join(', ')})`))}`, at });
  if (edgesRemoved.length > 0) drafts.push({ ...who, rule: 'edge-removed', message: `upgrade edges removed from channel "${channel}": ${list(edgesRemoved.map((e) => `${e.from} → ${e.to} (${e.via.join(', ')})`))}`, at });
  successorChanges(pkg, channel, base!, head!, at, drafts);
  const changed = edgesAdded.length > 0 || edgesRemoved.length > 0 || h.base !== h.head || entryNames(base!, channel) !== entryNames(head!, channel);
  return { channel, status: changed ? 'modified' : 'unchanged', head: h, edgesAdded, edgesRemoved };
}

function entryNames(side: Side, channel: string): string {
  return (side.view.channels.get(channel) ?? []).map((e) => e.name).join('\u0000');
}

function successorChanges(pkg: string, channel: string, base: Side, head: Side, at: Draft['at'], drafts: Draft[]): void {
  const bg = channelGraph(base.view, channel, base.view.channels.get(channel)!);
  const hg = channelGraph(head.view, channel, head.view.channels.get(channel)!);
  const changes: string[] = [];
  for (const e of hg.entries) {
    if (!(e.name in bg.successors.v1)) continue;
    const c0 = bg.successors.classic?.[e.name] ?? null;
    const c1 = hg.successors.classic?.[e.name] ?? null;
    const v0 = bg.successors.v1[e.name]?.[0] ?? null;
    const v1 = hg.successors.v1[e.name]?.[0] ?? null;
    const parts: string[] = [];
    if (bg.successors.classic && hg.successors.classic && c0 !== c1) parts.push(`classic ${c0 ?? 'none'} → ${c1 ?? 'none'}`);
    if (v0 !== v1) parts.push(`v1 ${v0 ?? 'none'} → ${v1 ?? 'none'}`);
    if (parts.length > 0) changes.push(`${e.name} (${parts.join('; ')})`);
  }
  if (changes.length > 0) drafts.push({ package: pkg, channel, rule: 'successor-changed', message: `in channel "${channel}", installed bundles now upgrade elsewhere: ${list(changes)}`, at });
}

/** The olm.package document itself (description, icon, properties) changed, formatting aside. */
function packageDocChanged(base: RawDocument, head: RawDocument): boolean {
  return documentText(base) !== documentText(head) && canonical(documentValue(base)) !== canonical(documentValue(head));
}

/** The changes of one package between base and head (undefined when nothing changed). */
export function diffPackage(catalog: string, name: string, base: Side | undefined, head: Side | undefined, drafts: Draft[]): PackageChange | undefined {
  const who = { package: name };
  if (!base && head) {
    const channels = [...head.view.channels.keys()];
    drafts.push({ ...who, rule: 'package-added', message: `new package "${name}": ${head.model.bundles.size} bundle(s) in channel(s) ${channels.join(', ')} (default ${head.view.defaultChannel})`, at: { doc: head.model.p.doc, path: ['name'] } });
  }
  if (base && !head) {
    const versions = [...base.view.versions.keys()].sort(byName);
    drafts.push({ ...who, rule: 'package-removed', message: `package "${name}" is removed: subscribers on ${list(versions)} lose their updates and new installs fail; deprecate it first (olm.deprecations) and remove it later`, at: undefined });
  }
  if (base && head && base.view.defaultChannel !== head.view.defaultChannel) {
    drafts.push({ ...who, rule: 'default-channel-changed', message: `the default channel moves from "${base.view.defaultChannel}" to "${head.view.defaultChannel}": new installs and subscriptions without a channel follow it`, at: { doc: head.model.p.doc, path: ['defaultChannel'] } });
  }
  const channelNames = [...new Set([...(base?.view.channels.keys() ?? []), ...(head?.view.channels.keys() ?? [])])].sort(byName);
  const channels = channelNames.map((c) => diffChannel(name, c, base, head, drafts));
  const bNames = new Set(base?.model.bundles.keys() ?? []);
  const hNames = new Set(head?.model.bundles.keys() ?? []);
  const bundlesAdded = [...hNames].filter((n) => !bNames.has(n)).sort(byName);
  const bundlesRemoved = [...bNames].filter((n) => !hNames.has(n)).sort(byName);
  if (base) for (const n of bundlesAdded) drafts.push({ ...who, bundle: n, rule: 'bundle-added', message: `new bundle ${n}`, at: { doc: head!.model.bundles.get(n)!.b.doc, path: ['name'] } });
  for (const n of bundlesRemoved) {
    if (head) drafts.push({ ...who, bundle: n, rule: 'bundle-removed', message: `bundle ${n} is removed from the catalog`, at: { doc: head.model.p.doc, path: ['name'] } });
  }
  const bundlesModified = base && head ? bundleChanges(name, base.model, head.model, drafts) : [];
  const status = !base ? 'added' : !head ? 'removed' : 'modified';
  const changed = status !== 'modified' || bundlesAdded.length + bundlesRemoved.length + bundlesModified.length > 0 || channels.some((c) => c.status !== 'unchanged') ||
    base!.view.defaultChannel !== head!.view.defaultChannel || packageDocChanged(base!.model.p.doc, head!.model.p.doc);
  return changed ? { catalog, package: name, status, channels, bundlesAdded, bundlesRemoved, bundlesModified } : undefined;
}
