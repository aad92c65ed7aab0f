// The sticky review comment: one comment per pull request, found by a hidden marker AND the bot's
// own login across every page of comments, then updated in place (or created the first time).
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';
import type { PullRef } from './pulls.js';
import { isBot } from './viewer.js';

export const REVIEW_MARKER = '<!-- fbc-bot:review -->';
/** GitHub's limit on a comment body, in characters. */
export const MAX_COMMENT_CHARS = 65536;

export interface IssueComment {
  id: number;
  author: string | null;
  body: string;
  createdAt: string;
  updatedAt: string;
  url: string;
}

export async function listIssueComments(client: GitHubClient, ref: PullRef): Promise<IssueComment[]> {
  const comments = await attempt('comment', `list the comments of ${ref.owner}/${ref.repo}#${ref.pullNumber}`, () =>
    client.octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: ref.owner,
      repo: ref.repo,
      issue_number: ref.pullNumber,
      per_page: 100,
    }),
  );
  return comments.map((c) => ({
    id: Number(c.id),
    author: c.user?.login ?? null,
    body: c.body ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    url: c.html_url,
  }));
}

/** Whether `body` opens with `marker` on a line of its own, where upsertStickyComment puts it. */
function opensWith(body: string, marker: string): boolean {
  return body.startsWith(`${marker}\n`) || body.startsWith(`${marker}\r\n`) || body === marker;
}

/**
 * The bot's marked comments, oldest first. Anyone can write the marker; only the bot's own
 * comment counts, so a planted marker never gets overwritten and never hides the real one. The
 * marker counts on the first line only: a comment of the bot's that quotes it elsewhere is not one.
 */
export function markedComments(
  comments: readonly IssueComment[],
  botLogin: string,
  marker = REVIEW_MARKER,
): IssueComment[] {
  return comments.filter((c) => c.author !== null && isBot(c.author, botLogin) && opensWith(c.body, marker));
}

export interface StickyRequest extends PullRef {
  /** The comment's markdown, already within budget; the marker is added in front. */
  body: string;
  botLogin: string;
  marker?: string;
  /** The pull request's comments as the caller already listed them this run: spares listing every page again. */
  comments?: readonly IssueComment[];
}

export interface StickyResult {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
  duplicates: number;
}

export async function upsertStickyComment(client: GitHubClient, req: StickyRequest): Promise<StickyResult> {
  const marker = req.marker ?? REVIEW_MARKER;
  const body = opensWith(req.body, marker) ? req.body : `${marker}\n${req.body}`;
  const where = `${req.owner}/${req.repo}#${req.pullNumber}`;
  if (body.length > MAX_COMMENT_CHARS) {
    throw new RangeError(
      `The review comment for ${where} has ${body.length} characters; GitHub accepts at most ` +
        `${MAX_COMMENT_CHARS}. Render it within the comment budget.`,
    );
  }
  const mine = markedComments(req.comments ?? (await listIssueComments(client, req)), req.botLogin, marker);
  const existing = mine[0];
  const duplicates = Math.max(0, mine.length - 1);
  if (existing === undefined) {
    const { data } = await attempt('comment', `create the review comment on ${where}`, () =>
      client.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: req.owner,
        repo: req.repo,
        issue_number: req.pullNumber,
        body,
      }),
    );
    return { action: 'created', id: Number(data.id), url: data.html_url, duplicates };
  }
  if (existing.body === body) return { action: 'unchanged', id: existing.id, url: existing.url, duplicates };
  const { data } = await attempt('comment', `update the review comment ${existing.id} on ${where}`, () =>
    client.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      owner: req.owner,
      repo: req.repo,
      comment_id: existing.id,
      body,
    }),
  );
  return { action: 'updated', id: Number(data.id), url: data.html_url, duplicates };
}
