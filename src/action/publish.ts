// Publishing a review: the check run on the reviewed head (annotations in batches), the sticky
// comment, and the merge pinned to the reviewed head. A failure to publish is an error of the run
// (it never leads to a merge); a moved head is a reason to re-evaluate, not an error.
import {
  disableAutoMerge,
  enableAutoMerge,
  GitHubError,
  isBot,
  MAX_CHECK_OUTPUT_CHARS,
  mergePinned,
  publishCheckRun,
  upsertStickyComment,
  type GitHubClient,
  type IssueComment,
  type PullRef,
  type PullRequest,
} from '../github/index.js';
import type { Finding } from '../model/finding.js';
import { unreviewedSummary } from '../report/check-summary.js';
import { annotationsOf } from './annotations.js';
import type { RunnerContext } from './context.js';
import type { CheckOutcome } from './check-and-merge.js';
import type { ActionConfig } from './inputs.js';
import { rebuildAfterMerge, type Rebuild } from './merge-rebuild.js';

export interface Published {
  readonly check: boolean;
  readonly comment: boolean;
  readonly checkUrl?: string;
  readonly commentUrl?: string;
}

export interface PublishRequest {
  readonly ref: PullRef;
  readonly cfg: ActionConfig;
  readonly ctx: RunnerContext;
  readonly headSha: string;
  readonly check: CheckOutcome;
  readonly run: { readonly result: { readonly findings: readonly Finding[] } };
  readonly comment: string | undefined;
  readonly botLogin: string;
  /** The pull request's comments as read for this review: the sticky one is found among them. */
  readonly comments: readonly IssueComment[];
}

export async function publishCheck(client: GitHubClient, p: PublishRequest): Promise<Published> {
  const { annotations, omitted } = annotationsOf(p.run.result.findings);
  const summary = (
    `${p.check.summary}` +
    `${omitted > 0 ? `\n\n${omitted} more problem(s) are not annotated: see the review comment or the report.` : ''}`
  ).slice(0, MAX_CHECK_OUTPUT_CHARS);
  const result = await publishCheckRun(client, {
    owner: p.ref.owner,
    repo: p.ref.repo,
    headSha: p.headSha,
    name: p.cfg.checkName,
    conclusion: p.check.conclusion,
    title: p.check.title,
    summary,
    annotations,
    ...(p.ctx.runUrl !== undefined ? { detailsUrl: p.ctx.runUrl } : {}),
  });
  if (p.comment === undefined) return { check: true, comment: false, checkUrl: result.url };
  const sticky = await upsertStickyComment(client, {
    ...p.ref,
    body: p.comment,
    botLogin: p.botLogin,
    comments: p.comments,
  });
  return { check: true, comment: true, checkUrl: result.url, commentUrl: sticky.url };
}

/** A failing check saying why there is no review; best effort (its own failure is only logged). */
export async function failCheck(
  client: GitHubClient,
  p: { ref: PullRef; cfg: ActionConfig; ctx: RunnerContext; headSha: string; message: string },
): Promise<Published> {
  try {
    const r = await publishCheckRun(client, {
      owner: p.ref.owner,
      repo: p.ref.repo,
      headSha: p.headSha,
      name: p.cfg.checkName,
      conclusion: 'failure',
      title: 'fbc-bot: could not review',
      summary: unreviewedSummary(p.message).slice(0, MAX_CHECK_OUTPUT_CHARS),
      ...(p.ctx.runUrl !== undefined ? { detailsUrl: p.ctx.runUrl } : {}),
    });
    return { check: true, comment: false, checkUrl: r.url };
  } catch (e) {
    client.log.warn(`could not publish the failing check either: ${e instanceof Error ? e.message : String(e)}`);
    return { check: false, comment: false };
  }
}

export type MergeResult =
  | { readonly ok: true; readonly rebuild: Rebuild }
  | { readonly ok: false; readonly reason: string; readonly error: boolean };

/**
 * Merges (or arms auto-merge) at exactly `head`; a moved head is re-evaluated, never merged. Every merge fbc-bot
 * makes goes through here, and so starts its rebuild (input dispatch).
 */
export async function mergeNow(
  client: GitHubClient,
  m: { ref: PullRef; cfg: ActionConfig; ctx: RunnerContext; head: string; pr: PullRequest },
): Promise<MergeResult> {
  let merged: string;
  try {
    if (m.cfg.mergeVia === 'auto-merge') {
      try {
        await enableAutoMerge(client, {
          pullRequestId: m.pr.nodeId,
          expectedHeadOid: m.head,
          method: m.cfg.mergeMethod,
          label: `${m.ref.owner}/${m.ref.repo}#${m.ref.pullNumber}`,
        });
        const later =
          'GitHub merges it later (auto-merge): the push of that merge starts the rebuild only with an App token';
        return { ok: true, rebuild: m.cfg.dispatch === 'none' ? {} : { note: later } };
      } catch (e) {
        // GitHub refuses to arm auto-merge on a pull request it could merge now ("clean status"):
        // merge it now instead, pinned to the same sha, as GitHub's own button does.
        if (!(e instanceof GitHubError && e.kind === 'not-mergeable')) throw e;
      }
    }
    merged = (await mergePinned(client, { ...m.ref, sha: m.head, method: m.cfg.mergeMethod })).sha;
  } catch (e) {
    if (e instanceof GitHubError && e.kind === 'head-moved')
      return {
        ok: false,
        reason:
          `the head branch was modified after the review: the new head is reviewed on its own push (` + `${e.message})`,
        error: false,
      };
    if (e instanceof GitHubError && e.kind === 'not-mergeable') return { ok: false, reason: e.message, error: false };
    return { ok: false, reason: e instanceof Error ? e.message : String(e), error: true };
  }
  return { ok: true, rebuild: await rebuildAfterMerge(client, { ...m, merged }) };
}

/**
 * GitHub auto-merge that the bot armed earlier stays armed through a writer's push and merges
 * whatever head then passes GitHub's own requirements: a run that reviewed the current head and
 * does not merge it disarms it. Someone else's arming is theirs; a stale event's run leaves it to
 * the current head's own run. True when it disarmed.
 */
export async function disarmAutoMerge(
  client: GitHubClient,
  d: { ref: PullRef; pr: PullRequest; bot: string; head: string },
): Promise<boolean> {
  if (d.pr.autoMergeBy === null || !isBot(d.pr.autoMergeBy, d.bot) || d.pr.headSha !== d.head || d.pr.state !== 'open')
    return false;
  await disableAutoMerge(client, {
    pullRequestId: d.pr.nodeId,
    label: `${d.ref.owner}/${d.ref.repo}#${d.ref.pullNumber}`,
  });
  return true;
}
