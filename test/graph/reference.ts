// Naive references for the indexed graph engine: the pairwise definitions, O(n²), that the
// engine's O(n log n) answers must equal on small channels.
import { upgradesFrom } from '../../src/graph/classic.js';
import type { Edge, EntryLike, Via } from '../../src/graph/edges.js';
import { sortV1, type Candidate } from '../../src/graph/v1.js';
import type { Version } from '../../src/semver/blang.js';

/** Every (from, to) relation, by trying every entry against every declaring entry. */
export function naiveEdges(entries: readonly EntryLike[], versionOf: (n: string) => Version | undefined): Edge[] {
  const names = new Set(entries.map((e) => e.name));
  const out: Edge[] = [];
  for (const to of entries) {
    const from = [...new Set([to.replaces, ...to.skips, ...entries.map((o) => o.name)])].filter(
      (n) => n !== '' && n !== to.name,
    );
    for (const f of from) {
      const via: Via[] = [];
      if (to.replaces === f) via.push('replaces');
      if (to.skips.includes(f)) via.push('skips');
      if (names.has(f) && upgradesFrom({ ...to, replaces: '', skips: [] }, f, versionOf(f))) via.push('skipRange');
      if (via.length > 0)
        out.push(names.has(f) ? { from: f, to: to.name, via } : { from: f, to: to.name, via, missing: true });
    }
  }
  return out;
}

/** OLM v1's successors of (name, version), best first, ties by name. */
export function naiveV1(
  entries: readonly EntryLike[],
  versionOf: (n: string) => Version | undefined,
  deprecated: ReadonlySet<string>,
  name: string,
  version: Version | undefined,
): string[] {
  const cands: Candidate[] = [];
  for (const e of [...entries].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const v = versionOf(e.name);
    if (v && upgradesFrom(e, name, version))
      cands.push({ name: e.name, version: v, deprecated: deprecated.has(e.name) });
  }
  return sortV1(cands).map((c) => c.name);
}

/** The resolver's ordering as first written: one walk per head candidate. */
export function naiveClassicOrder(
  entries: readonly EntryLike[],
  channel: string,
  pkg: string,
): { ok: true; order: EntryLike[] } | { ok: false; error: string } {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const skipped = new Set(entries.flatMap((e) => e.skips));
  const pointed = new Set(
    entries.flatMap((e) => [
      ...e.skips.filter((s) => s !== e.name),
      ...(e.replaces !== '' && e.replaces !== e.name ? [e.replaces] : []),
    ]),
  );
  const heads = entries.filter((e) => !pointed.has(e.name));
  const where = `in channel "${channel}" of package "${pkg}"`;
  if (heads.length === 0)
    return { ok: false, error: `no channel heads (entries not replaced by another entry) found ${where}` };
  const chains: EntryLike[][] = [];
  for (const head of heads) {
    const chain: EntryLike[] = [];
    const visited = new Set<EntryLike>();
    for (let cur: EntryLike | undefined = head; cur; cur = byName.get(cur.replaces)) {
      if (visited.has(cur))
        return {
          ok: false,
          error: `a cycle exists in the chain of replacement beginning with "${head.name}" ${where}`,
        };
      visited.add(cur);
      if (!skipped.has(cur.name)) chain.push(cur);
      if (cur.replaces === '') break;
    }
    chains.push(chain);
  }
  if (chains.length > 1) {
    const shown = chains.map((c) =>
      c.length <= 1 ? (c[0]?.name ?? '[]') : `${c[0]!.name}...${c[c.length - 1]!.name}`,
    );
    return {
      ok: false,
      error:
        `a unique replacement chain within a channel is required to determine the relative order between ` +
        `channel entries, but ${chains.length} replacement chains were found ${where}: ${shown.join(', ')}`,
    };
  }
  return { ok: true, order: chains[0]! };
}
