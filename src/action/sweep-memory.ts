// What a sweep found unchanged, kept for the next sweep in cache-dir (restored and saved with
// actions/cache): each open pull request's head and GitHub's updated_at when it was last found
// unchanged. A pull request listed with the same two is skipped without a request: any push,
// review, comment or label since moves updated_at. So a sweep that stopped on its budget goes on
// next time past what it already found unchanged. The memory can only make a sweep skip a pull
// request (never publish or merge one), and is not read when a commit of the checkout tracks it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../files/regular-file.js';
import type { OpenPull } from '../github/index.js';
import { committedFile } from './cache-dir.js';

export const SWEEP_MEMORY_FILE = 'fbc-bot-sweep.json';

/** Far more than any repository's open pull requests take (about 100 bytes each). */
const MAX_BYTES = 16 << 20;

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export interface SweepMemory {
  /** Whether `pr` is listed as it was when last found unchanged. */
  unchanged(pr: OpenPull): boolean;
  /** `pr`, as listed, was found unchanged. */
  remember(pr: OpenPull): void;
  /** Writes what this sweep knows: the pull requests it listed, as remembered. */
  save(listed: readonly OpenPull[]): void;
}

function read(file: string, repository: string, warn: (m: string) => void): Map<number, string> {
  const known = new Map<number, string>();
  let value: unknown;
  try {
    value = JSON.parse(readRegularFile(file, MAX_BYTES).toString('utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`the sweep's memory ${file} is not read (${(e as Error).message}): every pull request is checked`);
    return known;
  }
  const v = value as { repository?: unknown; pulls?: unknown };
  if (v.repository !== repository || typeof v.pulls !== 'object' || v.pulls === null) return known;
  for (const [n, entry] of Object.entries(v.pulls as Record<string, unknown>)) {
    if (!/^[1-9]\d{0,9}$/.test(n) || !Array.isArray(entry)) continue;
    const [head, updatedAt] = entry as unknown[];
    if (typeof head === 'string' && SHA.test(head) && typeof updatedAt === 'string')
      known.set(Number(n), `${head} ${updatedAt}`);
  }
  return known;
}

export function openSweepMemory(
  workspace: string,
  dir: string,
  repository: string,
  warn: (m: string) => void,
): SweepMemory {
  const file = join(dir, SWEEP_MEMORY_FILE);
  const committed = committedFile(workspace, file, ['HEAD']);
  if (committed !== undefined)
    warn(`the sweep's memory in ${file} is not used: ${committed}; every pull request is checked`);
  const known = committed === undefined ? read(file, repository, warn) : new Map<number, string>();
  const key = (pr: OpenPull): string => `${pr.headSha} ${pr.updatedAt}`;
  const found = new Map<number, string>();
  return {
    unchanged: (pr) => {
      const same = known.get(pr.number) === key(pr);
      if (same) found.set(pr.number, key(pr));
      return same;
    },
    remember: (pr) => void found.set(pr.number, key(pr)),
    save: (listed) => {
      const pulls: Record<string, [string, string]> = {};
      for (const pr of listed) {
        const k = found.get(pr.number) ?? known.get(pr.number);
        if (k !== undefined) pulls[pr.number] = k.split(' ') as [string, string];
      }
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, JSON.stringify({ repository, pulls }));
      } catch (e) {
        warn(`cannot write the sweep's memory ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
    },
  };
}
