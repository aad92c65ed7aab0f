// A bundle that skips (or covers by skipRange) dozens of older ones is drawn, edge by edge, as a
// fan of dozens of labelled edges into one box, its sources side by side in one row as wide as
// dozens of boxes: unreadable once shrunk to a comment's width. Past FAN_MAX such edges, a picture
// says them in one line ("skips 25: a … b": the full graph in the target's label, the change graph
// as a note with one edge, marked like them) and leaves out the sources that had nothing else
// drawn (the others keep their place, and their other edges).
import type { Via } from './edges.js';

/** At most this many skip edges into one bundle are drawn one by one. */
export const FAN_MAX = 2;

export interface FanEdge {
  readonly from: string;
  readonly to: string;
  readonly via: readonly Via[];
}

export interface Fan<E extends FanEdge> {
  readonly to: string;
  /** The edges the note stands for, in the order given. */
  readonly edges: readonly E[];
  /** Their sources that are drawn for nothing else: left out with them. */
  readonly folded: ReadonlySet<string>;
}

/**
 * The fans of `edges`: per target (and per `group`, when edges are told apart otherwise), the
 * edges not declared by `replaces` when more than `max`. `keep`: sources never left out.
 */
export function skipFans<E extends FanEdge>(
  edges: readonly E[],
  keep: (name: string) => boolean,
  group: (e: E) => string = () => '',
  max = FAN_MAX,
): Fan<E>[] {
  const into = new Map<string, E[]>();
  const degree = new Map<string, number>();
  for (const e of edges) {
    degree.set(e.from, (degree.get(e.from) ?? 0) + 1);
    degree.set(e.to, (degree.get(e.to) ?? 0) + 1);
    if (e.via.includes('replaces') || e.from === e.to) continue;
    const k = JSON.stringify([e.to, group(e)]);
    const l = into.get(k);
    if (l) l.push(e);
    else into.set(k, [e]);
  }
  return [...into.values()]
    .filter((l) => l.length > max)
    .map((l) => ({
      to: l[0]!.to,
      edges: l,
      folded: new Set(l.filter((e) => degree.get(e.from) === 1 && !keep(e.from)).map((e) => e.from)),
    }));
}

/** The note's text, "skips 25: a … b" (first and last source in the order given), said by how they are declared. */
export function fanLabel(fan: Fan<FanEdge>): string {
  const skips = fan.edges.filter((e) => e.via.includes('skips')).length;
  const how = skips === fan.edges.length ? 'skips' : skips === 0 ? 'skipRange covers' : 'skips or skipRange covers';
  const first = fan.edges[0]!.from;
  const last = fan.edges[fan.edges.length - 1]!.from;
  return `${how} ${fan.edges.length}: ${first} … ${last}`;
}
