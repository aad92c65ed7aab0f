// Adapter: the diff's cache of file summaries and part results, kept in one JSON file in a
// directory the caller chooses (restored and saved by actions/cache in a workflow). A cache
// written by another build, or one that cannot be read, is ignored: it only saves time.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CachedPart, PartCache } from '../diff/incremental.js';
import type { FileSummary } from '../diff/parts.js';

const FILE = 'fbc-bot-cache.json';
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

function load(dir: string, build: string): Stored | undefined {
  try {
    const s = JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as Stored;
    return s.format === FORMAT && s.build === build && typeof s.summaries === 'object' && typeof s.parts === 'object' ? s : undefined;
  } catch {
    return undefined;
  }
}

/** `build` identifies the code that wrote the results (results of other code are not reused). */
export function openFileCache(dir: string, build: string): FileCache {
  const stored = load(dir, build);
  const summaries = new Map<string, FileSummary>();
  const parts = new Map<string, CachedPart>();
  const take = <T>(from: Record<string, T> | undefined, key: string, into: Map<string, T>): T | undefined => {
    const v = from && Object.hasOwn(from, key) ? from[key] : undefined;
    if (v !== undefined) into.set(key, v);
    return v;
  };
  return {
    summary: (id) => summaries.get(id) ?? take(stored?.summaries, id, summaries),
    setSummary: (id, s) => void summaries.set(id, s),
    part: (key) => parts.get(key) ?? take(stored?.parts, key, parts),
    setPart: (key, p) => void parts.set(key, p),
    save: () => {
      mkdirSync(dir, { recursive: true });
      const tmp = join(dir, `${FILE}.${process.pid}.tmp`);
      const out: Stored = { format: FORMAT, build, summaries: Object.fromEntries(summaries), parts: Object.fromEntries(parts) };
      writeFileSync(tmp, JSON.stringify(out));
      // A rename is atomic: a concurrent run reads the old file or the new one, never half.
      renameSync(tmp, join(dir, FILE));
    },
  };
}
