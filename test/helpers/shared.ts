// Locating ../shared (the steering repository's data): present in CI and for developers, absent
// for users who clone the project alone — tests that need it skip with a message.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { skippedNote } from './skip-note.js';

export const SHARED = resolve(process.env.FBC_SHARED ?? join(import.meta.dirname, '..', '..', '..', 'shared'));
export const hasShared = existsSync(join(SHARED, 'conformance'));

export function skipNote(what: string): string {
  return hasShared ? what : skippedNote(what, `${SHARED} not found; set FBC_SHARED to run it`);
}
