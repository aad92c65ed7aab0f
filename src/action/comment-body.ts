// The sticky comment's body under the marker: the review, then the lines the bot adds (the
// approval not counted, the hold, the merge), and last the approvals record. The record's place
// is the contract with readRecord: the last line, which no escaped text above can reach. Pure.
import type { ReviewRun } from '../pipeline/review-run.js';
import { mdCode, mdText } from '../escape/markdown.js';
import { renderReviewMarkdown } from '../report/render-ownership.js';
import { MAX_COMMENT_CHARS, REVIEW_MARKER } from '../github/index.js';
import type { CheckOutcome, Hold, MergeDecision } from './decide.js';

/** `record` is recordLine's answer; `unbound` the login whose /approve could not be bound. */
export function commentBody(run: ReviewRun, check: CheckOutcome, hold: Hold, merge: MergeDecision, willMerge: string, record: string, unbound?: string): string {
  const extra = [
    '',
    ...(unbound !== undefined ? [`**Approval:** the \`/approve\` of ${mdCode(unbound, 100)} was written before this comment showed the review of the head commit, so it is not counted: approve again.`, ''] : []),
    ...(hold.held ? [`**Hold:** held by ${hold.by.slice(0, 10).map((l) => mdCode(l, 100)).join(', ')}: \`/hold cancel\` lifts it.`, ''] : []),
    // Reasons quote package names and GitHub's answers: escaped like every catalog string.
    merge.merge ? `**Merge:** ${willMerge}` : `**Merge:** not now: ${merge.reasons.slice(0, 5).map((r) => mdText(r, 400)).join('; ')}.`,
    '',
    record,
  ].join('\n');
  const room = MAX_COMMENT_CHARS - REVIEW_MARKER.length - 1 - extra.length;
  // The heading says what the check on the head says.
  return `${renderReviewMarkdown(run, room, check.heading)}${extra}`;
}
