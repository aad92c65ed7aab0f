// OLM classic (Subscriptions): the resolver orders a channel into one replacement chain and
// upgrades an installed bundle to the qualifying entry closest to the head.
// Semantics: research/olm-upgrades-ranges-crd.md §1.3–1.6.
import { blangRangeMatch } from '../semver/blang-range.js';
import type { Version } from '../semver/blang.js';
import { cachedRange, type EntryLike } from './entry.js';

export type ClassicOrder = { ok: true; order: EntryLike[] } | { ok: false; error: string };

/**
 * The resolver's channel order, head first: only entries not skipped by anyone, reached by
 * `replaces` from the single head candidate (an entry nobody replaces or skips).
 */
export function classicOrder(entries: readonly EntryLike[], channel: string, pkg: string): ClassicOrder {
  const byName = new Map<string, EntryLike>();
  const skipped = new Set<string>();
  const pointed = new Set<string>();
  for (const e of entries) {
    byName.set(e.name, e);
    for (const s of e.skips) {
      skipped.add(s);
      if (s !== e.name) pointed.add(s);
    }
    if (e.replaces !== '' && e.replaces !== e.name) pointed.add(e.replaces);
  }
  const heads = entries.filter((e) => !pointed.has(e.name));
  const where = `in channel "${channel}" of package "${pkg}"`;
  if (heads.length === 0)
    return { ok: false, error: `no channel heads (entries not replaced by another entry) found ${where}` };
  if (heads.length > 1) return severalChains(heads, byName, skipped, where);
  const chain: EntryLike[] = [];
  // A walk longer than the channel has entries has met one twice: a cycle (counted, not a
  // visited set of a 100,000-entry channel).
  let steps = 0;
  for (let cur: EntryLike | undefined = heads[0]; cur; cur = byName.get(cur.replaces)) {
    if (++steps > entries.length)
      return {
        ok: false,
        error: `a cycle exists in the chain of replacement beginning with "${heads[0]!.name}" ${where}`,
      };
    if (!skipped.has(cur.name)) chain.push(cur);
    if (cur.replaces === '') break;
  }
  return { ok: true, order: chain };
}

interface ChainEnd {
  readonly first?: EntryLike;
  readonly last?: EntryLike;
  readonly count: number; // capped at 2: the message only tells one from several
}

/**
 * The resolver's error for several heads: the first head whose walk cycles, else every chain
 * as head...tail. Heads often share one long tail, so each entry's chain end is worked out once.
 */
function severalChains(
  heads: readonly EntryLike[],
  byName: ReadonlyMap<string, EntryLike>,
  skipped: ReadonlySet<string>,
  where: string,
): ClassicOrder {
  const ends = new Map<EntryLike, ChainEnd>();
  const shown: string[] = [];
  for (const head of heads) {
    const path: EntryLike[] = [];
    const onPath = new Set<EntryLike>();
    let end: ChainEnd = { count: 0 };
    for (let cur: EntryLike | undefined = head; cur; cur = byName.get(cur.replaces)) {
      const known = ends.get(cur);
      if (known) {
        end = known;
        break;
      }
      if (onPath.has(cur))
        return {
          ok: false,
          error: `a cycle exists in the chain of replacement beginning with "${head.name}" ${where}`,
        };
      onPath.add(cur);
      path.push(cur);
      if (cur.replaces === '') break;
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const e = path[i]!;
      if (!skipped.has(e.name)) end = { first: e, last: end.last ?? e, count: Math.min(2, end.count + 1) };
      ends.set(e, end);
    }
    shown.push(end.count <= 1 ? (end.first?.name ?? '[]') : `${end.first!.name}...${end.last!.name}`);
  }
  return {
    ok: false,
    error:
      `a unique replacement chain within a channel is required to determine the relative order between ` +
      `channel entries, but ${heads.length} replacement chains were found ${where}: ${shown.join(', ')}`,
  };
}

/** Whether entry `e` declares an upgrade from the bundle named `name` at `version`. */
export function upgradesFrom(e: EntryLike, name: string, version: Version | undefined): boolean {
  if (e.name === name) return false;
  if (e.replaces === name || e.skips.includes(name)) return true;
  if (e.skipRange === '' || !version) return false;
  const r = cachedRange(e.skipRange);
  return r !== null && blangRangeMatch(r, version) === true;
}

/** What classic upgrades `name` (at `version`) to: the qualifying entry closest to the head. */
export function classicSuccessor(
  order: readonly EntryLike[],
  name: string,
  version: Version | undefined,
): string | null {
  return order.find((e) => upgradesFrom(e, name, version))?.name ?? null;
}
