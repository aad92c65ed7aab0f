// Check runs: create and update (annotations append, at most 50 per request), read back.
import { type Context, type Handler, HttpError, object, repoOf, requireWrite } from './http.js';
import type { Annotation, CheckRun, Repo } from './state.js';

export const MAX_ANNOTATIONS_PER_REQUEST = 50;
const MAX_OUTPUT = 65535;

function render(ctx: Context, repo: Repo, run: CheckRun): unknown {
  return {
    id: run.id,
    name: run.name,
    head_sha: run.headSha,
    status: run.status,
    conclusion: run.conclusion,
    url: `${ctx.apiBase}/repos/${repo.owner}/${repo.name}/check-runs/${run.id}`,
    html_url: `https://github.com/${repo.owner}/${repo.name}/runs/${run.id}`,
    details_url: run.detailsUrl,
    external_id: run.externalId,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: { title: run.title, summary: run.summary, text: run.text, annotations_count: run.annotations.length },
  };
}

function unprocessable(message: string): HttpError {
  return new HttpError(422, 'Invalid request.', { errors: [message] });
}

/** Applies the fields GitHub lets create and update set; annotations are appended, never replaced. */
function apply(ctx: Context, run: CheckRun, body: Record<string, unknown>): void {
  if (typeof body.name === 'string') run.name = body.name;
  if (typeof body.details_url === 'string') run.detailsUrl = body.details_url;
  if (typeof body.external_id === 'string') run.externalId = body.external_id;
  if (typeof body.status === 'string') run.status = body.status;
  if (typeof body.conclusion === 'string') {
    run.conclusion = body.conclusion;
    run.status = 'completed';
  }
  if (run.status === 'completed' && run.conclusion === null)
    throw unprocessable('conclusion is required when status is completed');
  if (run.status === 'completed')
    run.completedAt = typeof body.completed_at === 'string' ? body.completed_at : ctx.state.now();
  if (body.output === undefined) return;
  const output = object(body.output);
  for (const field of ['summary', 'text'] as const) {
    const v = output[field];
    if (typeof v === 'string' && v.length > MAX_OUTPUT)
      throw unprocessable(`output.${field} is longer than ${MAX_OUTPUT} characters`);
  }
  const annotations = Array.isArray(output.annotations) ? (output.annotations as Annotation[]) : [];
  if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST)
    throw unprocessable(`at most ${MAX_ANNOTATIONS_PER_REQUEST} annotations per request`);
  if (typeof output.title === 'string') run.title = output.title;
  if (typeof output.summary === 'string') run.summary = output.summary;
  if (typeof output.text === 'string') run.text = output.text;
  run.annotations.push(...annotations);
}

const create: Handler = (ctx) => {
  requireWrite(ctx, 'checks');
  const repo = repoOf(ctx);
  const body = object(ctx.body);
  const run: CheckRun = {
    id: ctx.state.id(),
    name: String(body.name),
    headSha: String(body.head_sha),
    status: 'queued',
    conclusion: null,
    title: null,
    summary: null,
    text: null,
    annotations: [],
    startedAt: typeof body.started_at === 'string' ? body.started_at : ctx.state.now(),
    completedAt: null,
    detailsUrl: null,
    externalId: null,
  };
  if (!/^[0-9a-f]{40}$/.test(run.headSha)) throw new HttpError(422, 'No commit found for SHA: ' + run.headSha);
  apply(ctx, run, body);
  repo.checkRuns.push(run);
  return { status: 201, body: render(ctx, repo, run) };
};

function runOf(ctx: Context): { repo: Repo; run: CheckRun } {
  const repo = repoOf(ctx);
  const run = repo.checkRuns.find((r) => r.id === Number(ctx.params.check_run_id));
  if (run === undefined) throw new HttpError(404, 'Not Found');
  return { repo, run };
}

const update: Handler = (ctx) => {
  requireWrite(ctx, 'checks');
  const { repo, run } = runOf(ctx);
  apply(ctx, run, object(ctx.body));
  return { status: 200, body: render(ctx, repo, run) };
};

const get: Handler = (ctx) => {
  const { repo, run } = runOf(ctx);
  return { status: 200, body: render(ctx, repo, run) };
};

export const checkRoutes: Record<string, Handler> = {
  'checks/create': create,
  'checks/update': update,
  'checks/get': get,
};
