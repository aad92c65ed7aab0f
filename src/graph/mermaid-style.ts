// How the pictures (graph-mermaid.ts, report/change-graph-mermaid.ts) look on GitHub, which draws
// a comment's Mermaid on its light page (#ffffff, Mermaid's `default` theme) or its dark page
// (#0d1117, Mermaid's `dark` theme), scaled down to the comment's width.
// - Colours: a box keeps the fill and text colour its class gives it in both themes (dark text on
//   a light fill reads on either page, at least 4.5:1), but a box's border and an edge are drawn
//   on the page itself: their colours stand out from both pages by at least 3:1 (WCAG, graphics).
//   Subgraphs have no fill, so that what lies behind an edge is the page, not a theme's grey.
// - Width: a diagram wider than the comment shrinks, its text with it. Channels are subgraphs laid
//   out top to bottom, side by side while their row is at most a few boxes wide (each channel as
//   wide as its widest rank), each row under the one before.

/** The pages GitHub draws a diagram on. */
export const PAGES = { light: '#ffffff', dark: '#0d1117' } as const;

export interface BoxStyle {
  readonly fill: string;
  readonly stroke: string;
  readonly color: string;
  readonly width?: number;
  readonly dash?: string;
}

const BOXES = {
  added: { fill: '#dafbe1', stroke: '#1f883d', color: '#0a3622' },
  removed: { fill: '#f6f8fa', stroke: '#818b98', color: '#59636e', dash: '4 3' },
  changed: { fill: '#ddf4ff', stroke: '#1570ef', color: '#0a3069' },
  stranded: { fill: '#fff1e5', stroke: '#bc4c00', color: '#762c00', width: 3 },
  /** The entry whose change cut the stranded installs' way up (a newly skipped entry, say). */
  cause: { fill: '#fbefff', stroke: '#8250df', color: '#512a97', width: 4, dash: '8 4' },
  heads: { fill: '#ffebe9', stroke: '#cf222e', color: '#82071e', width: 3 },
  elided: { fill: '#ffffff', stroke: '#818b98', color: '#59636e', dash: '2 2' },
  deprecated: { fill: '#ffebe9', stroke: '#cf222e', color: '#82071e', dash: '4 3' },
  skipped: { fill: '#eaeef2', stroke: '#818b98', color: '#424a53' },
  missing: { fill: '#ffffff', stroke: '#818b98', color: '#59636e', dash: '2 2' },
  /** What stands for many entries (a fan of skips): a note, not a bundle. */
  note: { fill: '#f6f8fa', stroke: '#818b98', color: '#424a53', dash: '2 2' },
} as const satisfies Record<string, BoxStyle>;

export type BoxClass = keyof typeof BOXES;

/** Edges drawn in a colour of their own (the others take the theme's, made for its page). */
export const EDGE_COLOURS = { added: '#1f883d' } as const;

/** A subgraph's border: on the page, like an edge. */
const CLUSTER_STROKE = '#818b98';

export function classDef(name: BoxClass): string {
  const s: BoxStyle = BOXES[name];
  const extra = `${s.width ? `,stroke-width:${s.width}px` : ''}${s.dash ? `,stroke-dasharray:${s.dash}` : ''}`;
  return `  classDef ${name} fill:${s.fill},stroke:${s.stroke},color:${s.color}${extra}`;
}

/** The head: only a thicker border, in the theme's colours. */
export const HEAD_CLASS = '  classDef head stroke-width:3px';

/**
 * How many boxes wide a drawing lies at its widest: boxes ranked as Mermaid's layout ranks them
 * (each a rank below the furthest box with an edge into it; a box on a cycle where the walk left
 * it), and the most that share a rank.
 */
export function rankWidth(nodes: readonly string[], edges: readonly (readonly [string, string])[]): number {
  const rank = new Map(nodes.map((n) => [n, 0]));
  const into = new Map(nodes.map((n) => [n, 0]));
  const out = new Map<string, string[]>();
  for (const [from, to] of edges) {
    if (from === to || !rank.has(from) || !rank.has(to)) continue;
    into.set(to, into.get(to)! + 1);
    const l = out.get(from);
    if (l) l.push(to);
    else out.set(from, [to]);
  }
  const ready = nodes.filter((n) => into.get(n) === 0);
  for (let i = 0; i < ready.length; i++) {
    const n = ready[i]!;
    for (const to of out.get(n) ?? []) {
      rank.set(to, Math.max(rank.get(to)!, rank.get(n)! + 1));
      into.set(to, into.get(to)! - 1);
      if (into.get(to) === 0) ready.push(to);
    }
  }
  const count = new Map<number, number>();
  for (const r of rank.values()) count.set(r, (count.get(r) ?? 0) + 1);
  return Math.max(0, ...count.values());
}

/** Subgraphs (by their width in boxes) in rows, in order, each row at most `budget` boxes wide (or one subgraph). */
export function packRows(widths: readonly number[], budget: number): number[][] {
  const rows: number[][] = [];
  let used = Infinity;
  widths.forEach((w, i) => {
    const width = Math.max(1, w);
    if (used + width > budget) {
      rows.push([i]);
      used = width;
    } else {
      rows.at(-1)!.push(i);
      used += width;
    }
  });
  return rows;
}

/**
 * The lines that lay subgraphs `ids` (by their width in boxes) out without a fill, in rows at most
 * `budget` boxes wide: each subgraph linked invisibly under one of the row above. They are links:
 * put them after every drawn edge, or `linkStyle` numbers shift.
 */
export function subgraphRows(
  ids: readonly string[],
  widths: readonly number[],
  budget: number,
  indent = '  ',
): string[] {
  // `style`, not a class: Mermaid 11 gives a subgraph that is also an end of a link (as these are)
  // the theme's fill despite its class's `fill:none`. It lists a styled subgraph's id as a node too.
  const lines = ids.map((id) => `${indent}style ${id} fill:none,stroke:${CLUSTER_STROKE}`);
  const rows = packRows(widths, budget);
  for (let r = 1; r < rows.length; r++)
    rows[r]!.forEach((i, k) => lines.push(`${indent}${ids[rows[r - 1]![k % rows[r - 1]!.length]!]} ~~~ ${ids[i]}`));
  return lines;
}
