// Locating ../shared (the steering repository's data): present in CI and for developers, absent
// for users who clone the project alone, and sometimes there only in part (a copy without corpus/
// or conformance/). A suite that needs a part of it skips with a note naming the part missing.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { skippedNote } from './skip-note.js';

export const SHARED = resolve(process.env.FBC_SHARED ?? join(import.meta.dirname, '..', '..', '..', 'shared'));

/**
 * Why a suite that reads `needs` (paths under ../shared, '/'-separated) cannot run with ../shared
 * at `root`, and how to run it; undefined when it can.
 */
export function sharedSkipReason(root: string, needs: readonly string[]): string | undefined {
  if (!existsSync(root)) return `${root} not found; set FBC_SHARED to run it`;
  const missing = needs.filter((n) => !existsSync(join(root, ...n.split('/'))));
  if (missing.length === 0) return undefined;
  return (
    `${root} has no ${missing.join(', ')}; ` +
    `set FBC_SHARED to a copy of ../shared that has ${missing.length === 1 ? 'it' : 'them'} to run it`
  );
}

/** Whether ../shared holds every path of `needs`. */
export function hasSharedParts(...needs: string[]): boolean {
  return sharedSkipReason(SHARED, needs) === undefined;
}

/** The title of a suite that reads `needs` of ../shared, with why it skips here when it does. */
export function skipNote(what: string, need: string, ...more: string[]): string {
  const why = sharedSkipReason(SHARED, [need, ...more]);
  return why === undefined ? what : skippedNote(what, why);
}
