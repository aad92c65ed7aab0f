// Go's path/filepath.Match on one path segment (Unix separator), without RegExp: a pattern is
// parsed once into chunks (the text between stars), and matching follows Go's own algorithm,
// which tries each chunk at the leftmost place it fits and only ever slides the chunk after the
// latest star. That is linear per chunk position (no catastrophic backtracking on
// `*a*a*a*a*b`), and has no size limit (a 60 KB literal pattern is just a long literal).
// Semantics that differ from shell/minimatch globbing: `[^...]` negates but `[!...]` does not,
// a backslash escapes the next character, `-` and `]` must be escaped inside a class, and a
// malformed pattern is an error (go-git then treats it as "never matches": we return null).

const ANY = 0;
interface CharClass {
  readonly negate: boolean;
  /** Code point ranges, lo and hi inclusive, flattened. */
  readonly ranges: readonly number[];
}
/** A literal run, any one character (`?`), or a character class. */
type Elem = string | typeof ANY | CharClass;
interface Chunk {
  readonly star: boolean;
  readonly elems: readonly Elem[];
}

export interface GoGlob {
  readonly chunks: readonly Chunk[];
  /** The whole pattern is this literal text (no metacharacters): compare directly. */
  readonly literal?: string;
}

/** Parse a Go filepath.Match pattern; null when Go would return ErrBadPattern. */
export function compileGoGlob(pattern: string): GoGlob | null {
  const chars = Array.from(pattern);
  const chunks: Chunk[] = [];
  let elems: Elem[] = [];
  let star = false;
  let lit = '';
  const flush = (): void => {
    if (lit !== '') elems.push(lit);
    lit = '';
  };
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (c === '*') {
      flush();
      // Go's scanChunk: a run of stars opens the next chunk; an empty chunk only ever stands
      // before the first star, where it is nothing.
      if (elems.length > 0) chunks.push({ star, elems });
      elems = [];
      star = true;
      while (chars[i] === '*') i++;
    } else if (c === '?') {
      flush();
      elems.push(ANY);
      i++;
    } else if (c === '\\') {
      if (i + 1 >= chars.length) return null;
      lit += chars[i + 1]!;
      i += 2;
    } else if (c === '[') {
      flush();
      const cls = parseClass(chars, i + 1);
      if (!cls) return null;
      elems.push(cls.cls);
      i = cls.next;
    } else {
      lit += c;
      i++;
    }
  }
  flush();
  if (elems.length > 0 || star) chunks.push({ star, elems });
  const only =
    chunks.length === 1 && !chunks[0]!.star && chunks[0]!.elems.length <= 1 ? (chunks[0]!.elems[0] ?? '') : undefined;
  return typeof only === 'string' ? { chunks, literal: only } : { chunks };
}

/** Literal text every name a glob matches must hold: where it starts, where it ends, anywhere. */
export interface GlobLiterals {
  readonly prefix?: string;
  readonly suffix?: string;
  /** Every literal run of the pattern (each must occur in the name). */
  readonly runs: readonly string[];
}

/**
 * What a name matching `g` must contain, read off its chunks: a first chunk without a star
 * matches at the start, and the last chunk must end at the end of the name (Go's Match).
 */
export function globLiterals(g: GoGlob): GlobLiterals {
  const first = g.chunks[0];
  const last = g.chunks[g.chunks.length - 1];
  const head = first && !first.star ? first.elems[0] : undefined;
  const tail = last ? last.elems[last.elems.length - 1] : undefined;
  const runs = g.chunks.flatMap((c) => c.elems.filter((e): e is string => typeof e === 'string'));
  return {
    ...(typeof head === 'string' ? { prefix: head } : {}),
    ...(typeof tail === 'string' ? { suffix: tail } : {}),
    runs,
  };
}

function parseClass(chars: readonly string[], from: number): { cls: CharClass; next: number } | null {
  let i = from;
  let negate = false;
  if (chars[i] === '^') {
    negate = true;
    i++;
  }
  const ranges: number[] = [];
  for (;;) {
    if (i < chars.length && chars[i] === ']' && ranges.length > 0) return { cls: { negate, ranges }, next: i + 1 };
    const lo = classEsc(chars, i);
    if (!lo) return null;
    i = lo.next;
    let hi = lo.cp;
    if (chars[i] === '-') {
      const h = classEsc(chars, i + 1);
      if (!h || h.cp < lo.cp) return null;
      hi = h.cp;
      i = h.next;
    }
    ranges.push(lo.cp, hi);
  }
}

