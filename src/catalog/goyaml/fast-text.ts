// Text helpers of the fast scanner: double-quoted escapes.

const SIMPLE_ESC: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};

/** The value of a double-quoted scalar's text, or undefined for an invalid escape. */
export function unescapeDq(body: string): string | undefined {
  let bs = body.indexOf('\\');
  if (bs < 0) return body;
  // Copy the runs between escapes whole: per-character concatenation makes a garbage string per
  // character on long descriptions.
  const parts: string[] = [];
  let from = 0;
  while (bs >= 0) {
    if (bs > from) parts.push(body.slice(from, bs));
    const n = body[bs + 1];
    if (n === undefined) return undefined;
    const simple = SIMPLE_ESC[n];
    let next = bs + 2;
    if (simple !== undefined) {
      parts.push(simple);
    } else {
      const width = n === 'x' ? 2 : n === 'u' ? 4 : n === 'U' ? 8 : 0;
      if (width === 0) return undefined;
      const hex = body.slice(bs + 2, bs + 2 + width);
      if (hex.length !== width || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
      parts.push(String.fromCodePoint(cp));
      next += width;
    }
    from = next;
    bs = body.indexOf('\\', from);
  }
  if (from < body.length) parts.push(body.slice(from));
  return parts.join('');
}
