// Merging, always pinned to the reviewed head sha: REST merge with `sha` (GitHub answers 409 when
// the head moved) or GraphQL auto-merge with `expectedHeadOid`. A moved head is never merged; it
// is reported as kind 'head-moved' so the caller re-evaluates the new head.
import type { GitHubClient } from './client.js';
import { attempt, GitHubError, type FailureKind } from './api-errors.js';
import { graphql, GraphqlResponseError } from './graphql.js';
import type { PullRef } from './pulls.js';

export type MergeMethod = 'merge' | 'squash' | 'rebase';

export interface MergeRequest extends PullRef {
  /** The head sha that was reviewed; GitHub refuses the merge if the head is anything else. */
  sha: string;
  method: MergeMethod;
}

export async function mergePinned(client: GitHubClient, req: MergeRequest): Promise<{ sha: string }> {
  const { data } = await attempt('merge', `merge ${req.owner}/${req.repo}#${req.pullNumber} at ${req.sha}`, () =>
    client.octokit.request('PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge', {
      owner: req.owner,
      repo: req.repo,
      pull_number: req.pullNumber,
      sha: req.sha,
      merge_method: req.method,
    }),
  );
  return { sha: data.sha };
}

export interface AutoMergeRequest {
  /** The pull request's GraphQL node id (PullRequest.nodeId from getPullRequest). */
  pullRequestId: string;
  expectedHeadOid: string;
  method: MergeMethod;
  /** For messages only, e.g. "owner/repo#12". */
  label: string;
}

const ENABLE =
  'mutation($pullRequestId: ID!, $expectedHeadOid: GitObjectID!, $mergeMethod: PullRequestMergeMethod!) {\n' +
  '  enablePullRequestAutoMerge(input: ' +
  '{pullRequestId: $pullRequestId, expectedHeadOid: $expectedHeadOid, mergeMethod: $mergeMethod}) {\n' +
  '    pullRequest { id autoMergeRequest { enabledAt mergeMethod } }\n' +
  '  }\n' +
  '}';

function autoMergeFailure(req: AutoMergeRequest, e: GraphqlResponseError): GitHubError {
  const what = `Could not enable auto-merge of ${req.label} at ${req.expectedHeadOid}: ${e.message}.`;
  const failure = (kind: FailureKind, advice?: string): GitHubError =>
    new GitHubError(advice === undefined ? what : `${what} ${advice}`, 'auto-merge', kind, undefined, { cause: e });
  const text = e.message.toLowerCase();
  if (e.type === 'FORBIDDEN')
    return failure('permission', 'The token needs `contents: write` and `pull-requests: write`.');
  if (text.includes('head') && (text.includes('oid') || text.includes('sha')))
    return failure('head-moved', 'The head moved: re-evaluate the new head; fbc-bot never merges it unreviewed.');
  if (text.includes('auto merge is not allowed'))
    return failure(
      'auto-merge-disabled',
      `Turn on "Allow auto-merge" in the repository's settings, or use REST merging.`,
    );
  if (text.includes('clean status'))
    return failure('not-mergeable', 'The pull request can be merged now: merge it pinned to the sha instead.');
  if (e.type === 'NOT_FOUND') return failure('not-found');
  return failure('unknown');
}

export async function enableAutoMerge(
  client: GitHubClient,
  req: AutoMergeRequest,
): Promise<{ enabledAt: string | null }> {
  const vars = {
    pullRequestId: req.pullRequestId,
    expectedHeadOid: req.expectedHeadOid,
    mergeMethod: req.method.toUpperCase(),
  };
  type Answer = {
    enablePullRequestAutoMerge: {
      pullRequest: { autoMergeRequest: { enabledAt: string | null } | null } | null;
    } | null;
  };
  const data = await attempt('auto-merge', `enable auto-merge of ${req.label}`, async () => {
    try {
      return await graphql<Answer>(client, ENABLE, vars);
    } catch (e) {
      throw e instanceof GraphqlResponseError ? autoMergeFailure(req, e) : e;
    }
  });
  return { enabledAt: data.enablePullRequestAutoMerge?.pullRequest?.autoMergeRequest?.enabledAt ?? null };
}

const DISABLE = `mutation($pullRequestId: ID!) {
  disablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId}) { pullRequest { id } }
}`;

/** Disarms GitHub auto-merge: what armed it earlier no longer holds. */
export async function disableAutoMerge(
  client: GitHubClient,
  req: { pullRequestId: string; label: string },
): Promise<void> {
  await attempt('auto-merge', `disable auto-merge of ${req.label}`, async () => {
    try {
      await graphql(client, DISABLE, { pullRequestId: req.pullRequestId });
    } catch (e) {
      if (!(e instanceof GraphqlResponseError)) throw e;
      throw new GitHubError(
        `Could not disable auto-merge of ${req.label}: ${e.message}.` +
          `${e.type === 'FORBIDDEN' ? ' The token needs `pull-requests: write`.' : ''}`,
        'auto-merge',
        e.type === 'FORBIDDEN' ? 'permission' : 'unknown',
        undefined,
        { cause: e },
      );
    }
  });
}
