// The Action: inputs → event → mode (review, plan) → outputs, job summary and the step's status.
// The only place that talks to the runner (@actions/core); every failure becomes one clear
// `setFailed` message, never a stack trace.
import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiUrlsFromEnv, createGitHubClient, type GitHubClient } from '../github/index.js';
import { textSafe } from '../escape/text.js';
import { planJobSummary, reviewedAgainNote, reviewJobSummary } from '../report/job-summary.js';
import { renderReviewMarkdown } from '../report/render-ownership.js';
import { installConclusion, installTitle } from '../report/install-test-report.js';
import { runnerContext, type RunnerContext } from './context.js';
import { parseEvent, type PushTarget, type Target } from './event.js';
import { readInputs, secretsOf, type ActionConfig } from './inputs.js';
import type { Rebuild } from './merge-rebuild.js';
import { planDispatched, planMode, type PlanOutcome } from './plan-mode.js';
import { parseRebuildDispatch, type RebuildDispatch } from './rebuild-event.js';
import { NEVER_MERGES, publishMode } from './publish-mode.js';
import { analyzeMode, reviewMode, type ReviewOutcome, type ReviewTarget } from './review-mode.js';
import { sweepJobSummary } from './sweep-summary.js';
import { sweepMode } from './sweep-mode.js';
import { installTestMode } from './install-test-mode.js';
import { publishImageMode, type PublishImageOutcome } from './publish-image-mode.js';
import { publishJobSummary } from '../report/publish-image-summary.js';

/**
 * A line of the step's log. The runner reads any stdout line starting with `::` as a workflow
 * command (core.warning and core.error escape their text; core.info does not), and what is logged
 * quotes package names, which come from the pull request's tree: kept on one line, escaped.
 */
function info(message: string): void {
  core.info(textSafe(message));
}

/** The job summary's limit is 1 MiB of UTF-8: a character is at most 3 bytes (4 for 2 units). */
const SUMMARY_CHARS = 300_000;

function client(cfg: ActionConfig, ctx: RunnerContext): GitHubClient {
  return createGitHubClient({
    token: cfg.token,
    ...apiUrlsFromEnv(ctx.apiEnv),
    userAgent: 'fbc-bot-action',
    log: {
      debug: (m) => core.debug(m),
      info: (m) => info(m),
      warn: (m) => core.warning(m),
      error: (m) => core.error(m),
    },
  });
}

async function summary(text: string): Promise<void> {
  try {
    await core.summary.addRaw(text.slice(0, SUMMARY_CHARS), true).write();
  } catch (e) {
    // The summary is a convenience: failing to write it never changes the review's outcome.
    core.warning(`could not write the job summary: ${(e as Error).message}`);
  }
}

interface ReviewOutputs {
  readonly verdict?: string;
  readonly conclusion?: string;
  readonly reportPath: string;
  readonly changes: readonly { readonly catalog: string }[];
  readonly eligible: boolean;
  readonly reasons: readonly string[];
  readonly merged: boolean;
}

/** The outputs of modes review, analyze and publish (action.yml); verdict and conclusion only when known. */
function setReviewOutputs(o: ReviewOutputs): void {
  if (o.verdict !== undefined) core.setOutput('verdict', o.verdict);
  if (o.conclusion !== undefined) core.setOutput('conclusion', o.conclusion);
  core.setOutput('report-path', o.reportPath);
  core.setOutput('changed-catalogs', JSON.stringify([...new Set(o.changes.map((c) => c.catalog))].sort()));
  core.setOutput('auto-merge-eligible', String(o.eligible));
  core.setOutput('auto-merge-reasons', JSON.stringify(o.reasons));
  core.setOutput('merged', String(o.merged));
}

function reviewTarget(cfg: ActionConfig, ctx: RunnerContext, target: Target): ReviewTarget {
  if (target.kind === 'pull-request' || target.kind === 'comment' || target.kind === 'merge-group') return target;
  throw new Error(
    `mode ${cfg.mode} does not handle ${ctx.eventName}: use mode plan on push, mode publish on workflow_run`,
  );
}

async function review(cfg: ActionConfig, ctx: RunnerContext, t: Target): Promise<void> {
  await reportReview(cfg, await reviewMode(cfg, ctx, reviewTarget(cfg, ctx, t), client(cfg, ctx)));
}

