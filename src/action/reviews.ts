// A pull request's reviews as the approvals read them: REST's list, and for a review whose body
// carries an /approve, whether that body was edited since (GraphQL: REST does not say). Only the
// body can be edited, never the state, so reviews without such a body cost no extra request.
import { editedReviewIds, listPullReviews, type GitHubClient, type PullRef } from '../github/index.js';
import { commentCommands } from '../ownership/commands.js';
import type { ReviewIn } from './approval-binding.js';

export async function readReviews(client: GitHubClient, ref: PullRef): Promise<(ReviewIn & { readonly id: number })[]> {
  const reviews = await listPullReviews(client, ref);
  if (!reviews.some((r) => commentCommands(r.body).includes('approve')))
    return reviews.map((r) => ({ ...r, edited: false }));
  const { edited, complete } = await editedReviewIds(client, ref);
  return reviews.map((r) => ({ ...r, edited: !complete || edited.has(r.id) }));
}
