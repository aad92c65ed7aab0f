// A run whose token cannot write. GitHub gives pull_request and pull_request_review runs of a
// fork's pull request (and Dependabot's pull_request_target runs) a read-only GITHUB_TOKEN, whatever
// `permissions:` says: the check cannot be posted, so nothing is posted or merged. That is no
// failure of the job: a sweep (mode sweep, with a write token) or an /approve comment (issue_comment
// runs with a write token) re-reviews the pull request and publishes. Decided on GitHub's 403 to
// the check run, the first write a review makes, never on what a pull request says about itself.
import { GitHubError } from '../github/index.js';

export interface ReadOnly {
  /** Why nothing was posted or merged, and who will: the log line and the merge reason. */
  readonly note: string;
  /** The head is in a fork: a read-only token is what GitHub gives (otherwise a permission may be missing). */
  readonly fork: boolean;
}

const EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review']);

/**
 * The read-only outcome when `e` is GitHub refusing the check run of a pull request event's run
 * with a 403; `fork`: whether the event's head is in a fork (undefined: not a pull request event).
 */
export function readOnlyRun(e: unknown, eventName: string, fork: boolean | undefined): ReadOnly | undefined {
  if (!(e instanceof GitHubError) || e.operation !== 'check-run' || e.kind !== 'permission') return undefined;
  if (fork === undefined || !EVENTS.has(eventName)) return undefined;
  const note =
    `this ${eventName} run's token cannot write (GitHub answered 403 to the check ` +
    `run): nothing was posted or merged; ` +
    'the sweep (mode: sweep) or an /approve comment will pick the pull request up with a write token' +
    (fork ? '' : ' (the head is not in a fork: if this run should publish, grant `checks: write` in its permissions)');
  return { note, fork };
}
