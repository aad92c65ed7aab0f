// Starting other workflows after a merge or a plan: workflow_dispatch (a named workflow file on a
// ref) or repository_dispatch (an event type any workflow can listen to). Never retried: a 5xx may
// come after GitHub started the run, and a second dispatch is a second rebuild; a failed one is
// the caller's error to report.
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';

export interface WorkflowDispatch {
  owner: string;
  repo: string;
  workflow: string;
  ref: string;
  inputs?: Record<string, string>;
}

export async function dispatchWorkflow(client: GitHubClient, req: WorkflowDispatch): Promise<void> {
  await attempt('dispatch', `dispatch the workflow ${req.workflow} on ${req.ref} of ${req.owner}/${req.repo}`, () =>
    client.octokit.request('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
      owner: req.owner,
      repo: req.repo,
      workflow_id: req.workflow,
      ref: req.ref,
      ...(req.inputs === undefined ? {} : { inputs: req.inputs }),
      request: { retries: 0 },
    }),
  );
}

export interface RepositoryDispatch {
  owner: string;
  repo: string;
  eventType: string;
  payload?: Record<string, unknown>;
}

export async function dispatchRepository(client: GitHubClient, req: RepositoryDispatch): Promise<void> {
  await attempt('dispatch', `send the repository_dispatch event ${req.eventType} to ${req.owner}/${req.repo}`, () =>
    client.octokit.request('POST /repos/{owner}/{repo}/dispatches', {
      owner: req.owner,
      repo: req.repo,
      event_type: req.eventType,
      ...(req.payload === undefined ? {} : { client_payload: req.payload }),
      request: { retries: 0 },
    }),
  );
}
