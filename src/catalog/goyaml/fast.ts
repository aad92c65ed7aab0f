// The hot path: a single forward scan for the block-style YAML that `opm render` and go-yaml's
// emitter write (block mappings and sequences, plain / quoted / literal scalars, `{}` and `[]`).
// Anything else (comments, anchors, tags, flow collections, folded scalars, tabs, odd
// indentation) returns BAIL and the document goes to the complete decoder, which is the
// reference: a differential test holds the two equal on every corpus file and generated YAML.
import { keyToString, scalarToJson, setKey, YamlToJsonError, type JsonObject, type JsonValue } from './json-value.js';
import { dqEnd, foldQuoted, sqEnd, unescapeDq } from './fast-text.js';
import { isPlainString, resolvePlain, stringLed } from './resolve.js';

// Most scalars are plain strings: skip the Resolved allocation for them (hot path).
const plainValue = (s: string): JsonValue => (isPlainString(s) ? s : scalarToJson(resolvePlain(s)));
const plainKey = (s: string): string => (isPlainString(s) ? s : keyToString(resolvePlain(s)));

export const BAIL: unique symbol = Symbol('bail');
type Out = JsonValue | typeof BAIL;

class Bail extends Error {}
export const bail = (): never => {
  throw new Bail();
};

const NL = 10, SP = 32, HASH = 35, COLON = 58, DASH = 45, DQ = 34, SQ = 39, TAB = 9;

// First characters that make a plain scalar impossible or special; '-', '?' and ':' are
// allowed when followed by a non-space, which the callers check.
const INDICATOR = new Uint8Array(128);
for (const ch of '?:,[]{}#&*!|>\'"%@`') INDICATOR[ch.charCodeAt(0)] = 1;


const SPECIAL = /:[ \n]| #|\t/g;
const SPACES = / */y;

const indentRes = new Map<number, RegExp>();
/** Removes up to `n` leading spaces from every line. */
function stripIndent(n: number): RegExp {
  let re = indentRes.get(n);
  if (!re) indentRes.set(n, (re = new RegExp(`^ {0,${n}}`, 'gm')));
  return re;
}

/** Thrown to stop a locating scan as soon as the target is reached. */
class Found extends Error {
  constructor(readonly offset: number) {
    super('found');
  }
}

type Step = string | number;
const foldedStep = (a: Step, b: Step): boolean => a === b || (typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase());
const exactStep = (a: Step, b: Step): boolean => a === b;

// Exported for csv-skim.ts, which type-checks olm.csv.metadata values without building them.
export class Scanner {
  // Locating mode: the path walked so far, and the path of the node whose position is wanted.
  private readonly walked: Step[] = [];
  target: readonly Step[] | undefined;
  sameStep = exactStep;

  constructor(protected readonly s: string, public p: number, protected readonly end: number) {}

  // The line end is asked for several times per line (key, value, continuation checks), and
  // base64 lines are long: remember the last one found.
  private eolFrom = -1;
  private eolAt = -1;

  eol(from: number): number {
    if (from >= this.eolFrom && from <= this.eolAt) return this.eolAt;
    const i = this.s.indexOf('\n', from);
    this.eolFrom = from;
    this.eolAt = i < 0 || i > this.end ? this.end : i;
    return this.eolAt;
  }

  private special = -1;

  /** Next ': ', ':\n', ' #' or tab at or after `from`, cached so each character is scanned once. */
  nextSpecial(from: number): number {
    if (this.special >= from) return this.special;
    const re = SPECIAL;
    re.lastIndex = from;
    // One regex for all four (separate indexOf searches would each run to the end of the file
    // whenever a pattern is absent). test() instead of exec(): no match array; the match ends at
    // lastIndex, and every alternative is two characters long except a lone tab.
    if (re.test(this.s)) {
      const at = re.lastIndex - (this.s.charCodeAt(re.lastIndex - 1) === TAB ? 1 : 2);
      this.special = at < this.end ? at : this.end;
    } else {
      this.special = this.end;
    }
    return this.special;
  }

  /** Skip blank lines; leave p at the start of the next line with content, or at end. */
  skipBlank(): void {
    const s = this.s;
    while (this.p < this.end) {
      const i = this.p + this.indentAt(this.p);
      if (i >= this.end) { this.p = this.end; return; }
      const c = s.charCodeAt(i);
      if (c === NL) { this.p = i + 1; continue; }
      if (c === HASH || c === TAB || c === 13) bail();
      return;
    }
  }

