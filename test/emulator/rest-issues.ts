// Issue comments on pull requests, labels, the authenticated user, and dispatches.
import { type Context, type Handler, HttpError, object, paginate, repoOf, requireWrite } from './http.js';
import type { IssueComment, Repo } from './state.js';

/** GitHub's limit on a comment body, in characters. */
export const MAX_COMMENT_BODY = 65536;

function renderComment(ctx: Context, repo: Repo, c: IssueComment): unknown {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: c.id,
    node_id: c.nodeId,
    url: `${ctx.apiBase}/repos/${full}/issues/comments/${c.id}`,
    issue_url: `${ctx.apiBase}/repos/${full}/issues/${c.issueNumber}`,
    html_url: `https://github.com/${full}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    body: c.body,
    user: c.user,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: 'NONE',
  };
}

function issueExists(repo: Repo, n: number): void {
  if (!repo.pulls.has(n) && !repo.comments.some((c) => c.issueNumber === n)) throw new HttpError(404, 'Not Found');
}

function bodyText(ctx: Context): string {
  const body = String(object(ctx.body).body ?? '');
  if (body.length > MAX_COMMENT_BODY)
    throw new HttpError(422, 'Validation Failed', {
      errors: [
        {
          resource: 'IssueComment',
          code: 'unprocessable',
          field: 'data',
          message: `Body is too long (maximum is ${MAX_COMMENT_BODY} characters)`,
        },
      ],
    });
  return body;
}

const listComments: Handler = (ctx) => {
  const repo = repoOf(ctx);
  const n = Number(ctx.params.issue_number);
  issueExists(repo, n);
  return paginate(
    ctx,
    repo.comments.filter((c) => c.issueNumber === n),
    (c) => renderComment(ctx, repo, c),
  );
};

const createComment: Handler = (ctx) => {
  requireWrite(ctx, 'issues', 'pull_requests');
  const repo = repoOf(ctx);
  const n = Number(ctx.params.issue_number);
  issueExists(repo, n);
  const c = ctx.state.addComment(`${repo.owner}/${repo.name}`, n, ctx.identity.login, bodyText(ctx));
  return { status: 201, body: renderComment(ctx, repo, c) };
};

const updateComment: Handler = (ctx) => {
  requireWrite(ctx, 'issues', 'pull_requests');
  const repo = repoOf(ctx);
  const c = repo.comments.find((x) => x.id === Number(ctx.params.comment_id));
  if (c === undefined) throw new HttpError(404, 'Not Found');
  if (c.user.login !== ctx.identity.login) throw new HttpError(403, 'Resource not accessible by integration');
  c.body = bodyText(ctx);
  c.updatedAt = ctx.state.now();
  ctx.state.touch(repo, c.issueNumber);
  return { status: 200, body: renderComment(ctx, repo, c) };
};

const addLabels: Handler = (ctx) => {
  requireWrite(ctx, 'issues', 'pull_requests');
  const repo = repoOf(ctx);
  const pull = repo.pulls.get(Number(ctx.params.issue_number));
  if (pull === undefined) throw new HttpError(404, 'Not Found');
  const raw = Array.isArray(ctx.body) ? ctx.body : object(ctx.body).labels;
  const names = (Array.isArray(raw) ? raw : []).map((l: unknown) =>
    typeof l === 'string' ? l : String(object(l).name),
  );
  for (const name of names) {
    repo.labels.add(name);
    if (!pull.labels.includes(name)) pull.labels.push(name);
  }
  ctx.state.touch(repo, pull.number);
  if (pull.labels.length > 100)
    throw new HttpError(422, 'Validation Failed', {
      errors: [{ resource: 'Label', code: 'custom', message: 'An issue can have at most 100 labels' }],
    });
  return { status: 200, body: pull.labels.map((name) => ({ name, color: 'ededed', default: false })) };
};

const removeLabel: Handler = (ctx) => {
  requireWrite(ctx, 'issues', 'pull_requests');
  const repo = repoOf(ctx);
  const pull = repo.pulls.get(Number(ctx.params.issue_number));
  if (pull === undefined) throw new HttpError(404, 'Not Found');
  const at = pull.labels.indexOf(String(ctx.params.name));
  if (at < 0) throw new HttpError(404, 'Label does not exist');
  pull.labels.splice(at, 1);
  ctx.state.touch(repo, pull.number);
  return { status: 200, body: pull.labels.map((name) => ({ name, color: 'ededed', default: false })) };
};

const authenticatedUser: Handler = (ctx) => {
  if (ctx.identity.installation) throw new HttpError(403, 'Resource not accessible by integration');
  return { status: 200, body: ctx.state.user(ctx.identity.login) };
};

const workflowDispatch: Handler = (ctx) => {
  requireWrite(ctx, 'actions');
  const repo = repoOf(ctx);
  const body = object(ctx.body);
  repo.dispatches.push({
    kind: 'workflow',
    workflowId: String(ctx.params.workflow_id),
    ref: String(body.ref),
    inputs: object(body.inputs),
  });
  return { status: 204 };
};

const repositoryDispatch: Handler = (ctx) => {
  requireWrite(ctx, 'contents');
  const repo = repoOf(ctx);
  const body = object(ctx.body);
  repo.dispatches.push({
    kind: 'repository',
    eventType: String(body.event_type),
    clientPayload: object(body.client_payload),
  });
  return { status: 204 };
};

const getRepo: Handler = (ctx) => {
  const repo = repoOf(ctx);
  return {
    status: 200,
    body: {
      id: repo.id,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      owner: ctx.state.user(repo.owner),
      default_branch: repo.defaultBranch,
      allow_auto_merge: repo.allowAutoMerge,
    },
  };
};

export const issueRoutes: Record<string, Handler> = {
  'issues/list-comments': listComments,
  'issues/create-comment': createComment,
  'issues/update-comment': updateComment,
  'issues/add-labels': addLabels,
  'issues/remove-label': removeLabel,
  'users/get-authenticated': authenticatedUser,
  'actions/create-workflow-dispatch': workflowDispatch,
  'repos/create-dispatch-event': repositoryDispatch,
  'repos/get': getRepo,
};