/** A review's outputs, job summary and step status (modes review and publish). */
async function reportReview(cfg: ActionConfig, o: ReviewOutcome, note = ''): Promise<void> {
  setReviewOutputs({
    verdict: o.run?.verdict,
    // A read-only run reviewed but posted no check: it has no conclusion to report.
    conclusion: o.published.check ? o.check?.conclusion : undefined,
    reportPath: o.run ? cfg.reportPath : '',
    changes: o.run?.result.changes ?? [],
    eligible: o.merge.eligible,
    reasons: o.merge.reasons,
    merged: o.merged,
  });
  const merge = { merged: o.merged, via: cfg.mergeVia, headSha: o.headSha, reasons: o.merge.reasons };
  await summary(
    reviewJobSummary({ review: o.run, heading: o.check?.heading, error: o.error, merge }, SUMMARY_CHARS, note),
  );
  if (o.readOnly !== undefined) (o.readOnly.fork ? core.notice : core.warning)(`fbc-bot: ${o.readOnly.note}`);
  if (o.error !== undefined) core.setFailed(o.error);
  else if (o.check?.conclusion === 'failure') core.setFailed(o.check.title);
  else info(`${o.check?.title ?? ''}; ${o.merged ? 'merged' : `not merged: ${o.merge.reasons.join('; ')}`}`);
  reportRebuild(o.rebuild);
}

/** What the merge started: the dispatch and its catalogs, or why none (a failed dispatch fails the step). */
function reportRebuild(r: Rebuild | undefined, prefix = ''): void {
  if (r === undefined) return;
  if (r.dispatched !== undefined)
    info(`${prefix}rebuild dispatched: ${r.dispatched} for ${JSON.stringify(r.catalogs ?? [])}`);
  if (r.note !== undefined) info(`${prefix}no rebuild dispatched: ${r.note}`);
  if (r.error !== undefined) core.setFailed(`${prefix}${r.error}`);
}

/** The events that carry a rebuild sent by mode plan or by fbc-bot's merge. */
const REBUILD_EVENTS = new Set(['workflow_dispatch', 'repository_dispatch']);

async function rebuildPlan(cfg: ActionConfig, ctx: RunnerContext, target: Target): Promise<void> {
  if (target.kind !== 'push')
    throw new Error(
      `mode plan runs on push to the default branch (or on the workflow_dispatch or repository_dispatch it ` +
        `sends), not on ${ctx.eventName}`,
    );
  await planOutputs(await planMode(cfg, ctx, target, cfg.dispatch === 'none' ? undefined : client(cfg, ctx)));
}

async function planOutputs(o: PlanOutcome): Promise<void> {
  core.setOutput('changed-catalogs', JSON.stringify(o.plan.matrix.include.map((e) => e.catalog)));
  core.setOutput('removed-catalogs', JSON.stringify(o.plan.removed));
  core.setOutput('matrix', JSON.stringify(o.plan.matrix));
  await summary(planJobSummary(o));
}

async function analyze(cfg: ActionConfig, ctx: RunnerContext, t: Target): Promise<void> {
  const run = await analyzeMode(cfg, ctx, reviewTarget(cfg, ctx, t), client(cfg, ctx));
  setReviewOutputs({
    verdict: run.verdict,
    reportPath: cfg.reportPath,
    changes: run.result.changes,
    eligible: false,
    reasons: ['mode analyze publishes and merges nothing'],
    merged: false,
  });
  // The verdict is the publish job's to show: failing here would only hide the analysis.
  await summary(renderReviewMarkdown(run, SUMMARY_CHARS));
}

async function publish(cfg: ActionConfig, ctx: RunnerContext, t: Target): Promise<void> {
  if (t.kind !== 'workflow-run') throw new Error(`mode publish runs on workflow_run, not on ${ctx.eventName}`);
  const o = await publishMode(cfg, ctx, t, client(cfg, ctx));
  if (o.review !== undefined) return reportReview(cfg, o.review, reviewedAgainNote(t.headSha, t.runId));
  setReviewOutputs({
    reportPath: cfg.reportPath,
    changes: [],
    eligible: false,
    reasons: [NEVER_MERGES],
    merged: false,
  });
  info(o.note ?? '');
  await summary(`${o.note ?? ''}\n`);
}

