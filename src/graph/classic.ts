// OLM classic (Subscriptions): the resolver orders a channel into one replacement chain and
// upgrades an installed bundle to the qualifying entry closest to the head.
// Semantics: research/olm-upgrades-ranges-crd.md §1.3–1.6.
import { blangRangeMatch } from '../semver/blang-range.js';
import type { Version } from '../semver/blang.js';
import { cachedRange, type EntryLike } from './edges.js';

export type ClassicOrder = { ok: true; order: EntryLike[] } | { ok: false; error: string };

/**
 * The resolver's channel order, head first: only entries not skipped by anyone, reached by
 * `replaces` from the single head candidate (an entry nobody replaces or skips).
 */
export function classicOrder(entries: readonly EntryLike[], channel: string, pkg: string): ClassicOrder {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const skipped = new Set<string>();
  const pointed = new Set<string>();
  for (const e of entries) {
    for (const s of e.skips) {
      skipped.add(s);
      if (s !== e.name) pointed.add(s);
    }
    if (e.replaces !== '' && e.replaces !== e.name) pointed.add(e.replaces);
  }
  const heads = entries.filter((e) => !pointed.has(e.name));
  const where = `in channel "${channel}" of package "${pkg}"`;
  if (heads.length === 0) return { ok: false, error: `no channel heads (entries not replaced by another entry) found ${where}` };
  const chains: EntryLike[][] = [];
  for (const head of heads) {
    const chain: EntryLike[] = [];
    const visited = new Set<EntryLike>();
    for (let cur: EntryLike | undefined = head; cur; cur = byName.get(cur.replaces)) {
      if (visited.has(cur)) return { ok: false, error: `a cycle exists in the chain of replacement beginning with "${head.name}" ${where}` };
      visited.add(cur);
      if (!skipped.has(cur.name)) chain.push(cur);
      if (cur.replaces === '') break;
    }
    chains.push(chain);
  }
  if (chains.length > 1) {
    const shown = chains.map((c) => (c.length <= 1 ? (c[0]?.name ?? '[]') : `${c[0]!.name}...${c[c.length - 1]!.name}`));
    return { ok: false, error: `a unique replacement chain within a channel is required to determine the relative order between channel entries, but ${chains.length} replacement chains were found ${where}: ${shown.join(', ')}` };
  }
  return { ok: true, order: chains[0]! };
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
export function classicSuccessor(order: readonly EntryLike[], name: string, version: Version | undefined): string | null {
  return order.find((e) => upgradesFrom(e, name, version))?.name ?? null;
}
