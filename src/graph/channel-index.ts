// One channel's upgrade relations, indexed once in O(n log n) so that "which entries upgrade
// from (name, version)" never means scanning entries or materialising skipRange pairs:
// replaces/skips by name, skipRange as runs of slots on the channel's sorted version line.
import { rangeIntervals, type VersionInterval } from '../semver/blang-range.js';
import type { Version } from '../semver/blang.js';
import { cachedRange, type EntryLike } from './entry.js';
import type { ChannelRelations } from './channel-relations.js';
import { successorTable, type SuccessorTable } from './successor-table.js';
import { inRuns, mergeRuns, VersionLine } from './version-line.js';
import { sortV1 } from './v1.js';

export interface ChannelIndex extends ChannelRelations {
  /** upgradesFrom(entries[i], name, version), without matching ranges again. */
  upgrades(i: number, name: string, version: Version | undefined): boolean;
  /** The entries whose versions entries[i]'s skipRange contains (itself excluded), ascending. */
  rangeTargets(i: number): number[];
  /** How many entries rangeTargets(i) lists, without listing them. */
  rangeTargetCount(i: number): number;
  /** A table over `ranking` (best first; entries outside the channel ignored). */
  table(ranking: readonly EntryLike[], depth?: number): SuccessorTable;
  /** OLM v1's preference (non-deprecated, then version+release highest, then name), built on first use. */
  readonly v1: SuccessorTable;
  /** Every entry in channel order, built on first use: whether and how many entries upgrade from X. */
  readonly all: SuccessorTable;
}

/** OLM v1's ranking of the entries that have a version: sortV1, ties by name. */
export function v1Ranking(
  entries: readonly EntryLike[],
  versionOf: (name: string) => Version | undefined,
  deprecated: ReadonlySet<string>,
): EntryLike[] {
  const byName = new Map<string, EntryLike>();
  for (const e of entries) byName.set(e.name, e);
  const cands = [];
  for (const e of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const version = versionOf(e.name);
    if (version) cands.push({ name: e.name, version, deprecated: deprecated.has(e.name) });
  }
  return sortV1(cands).map((c) => byName.get(c.name)!);
}

// Shared by every entry without a skipRange: a 100,000-entry chain allocates no array per entry.
const NO_INTERVALS: readonly VersionInterval[] = [];
const NO_RUNS: readonly number[] = [];

/** A channel's entry positions by name, and per bundle name the entries declaring it in
 * `replaces` or `skips` (themselves excluded): each entry once per name, ascending. */
export function declarations(entries: readonly EntryLike[]): Pick<ChannelIndex, 'position' | 'byName'> {
  const position = new Map<string, number>();
  entries.forEach((e, i) => position.set(e.name, i));
  const byName = new Map<string, number[]>();
  // Entries come in ascending order, so a repeat is last.
  const declare = (n: string, i: number): void => {
    if (n === '' || n === entries[i]!.name) return;
    const l = byName.get(n);
    if (!l) byName.set(n, [i]);
    else if (l[l.length - 1] !== i) l.push(i);
  };
  entries.forEach((e, i) => {
    declare(e.replaces, i);
    for (const n of e.skips) declare(n, i);
  });
  return { position, byName };
}

/** The sorted version line of a channel: its entries' versions and its skipRanges' bounds. */
function versionLine(
  entries: readonly EntryLike[],
  versionOf: (name: string) => Version | undefined,
  intervals: readonly (readonly VersionInterval[])[],
): VersionLine {
  const points: Version[] = [];
  for (const e of entries) {
    const v = versionOf(e.name);
    if (v) points.push(v);
  }
  for (const ivs of new Set(intervals))
    for (const iv of ivs) {
      if (iv.lo) points.push(iv.lo.version);
      if (iv.hi) points.push(iv.hi.version);
    }
  return new VersionLine(points);
}

/** Per entry, the slots of the line its skipRange contains, as runs. */
function skipRangeRuns(intervals: readonly (readonly VersionInterval[])[], line: VersionLine): (readonly number[])[] {
  // Entries repeating one skipRange share its intervals: their runs are computed once.
  const runsOf = new Map<readonly VersionInterval[], ReturnType<typeof mergeRuns>>();
  return intervals.map((ivs) => {
    if (ivs.length === 0) return NO_RUNS;
    let r = runsOf.get(ivs);
    if (!r)
      runsOf.set(
        ivs,
        (r = mergeRuns(ivs.map((iv) => line.runOf(iv)).filter((x): x is [number, number] => x !== undefined))),
      );
    return r;
  });
}

