// The sticky comment's body under the marker: the review, then the lines the bot adds (the
// approval not counted, the hold, the merge), and last the approvals record. The record's place
// is the contract with the Action's readRecord: the last line, which no escaped text above can reach.
import { mdCode, mdLines, mdText } from '../escape/markdown.js';
import { renderReviewMarkdown, type ReviewReport } from './render-ownership.js';
import type { HeadingVerdict } from './render-markdown.js';
import type { Links } from './links.js';

export interface CommentAdditions {
  /** What the heading says: the check run's own state. */
  readonly heading: HeadingVerdict;
  readonly hold: { readonly held: boolean; readonly by: readonly string[] };
  readonly merge: { readonly merge: boolean; readonly reasons: readonly string[] };
  /** What a merge does, said when the bot merges (mergeAnnouncement). */
  readonly willMerge: string;
  /** The approvals record: the comment's last line. */
  readonly record: string;
  /** The login whose /approve could not be bound to the head. */
  readonly unbound?: string | undefined;
  /** Where findings link: their lines at the head commit, their rules' docs. */
  readonly links?: Links;
}

/** What the bot does when it merges `head`: arms GitHub's auto-merge or merges itself. */
export function mergeAnnouncement(via: 'auto-merge' | 'merge', head: string, method: string): string {
  return via === 'auto-merge'
    ? `GitHub auto-merge armed for ${head.slice(0, 12)} (${method}).`
    : `merging ${head.slice(0, 12)} (${method}).`;
}

/** The body, within `limit` characters (what the comment holds after the marker line). */
export function stickyCommentBody(review: ReviewReport, a: CommentAdditions, limit: number): string {
  const extra = [
    '',
    ...(a.unbound !== undefined
      ? [
          `**Approval:** the \`/approve\` of ${mdCode(a.unbound, 100)} was written before this comment ` +
            `showed the review of the head commit, so it is not counted: approve again.`,
          '',
        ]
      : []),
    ...(a.hold.held
      ? [
          `**Hold:** held by ${a.hold.by
            .slice(0, 10)
            .map((l) => mdCode(l, 100))
            .join(', ')}: \`/hold cancel\` lifts it.`,
          '',
        ]
      : []),
    // Reasons quote package names and GitHub's answers: escaped like every catalog string.
    a.merge.merge
      ? `**Merge:** ${a.willMerge}`
      : `**Merge:** not now: ${a.merge.reasons
          .slice(0, 5)
          .map((r) => mdText(r, 400))
          .join('; ')}.`,
    '',
    a.record,
  ].join('\n');
  return `${renderReviewMarkdown(review, limit - extra.length, a.heading, a.links)}${extra}`;
}

/** The error's share of a failure's comment: far within GitHub's limit, whatever it quotes. */
const FAILURE_CHARS = 20_000;

/**
 * The body when the review of `head` threw: why, what reviews it again (`next`, the bot's own Markdown), and
 * the record last. The error may quote catalog text: escaped, it cannot reach the record's line.
 */
export function failedCommentBody(f: { head: string; message: string; next: string; record: string }): string {
  return [
    `## fbc-bot: could not review ${f.head.slice(0, 12)}`,
    '',
    'fbc-bot could not complete the review, so nothing is merged:',
    '',
    mdLines(f.message, FAILURE_CHARS),
    '',
    f.next,
    '',
    f.record,
  ].join('\n');
}