const SWEEP_EVENTS = new Set(['schedule', 'workflow_dispatch', 'workflow_run', 'repository_dispatch']);

async function sweep(cfg: ActionConfig, ctx: RunnerContext): Promise<void> {
  if (!SWEEP_EVENTS.has(ctx.eventName))
    throw new Error(
      `mode sweep runs on schedule or workflow_dispatch (or workflow_run, repository_dispatch), not on ` +
        `${ctx.eventName}`,
    );
  const o = await sweepMode(cfg, ctx, client(cfg, ctx), cfg.sweep);
  const numbers = (pulls: readonly { readonly number: number }[]): string => JSON.stringify(pulls.map((p) => p.number));
  core.setOutput('reviewed-pull-requests', numbers(o.reviewed));
  core.setOutput('merged-pull-requests', numbers(o.reviewed.filter((p) => p.merged)));
  core.setOutput('failed-before-pull-requests', numbers(o.failedBefore));
  for (const p of o.reviewed) {
    info(`#${p.number}: ${p.note}${p.error !== undefined ? ` (error: ${p.error})` : ''}`);
    reportRebuild(p.rebuild, `#${p.number}: `);
  }
  for (const p of o.failedBefore) info(`#${p.number}: not reviewed again: it failed before on this head (${p.reason})`);
  for (const p of o.unread) core.warning(`#${p.number}: could not read its state: ${p.error}`);
  const line =
    `fbc-bot sweep: ${o.reviewed.length} re-reviewed, ${o.unchanged} unchanged, ` +
    `${o.failedBefore.length} failed before on their head, ${o.requests} requests` +
    `${o.stopped !== undefined ? `; stopped: ${o.stopped} (the next sweep goes on)` : ''}`;
  info(line);
  await summary(sweepJobSummary(o, line));
  const failed = o.reviewed.filter((p) => p.error !== undefined).map((p) => `#${p.number}`);
  if (failed.length > 0) core.setFailed(`the review of ${failed.join(', ')} failed: see the log and their checks`);
}

/** The commit install-test's check belongs to: the pull request's head, else the commit the workflow runs for. */
function installHeadSha(ctx: RunnerContext): string | undefined {
  try {
    const t = parseEvent(ctx.eventName, ctx.payload);
    if (t.kind === 'pull-request' || t.kind === 'merge-group' || t.kind === 'workflow-run') return t.headSha;
    if (t.kind === 'push') return t.after;
  } catch {
    // An event install-test does not read (workflow_dispatch): the workflow's own commit.
  }
  return ctx.sha;
}

async function installTest(cfg: ActionConfig, ctx: RunnerContext): Promise<void> {
  const run = cfg.installTest.step === 'run';
  const o = await installTestMode(cfg, ctx, installHeadSha(ctx), run ? client(cfg, ctx) : undefined, { log: info });
  core.setOutput('matrix', JSON.stringify(o.matrix));
  if (o.result === undefined) {
    info(`fbc-bot install-test: ${o.matrix.include.length} packages in the install plan`);
    return;
  }
  core.setOutput('install-outcome', o.result.outcome);
  writeFileSync(resolve(ctx.workspace, cfg.installTest.reportPath), `${JSON.stringify(o.result, null, 2)}\n`);
  core.setOutput('install-report-path', cfg.installTest.reportPath);
  await summary(o.summary ?? '');
  if (o.note !== undefined) core.warning(`fbc-bot install-test: ${o.note}`);
  const title = `fbc-bot install: ${installTitle(o.result)}`;
  if (installConclusion(o.result) === 'failure') core.setFailed(title);
  else info(title);
}

/** Mode publish-image's outcome: published (every image read back equal), none, read-back-differs or failed. */
function publishOutcome(o: PublishImageOutcome): string {
  if (o.run === undefined) return 'none';
  if (o.run.failure !== undefined) return 'failed';
  return o.run.catalogs.every((c) => c.readBack === 'ok') ? 'published' : 'read-back-differs';
}

