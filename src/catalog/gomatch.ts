// Go's path/filepath.Match on one path segment (Unix separator), compiled to a RegExp.
// Semantics that differ from shell/minimatch globbing: `[^...]` negates but `[!...]` does not,
// a backslash escapes the next character, `-` and `]` must be escaped inside a class, and a
// malformed pattern is an error (go-git then treats it as "never matches": we return null).

function escapeRe(ch: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? '\\' + ch : ch;
}

function classChar(ch: string): string {
  // Inside a RegExp class only these need escaping.
  return /[\\\]^-]/.test(ch) ? '\\' + ch : ch;
}

/** Compile a Go filepath.Match pattern; null when Go would return ErrBadPattern. */
export function compileGoGlob(pattern: string): RegExp | null {
  const chars = Array.from(pattern);
  let re = '^';
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (c === '*') {
      re += '[^/]*';
      i++;
    } else if (c === '?') {
      re += '[^/]';
      i++;
    } else if (c === '\\') {
      if (i + 1 >= chars.length) return null;
      re += escapeRe(chars[i + 1]!);
      i += 2;
    } else if (c === '[') {
      i++;
      let negate = false;
      if (chars[i] === '^') {
        negate = true;
        i++;
      }
      let body = '';
      let nrange = 0;
      for (;;) {
        if (i < chars.length && chars[i] === ']' && nrange > 0) {
          i++;
          break;
        }
        const lo = classEsc(chars, i);
        if (!lo) return null;
        i = lo.next;
        let item = classChar(lo.ch);
        if (chars[i] === '-') {
          const hi = classEsc(chars, i + 1);
          if (!hi) return null;
          if (hi.ch.codePointAt(0)! < lo.ch.codePointAt(0)!) return null;
          i = hi.next;
          item += '-' + classChar(hi.ch);
        }
        body += item;
        nrange++;
      }
      re += negate ? `[^${body}]` : `[${body}]`;
    } else {
      re += escapeRe(c);
      i++;
    }
  }
  try {
    return new RegExp(re + '$', 'u');
  } catch {
    return null; // beyond the RegExp engine's size limit: treated like a pattern that never matches
  }
}

function classEsc(chars: string[], i: number): { ch: string; next: number } | null {
  const c = chars[i];
  if (c === undefined || c === '-' || c === ']') return null;
  if (c === '\\') {
    const n = chars[i + 1];
    if (n === undefined) return null;
    return { ch: n, next: i + 2 };
  }
  return { ch: c, next: i + 1 };
}

const cache = new Map<string, RegExp | null>();

/** filepath.Match(pattern, name) where a bad pattern counts as no match. */
export function goMatch(pattern: string, name: string): boolean {
  let re = cache.get(pattern);
  if (re === undefined) {
    re = compileGoGlob(pattern);
    cache.set(pattern, re);
  }
  return re !== null && re.test(name);
}

/** A path glob's segments, each matched with goMatch (empty and `.` segments dropped). */
export function globSegments(glob: string): string[] {
  return glob.split('/').filter((s) => s !== '' && s !== '.');
}

/** Whether `segments` match path components `parts` from index `at` on, one for one. */
export function segmentsMatchAt(segments: readonly string[], parts: readonly string[], at = 0): boolean {
  return at + segments.length <= parts.length && segments.every((s, i) => goMatch(s, parts[at + i]!));
}
