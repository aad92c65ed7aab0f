// The change graph as a Mermaid flowchart: one subgraph per changed channel; added bundles and
// edges green (edges thick), removed ones grey and dashed, stranded installs amber, the entry
// that stranded them purple, the head in bold and several heads red. Marks are in the labels too
// ("+", "−", "stranded", "strands installs"), so the picture reads without colour. A long channel
// is cut around the change (graph-cut.ts), runs left out drawn as one "… n more" node each, and a
// fan of skips into one bundle drawn as one note (skip-fans.ts). Each channel runs top to bottom,
// channels side by side while a row is CHANGE_ROW_BOXES boxes wide (mermaid-style.ts): a
// comment's width holds it at full size.
// Node ids are positions (c0n1, c0e2, c0f0), never names; labels go through mermaidText.
import type { ChangeEdge, ChangeGraph, ChangeNode } from '../diff/change-graph.js';
import { VIA_LABEL } from '../graph/graph-mermaid.js';
import { classDef, EDGE_COLOURS, HEAD_CLASS, rankWidth, subgraphRows, type BoxClass } from '../graph/mermaid-style.js';
import { fanLabel, skipFans } from '../graph/skip-fans.js';
import { mermaidText } from '../escape/mermaid.js';
import { elidedLabel, shownNodes } from './graph-cut.js';

const ARROW = { added: '==>', removed: '-.->', same: '-->' } as const;
const PREFIX = { added: '+ ', removed: '− ', changed: '~ ', same: '' } as const;
/** Boxes side by side in a row of channels: each about 300 px wide with its marks; three fit a comment at 13 px. */
const CHANGE_ROW_BOXES = 3;

type Drawn = 'added' | 'removed' | 'changed' | 'stranded' | 'cause' | 'heads' | 'elided' | 'note' | 'missing';

function tags(n: ChangeNode, several: boolean): string {
  const t = [
    n.noBundle ? 'no bundle' : '',
    n.stranded ? 'stranded' : '',
    n.cause ? (n.skipped ? 'skipped: strands installs' : 'strands installs') : '',
    n.head ? (several ? 'one of several heads' : 'head') : '',
  ].filter((x) => x !== '');
  return t.length > 0 ? ` (${t.join(', ')})` : '';
}

