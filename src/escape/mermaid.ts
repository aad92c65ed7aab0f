// Text inside a quoted Mermaid label. Mermaid reads `%%{…}%%` anywhere in a diagram as a config
// directive, ends a label at `"`, treats a label starting with a backtick as Markdown and renders
// labels as HTML; node ids never come from names, so escaping the label text is all it takes.
import { clip } from './clip.js';
import { textSafe } from './text.js';

// Mermaid's entity syntax: `#name;` or `#code;`.
const CODE: Readonly<Record<string, string>> = { '"': '#quot;', '<': '#lt;', '>': '#gt;' };

/** Label text: one line, at most `max` units, every character Mermaid could read as syntax coded. */
export function mermaidText(s: string, max = 200): string {
  return clip(textSafe(s), max).replace(/[#"<>%&`]/g, (c) => CODE[c] ?? `#${c.charCodeAt(0)};`);
}
