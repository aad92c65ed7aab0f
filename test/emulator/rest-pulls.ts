// Pull requests: read one, its files and reviews, and merge it pinned to a head sha.
import { type Context, type Handler, HttpError, object, paginate, repoOf, requireWrite } from './http.js';
import type { Pull, Repo } from './state.js';

export function pullOf(ctx: Context): { repo: Repo; pull: Pull } {
  const repo = repoOf(ctx);
  const pull = repo.pulls.get(Number(ctx.params.pull_number));
  if (pull === undefined) throw new HttpError(404, 'Not Found');
  return { repo, pull };
}

export function renderPull(ctx: Context, repo: Repo, pull: Pull): unknown {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: Number(pull.nodeId.split('_').pop()) + repo.id * 100000,
    node_id: pull.nodeId,
    number: pull.number,
    url: `${ctx.apiBase}/repos/${full}/pulls/${pull.number}`,
    state: pull.state,
    title: pull.title,
    user: pull.author,
    draft: pull.draft,
    head: {
      sha: pull.headSha,
      ref: pull.headRef,
      repo: { full_name: pull.headRepo, fork: pull.headRepo.toLowerCase() !== full.toLowerCase() },
    },
    base: {
      sha: pull.baseSha,
      ref: pull.baseRef,
      repo: { full_name: full, fork: false, default_branch: repo.defaultBranch },
    },
    mergeable: pull.mergeable,
    mergeable_state: pull.mergeableState,
    merged: pull.merged,
    merge_commit_sha: pull.mergeCommitSha,
    updated_at: pull.updatedAt,
    labels: pull.labels.map((name) => ({ name })),
    auto_merge:
      pull.autoMerge === null
        ? null
        : { merge_method: pull.autoMerge.mergeMethod, enabled_by: { login: pull.autoMerge.enabledBy } },
  };
}

const getPull: Handler = (ctx) => {
  const { repo, pull } = pullOf(ctx);
  return { status: 200, body: renderPull(ctx, repo, pull) };
};

/** Open, closed or all pull requests, by creation or last update, as GitHub sorts them (ties by number). */
const listPulls: Handler = (ctx) => {
  const repo = repoOf(ctx);
  const state = ctx.query.get('state') ?? 'open';
  const sort = ctx.query.get('sort') ?? 'created';
  const key = (p: Pull): string => (sort === 'updated' ? p.updatedAt : String(p.number).padStart(12, '0'));
  const direction = ctx.query.get('direction') ?? (sort === 'created' ? 'desc' : 'asc');
  for (const unsupported of ['head', 'base'])
    if (ctx.query.has(unsupported)) throw new HttpError(501, `the emulator does not filter pulls by ${unsupported}`);
  if (sort !== 'created' && sort !== 'updated') throw new HttpError(501, `the emulator does not sort pulls by ${sort}`);
  const pulls = [...repo.pulls.values()]
    .filter((p) => state === 'all' || p.state === state)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number));
  if (direction === 'desc') pulls.reverse();
  return paginate(ctx, pulls, (p) => renderPull(ctx, repo, p));
};

const listFiles: Handler = (ctx) =>
  paginate(ctx, pullOf(ctx).pull.files, (f) => ({
    sha: f.sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.changes,
    ...(f.previousFilename === undefined ? {} : { previous_filename: f.previousFilename }),
  }));

const listReviews: Handler = (ctx) =>
  paginate(ctx, pullOf(ctx).pull.reviews, (r) => ({
    id: r.id,
    user: r.user,
    state: r.state,
    body: r.body,
    commit_id: r.commitId,
    submitted_at: r.submittedAt,
  }));

const merge: Handler = (ctx) => {
  requireWrite(ctx, 'contents');
  const { repo, pull } = pullOf(ctx);
  const body = object(ctx.body);
  if (pull.state !== 'open' || pull.merged) throw new HttpError(405, 'Pull Request is not mergeable');
  if (typeof body.sha === 'string' && body.sha !== pull.headSha)
    throw new HttpError(409, 'Head branch was modified. Review and try the merge again.');
  if (pull.mergeable === false || pull.draft) throw new HttpError(405, 'Pull Request is not mergeable');
  pull.merged = true;
  pull.state = 'closed';
  pull.mergeMethod = typeof body.merge_method === 'string' ? body.merge_method : 'merge';
  pull.mergeCommitSha = repo.mergeCommit?.(pull) ?? `m${pull.headSha.slice(1)}`;
  ctx.state.touch(repo, pull.number);
  return { status: 200, body: { sha: pull.mergeCommitSha, merged: true, message: 'Pull Request successfully merged' } };
};

export const pullRoutes: Record<string, Handler> = {
  'pulls/list': listPulls,
  'pulls/get': getPull,
  'pulls/list-files': listFiles,
  'pulls/list-reviews': listReviews,
  'pulls/merge': merge,
};
