// Fitting the review comment into GitHub's 65,536-character limit: blocks are filled in order of
// importance (errors first), each item whole or not at all, and whatever is left out is counted.

export interface Block {
  /** Lines before the items (a heading, `<details><summary>…`), and after them. */
  readonly open: readonly string[];
  readonly close: readonly string[];
  /** How many items, and each item's lines (one or more, whole), made only when they may fit. */
  readonly count: number;
  readonly item: (i: number) => string;
  /** The line ending a block shown in part; no names in it, so its size is known. */
  readonly more: (left: number) => string;
  /** How a cut is described: "errors", "upgrade graphs". */
  readonly what: string;
}

/** Room kept for "…and N more" lines and the closing note; they quote no names. */
const RESERVE = 1_200;

/** Characters `lines` take joined by line breaks, one break after each. */
export const size = (lines: readonly string[]): number => lines.reduce((n, l) => n + l.length + 1, 0);

/**
 * How many items of each block fit in `room` characters, filling blocks in `priority` order
 * (indices into `blocks`); once one item does not fit, every later block is left out whole.
 */
function allocate(blocks: readonly Block[], priority: readonly number[], room: number): number[] {
  const kept = blocks.map(() => 0);
  let used = RESERVE;
  for (const b of priority) {
    const block = blocks[b]!;
    if (block.count === 0) continue;
    const overhead = size(block.open) + size(block.close);
    if (used + overhead + block.item(0).length + 1 > room) break;
    used += overhead;
    for (let i = 0; i < block.count; i++) {
      const length = block.item(i).length;
      if (used + length + 1 > room) break;
      used += length + 1;
      kept[b]!++;
    }
    if (kept[b]! < block.count) break;
  }
  return kept;
}

/** The blocks' lines with what fits, and what was left out (empty when all fit; cutNote says it). */
export function fit(
  blocks: readonly Block[],
  priority: readonly number[],
  room: number,
): { lines: string[]; cut: string[] } {
  const kept = allocate(blocks, priority, room);
  const lines: string[] = [];
  const cut: string[] = [];
  blocks.forEach((b, i) => {
    const n = kept[i]!;
    if (n < b.count) cut.push(n === 0 ? `${b.count} ${b.what}` : `${b.count - n} of ${b.count} ${b.what}`);
    if (n === 0) return;
    lines.push(...b.open);
    for (let k = 0; k < n; k++) lines.push(b.item(k));
    lines.push(...(n < b.count ? [b.more(b.count - n)] : []), ...b.close);
  });
  return { lines, cut };
}

/** The note naming what a comment leaves out (no names in it: its size is known). */
export function cutNote(cut: readonly string[]): string {
  return (
    `_Left out to stay within GitHub's comment size limit: ${cut.join(', ')}. The check run and \`fbc-bot ` +
    `diff\` list everything._`
  );
}
