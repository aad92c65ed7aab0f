// Upgrade edges compared as OLM matches them: an edge is "entry E covers installs of (name N,
// version V)" through replaces, skips or a skipRange match. OLM matches names and versions, so an
// entry that still names or covers a deleted bundle keeps its edge; an edge is removed only when
// its target E survives and no longer covers N (N's version as base knew it). Only entries whose
// declaration changed are looked at: an unchanged one covers exactly what it covered.
//
// A skipRange covers runs of installs (sorted by version), so a new channel with a skipRange on
// every entry has n²/2 edges: they are listed up to the limit and the rest counted run by run,
// never visited. Downgrades are looked for only from the target's own version upwards.
import { upgradesFrom } from '../graph/classic.js';
import type { EntryLike, Via } from '../graph/edges.js';
import { compareVersionRelease, versionRelease } from '../graph/v1.js';
import type { Version } from '../semver/blang.js';
import { sameDeclaration } from '../graph/same-entry.js';
import { entriesByName } from './entries-by-name.js';
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
  /** New edges to a lower version+release than their source's (at most `limit`). */
  readonly down: EdgeChange[];
}

/** Edges listed per channel and kind, as the graph's own bound on skipRange edges. */
export const EDGE_LIST_LIMIT = 10_000;

let visits = 0;
/** Installs looked at one by one so far (a work counter for tests: it must not grow as n²). */
export const edgeChangeWork = (): number => visits;

/** Every way `e` declares the edge from `name` (replaces, skips, a skipRange covering its version). */
export function viaOf(e: EntryLike, name: string, version: Version | undefined): Via[] {
  const via: Via[] = [];
  if (e.replaces === name) via.push('replaces');
  if (e.skips.includes(name)) via.push('skips');
  if (e.skipRange !== '' && upgradesFrom({ ...e, replaces: '', skips: [] }, name, version)) via.push('skipRange');
  return via;
}

const byEdge = (a: EdgeChange, b: EdgeChange): number =>
  a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0;

/** The half-open position runs of `a` outside those of `b` (both sorted and disjoint). */
function minus(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
): [number, number][] {
  const out: [number, number][] = [];
  let j = 0;
  for (const [lo, hi] of a) {
    let from = lo;
    while (j < b.length && b[j]![1] <= from) j++;
    for (let k = j; k < b.length && b[k]![0] < hi; k++) {
      if (b[k]![0] > from) out.push([from, b[k]![0]]);
      from = Math.max(from, b[k]![1]);
    }
    if (from < hi) out.push([from, hi]);
  }
  return out;
}

/** The installs whose names a side's channel holds: counted over a run, or stepped through. */
class Members {
  private readonly before: Int32Array;
  private readonly next: Int32Array;

  constructor(
    installs: Installs,
    readonly names: ReadonlySet<string>,
  ) {
    const n = installs.size;
    this.before = new Int32Array(n + 1);
    this.next = new Int32Array(n + 1).fill(n);
    for (let p = 0; p < n; p++) this.before[p + 1] = this.before[p]! + (names.has(installs.names[p]!) ? 1 : 0);
    for (let p = n - 1; p >= 0; p--) this.next[p] = names.has(installs.names[p]!) ? p : this.next[p + 1]!;
  }

  count(a: number, b: number): number {
    return this.before[b]! - this.before[a]!;
  }

  /** The first member at or after p. */
  from(p: number): number {
    return this.next[p]!;
  }
}

/** What collecting a channel's edge changes shares: the installs, the list bound, the downgrades found. */
interface Collecting {
  readonly installs: Installs;
  readonly limit: number;
  readonly down: EdgeChange[];
}

const edgeOf = (installs: Installs, e: EntryLike, p: number): EdgeChange => ({
  from: installs.names[p]!,
  to: e.name,
  via: viaOf(e, installs.names[p]!, installs.versions[p]),
});
const runsOf = (installs: Installs, e: EntryLike | undefined) =>
  e && e.skipRange !== '' ? installs.intervals(e.skipRange) : [];
const namedBy = (installs: Installs, e: EntryLike | undefined): number[] =>
  e
    ? [e.replaces, ...e.skips].flatMap((n) => (n === '' ? [] : [installs.position(n) ?? -1])).filter((p) => p >= 0)
    : [];

