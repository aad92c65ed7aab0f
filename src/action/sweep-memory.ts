// What a sweep found unchanged, kept for the next sweep in cache-dir (restored and saved with
// actions/cache): each open pull request's head and GitHub's updated_at when it was last found
// unchanged, and why its review failed when it was passed over for that (with the fbc-bot build
// that failed: another build looks again). A pull request listed with the same two is skipped
// without a request: any push, review, comment or label since moves updated_at. So a sweep that
// stopped on its budget goes on next time past what it already found unchanged. The memory can
// only make a sweep skip a pull request (never publish or merge one), and is not read when a
// commit of the checkout tracks it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clip } from '../escape/clip.js';
import { readRegularFile } from '../files/regular-file.js';
import type { OpenPull } from '../github/index.js';
import { committedFile } from './cache-dir.js';
import { REASON_CHARS } from './failure-record.js';

export const SWEEP_MEMORY_FILE = 'fbc-bot-sweep.json';

/** Far more than any repository's open pull requests take (about 100 bytes each, 400 failed). */
const MAX_BYTES = 16 << 20;

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A pull request as last found unchanged: listed so (head, updated_at), and its review's failure, if that. */
interface Known {
  readonly key: string;
  readonly failed?: string;
}

export interface SweepMemory {
  /** What `pr` was last found to be, when it is listed as it was then: unchanged, or failed before (why). */
  recall(pr: OpenPull): { readonly failed?: string } | undefined;
  /** `pr`, as listed, was found unchanged, or passed over as `failed` before on its head. */
  remember(pr: OpenPull, failed?: string): void;
  /** Writes what this sweep knows: the pull requests it listed, as remembered. */
  save(listed: readonly OpenPull[]): void;
}

function read(file: string, owner: Owner, warn: (m: string) => void): Map<number, Known> {
  const known = new Map<number, Known>();
  let value: unknown;
  try {
    value = JSON.parse(readRegularFile(file, MAX_BYTES).toString('utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`the sweep's memory ${file} is not read (${(e as Error).message}): every pull request is checked`);
    return known;
  }
  const v = value as { repository?: unknown; build?: unknown; pulls?: unknown };
  if (v.repository !== owner.repository || typeof v.pulls !== 'object' || v.pulls === null) return known;
  // Another build of fbc-bot reviews a head again that an earlier one failed on.
  const sameBuild = v.build === owner.build;
  for (const [n, entry] of Object.entries(v.pulls as Record<string, unknown>)) {
    if (!/^[1-9]\d{0,9}$/.test(n) || !Array.isArray(entry)) continue;
    const [head, updatedAt, failed] = entry as unknown[];
    if (typeof head !== 'string' || !SHA.test(head) || typeof updatedAt !== 'string' || /\s/.test(updatedAt)) continue;
    if (failed !== undefined && (typeof failed !== 'string' || !sameBuild)) continue;
    known.set(Number(n), {
      key: `${head} ${updatedAt}`,
      ...(failed !== undefined ? { failed: clip(failed, REASON_CHARS) } : {}),
    });
  }
  return known;
}

/** Whose memory it is: the repository's, as this build of fbc-bot (cache/build-id.ts) keeps it. */
interface Owner {
  readonly repository: string;
  readonly build: string;
}

export function openSweepMemory(workspace: string, dir: string, owner: Owner, warn: (m: string) => void): SweepMemory {
  const file = join(dir, SWEEP_MEMORY_FILE);
  const committed = committedFile(workspace, file, ['HEAD']);
  if (committed !== undefined)
    warn(`the sweep's memory in ${file} is not used: ${committed}; every pull request is checked`);
  const known = committed === undefined ? read(file, owner, warn) : new Map<number, Known>();
  const key = (pr: OpenPull): string => `${pr.headSha} ${pr.updatedAt}`;
  const found = new Map<number, Known>();
  return {
    recall: (pr) => {
      const k = known.get(pr.number);
      if (k?.key !== key(pr)) return undefined;
      found.set(pr.number, k);
      return k.failed !== undefined ? { failed: k.failed } : {};
    },
    remember: (pr, failed) =>
      void found.set(pr.number, {
        key: key(pr),
        ...(failed !== undefined ? { failed: clip(failed, REASON_CHARS) } : {}),
      }),
    save: (listed) => {
      const pulls: Record<string, string[]> = {};
      for (const pr of listed) {
        const k = found.get(pr.number) ?? known.get(pr.number);
        if (k !== undefined) pulls[pr.number] = [...k.key.split(' '), ...(k.failed !== undefined ? [k.failed] : [])];
      }
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, JSON.stringify({ repository: owner.repository, build: owner.build, pulls }));
      } catch (e) {
        warn(`cannot write the sweep's memory ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
    },
  };
}
