// Positions inside a document, found on demand: the hot path keeps only each document's anchor,
// and a finding that points deeper (an entry, a property, a field) re-reads that one document:
// JSON by walking its containers (locate-json.ts), YAML with the fast scanner or else the full
// parser. Documents are parsed at most once, and only when a finding needs them.
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node as YNode } from 'yaml';
import type { Path } from './declcfg.js';
import { locateFast, locateManyFast } from './goyaml/fast.js';
import { countBelow } from './input-checks.js';
import { jsonBareScalar, walkJson, type JsonIndex } from './locate-json.js';
import { fold } from './meta.js';
import type { RawDocument } from './types.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

const parsed = new WeakMap<RawDocument, Document | null>();
const jsonIndexes = new WeakMap<RawDocument, JsonIndex>();

/** A JSON document's walk (see locate-json.ts), its containers' children kept with the document. */
function walkJsonDoc(doc: RawDocument, path: Path, valueOfLast = false): { offset: number; found: boolean } {
  let index = jsonIndexes.get(doc);
  if (!index) jsonIndexes.set(doc, (index = new Map()));
  const { text, start, end } = doc.source;
  return walkJson(text.text(), start, end, path, index, valueOfLast);
}

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

// The offsets (from the document's start) of its line breaks, found once per document: a
// finding's line is then a binary search, where counting from the start each time made 200,000
// findings in one large document quadratic.
const breaksOf = new WeakMap<RawDocument, number[]>();

function toPosition(doc: RawDocument, offset: number): Position {
  const { start, end, line, column } = doc.source;
  let breaks = breaksOf.get(doc);
  if (!breaks) {
    const text = doc.source.text.text();
    breaks = [];
    for (let i = text.indexOf('\n', start); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) breaks.push(i - start);
    breaksOf.set(doc, breaks);
  }
  const lo = countBelow(breaks, offset);
  return lo === 0 ? { line, column: column + offset } : { line: line + lo, column: offset - breaks[lo - 1]! };
}

/** Position of the node at `path` (the key, for a final field name), or the document anchor. */
export function locate(doc: RawDocument, path: Path): Position {
  const fallback = { line: doc.line, column: doc.column };
  if (path.length === 0) return fallback;
  if (doc.source.json) {
    const { offset } = walkJsonDoc(doc, path);
    return offset < 0 ? fallback : toPosition(doc, offset - doc.source.start);
  }
  // The scanner of the hot path finds most YAML positions without building a syntax tree.
  const at = locateFast(doc.source.text.text(), doc.source.start, doc.source.end, path);
  if (at !== undefined) return toPosition(doc, at - doc.source.start);
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

/**
 * `locate` for many paths of one document: a YAML document is scanned once for all of them
 * (what that scan cannot place is located alone), where locating each would scan up to it —
 * 200,000 findings in one large document made that quadratic.
 */
export function locateAll(doc: RawDocument, paths: readonly Path[]): Position[] {
  if (doc.source.json) return paths.map((p) => locate(doc, p));
  const { text, start, end } = doc.source;
  const found = locateManyFast(text.text(), start, end, paths);
  return paths.map((p, i) => {
    const at = found.get(i);
    return at !== undefined ? toPosition(doc, at - start) : locate(doc, p);
  });
}

/** The written text of the plain scalar at `path`, if there is one. */
export function plainScalarSource(doc: RawDocument, path: Path): string | undefined {
  if (doc.source.json) {
    const w = walkJsonDoc(doc, path, true);
    return w.found && w.offset >= 0 ? jsonBareScalar(doc.source.text.text(), w.offset) : undefined;
  }
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
