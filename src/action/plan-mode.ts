// Mode `plan`, on a push to the default branch: the catalogs the push changed, a Dockerfile for
// each (written under dockerfile-dir), the build matrix, and optionally a dispatch to the
// workflow that rebuilds them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { changedPaths, findCommit } from '../git/changed-paths.js';
import { dispatchRepository, dispatchWorkflow, type GitHubClient } from '../github/index.js';
import { reviewSettings } from '../pipeline/review-settings.js';
import { sourceCatalogs } from '../source/catalog-source.js';
import type { RunnerContext } from './context.js';
import type { PushTarget } from './event.js';
import { ensureCommits } from '../git/fetch.js';
import type { ActionConfig } from './inputs.js';
import { changedCatalogs, plan, PlanError, type CatalogChange, type Plan } from './plan.js';
import { isAncestor } from '../git/ancestry.js';
import type { RebuildDispatch } from './rebuild-event.js';

export interface PlanOutcome {
  readonly changes: readonly CatalogChange[];
  readonly plan: Plan;
  /** Why nothing was planned, when nothing was. */
  readonly note?: string;
  readonly dispatched?: string;
}

function catalogDirs(repo: string, commit: string, globs: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const glob of globs) for (const c of sourceCatalogs(`git:${commit}:.`, glob, repo, true)) dirs.add(c.catalog);
  return [...dirs];
}

/** The Dockerfiles of a plan, written under the workspace. */
function writeDockerfiles(repo: string, p: Plan): void {
  for (const [path, text] of p.dockerfiles) {
    const file = resolve(repo, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/**
 * The plan of a push (or of the merge fbc-bot just made: `write` false, no Dockerfiles in the review's workspace),
 * dispatched when the inputs say so.
 */
export async function planMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  t: PushTarget,
  client: GitHubClient | undefined,
  write = true,
): Promise<PlanOutcome> {
  const empty = plan([], cfg.baseImage, cfg.dockerfileDir);
  if (t.branch !== t.defaultBranch)
    return {
      changes: [],
      plan: empty,
      note: `push to ${t.branch}, not the default branch ${t.defaultBranch}: nothing to rebuild`,
    };
  const repo = ctx.workspace;
  const created = /^0+$/.test(t.before);
  ensureCommits(repo, [t.after], created ? [] : [t.before]);
  const { layout } = reviewSettings(repo, t.after, t.after, cfg.config);
  const head = catalogDirs(repo, t.after, layout.catalogs);
  // A new branch, or a before that is gone (a force push): every catalog is rebuilt.
  const known = !created && findCommit(repo, t.before) !== undefined;
  const changes = known
    ? changedCatalogs(catalogDirs(repo, t.before, layout.catalogs), head, changedPaths(repo, t.before, t.after))
    : head.sort().map((catalog): CatalogChange => ({ catalog, status: 'added' }));
  const p = plan(changes, cfg.baseImage, cfg.dockerfileDir);
  if (write) writeDockerfiles(repo, p);
  const built = p.matrix.include.map((e) => e.catalog);
  if (cfg.dispatch === 'none' || built.length === 0 || client === undefined) return { changes, plan: p };
  if (cfg.dispatch === 'workflow') {
    const ref = cfg.dispatchRef ?? t.branch;
    await dispatchWorkflow(client, {
      owner: ctx.owner,
      repo: ctx.repo,
      workflow: cfg.dispatchWorkflow!,
      ref,
      inputs: { catalogs: JSON.stringify(built), sha: t.after },
    });
    return { changes, plan: p, dispatched: `workflow ${cfg.dispatchWorkflow} on ${ref}` };
  }
  await dispatchRepository(client, {
    owner: ctx.owner,
    repo: ctx.repo,
    eventType: cfg.dispatchEventType,
    payload: { catalogs: built, sha: t.after, matrix: p.matrix },
  });
  return { changes, plan: p, dispatched: `repository_dispatch ${cfg.dispatchEventType}` };
}

/**
 * Mode plan on the dispatch a plan (or a merge) sent: the same plan again, for the catalogs it names at its commit.
 * Only a commit of the checked-out branch's history is built, and only directories that are catalogs there; it
 * dispatches nothing itself.
 */
export function planDispatched(cfg: ActionConfig, ctx: RunnerContext, d: RebuildDispatch, write = true): PlanOutcome {
  const repo = ctx.workspace;
  ensureCommits(repo, [d.sha], []);
  if (!isAncestor(repo, d.sha, 'HEAD'))
    throw new PlanError(
      `${d.event}: commit ${d.sha} is not in the history of the checked-out branch; a rebuild is planned ` +
        `only for a commit the branch holds`,
    );
  const { layout } = reviewSettings(repo, d.sha, d.sha, cfg.config);
  const known = new Set(catalogDirs(repo, d.sha, layout.catalogs));
  const unknown = d.catalogs.filter((c) => !known.has(c));
  if (unknown.length > 0)
    throw new PlanError(
      `${d.event}: ${unknown
        .slice(0, 10)
        .map((c) => JSON.stringify(c))
        .join(', ')} ${unknown.length === 1 ? 'is not a catalog' : 'are not catalogs'} at ${d.sha}`,
    );
  const changes = [...new Set(d.catalogs)].sort().map((catalog): CatalogChange => ({ catalog, status: 'changed' }));
  const p = plan(changes, cfg.baseImage, cfg.dockerfileDir);
  if (write) writeDockerfiles(repo, p);
  return { changes, plan: p };
}