/** The push, or the dispatch a plan or fbc-bot's merge sent, that mode publish-image publishes. */
function publishTarget(ctx: RunnerContext): PushTarget | RebuildDispatch | { kind: 'skip'; reason: string } {
  if (REBUILD_EVENTS.has(ctx.eventName)) return parseRebuildDispatch(ctx.eventName, ctx.payload);
  const target = ctx.eventName === 'push' ? parseEvent(ctx.eventName, ctx.payload) : undefined;
  if (target?.kind === 'push' || target?.kind === 'skip') return target;
  throw new Error(
    `mode publish-image runs on push to the default branch (or on the workflow_dispatch or repository_dispatch ` +
      `a plan or a merge sends), not on ${ctx.eventName}`,
  );
}

async function publishImage(cfg: ActionConfig, ctx: RunnerContext): Promise<void> {
  let o: PublishImageOutcome;
  try {
    const target = publishTarget(ctx);
    if ('kind' in target && target.kind === 'skip') {
      info(`fbc-bot: nothing to publish: ${target.reason}`);
      core.setOutput('publish-outcome', 'none');
      return;
    }
    o = await publishImageMode(cfg, ctx, target, process.env);
  } catch (e) {
    core.setOutput('publish-outcome', 'failed');
    throw e;
  }
  const catalogs = (o.run?.catalogs ?? []).map(({ catalog, digest, pullSpec, platforms, tags, readBack }) => ({
    catalog,
    digest,
    pullSpec,
    platforms,
    tags,
    readBack,
  }));
  const failure = o.run?.failure;
  const outcome = publishOutcome(o);
  core.setOutput('changed-catalogs', JSON.stringify(o.changed));
  core.setOutput('removed-catalogs', JSON.stringify(o.removed));
  const published = { commit: o.commit, catalogs, removed: o.removed, ...(failure ? { failure } : {}) };
  core.setOutput('published-images', JSON.stringify(published));
  core.setOutput('publish-outcome', outcome);
  await summary(
    publishJobSummary({
      commit: o.commit,
      ...(o.run ? { base: o.run.base } : {}),
      catalogs,
      removed: o.removed,
      ...(o.note !== undefined ? { note: o.note } : {}),
      ...(failure ? { failure } : {}),
    }),
  );
  for (const c of catalogs) info(`${c.catalog}: ${c.pullSpec} read back ${c.readBack}`);
  if (o.note !== undefined) info(`fbc-bot publish-image: ${o.note}`);
  if (o.removed.length > 0)
    core.warning(
      `fbc-bot publish-image: the push removed ${o.removed.join(', ')}; their images are left in the registry`,
    );
  for (const c of catalogs.filter((c) => c.readBack !== 'ok'))
    core.error(`${c.catalog}: ${c.pullSpec} does not read back as the catalog: ${c.readBack}; not tagged`, {
      title: 'fbc-bot publish-image: read-back differs',
    });
  if (failure) core.setFailed(`fbc-bot publish-image: ${failure.catalog}: ${failure.detail} (not tagged)`);
  else if (outcome === 'read-back-differs')
    core.setFailed('fbc-bot publish-image: an image does not read back as its catalog: see the annotations');
}

export async function run(): Promise<void> {
  try {
    const cfg = readInputs((name) => core.getInput(name));
    for (const secret of secretsOf(cfg)) core.setSecret(secret);
    const ctx = runnerContext(process.env, process.cwd());
    if (cfg.mode === 'plan' && REBUILD_EVENTS.has(ctx.eventName))
      return await planOutputs(planDispatched(cfg, ctx, parseRebuildDispatch(ctx.eventName, ctx.payload)));
    // A sweep is about the repository's open pull requests, not about its event.
    if (cfg.mode === 'sweep') return await sweep(cfg, ctx);
    // The install test is about the plan file and the cluster, on whatever event the workflow runs.
    if (cfg.mode === 'install-test') return await installTest(cfg, ctx);
    if (cfg.mode === 'publish-image') return await publishImage(cfg, ctx);
    const target = parseEvent(ctx.eventName, ctx.payload);
    if (target.kind === 'skip') {
      info(`fbc-bot: nothing to do: ${target.reason}`);
      return;
    }
    const modes = { review, analyze, publish, plan: rebuildPlan };
    await modes[cfg.mode](cfg, ctx, target);
  } catch (e) {
    core.setFailed(e instanceof Error ? e.message : String(e));
  }
}
