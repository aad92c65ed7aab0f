// Listing a repository's open pull requests page by page, most recently updated first: the sweep
// reads one page at a time so that its request budget decides how far it reads.
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';

export interface OpenPull {
  number: number;
  author: string;
  headSha: string;
  baseSha: string;
  baseRef: string;
  draft: boolean;
  fromFork: boolean;
  /** GitHub's time of the last activity: a push, a review, a comment, a label. */
  updatedAt: string;
}

export const PULLS_PER_PAGE = 100;

/** Pages of open pull requests (at most 100 each), newest activity first; each page is one request. */
export async function* openPullPages(
  client: GitHubClient,
  repo: { owner: string; repo: string },
): AsyncGenerator<OpenPull[]> {
  const where = `${repo.owner}/${repo.repo}`;
  const pages = client.octokit.paginate.iterator('GET /repos/{owner}/{repo}/pulls', {
    owner: repo.owner,
    repo: repo.repo,
    state: 'open',
    sort: 'updated',
    direction: 'desc',
    per_page: PULLS_PER_PAGE,
  });
  const iterator = pages[Symbol.asyncIterator]();
  for (;;) {
    const next = await attempt('read-pull', `list the open pull requests of ${where}`, () => iterator.next());
    if (next.done === true) return;
    yield next.value.data.map((p) => {
      const headRepo = p.head.repo?.full_name ?? null;
      return {
        number: p.number,
        author: p.user?.login ?? '',
        headSha: p.head.sha,
        baseSha: p.base.sha,
        baseRef: p.base.ref,
        draft: p.draft ?? false,
        fromFork: headRepo === null || headRepo.toLowerCase() !== p.base.repo.full_name.toLowerCase(),
        updatedAt: p.updated_at,
      };
    });
  }
}
