// The review comment as a terminal shows it in the demo: what GitHub would display, in plain
// text. Folded sections show their summary only; a Mermaid change graph becomes its edges.

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** Inline markdown as text: code spans, bold, escapes, entities, invisible joiners. */
function inline(s: string): string {
  return s
    .replace(/(`+)(.+?)\1/g, (_m, _f: string, code: string) => code.trim())
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\\([\\`*_[\]|~$#<>!.-])/g, '$1')
    .replace(/&(lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\u2060/g, '')
    .replace(/ {2}$/, '');
}

/** A Mermaid flowchart as one line per edge, nodes by their labels. */
function graph(lines: readonly string[]): string[] {
  const label = new Map<string, string>();
  for (const l of lines) {
    const m = /^\s*(\w+)\["(.*)"\]\s*$/.exec(l);
    if (m) label.set(m[1]!, m[2]!.replace(/#quot;/g, '"'));
  }
  const out: string[] = [];
  for (const l of lines) {
    const m = /^\s*(\w+)\s*(-->|==>|-\.->)\|([^|]*)\|\s*(\w+)\s*$/.exec(l);
    if (!m) continue;
    const arrow = m[2] === '==>' ? '══' : m[2] === '-.->' ? '┄┄' : '──';
    out.push(`    ${label.get(m[1]!) ?? m[1]} ${arrow}${m[3]}${arrow}▶ ${label.get(m[4]!) ?? m[4]}`);
  }
  return out.length > 0 ? ['  (upgrade graph; a diagram on GitHub)', ...out] : [];
}

export function terminalText(md: string): string {
  const out: string[] = [];
  const lines = md.split('\n');
  let folded = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^<!--.*-->$/.test(line.trim())) continue;
    const details = /^<details>(?:<summary>(.*)<\/summary>)?/.exec(line);
    if (details) {
      if (folded === 0) out.push(`▸ ${inline(details[1] ?? 'details')} (folded)`);
      folded++;
      continue;
    }
    if (line.startsWith('</details>')) {
      folded = Math.max(0, folded - 1);
      continue;
    }
    const fence = /^(`{3,})(\w*)$/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== fence[1]; i++) body.push(lines[i]!);
      if (folded === 0) out.push(...(fence[2] === 'mermaid' ? graph(body) : body.map((b) => `    ${b}`)));
      continue;
    }
    if (folded > 0) continue;
    if (/^\|(\s*-+\s*\|)+$/.test(line)) continue;
    const heading = /^(#+) (.*)$/.exec(line);
    if (heading) out.push(`${heading[1]!.length <= 2 ? '══' : '──'} ${inline(heading[2]!)}`);
    else if (line.startsWith('|'))
      out.push(
        `  ${line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((c) => inline(c.trim()))
          .join('  │ ')}`,
      );
    else out.push(inline(line));
  }
  // Blank runs collapse to one line.
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
