// The upgrade graph as a Mermaid flowchart for review comments: one subgraph per channel, edges
// from the bundle upgraded from to the one that declares the upgrade, labelled replace / skip /
// skipRange, with deprecated, skipped and missing bundles and the head styled.
// Node ids are positions (p0c1n2), never names; every name goes through mermaidText.
import { mermaidText } from '../escape/mermaid.js';
import type { ChannelGraph } from './graph-json.js';

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

export function renderMermaid(
  packages: readonly PicturePackage[],
  deprecatedChannels: (pkg: string) => ReadonlySet<string> = () => new Set(),
): string {
  const lines = ['flowchart LR'];
  const classes: Record<'deprecated' | 'skipped' | 'head' | 'missing', string[]> = {
    deprecated: [],
    skipped: [],
    head: [],
    missing: [],
  };
  const nested = packages.length > 1;
  packages.forEach((pkg, pi) => {
    const ind = nested ? '    ' : '  ';
    if (nested) lines.push(`  subgraph p${pi}["${mermaidText(pkg.package)}"]`);
    pkg.channels.forEach((ch, ci) => {
      const id = (k: number) => `p${pi}c${ci}n${k}`;
      const nodes = new Map<string, string>();
      const marks = [
        ...(ch.channel === pkg.defaultChannel ? ['default'] : []),
        ...(deprecatedChannels(pkg.package).has(ch.channel) ? ['deprecated'] : []),
      ];
      const title =
        `${nested ? '' : `${pkg.package} / `}${ch.channel}` + `${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
      lines.push(`${ind}subgraph p${pi}c${ci}["${mermaidText(title)}"]`);
      const skipped = new Set(ch.edges.filter((e) => e.via.includes('skips')).map((e) => e.from));
      for (const e of ch.entries) {
        const n = id(nodes.size);
        nodes.set(e.name, n);
        lines.push(`${ind}  ${n}["${mermaidText(e.name)}"]`);
        if (e.deprecated) classes.deprecated.push(n);
        else if (skipped.has(e.name)) classes.skipped.push(n);
        if (e.name === ch.head) classes.head.push(n);
      }
      for (const e of ch.edges) {
        if (nodes.has(e.from)) continue;
        const n = id(nodes.size);
        nodes.set(e.from, n);
        lines.push(`${ind}  ${n}["${mermaidText(e.from)}"]`);
        classes.missing.push(n);
      }
      if (ch.note) lines.push(`${ind}  ${id(nodes.size)}["${mermaidText(ch.note)}"]`);
      lines.push(`${ind}end`);
      for (const e of ch.edges) {
        lines.push(`${ind}${nodes.get(e.from)} -->|${e.via.map((v) => VIA_LABEL[v]).join(', ')}| ${nodes.get(e.to)}`);
      }
    });
    if (nested) lines.push('  end');
  });
  lines.push('  classDef deprecated fill:#fde2e1,stroke:#b42318,color:#7a271a,stroke-dasharray:4 3');
  lines.push('  classDef skipped fill:#eaecf0,stroke:#667085,color:#344054');
  lines.push('  classDef missing fill:#ffffff,stroke:#98a2b3,color:#667085,stroke-dasharray:2 2');
  lines.push('  classDef head stroke-width:3px');
  for (const [name, ids] of Object.entries(classes)) if (ids.length > 0) lines.push(`  class ${ids.join(',')} ${name}`);
  return lines.join('\n') + '\n';
}