function classEsc(chars: readonly string[], i: number): { cp: number; next: number } | null {
  const c = chars[i];
  if (c === undefined || c === '-' || c === ']') return null;
  if (c === '\\') {
    const n = chars[i + 1];
    if (n === undefined) return null;
    return { cp: n.codePointAt(0)!, next: i + 2 };
  }
  return { cp: c.codePointAt(0)!, next: i + 1 };
}

/** End of `chunk` matched at name[at...], or -1. */
function matchChunk(elems: readonly Elem[], name: string, at: number): number {
  let i = at;
  for (const e of elems) {
    if (typeof e === 'string') {
      if (!name.startsWith(e, i)) return -1;
      i += e.length;
      continue;
    }
    if (i >= name.length) return -1;
    const cp = name.codePointAt(i)!;
    if (e === ANY) {
      if (cp === 0x2f) return -1;
    } else {
      let hit = false;
      for (let k = 0; k < e.ranges.length && !hit; k += 2) hit = cp >= e.ranges[k]! && cp <= e.ranges[k + 1]!;
      if (hit === e.negate) return -1;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}

/** Go's filepath.Match with a parsed pattern. */
export function matchGoGlob(g: GoGlob, name: string): boolean {
  if (g.literal !== undefined) return g.literal === name;
  let pos = 0;
  const chunks = g.chunks;
  for (let c = 0; c < chunks.length; c++) {
    const { star, elems } = chunks[c]!;
    const last = c === chunks.length - 1;
    if (star && elems.length === 0) return name.indexOf('/', pos) < 0;
    const t = matchChunk(elems, name, pos);
    if (t >= 0 && (t === name.length || !last)) {
      pos = t;
      continue;
    }
    if (!star) return false;
    // Slide this chunk along the star's text; earlier chunks stay where they matched (Go).
    const slash = name.indexOf('/', pos);
    const limit = slash < 0 ? name.length : slash;
    let found = -1;
    if (elems.length === 1 && typeof elems[0] === 'string') {
      // A literal chunk: its leftmost place (or, last, the end of the name) is found directly.
      const lit = elems[0];
      const j = last ? name.length - lit.length : name.indexOf(lit, pos + 1);
      if (j > pos && j <= limit && name.startsWith(lit, j)) found = j + lit.length;
      if (found < 0) return false;
      pos = found;
      continue;
    }
    for (let i = pos; i < limit; i++) {
      const u = matchChunk(elems, name, i + 1);
      if (u < 0 || (last && u < name.length)) continue;
      found = u;
      break;
    }
    if (found < 0) return false;
    pos = found;
  }
  return pos === name.length;
}

const cache = new Map<string, GoGlob | null>();

/** The parsed pattern, kept: the same few patterns are matched against many names. */
export function goGlob(pattern: string): GoGlob | null {
  let g = cache.get(pattern);
  if (g === undefined) {
    g = compileGoGlob(pattern);
    if (cache.size > 10_000) cache.clear();
    cache.set(pattern, g);
  }
  return g;
}

/** filepath.Match(pattern, name) where a bad pattern counts as no match. */
export function goMatch(pattern: string, name: string): boolean {
  const g = goGlob(pattern);
  return g !== null && matchGoGlob(g, name);
}

/** A path glob's segments, each matched with goMatch (empty and `.` segments dropped). */
export function globSegments(glob: string): string[] {
  return glob.split('/').filter((s) => s !== '' && s !== '.');
}

/** Whether every segment of a path glob is a valid filepath.Match pattern (a configuration checks its globs so). */
export const validGlob = (glob: string): boolean => globSegments(glob).every((seg) => compileGoGlob(seg) !== null);

/** Whether `segments` match path components `parts` from index `at` on, one for one. */
export function segmentsMatchAt(segments: readonly string[], parts: readonly string[], at = 0): boolean {
  return at + segments.length <= parts.length && segments.every((s, i) => goMatch(s, parts[at + i]!));
}
