// Labels on a pull request (added and removed one by one, never replaced: other tools' labels stay).
import type { GitHubClient } from './client.js';
import { attempt, GitHubError } from './api-errors.js';
import type { PullRef } from './pulls.js';

export async function addLabels(client: GitHubClient, ref: PullRef, labels: readonly string[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const { data } = await attempt(
    'labels',
    `add the labels ${labels.join(', ')} to ${ref.owner}/${ref.repo}#${ref.pullNumber}`,
    () =>
      client.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.pullNumber,
        labels: [...labels],
      }),
  );
  return data.map((l) => l.name);
}

/** Removes one label; false when the pull request did not have it (GitHub's 404), so removal is idempotent. */
export async function removeLabel(client: GitHubClient, ref: PullRef, name: string): Promise<boolean> {
  try {
    await attempt('labels', `remove the label ${name} from ${ref.owner}/${ref.repo}#${ref.pullNumber}`, () =>
      client.octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.pullNumber,
        name,
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof GitHubError && e.kind === 'not-found') return false;
    throw e;
  }
}
