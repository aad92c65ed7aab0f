// The outcome of a check, counted one way everywhere: the CLI's exit code and JSON `verdict`, the
// review comment's heading, the check run's title and auto-merge read these, so they never
// disagree on what blocks a pull request.
import type { Finding } from './finding.js';

export type Verdict = 'pass' | 'fail';

/** The findings that say who must still approve: an approval, not a fix, clears them. */
export const AWAITING_APPROVAL: ReadonlySet<string> = new Set([
  'ownership-unapproved',
  'ownership-no-owners',
  'path-not-allowed',
]);

/** Pass unless an error is introduced (findings without `introduced` are all new), or, with
 * `strict` (diff --strict), unless there is any error at all. */
export function verdictOf(findings: readonly Finding[], strict = false): Verdict {
  return findings.some((f) => f.severity === 'error' && (strict || f.introduced !== false)) ? 'fail' : 'pass';
}

/** The errors the change introduces that only a fix clears (not those awaiting an approval). */
export function errorsToFix(findings: readonly Finding[]): number {
  let n = 0;
  for (const f of findings) if (f.severity === 'error' && f.introduced !== false && !AWAITING_APPROVAL.has(f.rule)) n++;
  return n;
}
