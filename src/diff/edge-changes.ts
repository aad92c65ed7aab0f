// Upgrade edges compared as OLM matches them: an edge is "entry E covers installs of (name N,
// version V)" through replaces, skips or a skipRange match. OLM matches names and versions, so an
// entry that still names or covers a deleted bundle keeps its edge; an edge is removed only when
// its target E survives and no longer covers N (N's version as base knew it). Only entries whose
// declaration changed are looked at: an unchanged one covers exactly what it covered.
import { upgradesFrom } from '../graph/classic.js';
import type { EntryLike, Via } from '../graph/edges.js';
import type { Version } from '../semver/blang.js';
import { sameDeclaration } from './channel-pair.js';
import type { Installs } from './coverage.js';

export interface EdgeChange {
  readonly from: string;
  readonly to: string;
  readonly via: Via[];
}

export interface EdgeChanges {
  /** At most `limit` edges each (a new nightly channel has n²/2 of them); the rest are counted. */
  readonly added: EdgeChange[];
  readonly removed: EdgeChange[];
  readonly omitted: { added: number; removed: number };
  /** New edges for which `isDown` holds (at most `limit`). */
  readonly down: EdgeChange[];
}

/** Edges listed per channel and kind, as the graph's own bound on skipRange edges. */
export const EDGE_LIST_LIMIT = 10_000;

function viaOf(e: EntryLike, name: string, version: Version | undefined): Via[] {
  const via: Via[] = [];
  if (e.replaces === name) via.push('replaces');
  if (e.skips.includes(name)) via.push('skips');
  if (e.skipRange !== '' && upgradesFrom({ ...e, replaces: '', skips: [] }, name, version)) via.push('skipRange');
  return via;
}

const byEdge = (a: EdgeChange, b: EdgeChange): number => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0);

/**
 * Edges new in head and edges removed from it, between installs of entries of the channel on
 * that side (`baseEntries` empty for a new channel). `isDown(position, target)`: whether a new
 * edge from the install at `position` to entry `target` leads to a lower version.
 */
export function edgeChanges(installs: Installs, baseEntries: readonly EntryLike[], headEntries: readonly EntryLike[], isDown: (position: number, target: string) => boolean, limit = EDGE_LIST_LIMIT): EdgeChanges {
  const inBase = new Map(baseEntries.map((e) => [e.name, e]));
  const inHead = new Set(headEntries.map((e) => e.name));
  const added: EdgeChange[] = [];
  const removed: EdgeChange[] = [];
  const down: EdgeChange[] = [];
  const omitted = { added: 0, removed: 0 };
  const edge = (e: EntryLike, p: number): EdgeChange => ({ from: installs.names[p]!, to: e.name, via: viaOf(e, installs.names[p]!, installs.versions[p]) });
  for (const e of headEntries) {
    const b = inBase.get(e.name);
    if (b && sameDeclaration(b, e)) continue;
    installs.forEachCovered(e, (p) => {
      const name = installs.names[p]!;
      if (!inHead.has(name) || (b && upgradesFrom(b, name, installs.versions[p]))) return;
      if (added.length < limit) added.push(edge(e, p));
      else omitted.added++;
      if (down.length < limit && isDown(p, e.name)) down.push(edge(e, p));
    });
    if (!b) continue;
    installs.forEachCovered(b, (p) => {
      const name = installs.names[p]!;
      if (!inBase.has(name) || upgradesFrom(e, name, installs.versions[p])) return;
      if (removed.length < limit) removed.push(edge(b, p));
      else omitted.removed++;
    });
  }
  return { added: added.sort(byEdge), removed: removed.sort(byEdge), omitted, down: down.sort(byEdge) };
}
