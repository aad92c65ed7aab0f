// opm's `.indexignore`: go-git's gitignore matcher (via joelanford/ignore), not git's.
// Each file is judged on its own (directories are never pruned), the last matching pattern
// wins, patterns are scoped to the directory holding the .indexignore, and globbing is Go's
// filepath.Match per path component. Patterns are parsed once and each is filed under literal
// text a matching path must hold (a whole name, a name's start or end, a piece of a name); a
// file is checked only against the patterns filed under text it holds, from the last one down,
// stopping at the first that decides, so 100,000 patterns over 15,000 files stay fast whatever
// their shape. Matching itself is unchanged: the index only skips patterns that cannot match.
import { globLiterals, goGlob, matchGoGlob, type GoGlob } from './gomatch.js';

export interface IgnorePattern {
  readonly domain: readonly string[];
  readonly parts: readonly string[];
  readonly inclusion: boolean;
  readonly dirOnly: boolean;
  readonly isGlob: boolean;
  /** Each part parsed as a Go glob (null: a malformed pattern, which never matches). */
  readonly globs: readonly (GoGlob | null)[];
}

/** bufio.Scanner's default token limit: a longer line aborts opm's load. */
const MAX_IGNORE_LINE = 64 * 1024;

function parseIgnorePattern(line: string, domain: readonly string[]): IgnorePattern {
  let p = line;
  let inclusion = false;
  if (p.startsWith('!')) {
    inclusion = true;
    p = p.slice(1);
  }
  if (!p.endsWith('\\ ')) p = p.replace(/ +$/, '');
  let dirOnly = false;
  if (p.endsWith('/')) {
    dirOnly = true;
    p = p.slice(0, -1);
  }
  const parts = p.split('/');
  return {
    domain,
    parts,
    inclusion,
    dirOnly,
    isGlob: p.includes('/'),
    globs: parts.map((x) => (x === '' || x.includes('**') ? null : goGlob(x))),
  };
}

export type IgnoreFileResult = { ok: true; patterns: IgnorePattern[] } | { ok: false; line: number; error: string };

/**
 * Parse one .indexignore file found in directory `dir` ('' for the root). Lines are measured in
 * bytes, as bufio.Scanner reads them (invalid UTF-8 must not count three times over).
 */
export function parseIgnoreFile(data: Uint8Array | string, dir: string): IgnoreFileResult {
  const bytes =
    typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const domain = dir === '' ? [] : dir.split('/');
  const patterns: IgnorePattern[] = [];
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    if (end - start >= MAX_IGNORE_LINE) return { ok: false, line, error: 'bufio.Scanner: token too long' };
    const t = bytes.toString('utf8', start, end).trim();
    if (t !== '' && !t.startsWith('#')) patterns.push(parseIgnorePattern(t, domain));
    if (nl < 0) break;
    start = nl + 1;
  }
  return { ok: true, patterns };
}

const globOk = (g: GoGlob | null | undefined, name: string): boolean =>
  g !== null && g !== undefined && matchGoGlob(g, name);

function simpleNameMatch(p: IgnorePattern, path: readonly string[], from: number, isDir: boolean): boolean {
  for (let i = from; i < path.length; i++) {
    if (!globOk(p.globs[0], path[i]!)) continue;
    return !(p.dirOnly && !isDir && i === path.length - 1);
  }
  return false;
}

function globMatch(p: IgnorePattern, pathIn: readonly string[], isDir: boolean): boolean {
  let path = pathIn;
  let matched = false;
  let canTraverse = false;
  for (let i = 0; i < p.parts.length; i++) {
    const part = p.parts[i]!;
    if (part === '') {
      canTraverse = false;
      continue;
    }
    if (part === '**') {
      if (i === p.parts.length - 1) break;
      canTraverse = true;
      continue;
    }
    if (part.includes('**')) return false;
    if (path.length === 0) return false;
    if (canTraverse) {
      canTraverse = false;
      while (path.length > 0) {
        const e = path[0]!;
        path = path.slice(1);
        if (globOk(p.globs[i], e)) {
          matched = true;
          break;
        } else if (path.length === 0) {
          matched = false;
        }
      }
    } else {
      if (!globOk(p.globs[i], path[0]!)) return false;
      matched = true;
      path = path.slice(1);
    }
  }
  if (matched && p.dirOnly && !isDir && path.length === 0) matched = false;
  return matched;
}

function patternMatch(p: IgnorePattern, path: readonly string[], isDir: boolean): 'include' | 'exclude' | undefined {
  if (path.length <= p.domain.length) return undefined;
  for (let i = 0; i < p.domain.length; i++) if (path[i] !== p.domain[i]) return undefined;
  const hit = p.isGlob
    ? globMatch(p, path.slice(p.domain.length), isDir)
    : simpleNameMatch(p, path, p.domain.length, isDir);
  if (!hit) return undefined;
  return p.inclusion ? 'include' : 'exclude';
}

function addTo(index: Map<string, number[]>, key: string, i: number): void {
  const list = index.get(key);
  if (list) list.push(i);
  else index.set(key, [i]);
}

/** Longest substring of a literal run used as a key: a name is looked up by every substring up to it. */
const GRAM = 4;

/** Keys considered per part of a pattern. */
const MAX_KEYS = 32;

type Key = readonly [index: 'exact' | 'prefix' | 'suffix' | 'gram', text: string];

/**
 * The keys one of which a path must hold for `p` to match it, read off one part of the pattern:
 * every part that is neither empty nor `**` must match some component of the path, so its
 * literal text (whole, at the start, at the end, or a piece of it) is in that component.
 * Undefined when `p` can never match; [] when no part has literal text.
 */
