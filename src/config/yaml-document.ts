// A small YAML file fbc-bot reads whole (its configuration, owners data): parsed with limits —
// depth before parsing (the yaml library recurses per level, and a stack overflow inside it
// leaves the process unwell), aliases while converting (an alias bomb) — and any problem named
// with its file and line instead of an exception.
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YNode } from 'yaml';
import { exceedsMaxDepth } from '../catalog/goyaml/depth.js';

/** Such files are a few levels deep. */
const MAX_DEPTH = 64;

export type YamlDocument =
  { readonly doc: Document; readonly counter: LineCounter; readonly value: unknown } | { readonly problem: string };

export function readYamlDocument(text: string, file: string): YamlDocument {
  if (exceedsMaxDepth(text, MAX_DEPTH)) return { problem: `${file}:1: nested more than ${MAX_DEPTH} levels deep` };
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    return { problem: `${file}:${counter.linePos(e.pos[0]).line}: ${e.message.replace(/ at line \d+.*$/s, '')}` };
  }
  try {
    return { doc, counter, value: doc.toJS() };
  } catch (e) {
    // Aliases that expand past the yaml library's limit: named at the first alias, as go-yaml
    // calls it excessive aliasing.
    let at = 0;
    visit(doc, { Alias: (_, node) => ((at = node.range?.[0] ?? 0), visit.BREAK) });
    return {
      problem:
        `${file}:${counter.linePos(at).line}: ` +
        `${e instanceof ReferenceError ? 'excessive aliasing (the aliases expand too far)' : (e as Error).message}`,
    };
  }
}

/** The line a JSON pointer into the document's value names (as far as the document has it). */
export function lineOf(doc: Document, counter: LineCounter, pointer: string): number {
  let node = doc.contents as YNode | null;
  let offset = node?.range?.[0] ?? 0;
  for (const step of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (node && isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value) === step);
      if (!pair) break;
      offset = (pair.key as YNode).range?.[0] ?? offset;
      node = pair.value as YNode | null;
    } else if (node && isSeq(node)) {
      node = (node.items[Number(step)] as YNode | undefined) ?? null;
      if (node?.range) offset = node.range[0];
    } else break;
  }
  return counter.linePos(offset).line;
}