  // A line's indentation is asked for by the scalar that may continue onto it, then by the
  // collection that owns it: remember the last answer.
  private indentPos = -1;
  private indentVal = 0;

  indentAt(lineStart: number): number {
    if (lineStart === this.indentPos) return this.indentVal;
    SPACES.lastIndex = lineStart;
    SPACES.test(this.s);
    this.indentPos = lineStart;
    this.indentVal = Math.min(SPACES.lastIndex, this.end) - lineStart;
    return this.indentVal;
  }

  isSeqItem(at: number): boolean {
    if (this.s.charCodeAt(at) !== DASH) return false;
    const n = at + 1 < this.end ? this.s.charCodeAt(at + 1) : NL;
    return n === SP || n === NL;
  }

  // --- documents and collections -------------------------------------------------------------

  document(): Out {
    const s = this.s;
    if (s.startsWith('---', this.p)) {
      const e = this.eol(this.p);
      if (s.slice(this.p + 3, e).trim() !== '') bail();
      this.p = e + 1;
    }
    this.skipBlank();
    if (this.p >= this.end) bail(); // null document: leave its diagnosis to the full decoder
    if (this.indentAt(this.p) !== 0) bail();
    const v = this.block(0, this.p);
    this.skipBlank();
    if (this.p < this.end) bail();
    return v;
  }

  /** A block collection whose first content is at `at`, at column `col`. */
  block(col: number, at: number): JsonValue {
    return this.isSeqItem(at) ? this.sequence(col, at) : this.mapping(col, at);
  }

  /** In locating mode, entering child `step` whose text starts at `at`. */
  private enter(step: Step, at: number): void {
    const t = this.target!;
    const w = this.walked;
    w.push(step);
    if (w.length === t.length && w.every((x, i) => this.sameStep(x, t[i]!))) throw new Found(at);
  }

  mapping(col: number, first: number): JsonObject {
    const obj: JsonObject = {};
    let at = first;
    for (;;) {
      const name = this.key(at);
      if (this.target) this.enter(name, at);
      let v = this.keyEnd;
      const s = this.s;
      while (v < this.end && s.charCodeAt(v) === SP) v++;
      setKey(obj, name, this.valueAt(name, obj, col, v));
      if (this.target) this.walked.pop();
      this.skipBlank();
      if (this.p >= this.end) return obj;
      const ind = this.indentAt(this.p);
      if (ind < col) return obj;
      if (ind > col) bail();
      at = this.p + ind;
      if (this.isSeqItem(at)) return obj; // an indentless sequence of an outer key ends here
    }
  }

  /** The value of key `name` of `obj` (a mapping at column `col`), its text starting at `v`. */
  protected valueAt(_name: string, _obj: JsonObject, col: number, v: number): JsonValue {
    const e = this.eol(v);
    if (v >= e) {
      this.p = e + 1;
      return this.nested(col, true);
    }
    return this.inline(v, col);
  }

  sequence(col: number, first: number): JsonValue[] {
    const arr: JsonValue[] = [];
    let at = first;
    const s = this.s;
    for (;;) {
      let c = at + 1;
      while (c < this.end && s.charCodeAt(c) === SP) c++;
      if (this.target) this.enter(arr.length, c);
      const e = this.eol(c);
      if (c >= e) {
        this.p = e + 1;
        arr.push(this.nested(col, false));
      } else if (this.isSeqItem(c)) {
        bail();
      } else {
        const itemCol = col + (c - at);
        arr.push(this.looksLikeKey(c) ? this.mapping(itemCol, c) : this.inline(c, col));
      }
      if (this.target) this.walked.pop();
      this.skipBlank();
      if (this.p >= this.end) return arr;
      const ind = this.indentAt(this.p);
      if (ind !== col) {
        if (ind > col) bail();
        return arr;
      }
      at = this.p + ind;
      if (!this.isSeqItem(at)) return arr;
    }
  }

