// How a suite skipped for a missing prerequisite is named: the reason and how to run it, after a
// marker the skip-reasons reporter (test/setup/skip-reasons.ts) finds to list it after the run.
export const SKIP_MARK = '(skipped: ';

export function skippedNote(what: string, reason: string): string {
  return `${what} ${SKIP_MARK}${reason})`;
}

/** Root reads any file and may make device nodes: some behaviours are observable only as one or the other. */
export const isRoot = process.getuid?.() === 0;

export function notRootNote(what: string): string {
  return isRoot
    ? skippedNote(what, 'root reads any file, so a file it cannot read cannot be made; run the tests as another user')
    : what;
}

export function rootNote(what: string): string {
  return isRoot ? what : skippedNote(what, 'only root can make a device node; run the tests as root');
}
