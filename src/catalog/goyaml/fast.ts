// The hot path: a single forward scan for the block-style YAML that `opm render` and go-yaml's
// emitter write (block mappings and sequences, plain / quoted / literal scalars, `{}` and `[]`).
// Anything else (comments, anchors, tags, flow collections, folded scalars, tabs, odd
// indentation) returns BAIL and the document goes to the complete decoder, which is the
// reference: a differential test holds the two equal on every corpus file and generated YAML.
import { keyToString, setKey, YamlToJsonError, type JsonObject, type JsonValue } from './json-value.js';
import { dqEnd } from './fast-text.js';
import { Bail, bail, COLON, DASH, DQ, INDICATOR, LineScanner, NL, SP } from './fast-lines.js';
import { isPlainString, resolvePlain } from './resolve.js';

export { bail } from './fast-lines.js';

const plainKey = (s: string): string => (isPlainString(s) ? s : keyToString(resolvePlain(s)));

export const BAIL: unique symbol = Symbol('bail');
type Out = JsonValue | typeof BAIL;

/** Thrown to stop a locating scan as soon as the target is reached. */
class Found extends Error {
  constructor(readonly offset: number) {
    super('found');
  }
}

type Step = string | number;
const foldedStep = (a: Step, b: Step): boolean =>
  a === b || (typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase());
const exactStep = (a: Step, b: Step): boolean => a === b;

/** The paths wanted by one scan, as a tree of steps: `ends` are the indexes of the paths that end here. */
interface PathTree {
  readonly next: Map<Step, PathTree>;
  readonly ends: number[];
}

// Exported for csv-skim.ts, which type-checks olm.csv.metadata values without building them.
export class Scanner extends LineScanner {
  // Locating mode: the path walked so far, and the path of the node whose position is wanted.
  private readonly walked: Step[] = [];
  target: readonly Step[] | undefined;
  sameStep = exactStep;
  // Locating many paths at once: the tree's nodes along the path walked (undefined off the
  // tree), the offsets found by path index, and how many are still to find.
  trail: (PathTree | undefined)[] | undefined;
  readonly found = new Map<number, number>();
  remaining = 0;

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
  private get locating(): boolean {
    return this.target !== undefined || this.trail !== undefined;
  }

  private leave(): void {
    if (this.trail) this.trail.pop();
    else this.walked.pop();
  }

  private enter(step: Step, at: number): void {
    if (this.trail) {
      const node = this.trail[this.trail.length - 1]?.next.get(step);
      this.trail.push(node);
      for (const i of node?.ends ?? []) {
        if (this.found.has(i)) continue; // a repeated key: the first is where the single scan stops too
        this.found.set(i, at);
        if (--this.remaining === 0) throw new Found(at);
      }
      return;
    }
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
      if (this.locating) this.enter(name, at);
      let v = this.keyEnd;
      const s = this.s;
      while (v < this.end && s.charCodeAt(v) === SP) v++;
      setKey(obj, name, this.valueAt(name, obj, col, v));
      if (this.locating) this.leave();
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
      if (this.locating) this.enter(arr.length, c);
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
      if (this.locating) this.leave();
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
}

/**
 * Offset of the node at `path` in src[start, end) (a key's own offset for a final key), by the
 * same scan; undefined when the document leaves the fast subset or has no such node.
 */
export function locateFast(src: string, start: number, end: number, path: readonly Step[]): number | undefined {
  // Keys as written first; then as Go's json matches them (case-insensitively).
  return locateWith(src, start, end, path, exactStep) ?? locateWith(src, start, end, path, foldedStep);
}

function locateWith(
  src: string,
  start: number,
  end: number,
  path: readonly Step[],
  same: (a: Step, b: Step) => boolean,
): number | undefined {
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

/**
 * locateFast for many paths in one scan (keys as written): the offset of each path found, by its
 * index in `paths`. A document leaving the fast subset keeps what was found before that point,
 * which is where the single scan would have stopped too.
 */
export function locateManyFast(
  src: string,
  start: number,
  end: number,
  paths: readonly (readonly Step[])[],
): Map<number, number> {
  const root: PathTree = { next: new Map(), ends: [] };
  paths.forEach((path, i) => {
    let node = root;
    for (const step of path) {
      let child = node.next.get(step);
      if (!child) node.next.set(step, (child = { next: new Map(), ends: [] }));
      node = child;
    }
    node.ends.push(i);
  });
  const sc = new Scanner(src, start, end);
  sc.trail = [root];
  sc.remaining = paths.filter((p) => p.length > 0).length;
  if (sc.remaining === 0) return sc.found;
  try {
    sc.document();
  } catch (e) {
    if (!(e instanceof Found || e instanceof Bail || e instanceof YamlToJsonError || e instanceof RangeError)) throw e;
  }
  return sc.found;
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
