// One file → a stream of documents, split exactly like apimachinery's YAMLOrJSONDecoder as opm
// uses it: JSON mode when the first 4 KiB start with '{' (after Unicode whitespace, a BOM is not
// whitespace), YAML mode otherwise, `---` separator lines handled before any YAML parsing, and
// the JSON→YAML fallback that can silently drop the rest of a file.
import { isUtf8 } from 'node:buffer';
import { BAIL } from './goyaml/fast.js';
import { decodeCatalogYaml } from './csv-skim.js';
import { decodeYamlFull } from './goyaml/full.js';
import { isJsonObject, type JsonValue } from './goyaml/json-value.js';
import type { DecodedDocument, DecodeProblem, SourceProblem, TextRef } from './types.js';
import { firstIn, hugeJsonNumber, JSON_MAX_DEPTH, utf16Text, yamlForbiddenOffsets } from './input-checks.js';
import { JSON_WS, jsonValueEnd } from './json-extent.js';

/** Go's unicode.IsSpace. */
function isGoSpace(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

function startsWithBrace(text: string): boolean {
  const limit = Math.min(text.length, 4096);
  for (let i = 0; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (isGoSpace(c)) continue;
    return c === 0x7b;
  }
  return false;
}

class Emitter {
  readonly problems: DecodeProblem[] = [];
  constructor(
    readonly file: string,
    readonly doc: (d: DecodedDocument) => void,
  ) {}

  problem(rule: DecodeProblem['rule'], message: string, line: number, column: number): void {
    this.problems.push({ rule, message, file: this.file, line, column });
  }
}

/** Line and column of `offset` in `text`, counting from a known (line, lineStart) point. */
function lineCol(text: string, from: number, fromLine: number, offset: number): { line: number; column: number } {
  let line = fromLine;
  let ls = from;
  for (let i = text.indexOf('\n', from); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    ls = i + 1;
  }
  return { line, column: offset - ls + 1 };
}

/** First key of a YAML chunk: skip a leading `---` line, blanks, comments and directives. */
function firstContent(text: string, start: number, end: number): number {
  let p = start;
  while (p < end) {
    let i = p;
    while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
    const nl = text.indexOf('\n', i);
    const e = nl < 0 || nl > end ? end : nl;
    // The splitter lets only `---` with nothing but a comment after it through.
    const isSep = i === p && text.startsWith('---', i);
    if (i < e && text[i] !== '#' && !isSep && text[i] !== '%') return i;
    p = e + 1;
  }
  return start;
}

interface JsonFallback {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

function decodeChunk(
  em: Emitter,
  text: string,
  ref: TextRef,
  start: number,
  end: number,
  line: number,
  fallback: JsonFallback | undefined,
  forbidden: readonly number[],
): boolean {
  let s = start;
  if (text.charCodeAt(s) === 0xfeff) s++; // go-yaml skips a BOM at the start of its stream
  const bad = firstIn(forbidden, s, end);
  if (bad !== undefined) {
    const pos = lineCol(text, start, line, bad);
    const cp = text.codePointAt(bad)!.toString(16).toUpperCase().padStart(4, '0');
    em.problem(
      'parse-error',
      fallback?.message ??
        `YAML: control characters are not allowed (U+${cp}); go-yaml accepts only tab, line breaks and ` +
          `printable characters`,
      fallback?.line ?? pos.line,
      fallback?.column ?? pos.column,
    );
    return false;
  }
  let value: JsonValue | typeof BAIL = decodeCatalogYaml(text, s, end);
  let trailing: number | undefined;
  if (value === BAIL) {
    const chunk = text.slice(s, end);
    const r = decodeYamlFull(chunk);
    if (!r.ok) {
      if (fallback) em.problem('parse-error', fallback.message, fallback.line, fallback.column);
      else {
        const pos = lineCol(text, start, line, s + r.offset);
        em.problem('parse-error', `YAML: ${r.error}`, pos.line, pos.column);
      }
      return false;
    }
    value = r.value;
    if (r.trailingOffset !== undefined) trailing = s + r.trailingOffset;
  }
  const anchor = lineCol(text, start, line, firstContent(text, s, end));
  if (value === null) {
    em.problem(
      'empty-document',
      'this YAML document is empty (blank, comments only, or null): opm rejects it as an object without ' +
        'schema; remove it or the extra `---`',
      anchor.line,
      anchor.column,
    );
    return true;
  }
  em.doc({
    value,
    doc: {
      file: em.file,
      line: anchor.line,
      column: anchor.column,
      mode: 'yaml',
      source: { text: ref, start: s, end, line, column: 1, json: false },
    },
  });
  if (trailing !== undefined) {
    const pos = lineCol(text, start, line, trailing);
    em.problem(
      'documents-silently-dropped',
      `opm reads only the first YAML document here and silently ignores everything from line ${pos.line} ` +
        `on (no \`---\` separator before it); split the documents with \`---\` lines or fix the JSON`,
      pos.line,
      pos.column,
    );
  }
  return true;
}

export interface YamlChunk {
  readonly start: number;
  readonly end: number;
  readonly line: number;
}

/** opm's document splitting: `---` lines at column 0 end a non-empty document, else lead one. */
export function splitYamlChunks(
  text: string,
  baseLine = 1,
): { chunks: YamlChunk[]; error?: { line: number; rest: string } } {
  const chunks: YamlChunk[] = [];
  let pos = 0;
  let line = baseLine;
  let bufStart = -1;
  let bufLine = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl < 0 ? text.length : nl;
    const next = nl < 0 ? text.length : nl + 1;
    if (text.startsWith('---', pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== '' && !rest.startsWith('#')) {
        if (bufStart >= 0) chunks.push({ start: bufStart, end: pos, line: bufLine });
        return { chunks, error: { line, rest } };
      }
      if (bufStart >= 0) {
        chunks.push({ start: bufStart, end: pos, line: bufLine });
        bufStart = -1;
      } else {
        bufStart = pos;
        bufLine = line;
      }
    } else if (bufStart < 0) {
      bufStart = pos;
      bufLine = line;
    }
    pos = next;
    line++;
  }
  if (bufStart >= 0) chunks.push({ start: bufStart, end: text.length, line: bufLine });
  return { chunks };
}

function decodeYamlStream(em: Emitter, text: string, ref: TextRef, baseLine: number, fallback?: JsonFallback): void {
  const { chunks, error } = splitYamlChunks(text, baseLine);
  const forbidden = yamlForbiddenOffsets(text);
  chunks.forEach((c, i) =>
    decodeChunk(em, text, ref, c.start, c.end, c.line, i === 0 ? fallback : undefined, forbidden),
  );
  if (error) {
    em.problem(
      'parse-error',
      `invalid YAML document separator: \`---\` must stand alone on its line (found "` +
        `${error.rest.slice(0, 60)}" after it)`,
      error.line,
      1,
    );
  }
}

/** The JSON value starting at `pos`, or why there is none and where (`end`: past the value). */
function jsonValueAt(text: string, pos: number): { end: number; value?: JsonValue; error?: string; errorAt: number } {
  const end = jsonValueEnd(text, pos);
  // encoding/json's depth bound, met before any stack is used
  if (end <= -2) return { end, error: `exceeded max depth of ${JSON_MAX_DEPTH}`, errorAt: -2 - end };
  if (end < 0 || end > text.length)
    return { end, error: 'unexpected end of file inside a JSON value', errorAt: text.length };
  try {
    return { end, value: JSON.parse(text.slice(pos, end)) as JsonValue, errorAt: pos };
  } catch (e) {
    const m = /position (\d+)/.exec(String(e));
    const error = String((e as Error).message).replace(/ in JSON at position \d+.*$/s, '');
    return { end, error, errorAt: pos + (m ? Number(m[1]) : 0) };
  }
}

function decodeJsonStream(em: Emitter, text: string, ref: TextRef): void {
  let pos = 0;
  let good = 0;
  let lastGoodEnd = 0;
  let line = 1;
  let lineStart = 0;
  const advance = (to: number): void => {
    for (let i = text.indexOf('\n', pos); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    pos = to;
  };
  for (;;) {
    let p = pos;
    while (p < text.length && JSON_WS.has(text.charCodeAt(p))) p++;
    advance(p);
    if (pos >= text.length) return;
    const { end, value, error, errorAt } = jsonValueAt(text, pos);
    if (error !== undefined) {
      const at = lineCol(text, lineStart, line, errorAt);
      const message = `JSON: ${error}`;
      if (good < 2) {
        // apimachinery rewinds to the last good value and retries the rest as YAML.
        let r = lastGoodEnd;
        while (r < text.length && isGoSpace(text.charCodeAt(r)) && text.charCodeAt(r) !== 0x0a) r++;
        if (text.charCodeAt(r) === 0x0a) r++;
        const startLine = lineCol(text, 0, 1, r).line;
        const toYaml = (t: string): string => t.slice(r).replace(/\r\n/g, '\n');
        decodeYamlStream(em, toYaml(text), derived(ref, toYaml), startLine, {
          message,
          line: at.line,
          column: at.column,
        });
      } else {
        em.problem('parse-error', message, at.line, at.column);
      }
      return;
    }
    const col = pos - lineStart + 1;
    let k = pos + 1;
    while (k < end && JSON_WS.has(text.charCodeAt(k))) k++;
    const anchor = lineCol(text, lineStart, line, isJsonObject(value) && k < end - 1 ? k : pos);
    const huge = hugeJsonNumber(text.slice(pos, end));
    if (huge !== undefined)
      em.problem(
        'parse-error',
        `JSON: cannot unmarshal number ${huge.length > 40 ? huge.slice(0, 40) + '…' : huge} into Go value ` +
          `of type float64 (opm decodes every document into map[string]interface{})`,
        anchor.line,
        anchor.column,
      );
    else
      em.doc({
        value: value as JsonValue,
        doc: {
          file: em.file,
          line: anchor.line,
          column: anchor.column,
          mode: 'json',
          source: { text: ref, start: pos, end, line, column: col, json: true },
        },
      });
    good++;
    lastGoodEnd = end;
    advance(end);
  }
}

/** A file the source could not parse before any document of it (an .indexignore line past its bound). */
export function unparsableFile(path: string, message: string, line: number): SourceProblem {
  return { path, rule: 'parse-error', message, line };
}

/**
 * Decode one catalog file into documents, as opm's loader would see them. Each document goes to
 * `onDocument` as soon as it is decoded, so a caller that types it right away holds one
 * document's raw value at a time. Returns the problems found.
 */
export function decodeFile(
  file: string,
  data: Uint8Array,
  onDocument: (d: DecodedDocument) => void,
  reread?: () => Uint8Array,
): DecodeProblem[] {
  const em = new Emitter(file, onDocument);
  const text = toText(data);
  const json = startsWithBrace(text);
  const lf = (t: string): string => withoutLineBoms(!json && t.indexOf('\r') >= 0 ? t.replace(/\r\n/g, '\n') : t, json);
  // Documents point back at their text for positions; with `reread` the text is not held.
  const ref: TextRef = reread ? derived({ text: () => toText(reread()) }, lf) : held(lf(text));
  const utf16 = json ? undefined : utf16Text(data);
  if (json) {
    decodeJsonStream(em, text, ref);
  } else if (utf16 !== undefined) {
    // One stream for go-yaml (apimachinery finds no `---` line in UTF-16 bytes): it reads the
    // first document and drops the rest.
    const t = lf(utf16);
    decodeChunk(em, t, held(t), 0, t.length, 1, undefined, yamlForbiddenOffsets(t));
  } else if (!isUtf8(data)) {
    em.problem('parse-error', 'YAML: invalid UTF-8 in the file (go-yaml rejects it)', 1, 1);
  } else {
    decodeYamlStream(em, lf(text), ref, 1);
  }
  return em.problems;
}

// go-yaml's scanner skips a BOM at column 0 before any token (yaml_parser_scan_to_next_token),
// so `---` then a BOM then `key:` names "key". apimachinery's splitter does not skip it: a BOM
// before `---` leaves that line an ordinary one, so those stay.
function withoutLineBoms(t: string, json: boolean): string {
  return json || t.indexOf('\ufeff', 1) < 0 ? t : t.replace(/(?<=\n)\ufeff(?!---)/g, '');
}

function toText(data: Uint8Array): string {
  // Not latin1 for ASCII files, though it decodes faster: Node makes large latin1 strings
  // external, and scanning those is slower and holds more memory than the decode saves. Nor
  // buffer.transcode() for other UTF-8, though ICU converts it about four times faster than V8:
  // its scratch buffers and the external UTF-16 string added 24 MB to v4.21's peak RSS (+9 MB
  // even in 64 KB pieces), against the 2× RSS budget.
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
}

function held(text: string): TextRef {
  return { text: () => text };
}

/** The text `f(base)`, computed when first asked for and then kept. */
function derived(base: TextRef, f: (t: string) => string): TextRef {
  let cached: string | undefined;
  return { text: () => (cached ??= f(base.text())) };
}
