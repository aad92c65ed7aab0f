// Modes `review` and `analyze`: a pull request (opened, pushed, reviewed, commented on) or a merge queue's group
// is reviewed base → head from git, approvals read from GitHub, then published — the check run
// on the reviewed head, the sticky comment — and merged when eligible, pinned to that head.
import { resolve } from 'node:path';
import { openFileCache, type FileCache } from '../cache/file-cache.js';
import { buildId } from '../cache/build-id.js';
import {
  botLogin,
  getPullRequest,
  listIssueComments,
  markedComments,
  MAX_COMMENT_CHARS,
  REVIEW_MARKER,
  upsertStickyComment,
  type GitHubClient,
  type IssueComment,
  type PullRef,
  type PullRequest,
} from '../github/index.js';
import { runReview, type ReviewRun } from '../pipeline/review-run.js';
import { mergeAnnouncement, stickyCommentBody } from '../report/sticky-comment.js';
import { includesLogin } from '../model/login.js';
import {
  gatherApprovals,
  holdEvents,
  keptBindings,
  lateApprovals,
  mayBind,
  readRecord,
  recordLine,
  shownSince,
} from './approval-binding.js';
import { activityMark } from './activity-mark.js';
import { committedCache } from './cache-dir.js';
import type { RunnerContext } from './context.js';
import {
  checkOutcome,
  holdState,
  mergeDecision,
  summarize,
  type CheckOutcome,
  type Hold,
  type MergeDecision,
} from './check-and-merge.js';
import type { CommentTarget, MergeGroupTarget, PullRequestTarget } from './event.js';
import { ensureCommits, ensureMergeBase } from '../git/fetch.js';
import type { ActionConfig } from './inputs.js';
import { actionImageAccess } from './action-image-access.js';
import { applyLabels, labelChange } from './state-labels.js';
import { disarmAutoMerge, mergeNow, publishCheck, type MergeResult, type Published } from './publish.js';
import { failedReview, type ReadBefore } from './failed-review.js';
import { readOnlyRun } from './read-only.js';
import type { ReviewOutcome } from './review-outcome.js';
import { approvalsChanged, type Counted } from './recheck.js';
import { readReviews } from './reviews.js';
import { writeAnalysis, writeReport } from './report-file.js';
import { linksFor } from '../report/links.js';

/** A pull request a sweep re-reviews: its commits are read from the API, as for a comment. */
export interface SweepTarget {
  readonly kind: 'sweep';
  readonly number: number;
}

export type ReviewTarget = PullRequestTarget | CommentTarget | MergeGroupTarget | SweepTarget;

export type { ReviewOutcome };

/** What the sticky comment holds after its marker line. */
const COMMENT_ROOM = MAX_COMMENT_CHARS - REVIEW_MARKER.length - 1;

function shas(t: ReviewTarget, pr: PullRequest): { base: string; head: string } {
  if (t.kind === 'comment' || t.kind === 'sweep') return { base: pr.baseSha, head: pr.headSha };
  return { base: t.baseSha, head: t.headSha };
}

/** The cache across runs, unless a commit of this run (the checkout's included) put its file there. */
function reviewCache(
  cfg: ActionConfig,
  ctx: RunnerContext,
  commits: readonly string[],
  warn: (m: string) => void,
): FileCache | undefined {
  if (cfg.cacheDir === undefined) return undefined;
  const dir = resolve(ctx.workspace, cfg.cacheDir);
  const committed = committedCache(ctx.workspace, dir, commits);
  if (committed === undefined) return openFileCache(dir, buildId(), warn);
  warn(
    `the cache in ${cfg.cacheDir} is not used: ${committed}, so the pull request could have written it; ` +
      `everything is reviewed afresh`,
  );
  return undefined;
}

interface Prepared {
  readonly pr: PullRequest;
  readonly base: string;
  readonly head: string;
  readonly bot: string;
  readonly comments: readonly IssueComment[];
  readonly bindings: string;
  readonly run: ReviewRun;
  /** The approvals the review counted, to be read again before a merge. */
  readonly counted: Omit<Counted, 'maintainers'>;
  /** The login whose triggering /approve could not be bound to the head. */
  readonly unbound?: string;
}

