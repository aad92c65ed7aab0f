// opm's channel graph check (model.Channel.validateReplacesChain): head by incoming
// replaces/skips only (skipRange ignored), then the replaces walk from the head, which stops at
// any name skipped by anyone; entries neither walked nor skipped are stranded.
import type { EntryLike } from '../graph/edges.js';
import { channelHeads } from '../graph/heads.js';

export type GraphProblem =
  | { kind: 'no-head' }
  | { kind: 'multiple-heads'; heads: string[] }
  | { kind: 'cycle'; path: string[] }
  | { kind: 'stranded'; names: string[] };

// The channel rules and the semantics rule check the same channel; a diff then asks its heads
// again. Keyed by the entries array, which never changes once the model holds it.
const checked = new WeakMap<readonly EntryLike[], GraphProblem | null>();

export function checkChannelGraph(entries: readonly EntryLike[]): GraphProblem | undefined {
  let p = checked.get(entries);
  if (p === undefined) checked.set(entries, (p = check(entries) ?? null));
  return p ?? undefined;
}

function check(entries: readonly EntryLike[]): GraphProblem | undefined {
  const heads = channelHeads(entries);
  if (heads.length === 0) return { kind: 'no-head' };
  if (heads.length > 1) return { kind: 'multiple-heads', heads: [...heads].sort() };
  const byName = new Map<string, EntryLike>();
  const skipped = new Set<string>();
  for (const e of entries) {
    byName.set(e.name, e);
    for (const s of e.skips) skipped.add(s);
  }
  const order: string[] = [heads[0]!];
  const visited = new Set(order);
  let cur = byName.get(heads[0]!)!;
  for (;;) {
    const r = cur.replaces;
    if (skipped.has(r)) break;
    if (visited.has(r)) return { kind: 'cycle', path: [...order.slice(order.indexOf(r)), r] };
    visited.add(r);
    order.push(r);
    const next = byName.get(r);
    if (!next) break;
    cur = next;
  }
  const stranded: string[] = [];
  for (const e of entries) if (!visited.has(e.name) && !skipped.has(e.name)) stranded.push(e.name);
  return stranded.length > 0 ? { kind: 'stranded', names: stranded.sort() } : undefined;
}
