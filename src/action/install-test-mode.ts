// Mode install-test: the install plan carried out on the cluster the workflow started (kind, with
// OLM installed by install-test-cluster), and its results published as the check run
// `fbc-bot install`; or, with install-step: matrix, only the plan's packages as a build matrix, so
// a workflow fans out one runner and one cluster per package. The plan is the pull request's, as
// `fbc-bot install-plan` computes it from its base and head in the checkout (configuration from
// base), unless input install-plan names a file that command wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { catalogImage, catalogImageError, DEFAULT_CATALOG_IMAGE } from '../diff/install-plan-objects.js';
import { ensureCommits, ensureMergeBase } from '../git/fetch.js';
import { GitHubError, publishCheckRun, type GitHubClient } from '../github/index.js';
import { kubeClient, type KubeClient } from '../kube/index.js';
import type { InstallPlan } from '../model/install-plan.js';
import type { InstallTestResult } from '../model/install-result.js';
import { planInstalls } from '../pipeline/install-plan-run.js';
import type { Clock } from '../pipeline/install-test-poll.js';
import { PlanShapeError } from '../pipeline/install-test-objects.js';
import { packageKey, runInstallTest, selectPackages } from '../pipeline/install-test-run.js';
import { installConclusion, installTitle, renderInstallTest } from '../report/install-test-report.js';
import type { RunnerContext } from './context.js';
import type { ActionConfig } from './inputs.js';
import { EventError, parseEvent } from './event.js';
import { readInstallPlan } from './install-plan-file.js';

export interface InstallMatrix {
  readonly include: readonly {
    readonly package: string;
    readonly catalog: string;
    readonly key: string;
    /** The OLM flavours the package's catalog is read by, as install-test-cluster's and this mode's input olm. */
    readonly olm: 'v1' | 'classic' | 'both';
  }[];
}

export interface InstallTestOutcome {
  readonly matrix: InstallMatrix;
  readonly result?: InstallTestResult;
  readonly summary?: string;
  readonly check?: {
    readonly name: string;
    readonly conclusion: string;
    readonly title: string;
    readonly url?: string;
  };
  /** Why the check was not posted, when it was not. */
  readonly note?: string;
}

export interface InstallTestDeps {
  readonly kube?: KubeClient;
  readonly clock?: Clock;
  readonly pollMs?: number;
  readonly log: (line: string) => void;
}

/** The pull request's base and head, from the event a plan is computed for. */
function revisions(ctx: RunnerContext): { base: string; head: string; number: number } {
  const t = parseEvent(ctx.eventName, ctx.payload);
  if (t.kind === 'pull-request' || t.kind === 'merge-group')
    return { base: t.baseSha, head: t.headSha, number: t.number };
  throw new EventError(
    `mode install-test computes the install plan of a pull request (pull_request, pull_request_target, ` +
      `merge_group), not of ${ctx.eventName}${t.kind === 'skip' ? ` (${t.reason})` : ''}: ` +
      `give it one with input install-plan (fbc-bot install-plan --format json)`,
  );
}

/** The plan this run carries out: the file install-plan names, else the pull request's, computed here. */
async function planOf(cfg: ActionConfig, ctx: RunnerContext): Promise<{ plan: InstallPlan; head?: string }> {
  const t = cfg.installTest;
  if (t.plan !== undefined) return { plan: readInstallPlan(resolve(ctx.workspace, t.plan), t.plan) };
  const { base, head, number } = revisions(ctx);
  ensureCommits(ctx.workspace, [base, head], [], number);
  ensureMergeBase(ctx.workspace, base, head);
  const plan = await planInstalls({
    repo: ctx.workspace,
    base,
    head,
    config: cfg.config,
    catalogImage: t.catalogImage ?? DEFAULT_CATALOG_IMAGE,
  });
  return { plan, head };
}

/**
 * Where the cluster pulls a catalog's image from: input catalog-image filled as install-plan fills it, else the image
 * the plan names (install-plan's default, DEFAULT_CATALOG_IMAGE, when the plan file predates the field).
 */
export function catalogImageOf(
  template: string | undefined,
  plan: InstallPlan,
  sha: string | undefined,
): (catalog: string) => string {
  return (catalog) => {
    if (template !== undefined) {
      const image = catalogImage(template, catalog, sha ?? '');
      const bad = catalogImageError(image);
      // The flavour fails saying so, before anything is applied ({sha} without a commit, say).
      if (bad !== undefined)
        throw new PlanShapeError(`input catalog-image ${template} gives "${image}" for ${catalog}: ${bad}`);
      return image;
    }
    const named = plan.packages.find((p) => p.catalog === catalog && p.catalogImage !== undefined)?.catalogImage;
    return named ?? catalogImage(DEFAULT_CATALOG_IMAGE, catalog, sha ?? '');
  };
}

export async function installTestMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  headSha: string | undefined,
  github: GitHubClient | undefined,
  deps: InstallTestDeps,
): Promise<InstallTestOutcome> {
  const t = cfg.installTest;
  const { plan, head } = await planOf(cfg, ctx);
  const matrix: InstallMatrix = {
    include: plan.packages.map((p) => ({
      package: p.package,
      catalog: p.catalog,
      key: packageKey(p),
      olm: p.consumers.length === 1 ? p.consumers[0]! : 'both',
    })),
  };
  if (t.step === 'matrix') return { matrix };
  const packages = selectPackages(plan, t.package);
  // kubectl's discovery cache, for this run only (removed after it).
  const cacheDir = deps.kube === undefined ? mkdtempSync(join(tmpdir(), 'fbc-bot-kube-')) : undefined;
  const kube =
    deps.kube ??
    kubeClient({
      ...(t.kubeconfig !== undefined ? { kubeconfig: resolve(ctx.workspace, t.kubeconfig) } : {}),
      ...(cacheDir !== undefined ? { cacheDir } : {}),
    });
  let result: InstallTestResult;
  try {
    result = await runInstallTest(kube, packages, {
      flavours: t.olm,
      catalogImage: catalogImageOf(t.catalogImage, plan, head ?? headSha),
      packageSeconds: t.packageSeconds,
      jobSeconds: t.jobSeconds,
      concurrency: t.concurrency,
      ...(deps.clock !== undefined ? { clock: deps.clock } : {}),
      ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
      log: deps.log,
    });
  } finally {
    if (cacheDir !== undefined) rmSync(cacheDir, { recursive: true, force: true });
  }
  const summary = renderInstallTest(result);
  // A matrix job's check is its package's: one check per package, none overwriting another.
  const name = t.package !== undefined ? `${t.checkName} (${packages.map(packageKey).join(', ')})` : t.checkName;
  const check = { name, conclusion: installConclusion(result), title: installTitle(result) };
  if (github === undefined || headSha === undefined)
    return { matrix, result, summary, note: 'no commit to post the check on (not a pull request or push event)' };
  try {
    const posted = await publishCheckRun(github, {
      owner: ctx.owner,
      repo: ctx.repo,
      headSha,
      ...check,
      summary,
      ...(ctx.runUrl !== undefined ? { detailsUrl: ctx.runUrl } : {}),
    });
    return { matrix, result, summary, check: { ...check, url: posted.url } };
  } catch (e) {
    // A fork's pull request runs with a read-only token: the results stay in the job summary.
    if (e instanceof GitHubError && e.status === 403)
      return { matrix, result, summary, note: `the check could not be posted (${e.message}); see the job summary` };
    throw e;
  }
}
