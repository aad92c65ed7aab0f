// The fast scanner's reading of lines and scalars: where a line ends and how far it is
// indented, the next character that ends a plain scalar, and plain / quoted / literal scalars.
// Collections and documents build on it (fast.ts). Anything outside the subset throws Bail.
import { scalarToJson, type JsonValue } from './json-value.js';
import { dqEnd, foldQuoted, sqEnd, unescapeDq } from './fast-text.js';
import { isPlainString, resolvePlain, stringLed } from './resolve.js';

// Most scalars are plain strings: skip the Resolved allocation for them (hot path).
const plainValue = (s: string): JsonValue => (isPlainString(s) ? s : scalarToJson(resolvePlain(s)));

export class Bail extends Error {}
export const bail = (): never => {
  throw new Bail();
};

export const NL = 10,
  SP = 32,
  HASH = 35,
  COLON = 58,
  DASH = 45,
  DQ = 34,
  SQ = 39,
  TAB = 9;

// First characters that make a plain scalar impossible or special; '-', '?' and ':' are
// allowed when followed by a non-space, which the callers check.
export const INDICATOR = new Uint8Array(128);
for (const ch of '?:,[]{}#&*!|>\'"%@`') INDICATOR[ch.charCodeAt(0)] = 1;

const indentRes = new Map<number, RegExp>();
/** Removes up to `n` leading spaces from every line. */
function stripIndent(n: number): RegExp {
  let re = indentRes.get(n);
  if (!re) indentRes.set(n, (re = new RegExp(`^ {0,${n}}`, 'gm')));
  return re;
}

/** Lines and scalars of src[p, end); `p` moves past what was read. */
export class LineScanner {
  constructor(
    protected readonly s: string,
    public p: number,
    protected readonly end: number,
  ) {
    this.doc = s.slice(p, end);
    this.base = p;
  }

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
  // The document as a slice of the file (O(1) in V8), so that a search for a character it lacks
  // stops at its end; and the next `: ` or `:\n`, ` #` and tab in it, each with the offset its
  // search started from (relative to the document), so each is found once.
  private readonly doc: string;
  private readonly base: number;
  // [from, at] ranges; from > at until searched.
  private colonFrom = 1;
  private colonAt = 0;
  private hashFrom = 1;
  private hashAt = 0;
  private tabFrom = 1;
  private tabAt = 0;

  /** Next ': ', ':\n', ' #' or tab at or after `from`, cached so each character is scanned once. */
  nextSpecial(from: number): number {
    if (this.special >= from) return this.special;
    // Three searches for one character each run at memchr speed, where one regex for all of
    // them stopped at every indentation space to look for a `#`.
    const d = this.doc;
    const f = from - this.base;
    if (f < this.colonFrom || f > this.colonAt) {
      let i = d.indexOf(':', f);
      while (i >= 0) {
        const n = this.s.charCodeAt(this.base + i + 1);
        if (n === SP || n === NL) break;
        i = d.indexOf(':', i + 1);
      }
      this.colonFrom = f;
      this.colonAt = i < 0 ? d.length : i;
    }
    if (f < this.hashFrom || f > this.hashAt) {
      let i = d.indexOf('#', f + 1);
      while (i >= 0 && d.charCodeAt(i - 1) !== SP) i = d.indexOf('#', i + 1);
      this.hashFrom = f;
      this.hashAt = i < 0 ? d.length : i - 1;
    }
    if (f < this.tabFrom || f > this.tabAt) {
      const i = d.indexOf('\t', f);
      this.tabFrom = f;
      this.tabAt = i < 0 ? d.length : i;
    }
    this.special = this.base + Math.min(this.colonAt, this.hashAt, this.tabAt);
    return this.special;
  }

  /** Skip blank lines; leave p at the start of the next line with content, or at end. */
  skipBlank(): void {
    const s = this.s;
    while (this.p < this.end) {
      const i = this.p + this.indentAt(this.p);
      if (i >= this.end) {
        this.p = this.end;
        return;
      }
      const c = s.charCodeAt(i);
      if (c === NL) {
        this.p = i + 1;
        continue;
      }
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
    const s = this.s;
    const end = this.end;
    let i = lineStart;
    while (i < end && s.charCodeAt(i) === SP) i++;
    this.indentPos = lineStart;
    this.indentVal = i - lineStart;
    return this.indentVal;
  }

  isSeqItem(at: number): boolean {
    if (this.s.charCodeAt(at) !== DASH) return false;
    const n = at + 1 < this.end ? this.s.charCodeAt(at + 1) : NL;
    return n === SP || n === NL;
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
    if (c === 123 || c === 91) {
      // '{' '['
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
      if (ch === NL) {
        breaks++;
        this.p = ls + 1;
        continue;
      }
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
    if (body.indexOf('\n') < 0)
      return double ? this.dqValue(at + 1, close, build) : build ? body.replaceAll("''", "'") : '';
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
    const h =
      header === '|-' || header === '|' ? undefined : (/^\|(?:([1-9])?(-)?|(-)([1-9]))$/.exec(header) ?? bail());
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