  /** The value of `key:` or `-` with nothing after it on the line. */
  nested(parentCol: number, inMapping: boolean): JsonValue {
    this.skipBlank();
    if (this.p >= this.end) return null;
    const ind = this.indentAt(this.p);
    const at = this.p + ind;
    if (ind > parentCol) return this.block(ind, at);
    if (inMapping && ind === parentCol && this.isSeqItem(at)) return this.sequence(ind, at);
    return null;
  }

  looksLikeKey(at: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(at);
    if (c === DQ) {
      const close = dqEnd(s, at, this.end);
      return close >= 0 && s.charCodeAt(close + 1) === COLON;
    }
    const sp = this.nextSpecial(at);
    return sp < this.eol(at) && s.charCodeAt(sp) === COLON;
  }

  /** Where the text after the last key read (and its colon) starts. */
  keyEnd = 0;

  /** The key whose text starts at `at`; sets keyEnd (no object per key: there are millions). */
  key(at: number): string {
    const s = this.s;
    const c = s.charCodeAt(at);
    if (c === DQ) {
      const close = dqEnd(s, at, this.end);
      if (close < 0 || close > this.eol(at)) bail();
      const n = s.charCodeAt(close + 2);
      if (s.charCodeAt(close + 1) !== COLON || (n !== SP && n !== NL && close + 2 < this.end)) bail();
      this.keyEnd = close + 2;
      return this.dqValue(at + 1, close);
    }
    if (c < 128 && INDICATOR[c] === 1) bail();
    if (c === DASH) bail();
    const sp = this.nextSpecial(at);
    if (sp >= this.eol(at) || s.charCodeAt(sp) !== COLON) bail();
    const text = s.slice(at, sp).trimEnd();
    if (text === '<<' || text === '') bail();
    this.keyEnd = sp + 1;
    return plainKey(text);
  }

  // --- scalars -------------------------------------------------------------------------------

  /** A scalar starting at `at` on the current line; continuation lines must be indented > col.
   * With `build` false a quoted scalar, or a plain one that is a string whatever its text, is
   * checked but its text not made (the value is ''). */
  inline(at: number, col: number, build = true): JsonValue {
    const s = this.s;
    const c = s.charCodeAt(at);
    if (c === DQ) return this.quoted(at, col, true, build);
    if (c === SQ) return this.quoted(at, col, false, build);
    if (c === 124) return this.literal(at, col); // '|'
    if (c === 123 || c === 91) { // '{' '['
      const e = this.eol(at);
      const t = s.slice(at, e).trimEnd();
      if (t !== '{}' && t !== '[]') bail();
      this.p = e + 1;
      return t === '{}' ? {} : [];
    }
    if (c < 128 && INDICATOR[c] === 1) bail();
    if ((c === DASH || c === 63 || c === COLON) && this.isSeqItemLike(at)) bail();
    return this.plain(at, col, build);
  }

  isSeqItemLike(at: number): boolean {
    const n = at + 1 < this.end ? this.s.charCodeAt(at + 1) : NL;
    return n === SP || n === NL;
  }

  /** With `build` false a plain scalar that is a string whatever its text is checked but not
   * made (the value is ''). */
  plain(at: number, col: number, build = true): JsonValue {
    const s = this.s;
    let e = this.eol(at);
    if (this.nextSpecial(at) < e) bail();
    const make = build || !stringLed(s.charCodeAt(at));
    let text = make ? s.slice(at, e).trimEnd() : '';
    this.p = e + 1;
    // Multi-line plain scalar: more-indented lines fold into it (blank lines become newlines).
    let breaks = 0;
    for (;;) {
      if (this.p >= this.end) break;
      const ind = this.indentAt(this.p);
      const ls = this.p + ind;
      const ch = ls < this.end ? s.charCodeAt(ls) : NL;
      if (ch === NL) { breaks++; this.p = ls + 1; continue; }
      if (ind <= col) break;
      // Continuation lines may start with any plain character (`*`, `-`, `[`…), not a comment.
      if (ch === TAB || ch === 13 || ch === HASH) bail();
      e = this.eol(ls);
      if (this.nextSpecial(ls) < e) bail();
      if (make) text += (breaks === 0 ? ' ' : '\n'.repeat(breaks)) + s.slice(ls, e).trimEnd();
      breaks = 0;
      this.p = e + 1;
    }
    // Blank lines consumed while looking for a continuation separate entries: no meaning.
    return make ? plainValue(text) : '';
  }

