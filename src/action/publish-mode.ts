// Mode publish, on `workflow_run` after an analyze run: the analysis file (downloaded by an earlier
// step) is untrusted input. It is posted only when it is about the head the workflow run built
// and that head is still the pull request's; the comment is re-rendered from its checked data;
// nothing here ever merges.
import { resolve } from 'node:path';
import { readFailure, readRegularFile } from '../files/regular-file.js';
import { botLogin, getPullRequest, listIssueComments, MAX_COMMENT_CHARS, REVIEW_MARKER, type GitHubClient, type PullRef } from '../github/index.js';
import { renderReviewMarkdown } from '../report/render-ownership.js';
import { AnalysisError, MAX_ANALYSIS_BYTES, parseAnalysis, reportOf, summaryOf, type Analysis } from './analysis.js';
import type { RunnerContext } from './context.js';
import { checkOutcome, holdState, type CheckOutcome } from './decide.js';
import type { WorkflowRunTarget } from './event.js';
import type { ActionConfig } from './inputs.js';
import { applyLabels, labelChange } from './labels.js';
import { publishCheck, type Published } from './publish.js';

export interface PublishOutcome {
  readonly analysis?: Analysis;
  readonly check?: CheckOutcome;
  readonly published: Published;
  /** Why nothing was posted, when nothing was. */
  readonly note?: string;
}

export const NEVER_MERGES = 'mode publish never merges: the analysis comes from the pull request\'s own workflow';

function readAnalysis(path: string, shown: string): Analysis {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(path, MAX_ANALYSIS_BYTES + 1);
  } catch (e) {
    throw new AnalysisError(`cannot read the analysis ${shown}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file (download the analyze job\'s artifact first)' : readFailure(e)}`);
  }
  return parseAnalysis(bytes, shown);
}

export async function publishMode(cfg: ActionConfig, ctx: RunnerContext, t: WorkflowRunTarget, client: GitHubClient): Promise<PublishOutcome> {
  const nothing: Published = { check: false, comment: false };
  const a = readAnalysis(resolve(ctx.workspace, cfg.reportPath), cfg.reportPath);
  if (a.headSha !== t.headSha) throw new AnalysisError(`the analysis is of ${a.headSha}, but workflow run ${t.runId} built ${t.headSha}: not posted`);
  const ref: PullRef = { owner: ctx.owner, repo: ctx.repo, pullNumber: a.pullRequest };
  const pr = await getPullRequest(client, ref);
  if (pr.headSha !== a.headSha) return { analysis: a, published: nothing, note: `pull request #${pr.number}'s head is now ${pr.headSha}, not the analysed ${a.headSha}: its own run publishes` };
  if (pr.state !== 'open') return { analysis: a, published: nothing, note: `pull request #${pr.number} is ${pr.state}` };
  const [bot, comments] = await Promise.all([botLogin(client), listIssueComments(client, ref)]);
  const hold = holdState(comments.map((c) => ({ login: c.author ?? '', body: c.body })), [], bot);
  const check = checkOutcome(summaryOf(a), hold, cfg.pendingConclusion);
  const report = reportOf(a);
  const footer = `\n_Published from workflow run ${t.runId}'s analysis of \`${a.headSha}\`; ${NEVER_MERGES}._\n`;
  const body = cfg.comment ? `${renderReviewMarkdown(report, MAX_COMMENT_CHARS - REVIEW_MARKER.length - 1 - footer.length, check.heading)}${footer}` : undefined;
  const published = await publishCheck(client, { ref, cfg, ctx, headSha: a.headSha, check, run: report, comment: body, botLogin: bot, comments });
  await applyLabels(client, ref, labelChange(cfg.labels, check.state, pr.labels));
  return { analysis: a, check, published };
}
