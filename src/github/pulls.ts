// Reading a pull request: the PR itself, its files and its reviews (every page of each).
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';

export interface PullRef {
  owner: string;
  repo: string;
  pullNumber: number;
}

export interface PullRequest {
  number: number;
  nodeId: string;
  state: string;
  draft: boolean;
  merged: boolean;
  author: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  baseSha: string;
  baseRef: string;
  baseRepo: string;
  /** The base repository's default branch: where a merge starts a rebuild. */
  defaultBranch: string;
  fromFork: boolean;
  /** null while GitHub is still computing it. */
  mergeable: boolean | null;
  mergeableState: string;
  labels: string[];
  /** Who armed GitHub auto-merge on it; null when it is not armed. */
  autoMergeBy: string | null;
}

export interface PullFile {
  filename: string;
  status: string;
  previousFilename: string | null;
  additions: number;
  deletions: number;
  sha: string | null;
}

export interface PullReview {
  id: number;
  author: string | null;
  state: string;
  commitId: string | null;
  submittedAt: string | null;
  body: string;
}

/** GitHub lists at most this many files of a pull request; a PR with more is listed incompletely. */
export const MAX_LISTED_FILES = 3000;

function at(ref: PullRef): string {
  return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
}

export async function getPullRequest(client: GitHubClient, ref: PullRef): Promise<PullRequest> {
  const { data } = await attempt('read-pull', `read pull request ${at(ref)}`, () =>
    client.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
    }),
  );
  const headRepo = data.head.repo?.full_name ?? null;
  return {
    number: data.number,
    nodeId: data.node_id,
    state: data.state,
    draft: data.draft ?? false,
    merged: data.merged,
    author: data.user.login,
    headSha: data.head.sha,
    headRef: data.head.ref,
    headRepo,
    baseSha: data.base.sha,
    baseRef: data.base.ref,
    baseRepo: data.base.repo.full_name,
    defaultBranch: data.base.repo.default_branch,
    fromFork: headRepo === null || headRepo.toLowerCase() !== data.base.repo.full_name.toLowerCase(),
    mergeable: data.mergeable,
    mergeableState: data.mergeable_state,
    labels: data.labels.map((l) => l.name),
    autoMergeBy: data.auto_merge === null ? null : data.auto_merge.enabled_by.login,
  };
}

/** Every page of one of the pull request's lists, through the client's paging. */
function listEveryPage<L extends 'files' | 'reviews'>(client: GitHubClient, ref: PullRef, list: L) {
  return attempt('read-pull', `list the ${list} of ${at(ref)}`, () =>
    client.octokit.paginate(`GET /repos/{owner}/{repo}/pulls/{pull_number}/${list}`, {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      per_page: 100,
    }),
  );
}

/** Every changed file (GitHub stops at 3000: compare the length with MAX_LISTED_FILES). */
export async function listPullFiles(client: GitHubClient, ref: PullRef): Promise<PullFile[]> {
  const files = await listEveryPage(client, ref, 'files');
  return files.map((f) => ({
    filename: f.filename,
    status: f.status,
    previousFilename: f.previous_filename ?? null,
    additions: f.additions,
    deletions: f.deletions,
    sha: f.sha,
  }));
}

export async function listPullReviews(client: GitHubClient, ref: PullRef): Promise<PullReview[]> {
  const reviews = await listEveryPage(client, ref, 'reviews');
  return reviews.map((r) => ({
    id: Number(r.id),
    author: r.user?.login ?? null,
    state: r.state,
    commitId: r.commit_id,
    submittedAt: r.submitted_at ?? null,
    body: r.body,
  }));
}