function keysOf(p: IgnorePattern): Key[][] | undefined {
  const out: Key[][] = [];
  for (let i = 0; i < p.parts.length; i++) {
    const part = p.parts[i]!;
    if (part === '' || part === '**') continue;
    const g = p.globs[i];
    // A part with `**` inside, or malformed, never matches: neither does the pattern.
    if (g === null || g === undefined) return undefined;
    if (g.literal !== undefined) {
      out.push([['exact', g.literal]]);
      continue;
    }
    const lit = globLiterals(g);
    const keys: Key[] = [];
    if (lit.prefix !== undefined) keys.push(['prefix', lit.prefix]);
    if (lit.suffix !== undefined) keys.push(['suffix', lit.suffix]);
    // A handful of pieces is choice enough, and a 64 KB run must not become 64 K keys.
    for (const run of lit.runs) {
      const n = Math.min(GRAM, run.length);
      for (let k = 0; k + n <= run.length && keys.length < MAX_KEYS; k++) keys.push(['gram', run.slice(k, k + n)]);
    }
    if (keys.length > 0) out.push(keys);
  }
  // Only empty and `**` parts: nothing ever sets a match.
  return p.parts.some((x) => x !== '' && x !== '**') ? out : undefined;
}

/** The patterns of a catalog, indexed for matching many files. */
export class IgnoreMatcher {
  // Each pattern is filed under one key its path must hold (the key shared by the fewest
  // patterns); pattern indices ascending. Patterns without literal text are tried in turn.
  private readonly index = {
    exact: new Map<string, number[]>(),
    prefix: new Map<string, number[]>(),
    suffix: new Map<string, number[]>(),
    gram: new Map<string, number[]>(),
  };
  private readonly others: number[] = [];
  /** The lengths of the prefix and suffix keys: a name is cut only at those. */
  private readonly lengths: { prefix: number[]; suffix: number[] };

  constructor(private readonly patterns: readonly IgnorePattern[]) {
    // The same line again decides whenever the earlier one would: only the last copy is kept.
    const seen = new Set<string>();
    const kept: { i: number; keys: Key[][] }[] = [];
    for (let i = patterns.length - 1; i >= 0; i--) {
      const p = patterns[i]!;
      const id = `${p.domain.join('/')}\u0000${p.inclusion ? '!' : ''}${p.parts.join('/')}${p.dirOnly ? '/' : ''}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const keys = keysOf(p);
      if (keys !== undefined) kept.push({ i, keys });
    }
    kept.reverse();
    const uses = {
      exact: new Map<string, number>(),
      prefix: new Map<string, number>(),
      suffix: new Map<string, number>(),
      gram: new Map<string, number>(),
    };
    for (const { keys } of kept)
      for (const part of keys) for (const [kind, text] of part) uses[kind].set(text, (uses[kind].get(text) ?? 0) + 1);
    for (const { i, keys } of kept) {
      let best: Key | undefined;
      let fewest = Infinity;
      for (const part of keys) {
        for (const k of part) {
          // An exact name is as selective as a key gets.
          const n = k[0] === 'exact' ? 0 : uses[k[0]].get(k[1])!;
          if (n < fewest) [best, fewest] = [k, n];
        }
      }
      if (best) addTo(this.index[best[0]], best[1], i);
      else this.others.push(i);
    }
    const lengthsOf = (m: Map<string, number[]>): number[] =>
      [...new Set([...m.keys()].map((k) => k.length))].sort((x, y) => x - y);
    this.lengths = { prefix: lengthsOf(this.index.prefix), suffix: lengthsOf(this.index.suffix) };
  }

  /** True when `relPath` (a file, '/'-separated, relative to the catalog root) is excluded. */
  ignored(relPath: string): boolean {
    const path = relPath.split('/');
    let best = -1;
    let verdict: 'include' | 'exclude' | undefined;
    const walked = new Set<readonly number[]>();
    // The last pattern that decides wins: each list is walked from its end down to the best so far.
    const walk = (list: readonly number[] | undefined): void => {
      if (!list || walked.has(list)) return;
      walked.add(list);
      for (let k = list.length - 1; k >= 0 && list[k]! > best; k--) {
        const m = patternMatch(this.patterns[list[k]!]!, path, false);
        if (m === undefined) continue;
        best = list[k]!;
        verdict = m;
        return;
      }
    };
    const { exact, prefix, suffix, gram } = this.index;
    for (const name of new Set(path)) {
      walk(exact.get(name));
      // Lengths ascending: a short name stops at once, however many longer keys there are.
      for (const n of this.lengths.prefix) {
        if (n > name.length) break;
        walk(prefix.get(name.slice(0, n)));
      }
      for (const n of this.lengths.suffix) {
        if (n > name.length) break;
        walk(suffix.get(name.slice(name.length - n)));
      }
      if (gram.size > 0)
        for (let n = 1; n <= GRAM; n++) for (let k = 0; k + n <= name.length; k++) walk(gram.get(name.slice(k, k + n)));
    }
    walk(this.others);
    return verdict === 'exclude';
  }
}

/**
 * True when `relPath` is excluded by `patterns`: the last pattern that matches decides (one file; IgnoreMatcher for
 * many).
 */
export function isIgnored(patterns: readonly IgnorePattern[], relPath: string): boolean {
  const path = relPath.split('/');
  for (let i = patterns.length - 1; i >= 0; i--) {
    const m = patternMatch(patterns[i]!, path, false);
    if (m !== undefined) return m === 'exclude';
  }
  return false;
}