export function renderChangeGraph(g: ChangeGraph): string {
  const lines = ['flowchart TB'];
  const classes: Record<Drawn | 'head', string[]> = {
    missing: [],
    added: [],
    removed: [],
    changed: [],
    stranded: [],
    cause: [],
    head: [],
    heads: [],
    elided: [],
    note: [],
  };
  const addedEdges: number[] = [];
  let edgeCount = 0;
  const widths: number[] = [];
  g.channels.forEach((ch, ci) => {
    const shown = shownNodes(ch);
    const boxes: string[] = [];
    const links: [string, string][] = [];
    const ids = new Map<string, string>();
    const several = ch.heads.length > 1;
    const notes = [
      ...(ch.channel === g.defaultChannel ? ['default'] : []),
      ...(ch.status === 'modified' ? [] : [ch.status]),
    ];
    const title =
      `${ch.channel}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}` +
      `${several ? ` — ${ch.heads.length} heads` : ''}`;
    // Mermaid turns a subgraph without a direction across its parent's.
    lines.push(`  subgraph c${ci}["${mermaidText(title)}"]`, '    direction TB');
    // A bundle left out is drawn as its run's node: edges to it go there (once per pair).
    const elided = new Set<string>();
    const nodes = new Map<string, ChangeNode>();
    shown.forEach((s, r) => {
      if ('node' in s) {
        nodes.set(s.node.name, s.node);
        ids.set(s.node.name, `c${ci}n${s.index}`);
        return;
      }
      elided.add(`c${ci}e${r}`);
      for (const n of s.elided) ids.set(n.name, `c${ci}e${r}`);
    });
    // Skips between drawn bundles, many into one: one note per target and mark; a source with
    // nothing else drawn and nothing to say (unchanged, not stranded) goes with them.
    const between = ch.edges.filter((e) => !elided.has(ids.get(e.from)!) && !elided.has(ids.get(e.to)!));
    const fans = skipFans(
      between,
      (n) => {
        const x = nodes.get(n)!;
        return x.mark !== 'same' || x.stranded === true || x.cause === true || x.head === true || x.noBundle === true;
      },
      (e) => e.mark,
    );
    const folded = new Set(fans.flatMap((f) => [...f.folded]));
    const fanned = new Set<ChangeEdge>(fans.flatMap((f) => f.edges));
    shown.forEach((s, r) => {
      if (!('node' in s)) {
        lines.push(`    c${ci}e${r}["${mermaidText(elidedLabel(s.elided))}"]`);
        classes.elided.push(`c${ci}e${r}`);
        boxes.push(`c${ci}e${r}`);
        return;
      }
      const { node: n, index: k } = s;
      if (folded.has(n.name)) return;
      const id = `c${ci}n${k}`;
      boxes.push(id);
      // An entry naming no bundle installs nothing: drawn as missing, never as a bundle added.
      const prefix = n.noBundle ? '' : PREFIX[n.mark];
      lines.push(`    ${id}["${mermaidText(`${prefix}${n.name}${tags(n, several)}`)}"]`);
      if (n.noBundle) classes.missing.push(id);
      else if (n.mark !== 'same') classes[n.mark].push(id);
      if (n.stranded) classes.stranded.push(id);
      if (n.cause) classes.cause.push(id);
      if (n.head) classes[several ? 'heads' : 'head'].push(id);
    });
    fans.forEach((f, j) => {
      lines.push(`    c${ci}f${j}["${mermaidText(fanLabel(f))}"]`);
      classes.note.push(`c${ci}f${j}`);
      boxes.push(`c${ci}f${j}`);
    });
    if (ch.hidden > 0) {
      lines.push(`    c${ci}more["${mermaidText(`${ch.hidden} unchanged bundles not shown`)}"]`);
      boxes.push(`c${ci}more`);
    }
    // Edges inside their subgraph keep it laid out in its direction (Mermaid stacks it otherwise).
    const drawn = new Set<string>();
    for (const e of ch.edges) {
      if (fanned.has(e)) continue;
      const from = ids.get(e.from)!;
      const to = ids.get(e.to)!;
      if (elided.has(from) || elided.has(to)) {
        // Through a run left out: one plain dotted link per pair, no label (the run's node says what it holds).
        if (from === to || drawn.has(`${from}>${to}`)) continue;
        drawn.add(`${from}>${to}`);
        links.push([from, to]);
        edgeCount++;
        lines.push(`    ${from} -.-> ${to}`);
        continue;
      }
      if (e.mark === 'added') addedEdges.push(edgeCount);
      links.push([from, to]);
      edgeCount++;
      lines.push(`    ${from} ${ARROW[e.mark]}|${e.via.map((v) => VIA_LABEL[v]).join(', ')}| ${to}`);
    }
    fans.forEach((f, j) => {
      if (f.edges[0]!.mark === 'added') addedEdges.push(edgeCount);
      links.push([`c${ci}f${j}`, ids.get(f.to)!]);
      edgeCount++;
      lines.push(`    c${ci}f${j} ${ARROW[f.edges[0]!.mark]} ${ids.get(f.to)!}`);
    });
    lines.push('  end');
    widths.push(rankWidth(boxes, links));
  });
  // Invisible links, after every drawn edge so that linkStyle counts only those.
  lines.push(
    ...subgraphRows(
      g.channels.map((_, ci) => `c${ci}`),
      widths,
      CHANGE_ROW_BOXES,
    ),
  );
  for (const name of ['added', 'removed', 'changed', 'stranded', 'cause', 'heads'] as const) lines.push(classDef(name));
  lines.push(HEAD_CLASS);
  for (const name of ['elided', 'note', 'missing'] as const satisfies readonly BoxClass[])
    if (classes[name].length > 0) lines.push(classDef(name));
  // Later classes win: stranded, cause and heads over added/removed.
  for (const [name, list] of Object.entries(classes))
    if (list.length > 0) lines.push(`  class ${list.join(',')} ${name}`);
  if (addedEdges.length > 0) lines.push(`  linkStyle ${addedEdges.join(',')} stroke:${EDGE_COLOURS.added}`);
  return lines.join('\n') + '\n';
}
