// opm's YAML output (declcfg.WriteYAML): each document encoded to JSON, then sigs.k8s.io/yaml's
// JSONToYAML (go-yaml v2: keys sorted its way, block style, 2-space indent, sequences in a
// mapping not indented, plain scalars where they read back as the same string, else single or
// double quotes, multi-line text as a literal block, lines broken at spaces past column 80),
// after a `---` line. Reproduced from go-yaml v2's emitter for the values a catalog holds.
import { resolvePlain } from '../catalog/goyaml/resolve.js';
import type { JsonValue } from '../catalog/goyaml/json-value.js';

const BEST_WIDTH = 80;

/** go-yaml v2's keyList.Less on strings: digit runs compare as numbers, non-letters before letters. */
export function goYamlKeyLess(a: string, b: string): boolean {
  const ar = [...a];
  const br = [...b];
  const letter = (c: string): boolean => /\p{L}/u.test(c);
  const digit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const al = letter(ar[i]!);
    const bl = letter(br[i]!);
    if (al && bl) return ar[i]! < br[i]!;
    if (al || bl) return bl;
    let an = 0;
    let bn = 0;
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && digit(ar[j]); j--) {
        if (ar[j] !== '0') {
          an = 1;
          bn = 1;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && digit(ar[ai]); ai++) an = an * 10 + Number(ar[ai]);
    for (; bi < br.length && digit(br[bi]); bi++) bn = bn * 10 + Number(br[bi]);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i]! < br[i]!;
  }
  return ar.length < br.length;
}

// yaml.v2 resolves these to timestamps (its four time.Parse layouts), so a string shaped so is quoted.
const DATE = '[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}';
const TIME = '[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(\\.[0-9]+)?';
const TIMESTAMP = new RegExp(`^${DATE}([Tt]${TIME}(Z|[-+][0-9]{2}:[0-9]{2})| ${TIME})?$`);
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;

const isBreak = (c: string): boolean => c === '\n' || c === '\r' || c === '\u0085' || c === '\u2028' || c === '\u2029';
const isSpace = (c: string | undefined): boolean => c === ' ';
const isBlankOrEnd = (c: string | undefined): boolean => c === undefined || c === ' ' || c === '\t' || isBreak(c);

/** go-yaml v2's is_printable: no NEL, and nothing past the Basic Multilingual Plane (an emoji is escaped). */
function printable(c: string): boolean {
  const n = c.codePointAt(0)!;
  if (n === 0x0a || (n >= 0x20 && n <= 0x7e)) return true;
  return (n >= 0xa0 && n <= 0xd7ff) || (n >= 0xe000 && n <= 0xfffd && n !== 0xfeff);
}

interface Analysis {
  readonly multiline: boolean;
  readonly blockPlain: boolean;
  readonly singleQuoted: boolean;
  readonly block: boolean;
}

/** yaml_emitter_analyze_scalar, block context. */
function analyze(s: string): Analysis {
  if (s === '') return { multiline: false, blockPlain: true, singleQuoted: true, block: false };
  const cs = [...s];
  let blockIndicators = s.startsWith('---') || s.startsWith('...');
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  cs.forEach((c, i) => {
    const followedByWhitespace = isBlankOrEnd(cs[i + 1]);
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) blockIndicators = true;
      else if ((c === '?' || c === ':' || c === '-') && followedByWhitespace) blockIndicators = true;
    } else if (c === ':' && followedByWhitespace) blockIndicators = true;
    else if (c === '#' && precededByWhitespace) blockIndicators = true;
    // go-yaml v2 (unlike v3) counts a tab as special: text with one is double-quoted.
    if (!printable(c)) special = true;
    if (c === ' ') {
      if (i === 0) leadingSpace = true;
      if (i === cs.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === cs.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankOrEnd(c);
  });
  let blockPlain = !(leadingSpace || leadingBreak || trailingSpace || trailingBreak);
  let singleQuoted = true;
  let block = !trailingSpace;
  if (breakSpace) blockPlain = singleQuoted = false;
  if (spaceBreak || special) blockPlain = singleQuoted = false;
  if (spaceBreak || special) block = false;
  if (lineBreaks || blockIndicators) blockPlain = false;
  return { multiline: lineBreaks, blockPlain, singleQuoted, block };
}

/** The emitter's output with the state its line breaking reads. */
class Out {
  text = '';
  column = 0;
  put(s: string): void {
    for (const c of s) {
      if (c === '\n') {
        this.text += '\n';
        this.column = 0;
      } else {
        this.text += c;
        this.column++;
      }
    }
  }
  /** A line break inside a scalar: the rest goes on a new line at `indent`. */
  indent(indent: number): void {
    this.put('\n');
    while (this.column < indent) this.put(' ');
  }
}

function doubleQuoted(o: Out, s: string, indent: number, breaks: boolean): void {
  o.put('"');
  const cs = [...s];
  let spaces = false;
  cs.forEach((c, i) => {
    const n = c.codePointAt(0)!;
    if (!printable(c) || n === 0xfeff || isBreak(c) || c === '"' || c === '\\') {
      const named: Record<number, string> = {
        0: '0',
        7: 'a',
        8: 'b',
        9: 't',
        10: 'n',
        11: 'v',
        12: 'f',
        13: 'r',
        27: 'e',
        0x22: '"',
        0x5c: '\\',
        0x85: 'N',
        0xa0: '_',
        0x2028: 'L',
        0x2029: 'P',
      };
      const hex = (w: number): string => n.toString(16).toUpperCase().padStart(w, '0');
      o.put('\\' + (named[n] ?? (n <= 0xff ? 'x' + hex(2) : n <= 0xffff ? 'u' + hex(4) : 'U' + hex(8))));
      spaces = false;
    } else if (c === ' ') {
      if (breaks && !spaces && o.column > BEST_WIDTH && i > 0 && i < cs.length - 1) {
        o.indent(indent);
        if (isSpace(cs[i + 1])) o.put('\\');
      } else o.put(c);
      spaces = true;
    } else {
      o.put(c);
      spaces = false;
    }
  });
  o.put('"');
}