/** Everything up to the review itself: the pull request, its approvals, the review of base → head. */
async function prepare(
  cfg: ActionConfig,
  ctx: RunnerContext,
  target: ReviewTarget,
  client: GitHubClient,
  ref: PullRef,
  seen: { headSha?: string; read?: ReadBefore },
): Promise<Prepared> {
  // The four reads at once: one round trip instead of three, the run's main wait on GitHub.
  const others = Promise.all([botLogin(client), readReviews(client, ref), listIssueComments(client, ref)]);
  others.catch(() => {}); // awaited below, once the head is known: not an unhandled rejection meanwhile
  const pr = await getPullRequest(client, ref);
  const { base, head } = shas(target, pr);
  seen.headSha = head;
  const [bot, reviews, comments] = await others;
  const mark = activityMark({ draft: pr.draft, reviews, comments, bot });
  seen.read = { pr, bot, mark };
  const sticky = markedComments(comments, bot)[0];
  const record = readRecord(sticky?.body);
  // The commits approvals were given on: a shallow checkout has none of them.
  const approved = [...reviews.flatMap((r) => (r.commitId === null ? [] : [r.commitId])), ...record.bindings.values()];
  ensureCommits(ctx.workspace, [base, head], approved, target.number);
  ensureMergeBase(ctx.workspace, base, head);
  const trigger = target.kind === 'comment' ? comments.find((c) => c.id === target.commentId) : undefined;
  const since = shownSince(record, sticky?.updatedAt, head);
  const binds = trigger !== undefined && mayBind(record, since, trigger.createdAt, head);
  const late = target.kind === 'sweep' ? lateApprovals(comments, record, since, head, bot) : [];
  const gathered = gatherApprovals(reviews, comments, record.bindings, head, bot, binds ? trigger.id : late);
  const cache = reviewCache(cfg, ctx, [base, head, 'HEAD'], (m) => client.log.warn(m));
  const run = await runReview({
    base,
    head,
    repo: ctx.workspace,
    config: cfg.config,
    author: pr.author,
    approvalEvents: gathered.events,
    cache,
    images: actionImageAccess(cfg, process.env),
  });
  try {
    cache?.save();
  } catch (e) {
    // The cache only saves time: failing to write it is worth a word, not a failed review.
    client.log.warn(
      `cannot write the cache in ${cfg.cacheDir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  const unbound =
    target.kind === 'comment' &&
    trigger !== undefined &&
    !binds &&
    trigger.author !== null &&
    target.commands.includes('approve')
      ? trigger.author
      : undefined;
  const counted = { events: gathered.events, bindings: gathered.bindings, head, bot };
  const approvers = [...run.decision.packages.flatMap((p) => p.owners), ...run.maintainers];
  const recorded = keptBindings(gathered.bindings, comments, (login) => includesLogin(approvers, login));
  return {
    pr,
    base,
    head,
    bot,
    comments,
    bindings: recordLine(recorded, head, since, mark),
    run,
    counted,
    ...(unbound !== undefined ? { unbound } : {}),
  };
}

/** Mode analyze: the review written with what it is about, for a publish job; nothing posted. */
export async function analyzeMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  target: ReviewTarget,
  client: GitHubClient,
): Promise<ReviewRun> {
  const ref: PullRef = { owner: ctx.owner, repo: ctx.repo, pullNumber: target.number };
  const p = await prepare(cfg, ctx, target, client, ref, {});
  writeAnalysis(cfg, ctx.workspace, p.run, { pullRequest: target.number, baseSha: p.base, headSha: p.head });
  return p.run;
}

/** `neverMerges`: why this run must not merge whatever the inputs say (mode publish). */
export async function reviewMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  target: ReviewTarget,
  client: GitHubClient,
  neverMerges?: string,
): Promise<ReviewOutcome> {
  const ref: PullRef = { owner: ctx.owner, repo: ctx.repo, pullNumber: target.number };
  const mergeQueue = target.kind === 'merge-group';
  const none: Published = { check: false, comment: false };
  // What the review had read when it threw: the failure is recorded with it.
  const seen: { headSha?: string; read?: ReadBefore } = 'headSha' in target ? { headSha: target.headSha } : {};
  try {
    const prepared = await prepare(cfg, ctx, target, client, ref, seen);
    const { pr, head, bot, comments, bindings, run, counted, unbound } = prepared;
    writeReport(cfg, ctx.workspace, run);
    const { hold, check, merge } = decide(cfg, prepared, mergeQueue, neverMerges);
    const willMerge = mergeAnnouncement(cfg.mergeVia, head, cfg.mergeMethod);
    // The comment and labels speak for the whole pull request: only a review of its current head
    // may set them (a late event for an older head posts its check on that sha alone), and a
    // queue's group says nothing new about the pull request's own state.
    const current = !mergeQueue && pr.headSha === head;
    const commentBody = (m: MergeDecision): string =>
      stickyCommentBody(
        run,
        {
          heading: check.heading,
          hold,
          merge: m,
          willMerge,
          record: bindings,
          unbound,
          links: linksFor({
            server: ctx.serverUrl,
            repository: `${ctx.owner}/${ctx.repo}`,
            sha: head,
            actionRepository: ctx.actionRepository,
            actionRef: ctx.actionRef,
          }),
        },
        COMMENT_ROOM,
      );
    const body = cfg.comment && current ? commentBody(merge) : undefined;
    let published: Published;
    try {
      published = await publishCheck(client, {
        ref,
        cfg,
        ctx,
        headSha: head,
        check,
        run,
        comment: body,
        botLogin: bot,
        comments,
      });
    } catch (e) {
      const readOnly = readOnlyRun(e, ctx.eventName, target.kind === 'pull-request' ? !target.sameRepo : undefined);
      if (readOnly === undefined) throw e;
      const refused: MergeDecision = { merge: false, eligible: merge.eligible, reasons: [readOnly.note] };
      return { run, check, merge: refused, merged: false, headSha: head, published: none, readOnly };
    }
    if (current) await applyLabels(client, ref, labelChange(cfg.labels, check.state, pr.labels));
    if (!merge.merge) {
      // A run that never merges (mode publish) has no say over an arming either.
      if (!mergeQueue && neverMerges === undefined) await disarmAutoMerge(client, { ref, pr, bot, head });
      return { run, check, merge, merged: false, headSha: head, published };
    }
    const merged = await mergeStep(client, {
      ref,
      cfg,
      ctx,
      pr,
      bot,
      head,
      counted: { ...counted, maintainers: run.maintainers },
    });
    if (merged.ok) return { run, check, merge, merged: true, headSha: head, published, rebuild: merged.rebuild };
    const refused: MergeDecision = { merge: false, eligible: merge.eligible, reasons: [merged.reason] };
    // The comment announced the merge: it now says why there was none (comments listed again: the
    // one publishCheck just created is not among those read before the review).
    if (body !== undefined)
      await upsertStickyComment(client, {
        ...ref,
        body: commentBody(refused),
        botLogin: bot,
      });
    return {
      run,
      check,
      merge: refused,
      merged: false,
      headSha: head,
      published,
      ...(merged.error ? { error: merged.reason } : {}),
    };
  } catch (e) {
    return failedReview(client, { ref, cfg, ctx, mergeQueue, neverMerges }, seen, e);
  }
}

/** What the review decides before anything is published: the hold, the check, the merge. */
function decide(
  cfg: ActionConfig,
  p: Prepared,
  mergeQueue: boolean,
  neverMerges: string | undefined,
): { hold: Hold; check: CheckOutcome; merge: MergeDecision } {
  const summary = summarize(p.run);
  const hold = holdState(holdEvents(p.comments), p.run.maintainers, p.bot);
  const check = checkOutcome(summary, hold, cfg.pendingConclusion);
  // A queue's group head is no head of the pull request: the queue pins what it merges itself.
  const merge = mergeDecision({
    enabled: cfg.autoMerge,
    review: summary,
    hold,
    reviewedHead: p.head,
    currentHead: mergeQueue ? p.head : p.pr.headSha,
    draft: p.pr.draft,
    state: p.pr.state,
    mergeQueue,
    neverMerges,
  });
  return { hold, check, merge };
}

/**
 * The merge of a review that may merge: the reviewed head merged (or armed) if no approval changed
 * since the review; otherwise auto-merge disarmed, and why not returned.
 */
async function mergeStep(
  client: GitHubClient,
  s: {
    ref: PullRef;
    cfg: ActionConfig;
    ctx: RunnerContext;
    pr: PullRequest;
    bot: string;
    head: string;
    counted: Counted;
  },
): Promise<MergeResult> {
  const { ref, cfg, ctx, pr, bot, head } = s;
  const changed = await approvalsChanged(client, ref, s.counted);
  const merged: MergeResult =
    changed !== undefined
      ? { ok: false, reason: changed, error: false }
      : await mergeNow(client, { ref, cfg, ctx, head, pr });
  if (!merged.ok) await disarmAutoMerge(client, { ref, pr, bot, head });
  return merged;
}
