// opm's `.indexignore`: go-git's gitignore matcher (via joelanford/ignore), not git's.
// Each file is judged on its own (directories are never pruned), the last matching pattern
// wins, patterns are scoped to the directory holding the .indexignore, and globbing is Go's
// filepath.Match per path component.
import { goMatch } from './gomatch.js';

export interface IgnorePattern {
  readonly domain: readonly string[];
  readonly parts: readonly string[];
  readonly inclusion: boolean;
  readonly dirOnly: boolean;
  readonly isGlob: boolean;
}

/** bufio.Scanner's default token limit: a longer line aborts opm's load. */
export const MAX_IGNORE_LINE = 64 * 1024;

export function parseIgnorePattern(line: string, domain: readonly string[]): IgnorePattern {
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
  return { domain, parts: p.split('/'), inclusion, dirOnly, isGlob: p.includes('/') };
}

export type IgnoreFileResult = { ok: true; patterns: IgnorePattern[] } | { ok: false; line: number; error: string };

/** Parse one .indexignore file found in directory `dir` ('' for the root). */
export function parseIgnoreFile(text: string, dir: string): IgnoreFileResult {
  const domain = dir === '' ? [] : dir.split('/');
  const patterns: IgnorePattern[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (Buffer.byteLength(raw, "utf8") >= MAX_IGNORE_LINE) {
      return { ok: false, line: i + 1, error: 'bufio.Scanner: token too long' };
    }
    const t = raw.trim();
    if (t === '' || t.startsWith('#')) continue;
    patterns.push(parseIgnorePattern(t, domain));
  }
  return { ok: true, patterns };
}

function simpleNameMatch(p: IgnorePattern, path: readonly string[], isDir: boolean): boolean {
  for (let i = 0; i < path.length; i++) {
    if (!goMatch(p.parts[0]!, path[i]!)) continue;
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
        if (goMatch(part, e)) {
          matched = true;
          break;
        } else if (path.length === 0) {
          matched = false;
        }
      }
    } else {
      if (!goMatch(part, path[0]!)) return false;
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
  const rest = path.slice(p.domain.length);
  const hit = p.isGlob ? globMatch(p, rest, isDir) : simpleNameMatch(p, rest, isDir);
  if (!hit) return undefined;
  return p.inclusion ? 'include' : 'exclude';
}

/** True when `relPath` (a file, '/'-separated, relative to the catalog root) is excluded. */
export function isIgnored(patterns: readonly IgnorePattern[], relPath: string): boolean {
  const path = relPath.split('/');
  for (let i = patterns.length - 1; i >= 0; i--) {
    const m = patternMatch(patterns[i]!, path, false);
    if (m !== undefined) return m === 'exclude';
  }
  return false;
}
