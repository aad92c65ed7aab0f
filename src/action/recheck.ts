// Right before a merge, the approvals and holds read from GitHub again. The merge is pinned to the
// reviewed head sha, not to the approvals the decision counted: a review dismissed, a `/approve
// cancel` or a `/hold` written while the review ran must stop this merge (the event that changed
// them starts its own run, which decides on them).
import { listIssueComments, type GitHubClient, type PullRef } from '../github/index.js';
import type { ApprovalEvent } from '../ownership/standing-approvals.js';
import { gatherApprovals, holdEvents, type Bindings } from './approval-binding.js';
import { holdState } from './check-and-merge.js';
import { readReviews } from './reviews.js';

export interface Counted {
  /** The approval events the decision was made on. */
  readonly events: readonly ApprovalEvent[];
  /** The bindings those events were gathered with (the triggering comment's included). */
  readonly bindings: Bindings;
  readonly head: string;
  readonly bot: string;
  readonly maintainers: readonly string[];
}

/** Why the merge must not happen now, or undefined when GitHub still shows what was counted. */
export async function approvalsChanged(
  client: GitHubClient,
  ref: PullRef,
  counted: Counted,
): Promise<string | undefined> {
  const [reviews, comments] = await Promise.all([readReviews(client, ref), listIssueComments(client, ref)]);
  const now = gatherApprovals(reviews, comments, counted.bindings, counted.head, counted.bot);
  const hold = holdState(holdEvents(comments), counted.maintainers, counted.bot);
  if (hold.held) return `held by ${hold.by.join(', ')} while this run reviewed`;
  if (JSON.stringify(now.events) !== JSON.stringify(counted.events))
    return (
      'the approvals changed while this run reviewed (a review submitted or dismissed, an /approve or ' +
      '/approve cancel): their own event re-evaluates the pull request'
    );
  return undefined;
}
