// Text helpers of the fast scanner: quoted scalars (where they end, escapes, line folding).

const SIMPLE_ESC = new Map(
  Object.entries({
    '0': '\0',
    a: '\x07',
    b: '\b',
    t: '\t',
    '\t': '\t',
    n: '\n',
    v: '\v',
    f: '\f',
    r: '\r',
    e: '\x1b',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
  }),
);

/**
 * The value of a double-quoted scalar's text, or undefined for an invalid escape. With `build`
 * false the escapes are only checked, and a valid text gives ''.
 */
export function unescapeDq(body: string, build = true): string | undefined {
  let bs = body.indexOf('\\');
  if (bs < 0) return build ? body : '';
  // Copy the runs between escapes whole: per-character concatenation makes a garbage string per
  // character on long descriptions.
  const parts: string[] = [];
  let from = 0;
  while (bs >= 0) {
    if (build && bs > from) parts.push(body.slice(from, bs));
    const n = body[bs + 1];
    if (n === undefined) return undefined;
    const simple = SIMPLE_ESC.get(n);
    let next = bs + 2;
    if (simple !== undefined) {
      if (build) parts.push(simple);
    } else {
      const width = n === 'x' ? 2 : n === 'u' ? 4 : n === 'U' ? 8 : 0;
      if (width === 0) return undefined;
      const hex = body.slice(bs + 2, bs + 2 + width);
      if (hex.length !== width || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
      if (build) parts.push(String.fromCodePoint(cp));
      next += width;
    }
    from = next;
    bs = body.indexOf('\\', from);
  }
  if (!build) return '';
  if (from < body.length) parts.push(body.slice(from));
  return parts.join('');
}

const DQ = 34,
  SQ = 39,
  BACKSLASH = 92,
  SP = 32;

/** Offset of the `"` closing the double-quoted scalar opened at `at`, or -1. */
export function dqEnd(s: string, at: number, end: number): number {
  for (let i = at + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === DQ) return i;
  }
  return -1;
}

/** Offset of the `'` closing the single-quoted scalar opened at `at` (`''` is a quote), or -1. */
export function sqEnd(s: string, at: number, end: number): number {
  for (let i = at + 1; i < end; i++) {
    if (s.charCodeAt(i) === SQ) {
      if (s.charCodeAt(i + 1) === SQ) {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}

/**
 * The value of a quoted scalar spanning lines (`body` between the quotes, its key at column
 * `col`): line breaks fold to spaces, blank lines to newlines, an escaped break joins. Undefined
 * for what the fast path leaves to the full decoder. With `build` false, only checked ('').
 */
export function foldQuoted(body: string, col: number, double: boolean, build = true): string | undefined {
  const lines = body.split('\n');
  let out = '';
  let escaped = false;
  let empty = 0;
  for (let i = 0; i < lines.length; i++) {
    const last = i === lines.length - 1;
    let line = lines[i]!;
    if (i > 0) {
      const t = line.trimStart();
      if (t !== '' && line.length - t.length <= col) return undefined;
      if (line.startsWith('---') || line.startsWith('...')) return undefined;
      line = t;
      if (!last && line === '') {
        empty++;
        continue;
      }
      out += escaped ? '\n'.repeat(empty) : empty > 0 ? '\n'.repeat(empty) : ' ';
      empty = 0;
    }
    if (!last) {
      let n = 0;
      while (double && n < line.length && line[line.length - 1 - n] === '\\') n++;
      escaped = n % 2 === 1;
      if (escaped) line = line.slice(0, -1);
      else {
        // Trailing spaces go; after a backslash they are an escape the fast path leaves alone.
        let k = line.length;
        while (k > 0 && line.charCodeAt(k - 1) === SP) k--;
        if (k < line.length && line.charCodeAt(k - 1) === BACKSLASH) return undefined;
        line = line.slice(0, k);
      }
    }
    if (!build) {
      if (double && unescapeDq(line, false) === undefined) return undefined;
      continue;
    }
    const text = double ? unescapeDq(line) : line.replaceAll("''", "'");
    if (text === undefined) return undefined;
    out += text;
  }
  return out;
}
