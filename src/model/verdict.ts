// The outcome of a check, counted one way everywhere: the CLI's exit code and JSON `verdict`, the
// review comment's heading, the check run's title and auto-merge read these, so they never
// disagree on what blocks a pull request.
import type { Finding } from './finding.js';

/** A review's outcome: `pending` while the only errors the change introduces await an approval. */
export type Verdict = 'pass' | 'fail' | 'pending';

/** The findings that say who must still approve: an approval, not a fix, clears them. */
export const AWAITING_APPROVAL: ReadonlySet<string> = new Set([
  'ownership-unapproved',
  'ownership-no-owners',
  'path-not-allowed',
]);

/** Pass unless an error is introduced (findings without `introduced` are all new), or, with
 * `strict` (diff --strict), unless there is any error at all. */
export function verdictOf(findings: readonly Finding[], strict = false): 'pass' | 'fail' {
  return findings.some((f) => f.severity === 'error' && (strict || f.introduced !== false)) ? 'fail' : 'pass';
}

/** The errors the change introduces that only a fix clears (not those awaiting an approval). */
export function findingsToFix(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => f.severity === 'error' && f.introduced !== false && !AWAITING_APPROVAL.has(f.rule));
}

export const errorsToFix = (findings: readonly Finding[]): number => findingsToFix(findings).length;

/**
 * What a review's headline counts: the errors only a fix clears and the introduced warnings (an
 * approval awaited is said apart, per package).
 */
export function headlineFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter(
    (f) =>
      f.introduced !== false &&
      (f.severity === 'warning' || (f.severity === 'error' && !AWAITING_APPROVAL.has(f.rule))),
  );
}

/**
 * A review's verdict (`review`, the Action): fail on an error only a fix clears; pending while the
 * only errors introduced are those an approval clears; else pass.
 */
export function reviewVerdict(findings: readonly Finding[]): Verdict {
  if (errorsToFix(findings) > 0) return 'fail';
  return verdictOf(findings) === 'fail' ? 'pending' : 'pass';
}
