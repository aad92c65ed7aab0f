// How a suite skipped for a missing prerequisite is named: the reason and how to run it, after a
// marker the skip-reasons reporter (test/setup/skip-reasons.ts) finds to list it after the run.
export const SKIP_MARK = '(skipped: ';

export function skippedNote(what: string, reason: string): string {
  return `${what} ${SKIP_MARK}${reason})`;
}
