// Mode sweep, on `schedule` and `workflow_dispatch`, as Prow's Tide syncs: the open pull requests,
// most recently active first, each re-reviewed only when something the review decides on changed
// since fbc-bot's last review of it (its head, a review, a comment carrying a command, its draft
// state), as the record in the bot's own sticky comment says. A re-review is mode review's, with
// this run's write token: the check and comment published, an eligible pull request merged pinned
// to the reviewed head. That is how an approval a fork's read-only run could not act on is acted on.
// A pull request whose review threw is passed over while its head, activity and fbc-bot's build are
// those the failure recorded in the bot's comment (failure-record.ts) names: its failing check
// stands, and no second one is posted; a failure that may pass on retry is tried a few times.
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
import { buildId } from '../cache/build-id.js';
import { activityMark } from './activity-mark.js';
import { readRecord } from './approval-binding.js';
import type { RunnerContext } from './context.js';
import { MAX_ATTEMPTS } from './failure-record.js';
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
  /** Pull requests passed over because their review failed before on this head (and why): their check stands. */
  readonly failedBefore: readonly { readonly number: number; readonly reason: string }[];
  /** Pull requests whose state could not be read: not reviewed (the next sweep tries again). */
  readonly unread: readonly { readonly number: number; readonly error: string }[];
  /** Why the sweep stopped before the end of the list, if it did: the next sweep goes on. */
  readonly stopped?: string;
  readonly requests: number;
}

/** What a sweep makes of a pull request: review it again (why), or pass over it. */
type Found =
  | { readonly kind: 'changed'; readonly note: string }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'failed'; readonly reason: string };

/** Whether `pr` needs a review again: only what its last review (or failure) was decided on is compared. */
async function changeOf(
  client: GitHubClient,
  ref: PullRef,
  pr: OpenPull,
  s: { readonly bot: string; readonly build: string },
): Promise<Found> {
  const comments = await listIssueComments(client, ref);
  const record = readRecord(markedComments(comments, s.bot)[0]?.body);
  const changed = (note: string): Found => ({ kind: 'changed', note });
  const mark = async (): Promise<string> =>
    activityMark({ draft: pr.draft, reviews: await readReviews(client, ref), comments, bot: s.bot });
  const failure = record.failure;
  if (failure !== undefined) {
    // The comment shows that failure, whatever review it showed before: only its head is passed over.
    if (failure.head !== pr.headSha) return changed(`new head ${pr.headSha.slice(0, 12)}`);
    if (failure.build !== s.build) return changed('fbc-bot changed since its review failed');
    if ((await mark()) !== failure.mark) return changed('new reviews, commands or draft state');
    if (failure.transient && failure.attempts < MAX_ATTEMPTS)
      return changed(`attempt ${failure.attempts + 1} of ${MAX_ATTEMPTS} after a failure that may pass on retry`);
    return { kind: 'failed', reason: failure.reason };
  }
  if (record.head === undefined || record.mark === undefined) return changed('no review of fbc-bot recorded');
  if (record.head !== pr.headSha) return changed(`new head ${pr.headSha.slice(0, 12)}`);
  if ((await mark()) !== record.mark) return changed('new reviews, commands or draft state');
  return { kind: 'unchanged' };
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
  const failedBefore: { number: number; reason: string }[] = [];
  let unchanged = 0;
  const exhausted = (): string | undefined => {
    if (used() + REQUESTS_PER_PULL > limits.maxRequests)
      return `the request budget is spent (${used()} of sweep-max-requests ${limits.maxRequests})`;
    if (now() >= deadline) return `the time budget is spent (sweep-seconds ${limits.seconds})`;
    return undefined;
  };
  const open: OpenPull[] = [];
  const build = buildId();
  const memory =
    cfg.cacheDir === undefined
      ? undefined
      : openSweepMemory(
          ctx.workspace,
          resolve(ctx.workspace, cfg.cacheDir),
          { repository: `${ctx.owner}/${ctx.repo}`, build },
          (m) => client.log.warn(m),
        );
  const result = (stopped?: string): SweepOutcome => {
    memory?.save(open);
    return {
      reviewed,
      unchanged,
      failedBefore,
      unread,
      requests: used(),
      ...(stopped !== undefined ? { stopped } : {}),
    };
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
  const toCheck: OpenPull[] = [];
  for (const pr of open) {
    const recalled = memory?.recall(pr);
    if (recalled === undefined) toCheck.push(pr);
    else if (recalled.failed !== undefined) failedBefore.push({ number: pr.number, reason: recalled.failed });
    else unchanged++;
  }
  for (let next = 0; next < toCheck.length;) {
    const stop = exhausted();
    if (stop !== undefined) return result(stop);
    // A few change checks at once (reads only), as many as the budget leaves room for.
    const room = Math.floor((limits.maxRequests - used() - REQUESTS_PER_PULL) / CHANGE_CHECK);
    const window = toCheck.slice(next, next + Math.max(1, Math.min(CHECKS_AT_ONCE, room)));
    next += window.length;
    const checked = await Promise.all(
      window.map((pr) =>
        changeOf(client, { owner: ctx.owner, repo: ctx.repo, pullNumber: pr.number }, pr, { bot, build }).then(
          (found) => ({ pr, found, error: undefined }),
          (error: unknown) => ({ pr, found: undefined, error }),
        ),
      ),
    );
    for (const { pr, found, error } of checked) {
      if (found === undefined) {
        // A rate limit ends the sweep (what follows would fail alike); anything else is this pull request's.
        if (error instanceof GitHubError && error.kind === 'rate-limited') return result(error.message);
        unread.push({ number: pr.number, error: error instanceof Error ? error.message : String(error) });
      } else if (found.kind === 'unchanged') {
        unchanged++;
        memory?.remember(pr);
      } else if (found.kind === 'failed') {
        failedBefore.push({ number: pr.number, reason: found.reason });
        memory?.remember(pr, found.reason);
      } else {
        const late = exhausted();
        if (late !== undefined) return result(late);
        const o = await reviewMode(cfg, ctx, { kind: 'sweep', number: pr.number }, client);
        reviewed.push({
          number: pr.number,
          note: o.merged ? `${found.note}: merged` : `${found.note}: not merged: ${o.merge.reasons.join('; ')}`,
          merged: o.merged,
          ...(o.error !== undefined ? { error: o.error } : {}),
          ...(o.rebuild !== undefined ? { rebuild: o.rebuild } : {}),
        });
      }
    }
  }
  return result();
}