/**
 * The entries at each version of the line, ascending: atKey[keyStart[k]] up to keyStart[k + 1]
 * for keys[k] (one array for the channel, not one per version); and `before`, entries per slot
 * prefix-summed: how many entries a run of slots holds.
 */
function entriesByVersion(
  line: VersionLine,
  slotOfEntry: Int32Array,
): { keyStart: Int32Array; atKey: Int32Array; before: Int32Array } {
  const keyStart = new Int32Array(line.keys.length + 1);
  for (const s of slotOfEntry) if (s >= 0) keyStart[(s - 1) / 2 + 1]!++;
  for (let k = 0; k < line.keys.length; k++) keyStart[k + 1]! += keyStart[k]!;
  const atKey = new Int32Array(keyStart[line.keys.length]!);
  const fill = keyStart.slice(0, line.keys.length);
  slotOfEntry.forEach((s, i) => {
    if (s >= 0) atKey[fill[(s - 1) / 2]!++] = i;
  });
  const before = new Int32Array(line.slots + 1);
  for (let s = 0; s < line.slots; s++)
    before[s + 1] = before[s]! + (s % 2 === 1 ? keyStart[(s + 1) / 2]! - keyStart[(s - 1) / 2]! : 0);
  return { keyStart, atKey, before };
}

export function channelIndex(
  entries: readonly EntryLike[],
  versionOf: (name: string) => Version | undefined,
  deprecated: ReadonlySet<string> = new Set(),
): ChannelIndex {
  const { position, byName } = declarations(entries);
  const intervals: (readonly VersionInterval[])[] = entries.map((e) => {
    const r = e.skipRange === '' ? null : cachedRange(e.skipRange);
    return r ? rangeIntervals(r) : NO_INTERVALS;
  });
  const line = versionLine(entries, versionOf, intervals);
  const runs = skipRangeRuns(intervals, line);
  const slotOfEntry = Int32Array.from(entries, (e) => {
    const v = versionOf(e.name);
    return v ? line.slotOf(v) : -1;
  });
  const { keyStart, atKey, before } = entriesByVersion(line, slotOfEntry);
  const upgrades = (i: number, name: string, version: Version | undefined): boolean => {
    const e = entries[i]!;
    if (e.name === name) return false;
    if (e.replaces === name || e.skips.includes(name)) return true;
    return version !== undefined && runs[i]!.length > 0 && inRuns(runs[i]!, line.slotOf(version));
  };
  const selfInRange = (i: number) => slotOfEntry[i]! >= 0 && inRuns(runs[i]!, slotOfEntry[i]!);
  let v1: SuccessorTable | undefined;
  let all: SuccessorTable | undefined;
  const index: ChannelIndex = {
    entries,
    versionOf,
    line,
    runs,
    byName,
    position,
    upgrades,
    entrySlots: slotOfEntry,
    rangeTargets(i) {
      const out: number[] = [];
      const r = runs[i]!;
      for (let k = 0; k < r.length; k += 2) {
        // Exact-version slots are the odd ones: from the first odd slot of the run, step 2.
        for (let s = r[k]! | 1; s <= r[k + 1]!; s += 2) {
          for (let x = keyStart[(s - 1) / 2]!; x < keyStart[(s + 1) / 2]!; x++) if (atKey[x] !== i) out.push(atKey[x]!);
        }
      }
      return out.sort((a, b) => a - b);
    },
    rangeTargetCount(i) {
      const r = runs[i]!;
      let n = 0;
      for (let k = 0; k < r.length; k += 2) n += before[r[k + 1]! + 1]! - before[r[k]!]!;
      return n - (selfInRange(i) ? 1 : 0);
    },
    table(ranking, depth = 2) {
      return successorTable(index, ranking, depth);
    },
    get v1() {
      return (v1 ??= successorTable(index, v1Ranking(entries, versionOf, deprecated), 2));
    },
    get all() {
      return (all ??= successorTable(index, entries, 2));
    },
  };
  return index;
}