/**
 * The edges into `e` from the installs it covers and `other` does not (its counterpart on the
 * other side, if any), from `members`' installs: listed in `out` while it has room, the rest
 * counted; `to` (new edges only) the version below which a source makes a downgrade.
 */
function collect(
  c: Collecting,
  e: EntryLike,
  other: EntryLike | undefined,
  members: Members,
  out: EdgeChange[],
  to: Version | undefined,
): number {
  const { installs, limit, down } = c;
  const edge = (x: EntryLike, p: number): EdgeChange => edgeOf(installs, x, p);
  let total = 0;
  const own = installs.position(e.name);
  const seen = new Set<number>(own === undefined ? [] : [own]);
  const toVR = to === undefined ? undefined : versionRelease(to);
  const isDown = (p: number): boolean => {
    const from = installs.versions[p];
    return toVR !== undefined && from !== undefined && compareVersionRelease(versionRelease(from), toVR) > 0;
  };
  const take = (p: number): void => {
    if (out.length < limit) out.push(edge(e, p));
    if (to !== undefined && down.length < limit && isDown(p)) down.push(edge(e, p));
  };
  const covers = (p: number): boolean =>
    other !== undefined && upgradesFrom(other, installs.names[p]!, installs.versions[p]);
  for (const p of namedBy(installs, e)) {
    if (seen.has(p)) continue;
    seen.add(p);
    visits++;
    if (!members.names.has(installs.names[p]!) || covers(p)) continue;
    total++;
    take(p);
  }
  // What `other` names is covered by it: left out of the runs with what `e` names and itself.
  for (const p of namedBy(installs, other)) seen.add(p);
  const left = minus(runsOf(installs, e), runsOf(installs, other));
  const [eqLo] = to === undefined ? [Infinity] : installs.samePrecedence(to);
  for (const [a, b] of left) {
    let n = members.count(a, b);
    for (const p of seen) if (p >= a && p < b && members.names.has(installs.names[p]!)) n--;
    total += n;
    // List while there is room, then look for downgrades from the target's precedence up: every
    // install past its equals is one, so this visits at most `limit` of them plus the equals.
    for (let p = members.from(a); p < b && out.length < limit; p = members.from(p + 1)) {
      visits++;
      if (!seen.has(p)) out.push(edge(e, p));
    }
    if (to === undefined) continue;
    for (let p = members.from(Math.max(a, eqLo)); p < b && down.length < limit; p = members.from(p + 1)) {
      visits++;
      if (!seen.has(p) && isDown(p)) down.push(edge(e, p));
    }
  }
  return total;
}

/**
 * Edges new in head and edges removed from it, between installs of entries of the channel on
 * that side (`baseEntries` empty for a new channel). `targetVersion(name)`: the version of head's
 * entry `name`, which a new edge into it is a downgrade from any higher install.
 */
export function edgeChanges(
  installs: Installs,
  baseEntries: readonly EntryLike[],
  headEntries: readonly EntryLike[],
  targetVersion: (name: string) => Version | undefined,
  limit = EDGE_LIST_LIMIT,
): EdgeChanges {
  const inBase = entriesByName(baseEntries);
  const baseMembers = new Members(installs, new Set(inBase.keys()));
  const headMembers = new Members(installs, new Set(headEntries.map((e) => e.name)));
  const added: EdgeChange[] = [];
  const removed: EdgeChange[] = [];
  const down: EdgeChange[] = [];
  const omitted = { added: 0, removed: 0 };
  const c: Collecting = { installs, limit, down };
  for (const e of headEntries) {
    const b = inBase.get(e.name);
    if (b && sameDeclaration(b, e)) continue;
    const before = added.length;
    omitted.added += collect(c, e, b, headMembers, added, targetVersion(e.name)) - (added.length - before);
    if (!b) continue;
    const was = removed.length;
    omitted.removed += collect(c, b, e, baseMembers, removed, undefined) - (removed.length - was);
  }
  return { added: added.sort(byEdge), removed: removed.sort(byEdge), omitted, down: down.sort(byEdge) };
}
