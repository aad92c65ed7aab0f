// opm's `.indexignore`: go-git's gitignore matcher (via joelanford/ignore), not git's.
// Each file is judged on its own (directories are never pruned), the last matching pattern
// wins, patterns are scoped to the directory holding the .indexignore, and globbing is Go's
// filepath.Match per path component. Patterns are parsed once; a file is checked against the
// literal name patterns through an index and against the others from the last one down, stopping
// at the first that decides (the last match wins), so many patterns over many files stay fast.
import { goGlob, matchGoGlob, type GoGlob } from './gomatch.js';

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
  return { domain, parts, inclusion, dirOnly, isGlob: p.includes('/'), globs: parts.map((x) => (x === '' || x.includes('**') ? null : goGlob(x))) };
}

export type IgnoreFileResult = { ok: true; patterns: IgnorePattern[] } | { ok: false; line: number; error: string };

/**
 * Parse one .indexignore file found in directory `dir` ('' for the root). Lines are measured in
 * bytes, as bufio.Scanner reads them (invalid UTF-8 must not count three times over).
 */
export function parseIgnoreFile(data: Uint8Array | string, dir: string): IgnoreFileResult {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
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

const globOk = (g: GoGlob | null | undefined, name: string): boolean => g !== null && g !== undefined && matchGoGlob(g, name);

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
  const hit = p.isGlob ? globMatch(p, path.slice(p.domain.length), isDir) : simpleNameMatch(p, path, p.domain.length, isDir);
  if (!hit) return undefined;
  return p.inclusion ? 'include' : 'exclude';
}

function addTo(index: Map<string, number[]>, key: string, i: number): void {
  const list = index.get(key);
  if (list) list.push(i);
  else index.set(key, [i]);
}

/** The patterns of a catalog, indexed for matching many files. */
export class IgnoreMatcher {
  // Single-component patterns by the literal text a matching name must equal, end with (`*.md`)
  // or start with (`README*`); pattern indices ascending. Everything else is tried in turn.
  private readonly exact = new Map<string, number[]>();
  private readonly suffix = new Map<string, number[]>();
  private readonly prefix = new Map<string, number[]>();
  private readonly others: number[] = [];

  constructor(private readonly patterns: readonly IgnorePattern[]) {
    patterns.forEach((p, i) => {
      const g = p.isGlob ? undefined : p.globs[0];
      if (g?.literal !== undefined) addTo(this.exact, g.literal, i);
      else if (g?.suffix !== undefined) addTo(this.suffix, g.suffix, i);
      else if (g?.prefix !== undefined) addTo(this.prefix, g.prefix, i);
      else this.others.push(i);
    });
  }

  /** True when `relPath` (a file, '/'-separated, relative to the catalog root) is excluded. */
  ignored(relPath: string): boolean {
    const path = relPath.split('/');
    let best = -1;
    let verdict: 'include' | 'exclude' | undefined;
    // The last pattern that decides wins: each list is walked from its end down to the best so far.
    const walk = (list: readonly number[] | undefined): void => {
      if (!list) return;
      for (let k = list.length - 1; k >= 0 && list[k]! > best; k--) {
        const m = patternMatch(this.patterns[list[k]!]!, path, false);
        if (m === undefined) continue;
        best = list[k]!;
        verdict = m;
        return;
      }
    };
    for (const name of new Set(path)) {
      walk(this.exact.get(name));
      if (this.suffix.size > 0) for (let k = 0; k <= name.length; k++) walk(this.suffix.get(name.slice(k)));
      if (this.prefix.size > 0) for (let k = 0; k <= name.length; k++) walk(this.prefix.get(name.slice(0, k)));
    }
    walk(this.others);
    return verdict === 'exclude';
  }
}

/** True when `relPath` is excluded by `patterns` (one file; use IgnoreMatcher for many). */
export function isIgnored(patterns: readonly IgnorePattern[], relPath: string): boolean {
  return new IgnoreMatcher(patterns).ignored(relPath);
}
