// A review that threw: the failing check on the head says why, nothing merges, and the bot's sticky
// comment says it too, its record keeping the failure (failure-record.ts) beside the approvals it
// already held. That record is what a sweep reads: it does not try the same head again (and post
// another failing check) while nothing the failure depends on changed.
import { buildId } from '../cache/build-id.js';
import {
  listIssueComments,
  markedComments,
  upsertStickyComment,
  type GitHubClient,
  type PullRef,
  type PullRequest,
} from '../github/index.js';
import { failedCommentBody } from '../report/sticky-comment.js';
import { readRecord, recordLine, shownSince } from './approval-binding.js';
import { mergeDecision } from './check-and-merge.js';
import type { RunnerContext } from './context.js';
import { transientFailure } from './failure-kind.js';
import { MAX_ATTEMPTS, nextFailure, type FailedReview } from './failure-record.js';
import type { ActionConfig } from './inputs.js';
import { failCheck, type Published } from './publish.js';
import type { ReviewOutcome } from './review-outcome.js';

/** What the review had read from GitHub when it threw: what the comment and its record are written from. */
export interface ReadBefore {
  readonly pr: PullRequest;
  readonly bot: string;
  /** The activity the review was decided on (activity-mark.ts), as its own record keeps it. */
  readonly mark: string;
}

/** What the comment says reviews the head again. */
function nextStep(f: FailedReview): string {
  if (f.transient && f.attempts < MAX_ATTEMPTS)
    return (
      `This may pass on retry: the sweep tries again (attempt ${f.attempts} of ${MAX_ATTEMPTS} at this head). ` +
      'A push or `/retest` reviews it again.'
    );
  return 'The sweep does not try this head again: a push, `/retest` or a new review reviews it again.';
}

/**
 * The sticky comment of a review of the pull request's current head that threw; the failure it
 * recorded, or undefined when there is no comment to write (or writing it failed: logged).
 */
async function failureComment(
  client: GitHubClient,
  s: { ref: PullRef; head: string; read: ReadBefore; message: string; transient: boolean },
): Promise<{ failure: FailedReview; url: string } | undefined> {
  const { bot, mark } = s.read;
  try {
    // Listed again: this run may have rewritten the comment (and its approvals) before it threw.
    const comments = await listIssueComments(client, s.ref);
    const sticky = markedComments(comments, bot)[0];
    const previous = readRecord(sticky?.body);
    const failure = nextFailure(previous.failure, {
      head: s.head,
      // The activity the failed review was decided on, as for a review that did not fail.
      mark,
      build: buildId(),
      transient: s.transient,
      reason: s.message,
    });
    // The approvals recorded stay as they were: this comment shows no review of a newer head.
    const since = previous.head === undefined ? undefined : shownSince(previous, sticky?.updatedAt, previous.head);
    const record = recordLine(previous.bindings, previous.head, since, previous.mark, failure);
    const body = failedCommentBody({ head: s.head, message: s.message, next: nextStep(failure), record });
    const written = await upsertStickyComment(client, { ...s.ref, body, botLogin: bot, comments });
    return { failure, url: written.url };
  } catch (e) {
    client.log.warn(`could not write the review comment either: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

/**
 * A review that threw: the check (when a head is known) says why, and nothing merges. The comment
 * (when the review had read the pull request and `headSha` is its head) records the failure.
 */
export async function failedReview(
  client: GitHubClient,
  s: { ref: PullRef; cfg: ActionConfig; ctx: RunnerContext; mergeQueue: boolean; neverMerges?: string },
  at: { headSha?: string; read?: ReadBefore },
  e: unknown,
): Promise<ReviewOutcome> {
  const { ref, cfg, ctx } = s;
  const { headSha, read } = at;
  const message = e instanceof Error ? e.message : String(e);
  const transient = transientFailure(e);
  let published: Published =
    headSha === undefined
      ? { check: false, comment: false }
      : await failCheck(client, { ref, cfg, ctx, headSha, message });
  // A queue's group head and an older head say nothing of the pull request's own state.
  if (published.check && cfg.comment && !s.mergeQueue && read !== undefined && read.pr.headSha === headSha) {
    const written = await failureComment(client, { ref, head: headSha, read, message, transient });
    if (written !== undefined) published = { ...published, comment: true, commentUrl: written.url };
  }
  return {
    merge: mergeDecision({
      enabled: cfg.autoMerge,
      hold: { held: false, by: [] },
      error: message,
      reviewedHead: headSha ?? '',
      mergeQueue: s.mergeQueue,
      neverMerges: s.neverMerges,
    }),
    merged: false,
    ...(headSha !== undefined ? { headSha } : {}),
    published,
    error: message,
    transient,
  };
}
