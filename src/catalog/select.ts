// What both catalog sources (a directory, a git tree) share: given every file of the catalog in
// walk order, apply the .indexignore files opm would apply, and read the rest lazily.
import { unparsableFile } from './document-stream.js';
import { IgnoreMatcher, parseIgnoreFile, type IgnorePattern } from './indexignore.js';
import { isFile, type SourceEntry, type SourceProblem } from './types.js';

export interface Listed {
  /** Path relative to the catalog root, '/'-separated. */
  readonly rel: string;
}

const isIgnoreFile = (rel: string): boolean => rel === '.indexignore' || rel.endsWith('/.indexignore');

/** opm's fs.WalkDir order: names compared byte-wise, one path component at a time. */
export function compareWalkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = Buffer.compare(Buffer.from(x[i]!), Buffer.from(y[i]!));
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * The entries of a catalog opm would read, in walk order: `readIgnore` reads the .indexignore
 * files (they decide what else is read), `produce` turns every other kept entry into what the
 * caller wants (the file's bytes, or only its identity).
 */
export function selectFiles<T extends Listed, R>(
  listed: readonly (T | SourceProblem)[],
  readIgnore: (e: T) => SourceEntry,
  produce: (e: T) => R | SourceProblem,
): Iterable<R | SourceProblem> {
  const patterns: IgnorePattern[] = [];
  const early: SourceProblem[] = [];
  for (const e of listed) {
    if ('rule' in e || !isIgnoreFile(e.rel)) continue;
    const r = readIgnore(e);
    if (!isFile(r)) {
      early.push(r);
      continue;
    }
    const dir = e.rel.includes('/') ? e.rel.slice(0, e.rel.lastIndexOf('/')) : '';
    const parsed = parseIgnoreFile(r.data, dir);
    if (parsed.ok)
      for (const p of parsed.patterns) patterns.push(p); // push(...) overflows on 100,000 patterns
    else
      early.push(
        unparsableFile(e.rel, `.indexignore line ${parsed.line} is longer than 64 KiB (${parsed.error})`, parsed.line),
      );
  }
  function* entries(): Generator<R | SourceProblem> {
    yield* early;
    const ignore = new IgnoreMatcher(patterns);
    for (const e of listed) {
      if ('rule' in e) yield e;
      else if (!isIgnoreFile(e.rel) && !ignore.ignored(e.rel)) yield produce(e);
    }
  }
  return { [Symbol.iterator]: entries };
}

export function selectEntries<T extends Listed>(
  listed: readonly (T | SourceProblem)[],
  read: (e: T) => SourceEntry,
): Iterable<SourceEntry> {
  return selectFiles(listed, read, read);
}
