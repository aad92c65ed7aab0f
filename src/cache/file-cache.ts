// Adapter: the diff's cache of file summaries and part results, kept in one JSON file in a
// directory the caller chooses (restored and saved by actions/cache in a workflow). A cache
// written by another build is ignored; one that cannot be read or does not hold what it should
// is ignored with a warning and rebuilt: it only saves time, it never fails a review.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { readFailure, readRegularFile } from '../files/regular-file.js';
import type { CachedPart, PartCache } from '../diff/incremental.js';
import type { FileSummary } from '../diff/parts.js';
import { RULES } from '../model/rule-table.js';

const FILE = 'fbc-bot-cache.json';

/** The cache's file in `dir`. */
export const cacheFile = (dir: string): string => join(dir, FILE);
const FORMAT = 1;

interface Stored {
  readonly format: number;
  readonly build: string;
  readonly summaries: Record<string, FileSummary>;
  readonly parts: Record<string, CachedPart>;
}

export interface FileCache extends PartCache {
  /** Write what this run used or made (older entries are dropped: the file stays the size of
   * the catalogs last compared). */
  save(): void;
}

const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The shapes the diff reads; anything else in the file means the file is not this cache's. */
function isSummary(v: unknown): v is FileSummary {
  return (
    isJsonObject(v) &&
    isStrings(v.packages) &&
    isStrings(v.declared) &&
    typeof v.bundles === 'number' &&
    Array.isArray(v.orphans) &&
    v.orphans.every((o) => isStrings(o) && (o as string[]).length === 2)
  );
}

const SEVERITIES = new Set(['error', 'warning', 'info']);
const TEXT_FIELDS = ['catalog', 'package', 'channel', 'bundle', 'file'] as const;

/** A finding as the renderers read it: a known rule, a severity, text where text belongs. */
function isFinding(x: unknown): boolean {
  return (
    isJsonObject(x) &&
    typeof x.rule === 'string' &&
    Object.hasOwn(RULES, x.rule) &&
    SEVERITIES.has(x.severity as string) &&
    isText(x, ['message']) &&
    TEXT_FIELDS.every((k) => x[k] === undefined || typeof x[k] === 'string') &&
    (['line', 'column'] as const).every((k) => x[k] === undefined || Number.isInteger(x[k])) &&
    (x.introduced === undefined || typeof x.introduced === 'boolean')
  );
}

const isText = (x: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((k) => typeof x[k] === 'string');

/** What a bundle requires, as rules/requirements.ts joins it across parts. */
function isRequirement(x: unknown): boolean {
  if (
    !isJsonObject(x) ||
    !isText(x, ['package', 'bundle', 'file']) ||
    !Number.isInteger(x.line) ||
    !Number.isInteger(x.column)
  )
    return false;
  if (x.kind === 'package') return isText(x, ['name', 'range']) && typeof x.valid === 'boolean';
  return x.kind === 'gvk' && isText(x, ['group', 'version', 'gvkKind']);
}

function isPart(v: unknown): v is CachedPart {
  if (!isJsonObject(v) || !Array.isArray(v.findings) || !isJsonObject(v.facts)) return false;
  const f = v.facts;
  return (
    v.findings.every(isFinding) &&
    Array.isArray(f.packages) &&
    f.packages.every((p) => Array.isArray(p) && typeof p[0] === 'string' && isStrings(p[1])) &&
    isStrings(f.gvks) &&
    Array.isArray(f.requires) &&
    f.requires.every(isRequirement)
  );
}

function load(dir: string, build: string, warn: (message: string) => void): Stored | undefined {
  const path = join(dir, FILE);
  let text: string;
  try {
    text = readRegularFile(path).toString('utf8');
  } catch (e) {
    // No cache yet (or DIR is not a directory: writing it says so) is not worth a word.
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR')
      warn(`cannot read the cache ${path} (${readFailure(e)}): ignored, it will be rebuilt`);
    return undefined;
  }
  let s: unknown;
  try {
    s = JSON.parse(text);
  } catch {
    s = undefined;
  }
  if (isJsonObject(s) && s.format === FORMAT && typeof s.build === 'string' && s.build !== build) return undefined;
  if (!isJsonObject(s) || s.format !== FORMAT || !isJsonObject(s.summaries) || !isJsonObject(s.parts)) {
    warn(`the cache ${path} is malformed: ignored, it will be rebuilt`);
    return undefined;
  }
  return s as unknown as Stored;
}

/**
 * `build` identifies the code that wrote the results (results of other code are not reused);
 * `warn` hears about a cache file, or an entry of it, that is ignored.
 */
export function openFileCache(
  dir: string,
  build: string,
  warn: (message: string) => void = () => undefined,
): FileCache {
  let stored = load(dir, build, warn);
  const summaries = new Map<string, FileSummary>();
  const parts = new Map<string, CachedPart>();
  const take = <T>(
    from: 'summaries' | 'parts',
    key: string,
    into: Map<string, T>,
    valid: (v: unknown) => v is T,
  ): T | undefined => {
    const record = stored?.[from] as Record<string, unknown> | undefined;
    const v = record && Object.hasOwn(record, key) ? record[key] : undefined;
    if (v === undefined) return undefined;
    if (!valid(v)) {
      warn(`the cache ${join(dir, FILE)} holds a malformed entry: ignored, it will be rebuilt`);
      stored = undefined;
      return undefined;
    }
    into.set(key, v);
    return v;
  };
  return {
    summary: (id) => summaries.get(id) ?? take('summaries', id, summaries, isSummary),
    setSummary: (id, s) => void summaries.set(id, s),
    part: (key) => parts.get(key) ?? take('parts', key, parts, isPart),
    setPart: (key, p) => void parts.set(key, p),
    save: () => {
      mkdirSync(dir, { recursive: true });
      const tmp = join(dir, `${FILE}.${process.pid}.tmp`);
      const out: Stored = {
        format: FORMAT,
        build,
        summaries: Object.fromEntries(summaries),
        parts: Object.fromEntries(parts),
      };
      writeFileSync(tmp, JSON.stringify(out));
      // A rename is atomic: a concurrent run reads the old file or the new one, never half.
      renameSync(tmp, join(dir, FILE));
    },
  };
}
