// After fbc-bot merges a pull request, the rebuild of its merge commit, dispatched by fbc-bot
// itself: a merge made with the workflow's GITHUB_TOKEN starts no `push` workflow, but
// workflow_dispatch and repository_dispatch do. The plan is mode plan's, for the push the merge
// made (the base branch's tip before it → the merge commit). Only the run that made the merge
// dispatches: a re-run finds the pull request merged and merges nothing, so a merge is dispatched
// once (never retried, dispatch.ts).
import { commitCount, firstParentBack } from '../git/ancestry.js';
import { ensureCommits } from '../git/fetch.js';
import { GitError } from '../git/git.js';
import { mergeBase } from '../git/merge-base.js';
import type { GitHubClient, MergeMethod, PullRequest } from '../github/index.js';
import type { RunnerContext } from './context.js';
import type { ActionConfig } from './inputs.js';
import { planMode } from './plan-mode.js';

export interface Rebuild {
  /** What was dispatched (the workflow and ref, or the event type). */
  readonly dispatched?: string;
  /** The catalogs the dispatch asks to rebuild. */
  readonly catalogs?: readonly string[];
  /** Why nothing was dispatched, when that is no error. */
  readonly note?: string;
  /** Why the dispatch failed: the merge stands, the rebuild must be started by hand. */
  readonly error?: string;
}

/**
 * The base branch's tip before the merge: the merge commit's first parent for a merge or a
 * squash; for a rebase, as many first parents back as the pull request had commits (merges
 * aside, which a rebase drops).
 */
function beforeMerge(repo: string, method: MergeMethod, merged: string, pr: PullRequest, head: string): string {
  const back = method === 'rebase' ? commitCount(repo, mergeBase(repo, pr.baseSha, head), head) : 1;
  const before = firstParentBack(repo, merged, back);
  if (before === undefined)
    throw new GitError(`the commit ${back} first parent(s) before the merge commit ${merged} is not in ${repo}`);
  return before;
}

export async function rebuildAfterMerge(
  client: GitHubClient,
  m: { cfg: ActionConfig; ctx: RunnerContext; pr: PullRequest; head: string; merged: string },
): Promise<Rebuild> {
  if (m.cfg.dispatch === 'none') return {};
  try {
    ensureCommits(m.ctx.workspace, [m.merged], []);
    const before = beforeMerge(m.ctx.workspace, m.cfg.mergeMethod, m.merged, m.pr, m.head);
    const o = await planMode(
      m.cfg,
      m.ctx,
      { kind: 'push', before, after: m.merged, branch: m.pr.baseRef, defaultBranch: m.pr.defaultBranch },
      client,
      false,
    );
    const catalogs = o.plan.matrix.include.map((e) => e.catalog);
    if (o.dispatched !== undefined) return { dispatched: o.dispatched, catalogs };
    return { note: o.note ?? 'the merge changed no catalog: nothing to rebuild', catalogs };
  } catch (e) {
    const sha = m.merged.slice(0, 12);
    return {
      error:
        `merged as ${sha}, but the dispatch of its rebuild failed: ` +
        `${e instanceof Error ? e.message : String(e)}; unless the rebuild workflow's runs show it started, ` +
        `start it by hand for ${m.merged}`,
    };
  }
}
