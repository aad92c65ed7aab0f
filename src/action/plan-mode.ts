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
import { changedCatalogs, plan, type CatalogChange, type Plan } from './plan.js';

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

export async function planMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  t: PushTarget,
  client: GitHubClient | undefined,
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
  for (const [path, text] of p.dockerfiles) {
    const file = resolve(repo, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
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
