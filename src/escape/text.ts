// Plain-text output (terminals, CI logs): a string from a catalog, a file name or a configuration
// must stay on its own line and print as what it is. Newlines would forge report lines or GitHub
// workflow commands (`::error::…` at the start of a line), escape sequences would drive the
// terminal, and bidirectional overrides would reorder what the reader sees.

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// C0 and C1 controls, DEL, line/paragraph separators, bidi embeddings/overrides/isolates, BOM.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** One line of text that shows every character: controls as backslash escapes. */
export function textSafe(s: string): string {
  return s.replace(UNSAFE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A path that may start a line: escaped as text, and never beginning with `::` (GitHub's runner
 * reads a line whose trimmed start is `::` as a workflow command); `./` keeps it the same path.
 */
export function textPath(s: string): string {
  const t = textSafe(s);
  return t.trimStart().startsWith('::') ? `./${t.trimStart()}` : t;
}
