// What Go's decoders refuse before any value exists, checked here in single native passes so
// that hostile files get opm's verdict instead of this process's limits (stack, heap, time).

/**
 * Characters go-yaml's reader rejects ("control characters are not allowed"): it accepts tab,
 * LF, CR, 0x20–0x7E, NEL (0x85), 0xA0–0xD7FF, 0xE000–0xFFFD and 0x10000 up. (Lone surrogates
 * cannot occur: the text comes from valid UTF-8 or UTF-16.)
 */
const FORBIDDEN_CLASS = String.raw`\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff`;
const YAML_FORBIDDEN = new RegExp(`[${FORBIDDEN_CLASS}]`, 'g');
// The same set negated, as one greedy run from the start: V8 runs a star over a character class
// as a tight loop, where an unanchored search restarts its match at every character.
const YAML_ALLOWED_RUN = new RegExp(`[^${FORBIDDEN_CLASS}]*`, 'y');
// Most catalog text is printable ASCII and line feeds: a class of two ranges runs twice as fast.
const PRINTABLE_RUN = /[\n\x20-\x7e]*/y;
const NONE: readonly number[] = [];

/** Offsets of every character go-yaml refuses, ascending (usually none: one or two runs). */
export function yamlForbiddenOffsets(text: string): readonly number[] {
  PRINTABLE_RUN.lastIndex = 0;
  PRINTABLE_RUN.test(text);
  if (PRINTABLE_RUN.lastIndex === text.length) return NONE;
  YAML_ALLOWED_RUN.lastIndex = PRINTABLE_RUN.lastIndex;
  YAML_ALLOWED_RUN.test(text);
  if (YAML_ALLOWED_RUN.lastIndex === text.length) return NONE;
  const out: number[] = [];
  YAML_FORBIDDEN.lastIndex = YAML_ALLOWED_RUN.lastIndex;
  for (let m = YAML_FORBIDDEN.exec(text); m; m = YAML_FORBIDDEN.exec(text)) out.push(m.index);
  return out;
}

/** How many of the ascending `sorted` are below `value` (the index of the first at or above it). */
export function countBelow(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first of `sorted` offsets inside [start, end), or undefined. */
export function firstIn(sorted: readonly number[], start: number, end: number): number | undefined {
  const at = sorted[countBelow(sorted, start)];
  return at !== undefined && at < end ? at : undefined;
}

/**
 * A file starting with a UTF-16 byte order mark, as text. apimachinery's splitter looks for
 * `---` and `{` in bytes, finds neither in UTF-16, and hands the whole file to go-yaml as one
 * document stream; go-yaml sniffs the BOM and decodes UTF-16. Undefined for other files.
 */
export function utf16Text(data: Uint8Array): string | undefined {
  const le = data[0] === 0xff && data[1] === 0xfe;
  const be = data[0] === 0xfe && data[1] === 0xff;
  if (!le && !be) return undefined;
  return new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(data);
}

/** encoding/json's scanner limit: a value nested deeper is a syntax error ("exceeded max depth"). */
export const JSON_MAX_DEPTH = 10_000;

// A number encoding/json cannot hold in a float64 needs an exponent of three digits or more,
// or more than 308 digits: the cheap test before the exact one.
const MAYBE_HUGE = /[eE][+-]?[0-9]{3}|[0-9]{309}/;
const TOKENS = /"(?:[^"\\]|\\.)*"|(-?[0-9][0-9.eE+-]*)/g;

/**
 * The first number in JSON text `json` that overflows a float64 (`1e400`), as written, or
 * undefined. opm's Meta.UnmarshalJSON decodes every document into map[string]interface{}, where
 * such a number fails: "json: cannot unmarshal number 1e400 into Go value of type float64".
 */
export function hugeJsonNumber(json: string): string | undefined {
  if (!MAYBE_HUGE.test(json)) return undefined;
  TOKENS.lastIndex = 0;
  for (let m = TOKENS.exec(json); m; m = TOKENS.exec(json)) {
    if (m[1] !== undefined && !Number.isFinite(Number(m[1]))) return m[1];
  }
  return undefined;
}
