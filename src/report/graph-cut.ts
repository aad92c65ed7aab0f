// What a change graph draws of a channel: a short channel whole; a longer one around what changed
// (the changed, stranded and head bundles, what stranded them, and AROUND unchanged neighbours
// each side in channel order), each run of bundles left out drawn as one "… n more" node, and a long run of alike
// changed bundles (a whole chain added at once) kept by its ends. A linear channel of dozens of
// bundles then reads as a handful of nodes instead of a strip too thin to read.
import type { ChangeChannel, ChangeNode } from '../diff/change-graph.js';

/** A channel of at most this many nodes is drawn whole. */
const SHORT = 5;
const AROUND = 1;
/** A run of this many alike changed bundles keeps only its first and last. */
const RUN = 4;

export type Shown = { readonly node: ChangeNode; readonly index: number } | { readonly elided: readonly ChangeNode[] };

const focus = (n: ChangeNode): boolean =>
  n.mark !== 'same' || n.stranded === true || n.head === true || n.cause === true;
const alike = (a: ChangeNode, b: ChangeNode): boolean =>
  a.mark === b.mark &&
  a.stranded === b.stranded &&
  a.noBundle === b.noBundle &&
  a.head !== true &&
  b.head !== true &&
  !a.cause &&
  !b.cause;

/** Which of the channel's nodes (by index) are drawn. */
function keptNodes(nodes: readonly ChangeNode[]): boolean[] {
  const n = nodes.length;
  if (n <= SHORT) return nodes.map(() => true);
  const focused = nodes.map(focus);
  if (!focused.includes(true)) return nodes.map(() => true);
  const kept = nodes.map((_, i) => focused.slice(Math.max(0, i - AROUND), i + AROUND + 1).includes(true));
  // Runs of alike changed bundles: the ends stand for the run.
  for (let i = 0; i < n;) {
    let j = i + 1;
    if (focused[i]) while (j < n && focused[j] && alike(nodes[i]!, nodes[j]!)) j++;
    if (focused[i] && j - i >= RUN) for (let k = i + 1; k < j - 1; k++) kept[k] = false;
    i = j;
  }
  return kept;
}

/** The channel as drawn, in channel order: kept nodes and, for each run left out, one elided entry. */
export function shownNodes(ch: ChangeChannel): Shown[] {
  const kept = keptNodes(ch.nodes);
  const out: Shown[] = [];
  let run: number[] = [];
  // One bundle left out would be one node all the same: drawn as itself.
  const flush = (): void => {
    if (run.length === 1) out.push({ node: ch.nodes[run[0]!]!, index: run[0]! });
    else if (run.length > 1) out.push({ elided: run.map((i) => ch.nodes[i]!) });
    run = [];
  };
  ch.nodes.forEach((node, index) => {
    if (!kept[index]) run.push(index);
    else {
      flush();
      out.push({ node, index });
    }
  });
  flush();
  return out;
}

const WORD = { added: 'added', removed: 'removed', changed: 'changed', same: 'unchanged' } as const;

/** "… 9 more unchanged bundles": what an elided run holds, said by its marks when they agree. */
export function elidedLabel(run: readonly ChangeNode[]): string {
  const marks = new Set(run.map((n) => (n.stranded ? 'stranded' : n.noBundle ? 'missing' : WORD[n.mark])));
  const what = marks.size === 1 ? `${[...marks][0]!} ` : '';
  return `… ${run.length} more ${what}bundle${run.length === 1 ? '' : 's'}`;
}
