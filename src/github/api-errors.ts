// Known GitHub API failures as messages a workflow author can act on: which permission to grant,
// the fork situation, a pull request that moved. The original error stays as `cause`.

export type Operation =
  'read-pull' | 'viewer' | 'comment' | 'check-run' | 'labels' | 'merge' | 'auto-merge' | 'dispatch';

export type FailureKind =
  | 'permission' // 403 that a `permissions:` entry (or the fork situation) explains
  | 'not-found'
  | 'head-moved' // the pull request's head is not the sha that was reviewed: re-evaluate, never merge
  | 'not-mergeable'
  | 'auto-merge-disabled'
  | 'rate-limited'
  | 'credentials'
  | 'invalid'
  | 'server'
  | 'unknown';

export class GitHubError extends Error {
  constructor(
    message: string,
    readonly operation: Operation,
    readonly kind: FailureKind,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GitHubError';
  }
}

const FORK =
  'On a `pull_request` event from a fork, GITHUB_TOKEN is read-only whatever `permissions:` says: ' +
  'run fbc-bot there with `mode: analyze` and publish from a `workflow_run` job (`mode: publish`), or use ' +
  '`pull_request_target`.';

const SCOPES: Record<Operation, string> = {
  'read-pull': '`pull-requests: read`',
  viewer: '`contents: read`',
  comment: '`pull-requests: write` (or `issues: write`)',
  'check-run': '`checks: write`',
  labels: '`pull-requests: write` (or `issues: write`)',
  merge: '`contents: write`',
  'auto-merge': '`contents: write` and `pull-requests: write`',
  dispatch: '`actions: write` (workflow_dispatch) or `contents: write` (repository_dispatch)',
};

function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

function messageOf(e: unknown): string {
  const data = (e as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  if (typeof data?.message === 'string') return data.message;
  return e instanceof Error ? e.message : String(e);
}

/**
 * Turns a failed request of `operation` (described by `what`, e.g. "create the review comment on #12") into a
 * GitHubError.
 */
export function explain(operation: Operation, what: string, e: unknown): GitHubError {
  if (e instanceof GitHubError) return e;
  const status = statusOf(e);
  const text = messageOf(e);
  const fail = (kind: FailureKind, advice: string): GitHubError =>
    new GitHubError(
      `Could not ${what}: GitHub answered ${status ?? 'with an error'} (${text}). ${advice}`.trim(),
      operation,
      kind,
      status,
      { cause: e },
    );
  const request = e as { request?: { url?: unknown }; response?: unknown } | null;
  if (status === 500 && request?.response === undefined && typeof request?.request?.url === 'string') {
    // Octokit reports a request that got no answer at all (DNS, refused, reset) as a 500 without a response.
    return new GitHubError(
      `Could not ${what}: no answer from ${request.request.url} (${text}). Check GITHUB_API_URL / ` +
        `GITHUB_GRAPHQL_URL and the network.`,
      operation,
      'server',
      undefined,
      { cause: e },
    );
  }
  if (status === 401) return fail('credentials', 'The token was rejected: check the `github-token` input.');
  if ((status === 403 || status === 429) && /rate limit/i.test(text)) {
    return fail(
      'rate-limited',
      "GitHub's rate limit held past the retries (or asked for a longer wait than a job should sleep); run " +
        'again later or run fewer jobs at once.',
    );
  }
  if (status === 403) {
    return fail(
      'permission',
      `The token needs ${SCOPES[operation]}: add it to the job's \`permissions:\`. ` +
        `${operation === 'read-pull' || operation === 'viewer' ? '' : FORK}`,
    );
  }
  if (status === 409 && operation === 'merge') {
    return fail(
      'head-moved',
      "The pull request's head is no longer the reviewed commit: re-evaluate the new head; fbc-bot never " +
        'merges it unreviewed.',
    );
  }
  if (status === 405 && operation === 'merge')
    return fail(
      'not-mergeable',
      'GitHub does not allow this merge now (conflicts, required checks or reviews, or a draft).',
    );
  if (status === 404) {
    return fail(
      'not-found',
      'The pull request, repository or object does not exist, or the token cannot see it (a private ' +
        'repository needs a token of that repository).',
    );
  }
  if (status === 422) return fail('invalid', 'GitHub rejected the request as invalid.');
  if (status !== undefined && status >= 500)
    return fail('server', 'GitHub kept failing after the retries; run again later.');
  return fail('unknown', '');
}

/** Runs one API call, turning its failure into an actionable GitHubError. */
export async function attempt<T>(operation: Operation, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw explain(operation, what, e);
  }
}
