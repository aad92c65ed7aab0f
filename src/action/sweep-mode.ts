// Mode sweep, on `schedule` and `workflow_dispatch`, as Prow's Tide syncs: the open pull requests,
// most recently active first, each re-reviewed only when something the review decides on changed
// since fbc-bot's last review of it (its head, a review, a comment carrying a command, its draft
// state), as the record in the bot's own sticky comment says. A re-review is mode review's, with
// this run's write token: the check and comment published, an eligible pull request merged pinned
// to the reviewed head. That is how an approval a fork's read-only run could not act on is acted on.
// Bounded by a request budget and a time budget; with cache-dir, what it found unchanged is
// remembered (sweep-memory.ts), so the next sweep goes on where this one stopped.
import type { Rebuild } from './merge-rebuild.js';
import { resolve } from 'node:path';
import {
  botLogin,
  countRequests,
  GitHubError,
  listIssueComments,
  markedComments,
  openPullPages,
  PULLS_PER_PAGE,
  type GitHubClient,
  type OpenPull,
  type PullRef,
} from '../github/index.js';
import { activityMark } from './activity-mark.js';
import { readRecord } from './approval-binding.js';
import type { RunnerContext } from './context.js';
import type { ActionConfig } from './inputs.js';
import { readReviews } from './reviews.js';
import { openSweepMemory } from './sweep-memory.js';
import { reviewMode } from './review-mode.js';

/**
 * Requests kept in hand before a pull request is started: its change check (2) and a review with
 * its publishing and merge (about 10, more with many annotations), so the budget is not overrun.
 */
export const REQUESTS_PER_PULL = 25;

/** What finding a pull request unchanged costs: its comments and its reviews (one page each). */
const CHANGE_CHECK = 2;

/** Change checks made at once: reads, overlapping their round trips. */
const CHECKS_AT_ONCE = 8;

export interface SweepLimits {
  /** The request budget of the whole run (sweep-max-requests). */
  readonly maxRequests: number;
  /** The time budget, in seconds from the run's start (sweep-seconds). */
  readonly seconds: number;
}

export interface SweepPull {
  readonly number: number;
  /** What changed since the last review, or why the review failed. */
  readonly note: string;
  readonly merged: boolean;
  readonly error?: string;
  /** After its merge: the rebuild it started (input dispatch), as in review mode. */
  readonly rebuild?: Rebuild;
}

export interface SweepOutcome {
  readonly reviewed: readonly SweepPull[];
  /** Open pull requests found unchanged since their last review: nothing done. */
  readonly unchanged: number;
  /** Pull requests whose state could not be read: not reviewed (the next sweep tries again). */
  readonly unread: readonly { readonly number: number; readonly error: string }[];
  /** Why the sweep stopped before the end of the list, if it did: the next sweep goes on. */
  readonly stopped?: string;
  readonly requests: number;
}

/** Why `pr` needs a review again, or undefined when nothing its last review decided on changed. */
async function changeOf(client: GitHubClient, ref: PullRef, pr: OpenPull, bot: string): Promise<string | undefined> {
  const comments = await listIssueComments(client, ref);
  const record = readRecord(markedComments(comments, bot)[0]?.body);
  if (record.head === undefined || record.mark === undefined) return 'no review of fbc-bot recorded';
  if (record.head !== pr.headSha) return `new head ${pr.headSha.slice(0, 12)}`;
  const reviews = await readReviews(client, ref);
  if (activityMark({ draft: pr.draft, reviews, comments, bot }) !== record.mark)
    return 'new reviews, commands or draft state';
  return undefined;
}

export async function sweepMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  client: GitHubClient,
  limits: SweepLimits,
  now: () => number = Date.now,
): Promise<SweepOutcome> {
  const used = countRequests(client);
  const deadline = now() + limits.seconds * 1000;
  const reviewed: SweepPull[] = [];
  const unread: { number: number; error: string }[] = [];
  let unchanged = 0;
  const exhausted = (): string | undefined => {
    if (used() + REQUESTS_PER_PULL > limits.maxRequests)
      return `the request budget is spent (${used()} of sweep-max-requests ${limits.maxRequests})`;
    if (now() >= deadline) return `the time budget is spent (sweep-seconds ${limits.seconds})`;
    return undefined;
  };
  const open: OpenPull[] = [];
  const memory =
    cfg.cacheDir === undefined
      ? undefined
      : openSweepMemory(ctx.workspace, resolve(ctx.workspace, cfg.cacheDir), `${ctx.owner}/${ctx.repo}`, (m) =>
          client.log.warn(m),
        );
  const result = (stopped?: string): SweepOutcome => {
    memory?.save(open);
    return { reviewed, unchanged, unread, requests: used(), ...(stopped !== undefined ? { stopped } : {}) };
  };
  const bot = await botLogin(client);
  // The whole list first: a pull request merged (closed) meanwhile would shift later pages, and the
  // one it pushed from page 2 onto page 1 would be skipped.
  for await (const page of openPullPages(client, ctx)) {
    open.push(...page);
    if (page.length < PULLS_PER_PAGE) break;
    const stop = exhausted();
    if (stop !== undefined) return result(stop);
  }
  // What the last sweep found unchanged and is listed just as it was then costs no request.
  const toCheck = open.filter((pr) => memory?.unchanged(pr) !== true);
  unchanged += open.length - toCheck.length;
  for (let next = 0; next < toCheck.length;) {
    const stop = exhausted();
    if (stop !== undefined) return result(stop);
    // A few change checks at once (reads only), as many as the budget leaves room for.
    const room = Math.floor((limits.maxRequests - used() - REQUESTS_PER_PULL) / CHANGE_CHECK);
    const window = toCheck.slice(next, next + Math.max(1, Math.min(CHECKS_AT_ONCE, room)));
    next += window.length;
    const checked = await Promise.all(
      window.map((pr) =>
        changeOf(client, { owner: ctx.owner, repo: ctx.repo, pullNumber: pr.number }, pr, bot).then(
          (change) => ({ pr, change, error: undefined }),
          (error: unknown) => ({ pr, change: undefined, error }),
        ),
      ),
    );
    for (const { pr, change, error } of checked) {
      if (error !== undefined) {
        // A rate limit ends the sweep (what follows would fail alike); anything else is this pull request's.
        if (error instanceof GitHubError && error.kind === 'rate-limited') return result(error.message);
        unread.push({ number: pr.number, error: error instanceof Error ? error.message : String(error) });
      } else if (change === undefined) {
        unchanged++;
        memory?.remember(pr);
      } else {
        const late = exhausted();
        if (late !== undefined) return result(late);
        const o = await reviewMode(cfg, ctx, { kind: 'sweep', number: pr.number }, client);
        reviewed.push({
          number: pr.number,
          note: o.merged ? `${change}: merged` : `${change}: not merged: ${o.merge.reasons.join('; ')}`,
          merged: o.merged,
          ...(o.error !== undefined ? { error: o.error } : {}),
          ...(o.rebuild !== undefined ? { rebuild: o.rebuild } : {}),
        });
      }
    }
  }
  return result();
}
