// Labels on a pull request (added, never replaced: other tools' labels stay).
import type { GitHubClient } from './client.js';
import { attempt } from './errors.js';
import type { PullRef } from './pulls.js';

export async function addLabels(client: GitHubClient, ref: PullRef, labels: readonly string[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const { data } = await attempt('labels', `add the labels ${labels.join(', ')} to ${ref.owner}/${ref.repo}#${ref.pullNumber}`, () =>
    client.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner: ref.owner, repo: ref.repo, issue_number: ref.pullNumber, labels: [...labels] }));
  return data.map((l) => l.name);
}