/** Plain or single-quoted text (no line breaks in it), broken at spaces past the width. */
function flowText(o: Out, s: string, indent: number, breaks: boolean, quoted: boolean): void {
  if (quoted) o.put("'");
  const cs = [...s];
  let spaces = false;
  cs.forEach((c, i) => {
    if (c === ' ') {
      const inner = !quoted || (i > 0 && i < cs.length - 1);
      if (breaks && !spaces && o.column > BEST_WIDTH && inner && !isSpace(cs[i + 1])) o.indent(indent);
      else o.put(c);
      spaces = true;
    } else {
      o.put(quoted && c === "'" ? "''" : c);
      spaces = false;
    }
  });
  if (quoted) o.put("'");
}

function literal(o: Out, s: string, indent: number): void {
  const cs = [...s];
  let hints = isSpace(cs[0]) || isBreak(cs[0] ?? '') ? '2' : '';
  const last = cs[cs.length - 1];
  if (last === undefined || !isBreak(last)) hints += '-';
  else if (cs.length === 1 || isBreak(cs[cs.length - 2]!)) hints += '+';
  o.put('|' + hints + '\n');
  let atLineStart = true;
  for (const c of cs) {
    if (isBreak(c)) {
      o.put('\n');
      atLineStart = true;
    } else {
      if (atLineStart) while (o.column < indent) o.put(' ');
      o.put(c);
      atLineStart = false;
    }
  }
}

function goFloat(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? '.nan' : n > 0 ? '.inf' : '-.inf';
  const s = String(n);
  return s.replace(/e([-+])(\d)$/, 'e$10$2');
}

/** A scalar after `key:` or `-` (a space is written first), continuation lines at `indent`. */
function scalar(o: Out, v: JsonValue, indent: number, simpleKey = false): void {
  if (v === null) return o.put('null');
  if (typeof v === 'boolean') return o.put(String(v));
  if (typeof v === 'number') return o.put(Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? String(v) : goFloat(v));
  const s = v as string;
  const r = resolvePlain(s);
  const canPlain = r.kind === 'str' && !TIMESTAMP.test(s) && !BASE60_FLOAT.test(s);
  const a = analyze(s);
  let style: 'plain' | 'single' | 'double' | 'literal' = s.includes('\n') ? 'literal' : canPlain ? 'plain' : 'double';
  if (simpleKey && a.multiline) style = 'double';
  if (style === 'plain' && (!a.blockPlain || (s === '' && simpleKey))) style = 'single';
  if (style === 'single' && !a.singleQuoted) style = 'double';
  if (style === 'literal' && (!a.block || simpleKey)) style = 'double';
  const breaks = !simpleKey;
  if (style === 'plain') flowText(o, s, indent, breaks, false);
  else if (style === 'single') flowText(o, s, indent, breaks, true);
  else if (style === 'double') doubleQuoted(o, s, indent, breaks);
  else literal(o, s, indent);
}

const isEmptyCollection = (v: JsonValue): boolean =>
  (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/** A new line (unless a literal block just ended one) at `indent`. */
function newLine(o: Out, indent: number): void {
  if (o.column !== 0) o.put('\n');
  while (o.column < indent) o.put(' ');
}

/** What follows `key:` or `-` at `indent`: a nested block, `{}`/`[]`, or a space and a scalar. */
function node(o: Out, v: JsonValue, indent: number, inSequence: boolean): void {
  if (isEmptyCollection(v)) return o.put(Array.isArray(v) ? ' []' : ' {}');
  if (Array.isArray(v)) {
    // A sequence in a mapping is not indented; in a sequence it is, its first item on the same line.
    if (inSequence) o.put(' ');
    return sequence(o, v, inSequence ? indent + 2 : indent, inSequence);
  }
  if (typeof v === 'object' && v !== null) {
    if (inSequence) o.put(' ');
    return mapping(o, v, indent + 2, inSequence);
  }
  o.put(' ');
  scalar(o, v, indent + 2);
}

function sequence(o: Out, items: readonly JsonValue[], indent: number, inline: boolean): void {
  items.forEach((item, i) => {
    if (!(inline && i === 0)) newLine(o, indent);
    o.put('-');
    node(o, item, indent, true);
  });
}

function mapping(o: Out, obj: { readonly [k: string]: JsonValue }, indent: number, inline: boolean): void {
  const keys = Object.keys(obj).sort((a, b) => (goYamlKeyLess(a, b) ? -1 : goYamlKeyLess(b, a) ? 1 : 0));
  keys.forEach((k, i) => {
    if (!(inline && i === 0) && o.text !== '') newLine(o, indent);
    scalar(o, k, indent + 2, true);
    o.put(':');
    node(o, obj[k]!, indent, false);
  });
}

/** One document as opm's WriteYAML writes it: `---`, then the YAML. */
export function goYamlDocument(doc: JsonValue): string {
  const o = new Out();
  if (isEmptyCollection(doc)) o.put(Array.isArray(doc) ? '[]' : '{}');
  else if (Array.isArray(doc)) sequence(o, doc, 0, false);
  else if (typeof doc === 'object' && doc !== null) mapping(o, doc, 0, false);
  else scalar(o, doc, 2);
  return '---\n' + o.text + (o.text.endsWith('\n') ? '' : '\n');
}
