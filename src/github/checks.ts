// A check run on the reviewed head sha: conclusion, summary and any number of annotations, sent
// in GitHub's batches of at most 50 per request (the first with the create, the rest as updates,
// which append). The conclusion goes with the last batch, so the run completes only when whole.
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';

export const ANNOTATIONS_PER_REQUEST = 50;

export type CheckConclusion =
  'success' | 'failure' | 'neutral' | 'action_required' | 'cancelled' | 'skipped' | 'timed_out';

export interface CheckAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  /** Columns only count when the annotation is on one line. */
  startColumn?: number;
  endColumn?: number;
  level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

export interface CheckRunRequest {
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  conclusion: CheckConclusion;
  title: string;
  /** Markdown, at most 65535 characters. */
  summary: string;
  text?: string;
  annotations?: readonly CheckAnnotation[];
  detailsUrl?: string;
  /** Complete this run (e.g. one started as in_progress) instead of creating one. */
  checkRunId?: number;
}

export interface CheckRunResult {
  id: number;
  url: string;
  requests: number;
}

interface WireAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: CheckAnnotation['level'];
  message: string;
  title?: string;
}

function wire(a: CheckAnnotation): WireAnnotation {
  const oneLine = a.startLine === a.endLine;
  return {
    path: a.path,
    start_line: a.startLine,
    end_line: a.endLine,
    annotation_level: a.level,
    message: a.message,
    ...(a.title === undefined ? {} : { title: a.title }),
    ...(oneLine && a.startColumn !== undefined ? { start_column: a.startColumn } : {}),
    ...(oneLine && a.endColumn !== undefined ? { end_column: a.endColumn } : {}),
  };
}

export function batches<T>(items: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length === 0 ? [[]] : out;
}

/** Starts a check run that shows as in progress until publishCheckRun completes it. */
export async function startCheckRun(
  client: GitHubClient,
  req: { owner: string; repo: string; headSha: string; name: string; detailsUrl?: string },
): Promise<number> {
  const { data } = await attempt('check-run', `create the check run "${req.name}" on ${req.headSha}`, () =>
    client.octokit.request('POST /repos/{owner}/{repo}/check-runs', {
      owner: req.owner,
      repo: req.repo,
      name: req.name,
      head_sha: req.headSha,
      status: 'in_progress',
      ...(req.detailsUrl === undefined ? {} : { details_url: req.detailsUrl }),
    }),
  );
  return Number(data.id);
}

/** GitHub's limit on a check run's output.summary and output.text, in characters. */
export const MAX_CHECK_OUTPUT_CHARS = 65535;

export async function publishCheckRun(client: GitHubClient, req: CheckRunRequest): Promise<CheckRunResult> {
  for (const [field, value] of [
    ['summary', req.summary],
    ['text', req.text],
  ] as const) {
    if (value !== undefined && value.length > MAX_CHECK_OUTPUT_CHARS) {
      throw new RangeError(
        `The check run's ${field} has ${value.length} characters; GitHub accepts at most ` +
          `${MAX_CHECK_OUTPUT_CHARS}. Render it within the check-run budget.`,
      );
    }
  }
  const parts = batches((req.annotations ?? []).map(wire));
  let id = req.checkRunId;
  let url = '';
  for (const [i, annotations] of parts.entries()) {
    const last = i === parts.length - 1;
    const output = {
      title: req.title,
      summary: req.summary,
      ...(req.text === undefined ? {} : { text: req.text }),
      annotations,
    };
    const state = last ? { conclusion: req.conclusion } : { status: 'in_progress' as const };
    const extra = req.detailsUrl === undefined ? {} : { details_url: req.detailsUrl };
    if (id === undefined) {
      const { data } = await attempt('check-run', `create the check run "${req.name}" on ${req.headSha}`, () =>
        client.octokit.request('POST /repos/{owner}/{repo}/check-runs', {
          owner: req.owner,
          repo: req.repo,
          name: req.name,
          head_sha: req.headSha,
          ...state,
          ...extra,
          output,
        }),
      );
      id = Number(data.id);
      url = data.html_url ?? '';
    } else {
      const runId = id;
      const { data } = await attempt('check-run', `update the check run ${runId} ("${req.name}")`, () =>
        client.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
          owner: req.owner,
          repo: req.repo,
          check_run_id: runId,
          ...state,
          ...extra,
          output,
        }),
      );
      url = data.html_url ?? url;
    }
  }
  return { id: id ?? 0, url, requests: parts.length };
}
