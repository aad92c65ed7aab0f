// Mode publish, on `workflow_run` after an analyze run. The analysis file (downloaded by an
// earlier step) comes from a workflow the pull request itself can change, so it is trusted for
// nothing but naming the pull request: the run's head must be that pull request's open head,
// and the review is then done again here, from git, with approvals read from GitHub — exactly
// what mode review does, except that nothing here ever merges.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readFailure, readRegularFile } from '../files/regular-file.js';
import { getPullRequest, type GitHubClient, type PullRef } from '../github/index.js';
import { AnalysisError, MAX_ANALYSIS_BYTES, parseAnalysis, type Analysis } from './analysis.js';
import type { RunnerContext } from './context.js';
import type { WorkflowRunTarget } from './event.js';
import type { ActionConfig } from './inputs.js';
import { reviewMode, type ReviewOutcome } from './review-mode.js';

export interface PublishOutcome {
  readonly analysis: Analysis;
  /** This run's own review, when one was made and posted. */
  readonly review?: ReviewOutcome;
  /** Why nothing was posted, when nothing was. */
  readonly note?: string;
}

export const NEVER_MERGES = 'mode publish never merges: it is started by a workflow the pull request can change';

function readAnalysis(path: string, shown: string): Analysis {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(path, MAX_ANALYSIS_BYTES + 1);
  } catch (e) {
    const why =
      (e as NodeJS.ErrnoException).code === 'ENOENT'
        ? "no such file (download the analyze job's artifact first)"
        : readFailure(e);
    throw new AnalysisError(`cannot read the analysis ${shown}: ${why}`);
  }
  return parseAnalysis(bytes, shown);
}

export async function publishMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  t: WorkflowRunTarget,
  client: GitHubClient,
): Promise<PublishOutcome> {
  const a = readAnalysis(resolve(ctx.workspace, cfg.reportPath), cfg.reportPath);
  if (a.headSha !== t.headSha)
    throw new AnalysisError(
      `the analysis is of ${a.headSha}, but workflow run ${t.runId} built ${t.headSha}: not posted`,
    );
  if (!existsSync(join(ctx.workspace, '.git'))) {
    throw new AnalysisError(
      'mode publish reviews the pull request again from git (the analysis is not trusted): check out this ' +
        'repository first (actions/checkout with fetch-depth: 0; the pull request is only read, never checked out)',
    );
  }
  const ref: PullRef = { owner: ctx.owner, repo: ctx.repo, pullNumber: a.pullRequest };
  const pr = await getPullRequest(client, ref);
  // The run's head is GitHub's word: an analysis naming another pull request posts nothing.
  if (pr.headSha !== t.headSha)
    return {
      analysis: a,
      note:
        `pull request #${pr.number}'s head is ${pr.headSha}, not ${t.headSha}, the head workflow run ` +
        `${t.runId} built: its own run publishes`,
    };
  if (pr.state !== 'open') return { analysis: a, note: `pull request #${pr.number} is ${pr.state}` };
  const review = await reviewMode(
    cfg,
    ctx,
    {
      kind: 'pull-request',
      event: 'workflow_run',
      number: pr.number,
      baseSha: pr.baseSha,
      headSha: pr.headSha,
      baseRef: pr.baseRef,
      author: pr.author,
      sameRepo: !pr.fromFork,
    },
    client,
    NEVER_MERGES,
  );
  if (review.run !== undefined && review.run.verdict !== a.review.verdict) {
    client.log.warn(
      `the analysis of workflow run ${t.runId} says ${a.review.verdict}, this review says ` +
        `${review.run.verdict}: this review is the one posted`,
    );
  }
  return { analysis: a, review };
}
