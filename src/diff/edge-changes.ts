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
 * that side (`baseEntries` empty for a new channel).
 */
export function edgeChanges(installs: Installs, baseEntries: readonly EntryLike[], headEntries: readonly EntryLike[]): { added: EdgeChange[]; removed: EdgeChange[] } {
  const inBase = new Map(baseEntries.map((e) => [e.name, e]));
  const inHead = new Set(headEntries.map((e) => e.name));
  const added: EdgeChange[] = [];
  const removed: EdgeChange[] = [];
  for (const e of headEntries) {
    const b = inBase.get(e.name);
    if (b && sameDeclaration(b, e)) continue;
    for (const p of installs.covered(e)) {
      const name = installs.names[p]!;
      const version = installs.versions[p];
      if (inHead.has(name) && !(b && upgradesFrom(b, name, version))) added.push({ from: name, to: e.name, via: viaOf(e, name, version) });
    }
    if (!b) continue;
    for (const p of installs.covered(b)) {
      const name = installs.names[p]!;
      const version = installs.versions[p];
      if (inBase.has(name) && !upgradesFrom(e, name, version)) removed.push({ from: name, to: e.name, via: viaOf(b, name, version) });
    }
  }
  return { added: added.sort(byEdge), removed: removed.sort(byEdge) };
}
