// The upgrade graph as a Mermaid flowchart for review comments: one subgraph per channel, edges
// from the bundle upgraded from to the one that declares the upgrade, labelled replace / skip /
// skipRange, with deprecated, skipped and missing bundles and the head styled.
// Node ids are positions (p0c1n2), never names; every name goes through mermaidText.
import { mermaidText } from '../escape/mermaid.js';
import type { ChannelGraph } from './graph-json.js';
import { classDef, HEAD_CLASS, rankWidth, subgraphRows } from './mermaid-style.js';
import { fanLabel, skipFans } from './skip-fans.js';

/** What a picture draws of a channel; `note`: what a cut picture leaves out, drawn as a node of its own. */
export type PictureChannel = Pick<ChannelGraph, 'channel' | 'head' | 'entries' | 'edges'> & { readonly note?: string };

export interface PicturePackage {
  readonly package: string;
  readonly defaultChannel: string;
  readonly channels: readonly PictureChannel[];
}

export { mermaidText };

/** An edge's label per way it is declared (the review comment's change graph says it the same way). */
export const VIA_LABEL = { replaces: 'replace', skips: 'skip', skipRange: 'skipRange' } as const;

/** Boxes side by side in a row of channels: each about 270 px wide at full size, at a comment's ~830. */
const FULL_ROW_BOXES = 3;

export function renderMermaid(
  packages: readonly PicturePackage[],
  deprecatedChannels: (pkg: string) => ReadonlySet<string> = () => new Set(),
): string {
  // Top to bottom: a chain is a column, channels side by side (rows of FULL_COLUMNS), not one
  // strip as wide as the channel is long; a fan of skips said in its target's label (skip-fans.ts).
  const lines = ['flowchart TB'];
  const classes: Record<'deprecated' | 'skipped' | 'head' | 'missing', string[]> = {
    deprecated: [],
    skipped: [],
    head: [],
    missing: [],
  };
  const layout: string[] = [];
  const nested = packages.length > 1;
  packages.forEach((pkg, pi) => {
    const ind = nested ? '    ' : '  ';
    if (nested) lines.push(`  subgraph p${pi}["${mermaidText(pkg.package)}"]`);
    const widths: number[] = [];
    pkg.channels.forEach((ch, ci) => {
      const id = (k: number) => `p${pi}c${ci}n${k}`;
      const nodes = new Map<string, string>();
      const marks = [
        ...(ch.channel === pkg.defaultChannel ? ['default'] : []),
        ...(deprecatedChannels(pkg.package).has(ch.channel) ? ['deprecated'] : []),
      ];
      const title =
        `${nested ? '' : `${pkg.package} / `}${ch.channel}` + `${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
      // Mermaid turns a subgraph without a direction across its parent's.
      lines.push(`${ind}subgraph p${pi}c${ci}["${mermaidText(title)}"]`, `${ind}  direction TB`);
      const skipped = new Set(ch.edges.filter((e) => e.via.includes('skips')).map((e) => e.from));
      const position = new Map(ch.entries.map((e, i) => [e.name, i]));
      const at = (n: string): number => position.get(n) ?? -1;
      const edges = [...ch.edges].sort((a, b) => at(a.from) - at(b.from) || at(a.to) - at(b.to));
      const special = new Set([
        ...(ch.head === undefined ? [] : [ch.head]),
        ...ch.entries.filter((e) => e.deprecated).map((e) => e.name),
      ]);
      const fans = skipFans(edges, (n) => special.has(n));
      const folded = new Set(fans.flatMap((f) => [...f.folded]));
      // A fan is said in its target's label (a box of its own would widen the channel by one).
      // Unless a `replaces` edge leads to the target, the edge from the fan's last source still
      // drawn stays: the target is not left floating in the first rank.
      const replaced = new Set(edges.filter((e) => e.via.includes('replaces')).map((e) => e.to));
      const fanned = new Set(
        fans.flatMap((f) => {
          const stays = replaced.has(f.to) ? undefined : [...f.edges].reverse().find((e) => !f.folded.has(e.from));
          return f.edges.filter((e) => e !== stays);
        }),
      );
      const fanOf = new Map(fans.map((f) => [f.to, ` — ${fanLabel(f)}`]));
      for (const e of ch.entries) {
        if (folded.has(e.name)) continue;
        const n = id(nodes.size);
        nodes.set(e.name, n);
        lines.push(`${ind}  ${n}["${mermaidText(`${e.name}${fanOf.get(e.name) ?? ''}`, 400)}"]`);
        if (e.deprecated) classes.deprecated.push(n);
        else if (skipped.has(e.name)) classes.skipped.push(n);
        if (e.name === ch.head) classes.head.push(n);
      }
      for (const e of edges) {
        if (nodes.has(e.from) || folded.has(e.from)) continue;
        const n = id(nodes.size);
        nodes.set(e.from, n);
        lines.push(`${ind}  ${n}["${mermaidText(e.from)}"]`);
        classes.missing.push(n);
      }
      if (ch.note) lines.push(`${ind}  ${id(nodes.size)}["${mermaidText(ch.note)}"]`);
      lines.push(`${ind}end`);
      const links: [string, string][] = [];
      for (const e of edges) {
        if (fanned.has(e)) continue;
        links.push([nodes.get(e.from)!, nodes.get(e.to)!]);
        lines.push(`${ind}${nodes.get(e.from)} -->|${e.via.map((v) => VIA_LABEL[v]).join(', ')}| ${nodes.get(e.to)}`);
      }
      widths.push(rankWidth([...nodes.values(), ...(ch.note ? [id(nodes.size)] : [])], links));
    });
    layout.push(
      ...subgraphRows(
        pkg.channels.map((_, ci) => `p${pi}c${ci}`),
        widths,
        FULL_ROW_BOXES,
        ind,
      ),
    );
    if (nested) lines.push(...layout.splice(0), '  end');
  });
  lines.push(...layout);
  for (const name of ['deprecated', 'skipped', 'missing'] as const) lines.push(classDef(name));
  lines.push(HEAD_CLASS);
  for (const [name, ids] of Object.entries(classes)) if (ids.length > 0) lines.push(`  class ${ids.join(',')} ${name}`);
  return lines.join('\n') + '\n';
}
