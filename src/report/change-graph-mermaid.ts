// The change graph as a Mermaid flowchart: one subgraph per changed channel; added bundles and
// edges green (edges thick), removed ones grey and dashed, stranded installs amber, the head in
// bold and several heads red. Marks are in the labels too ("+", "−", "stranded"), so the picture
// reads without colour. A long channel is cut around the change (graph-cut.ts), runs left out
// drawn as one "… n more" node each. Node ids are positions (c0n1, c0e2), never names; labels go
// through mermaidText.
import type { ChangeGraph } from '../diff/change-graph.js';
import { VIA_LABEL } from '../graph/graph-mermaid.js';
import { mermaidText } from '../escape/mermaid.js';
import { elidedLabel, shownNodes } from './graph-cut.js';

const ARROW = { added: '==>', removed: '-.->', same: '-->' } as const;
/** At most this many nodes in a channel are laid out left to right. */
const ACROSS = 4;
const PREFIX = { added: '+ ', removed: '− ', changed: '~ ', same: '' } as const;

export function renderChangeGraph(g: ChangeGraph): string {
  const shown = g.channels.map(shownNodes);
  // Left to right reads best for a few nodes; more (even cut) stack top to bottom rather than
  // shrink to a strip as wide as the comment and too thin to read.
  const direction = shown.some((s) => s.length > ACROSS) ? 'TB' : 'LR';
  const lines = [`flowchart ${direction}`];
  const classes: Record<'added' | 'removed' | 'changed' | 'stranded' | 'head' | 'heads' | 'elided', string[]> = {
    added: [],
    removed: [],
    changed: [],
    stranded: [],
    head: [],
    heads: [],
    elided: [],
  };
  const addedEdges: number[] = [];
  let edgeCount = 0;
  g.channels.forEach((ch, ci) => {
    const ids = new Map<string, string>();
    const several = ch.heads.length > 1;
    const notes = [
      ...(ch.channel === g.defaultChannel ? ['default'] : []),
      ...(ch.status === 'modified' ? [] : [ch.status]),
    ];
    const title =
      `${ch.channel}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}` +
      `${several ? ` — ${ch.heads.length} heads` : ''}`;
    lines.push(`  subgraph c${ci}["${mermaidText(title)}"]`, `    direction ${direction}`);
    // A bundle left out is drawn as its run's node: edges to it go there (once per pair).
    const elided = new Set<string>();
    shown[ci]!.forEach((s, r) => {
      if ('node' in s) return;
      const id = `c${ci}e${r}`;
      elided.add(id);
      for (const n of s.elided) ids.set(n.name, id);
    });
    shown[ci]!.forEach((s, r) => {
      if (!('node' in s)) {
        lines.push(`    c${ci}e${r}["${mermaidText(elidedLabel(s.elided))}"]`);
        classes.elided.push(`c${ci}e${r}`);
        return;
      }
      const { node: n, index: k } = s;
      const id = `c${ci}n${k}`;
      ids.set(n.name, id);
      const tags = [n.stranded ? 'stranded' : '', n.head ? (several ? 'one of several heads' : 'head') : ''].filter(
        (t) => t !== '',
      );
      lines.push(
        `    ${id}["${mermaidText(`${PREFIX[n.mark]}${n.name}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`)}"]`,
      );
      if (n.mark !== 'same') classes[n.mark].push(id);
      if (n.stranded) classes.stranded.push(id);
      if (n.head) classes[several ? 'heads' : 'head'].push(id);
    });
    if (ch.hidden > 0) lines.push(`    c${ci}more["${mermaidText(`${ch.hidden} unchanged bundles not shown`)}"]`);
    // Edges inside their subgraph keep it laid out in its direction (Mermaid stacks it otherwise).
    const drawn = new Set<string>();
    for (const e of ch.edges) {
      const from = ids.get(e.from)!;
      const to = ids.get(e.to)!;
      if (elided.has(from) || elided.has(to)) {
        // Through a run left out: one plain dotted link per pair, no label (the run's node says what it holds).
        if (from === to || drawn.has(`${from}>${to}`)) continue;
        drawn.add(`${from}>${to}`);
        edgeCount++;
        lines.push(`    ${from} -.-> ${to}`);
        continue;
      }
      if (e.mark === 'added') addedEdges.push(edgeCount);
      edgeCount++;
      lines.push(`    ${from} ${ARROW[e.mark]}|${e.via.map((v) => VIA_LABEL[v]).join(', ')}| ${to}`);
    }
    lines.push('  end');
  });
  lines.push(...styleLines(classes, addedEdges));
  return lines.join('\n') + '\n';
}

/** The graph's styles: the class of each node (`classes`: class → node ids) and the added edges' colour. */
function styleLines(classes: Readonly<Record<string, readonly string[]>>, addedEdges: readonly number[]): string[] {
  const lines = [
    '  classDef added fill:#dcfae6,stroke:#067647,color:#054f31',
    '  classDef removed fill:#f2f4f7,stroke:#98a2b3,color:#667085,stroke-dasharray:4 3',
    '  classDef changed fill:#eff8ff,stroke:#1570ef,color:#194185',
    '  classDef stranded fill:#fef0c7,stroke:#dc6803,color:#7a2e0e,stroke-width:3px',
    '  classDef head stroke-width:3px',
    '  classDef heads fill:#fee4e2,stroke:#d92d20,color:#7a271a,stroke-width:3px',
  ];
  if (classes.elided!.length > 0)
    lines.push('  classDef elided fill:#ffffff,stroke:#98a2b3,color:#667085,stroke-dasharray:2 2');
  // Later classes win: stranded and heads over added/removed.
  for (const [name, list] of Object.entries(classes))
    if (list.length > 0) lines.push(`  class ${list.join(',')} ${name}`);
  if (addedEdges.length > 0) lines.push(`  linkStyle ${addedEdges.join(',')} stroke:#067647`);
  return lines;
}