  quoted(at: number, col: number, double: boolean, build = true): string {
    const s = this.s;
    const close = double ? dqEnd(s, at, this.end) : sqEnd(s, at, this.end);
    if (close < 0) bail();
    // Trailing content after the closing quote must be blank.
    const e = this.eol(close);
    for (let i = close + 1; i < e; i++) if (s.charCodeAt(i) !== SP) bail();
    const body = s.slice(at + 1, close);
    if (body.indexOf('\t') >= 0 || body.indexOf('\r') >= 0) bail();
    this.p = e + 1;
    if (body.indexOf('\n') < 0) return double ? this.dqValue(at + 1, close, build) : build ? body.replaceAll("''", "'") : '';
    return foldQuoted(body, col, double, build) ?? bail();
  }

  dqValue(from: number, to: number, build = true): string {
    return unescapeDq(this.s.slice(from, to), build) ?? bail();
  }

  /** With `build` false, the block is checked but its text is not made (the value is ''). */
  literal(at: number, col: number, build = true): string {
    const s = this.s;
    const e = this.eol(at);
    const header = s.slice(at, e).trimEnd();
    // `|`, `|-`, and with an indentation indicator (`|2`, `|2-`, `|-2`), which go-yaml writes
    // when the text starts with a blank line or spaces. Keep-chomping (`|+`) is left to the full decoder.
    const h = header === '|-' || header === '|' ? undefined : /^\|(?:([1-9])?(-)?|(-)([1-9]))$/.exec(header) ?? bail();
    const chomp: 'clip' | 'strip' = header === '|-' || h?.[2] || h?.[3] ? 'strip' : 'clip';
    const explicit = h?.[1] ?? h?.[4];
    this.p = e + 1;
    // Find where the block ends (and its last content line), then cut it out in one piece.
    const first = this.p;
    let indent = explicit === undefined ? -1 : col + Number(explicit);
    let contentEnd = -1;
    while (this.p < this.end) {
      const ind = this.indentAt(this.p);
      const le = this.eol(this.p);
      if (this.p + ind >= le) {
        // A blank line: content only for the spaces beyond the indentation.
        if (indent >= 0 && ind > indent) contentEnd = le;
        else if (indent < 0 && ind > 0) bail();
        this.p = le + 1;
        continue;
      }
      if (indent < 0) {
        if (ind <= col) break;
        indent = ind;
      }
      if (ind < indent) break;
      contentEnd = le;
      this.p = le + 1;
    }
    if (contentEnd < 0) return '';
    const raw = s.slice(first, contentEnd);
    if (raw.indexOf('\r') >= 0) bail();
    if (!build) return '';
    const text = raw.replace(stripIndent(indent), '');
    return chomp === 'strip' ? text : text + '\n';
  }
}

/**
 * Offset of the node at `path` in src[start, end) (a key's own offset for a final key), by the
 * same scan; undefined when the document leaves the fast subset or has no such node.
 */
export function locateFast(src: string, start: number, end: number, path: readonly Step[]): number | undefined {
  // Keys as written first; then as Go's json matches them (case-insensitively).
  return locateWith(src, start, end, path, exactStep) ?? locateWith(src, start, end, path, foldedStep);
}

function locateWith(src: string, start: number, end: number, path: readonly Step[], same: (a: Step, b: Step) => boolean): number | undefined {
  const sc = new Scanner(src, start, end);
  sc.target = path;
  sc.sameStep = same;
  try {
    sc.document();
  } catch (e) {
    if (e instanceof Found) return e.offset;
    if (e instanceof Bail || e instanceof YamlToJsonError || e instanceof RangeError) return undefined;
    throw e;
  }
  return undefined;
}

/** Decode src[start, end) — one document chunk — or BAIL when it leaves the fast subset. */
export function decodeYamlFast(src: string, start = 0, end = src.length): Out {
  return decodeWith(new Scanner(src, start, end));
}

/** The document `sc` (a Scanner or a subclass) scans, or BAIL. */
export function decodeWith(sc: Scanner): Out {
  try {
    return sc.document();
  } catch (e) {
    // Errors (and .inf/.nan values) are diagnosed by the full decoder, with positions; so is
    // nesting deeper than this scanner's recursion allows.
    if (e instanceof Bail || e instanceof YamlToJsonError || e instanceof RangeError) return BAIL;
    throw e;
  }
}
