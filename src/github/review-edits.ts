// Which reviews of a pull request had their body edited after they were submitted. REST's review
// has no edit time; GraphQL's `lastEditedAt` says whether anyone (a repository admin can edit
// anyone's) rewrote the summary since.
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';
import { graphql } from './graphql.js';
import type { PullRef } from './pulls.js';

const QUERY = `query($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviews(first: 100, after: $after) {
        nodes { fullDatabaseId lastEditedAt }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

interface Page {
  repository: {
    pullRequest: {
      reviews: {
        nodes: ({ fullDatabaseId: string | number | null; lastEditedAt: string | null } | null)[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } | null;
  } | null;
}

/** GitHub's own bound on a pull request's reviews is far below this many pages of 100. */
const MAX_PAGES = 100;

export interface ReviewEdits {
  /** The ids (REST's `id`) of the reviews whose body was edited. */
  readonly edited: Set<number>;
  /** False when there were more reviews than were read: take every body as edited. */
  readonly complete: boolean;
}

export async function editedReviewIds(client: GitHubClient, ref: PullRef): Promise<ReviewEdits> {
  const edited = new Set<number>();
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const vars: Record<string, unknown> = { owner: ref.owner, name: ref.repo, number: ref.pullNumber, after };
    const data = await attempt('read-pull', `read the review edits of ${ref.owner}/${ref.repo}#${ref.pullNumber}`, () =>
      graphql<Page>(client, QUERY, vars),
    );
    const reviews = data.repository?.pullRequest?.reviews;
    if (reviews === undefined) return { edited, complete: false };
    for (const n of reviews.nodes)
      if (n !== null && n.lastEditedAt !== null && n.fullDatabaseId !== null) edited.add(Number(n.fullDatabaseId));
    if (!reviews.pageInfo.hasNextPage || reviews.pageInfo.endCursor === null) return { edited, complete: true };
    after = reviews.pageInfo.endCursor;
  }
  return { edited, complete: false };
}
