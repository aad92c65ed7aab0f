// Positions inside a document, found on demand: the hot path keeps only each document's anchor,
// and a finding that points deeper (an entry, a property, a field) re-reads that one document
// with the full parser. Documents are parsed at most once, and only when a finding needs them.
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node as YNode } from 'yaml';
import type { Path } from './declcfg.js';
import { locateFast } from './goyaml/fast.js';
import { fold } from './meta.js';
import type { RawDocument } from './types.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

const parsed = new WeakMap<RawDocument, Document | null>();

function parse(doc: RawDocument): Document | null {
  let d = parsed.get(doc);
  if (d === undefined) {
    const { text, start, end } = doc.source;
    try {
      d = parseDocument(text.text().slice(start, end), { schema: 'failsafe', uniqueKeys: false, prettyErrors: false });
    } catch {
      d = null;
    }
    parsed.set(doc, d);
  }
  return d;
}

function toPosition(doc: RawDocument, offset: number): Position {
  const { start, line, column } = doc.source;
  const text = doc.source.text.text();
  let l = line;
  let ls = -1;
  for (let i = text.indexOf('\n', start); i >= 0 && i < start + offset; i = text.indexOf('\n', i + 1)) {
    l++;
    ls = i + 1;
  }
  return ls < 0 ? { line: l, column: column + offset } : { line: l, column: start + offset - ls + 1 };
}

/** Position of the node at `path` (the key, for a final field name), or the document anchor. */
export function locate(doc: RawDocument, path: Path): Position {
  const fallback = { line: doc.line, column: doc.column };
  if (path.length === 0) return fallback;
  if (!doc.source.json) {
    // The scanner of the hot path finds most positions without building a syntax tree.
    const at = locateFast(doc.source.text.text(), doc.source.start, doc.source.end, path);
    if (at !== undefined) return toPosition(doc, at - doc.source.start);
  }
  const d = parse(doc);
  if (!d) return fallback;
  let node = d.contents as YNode | null;
  let best: Position = fallback;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    if (typeof step === 'number' && node && isSeq(node)) {
      node = (node.items[step] as YNode | undefined) ?? null;
      if (!node?.range) return best;
      best = toPosition(doc, node.range[0]);
    } else if (typeof step === 'string' && node && isMap(node)) {
      const f = fold(step);
      const pair = [...node.items].filter((p) => isScalar(p.key) && fold(String(p.key.value)) === f).pop();
      if (!pair) return best;
      const key = pair.key as YNode;
      if (last && key.range) return toPosition(doc, key.range[0]);
      node = (pair.value as YNode | null) ?? null;
      if (!node?.range) return key.range ? toPosition(doc, key.range[0]) : best;
      best = toPosition(doc, node.range[0]);
    } else {
      return best;
    }
  }
  return best;
}

/** The written text of the plain scalar at `path`, if there is one. */
export function plainScalarSource(doc: RawDocument, path: Path): string | undefined {
  const d = parse(doc);
  let node = (d?.contents as YNode | null) ?? null;
  for (const step of path) {
    if (typeof step === 'number' && node && isSeq(node)) node = (node.items[step] as YNode | undefined) ?? null;
    else if (typeof step === 'string' && node && isMap(node)) {
      const f = fold(step);
      const pair = [...node.items].filter((p) => isScalar(p.key) && fold(String(p.key.value)) === f).pop();
      node = (pair?.value as YNode | null | undefined) ?? null;
    } else return undefined;
  }
  return node && isScalar(node) && node.type === 'PLAIN' && node.tag === undefined ? String(node.value) : undefined;
}
