// Adapter: the runner's environment (GITHUB_* and RUNNER_* variables, the event payload file) as
// one typed value; anything missing or unreadable is a clear error, never a guess.
import { readRegularFile } from '../files/regular-file.js';
import { EventError } from './event.js';

export interface RunnerContext {
  readonly owner: string;
  readonly repo: string;
  readonly eventName: string;
  readonly payload: unknown;
  /** GITHUB_SHA: the commit the workflow runs for (install-test posts its check there off pull requests). */
  readonly sha?: string;
  /** The checkout: where git reads base and head. */
  readonly workspace: string;
  /** The workflow run's page, for the check run's details. */
  readonly runUrl?: string;
  /** GITHUB_SERVER_URL, and the action's own repository and ref (GITHUB_ACTION_REPOSITORY,
   * GITHUB_ACTION_REF; empty for a local `uses: ./`): where the comment links files and rules. */
  readonly serverUrl?: string;
  readonly actionRepository?: string;
  readonly actionRef?: string;
  readonly apiEnv: Record<string, string | undefined>;
}

/** The event payload is GitHub's JSON; far larger than any real one is no payload. */
const MAX_EVENT_BYTES = 64 << 20;

export function runnerContext(env: Record<string, string | undefined>, cwd: string): RunnerContext {
  const need = (name: string): string => {
    const v = env[name]?.trim();
    if (!v) throw new EventError(`${name} is not set: fbc-bot runs as a GitHub Action step`);
    return v;
  };
  const full = need('GITHUB_REPOSITORY');
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
  if (!m) throw new EventError(`GITHUB_REPOSITORY "${full.slice(0, 200)}" is not owner/name`);
  const path = need('GITHUB_EVENT_PATH');
  let payload: unknown;
  try {
    payload = JSON.parse(readRegularFile(path, MAX_EVENT_BYTES).toString('utf8'));
  } catch (e) {
    throw new EventError(`cannot read the event payload ${path}: ${(e as Error).message}`);
  }
  const server = env.GITHUB_SERVER_URL?.trim();
  const runId = env.GITHUB_RUN_ID?.trim();
  return {
    owner: m[1]!,
    repo: m[2]!,
    eventName: need('GITHUB_EVENT_NAME'),
    payload,
    ...(env.GITHUB_SHA !== undefined && /^[0-9a-f]{40}$/.test(env.GITHUB_SHA.trim())
      ? { sha: env.GITHUB_SHA.trim() }
      : {}),
    workspace: env.GITHUB_WORKSPACE?.trim() || cwd,
    ...(server && runId && /^\d+$/.test(runId)
      ? { runUrl: `${server.replace(/\/+$/, '')}/${full}/actions/runs/${runId}` }
      : {}),
    ...(server ? { serverUrl: server } : {}),
    ...(env.GITHUB_ACTION_REPOSITORY?.trim() ? { actionRepository: env.GITHUB_ACTION_REPOSITORY.trim() } : {}),
    ...(env.GITHUB_ACTION_REF?.trim() ? { actionRef: env.GITHUB_ACTION_REF.trim() } : {}),
    apiEnv: { GITHUB_API_URL: env.GITHUB_API_URL, GITHUB_GRAPHQL_URL: env.GITHUB_GRAPHQL_URL },
  };
}
