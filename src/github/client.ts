// The one GitHub client fbc-bot uses: @octokit/core with pagination, retries and throttling, on
// the API URLs of the workflow's own GitHub (GITHUB_API_URL / GITHUB_GRAPHQL_URL for GHES).
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

export interface GitHubLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

type Pacing = Partial<
  Pick<
    Extract<ThrottlingOptions, { onRateLimit: unknown }>,
    'write' | 'notifications' | 'retryAfterBaseValue' | 'fallbackSecondaryRateRetryAfter'
  >
>;

export interface ClientOptions {
  token: string;
  /** REST base URL; GITHUB_API_URL in a workflow. Default https://api.github.com. */
  apiUrl?: string;
  /** GraphQL endpoint; GITHUB_GRAPHQL_URL in a workflow. Default derived from apiUrl. */
  graphqlUrl?: string;
  userAgent?: string;
  /** Retries of a request answered with a 5xx or a network error (default 3). */
  retries?: number;
  /** The retry delay unit: attempt n waits n² of it (default 1000 ms). */
  retryAfterBaseMs?: number;
  /** Retries after a primary or secondary rate limit (default 2). */
  rateLimitRetries?: number;
  /**
   * A rate limit asking for a longer wait than this fails at once (default 120 s): a CI job should not sleep for an
   * hour.
   */
  maxRateLimitWaitSeconds?: number;
  /** Throttling's pacing groups and delays, for callers (tests, the demo) that need other timings. */
  pacing?: Pacing;
  log?: GitHubLog;
}

/**
 * Statuses that a retry cannot fix. 403 and 429 are rate limits or permissions: the throttling
 * plugin retries the rate limits; 405/409 on a merge mean the pull request changed or cannot be
 * merged, and must be re-evaluated, never retried. Everything else, 5xx above all, is retried
 * whatever the method (the retry plugin does not look at it): a POST that acted before failing
 * can leave a duplicate comment or check run, which is cheaper than a lost review, and the
 * sticky-comment search updates the oldest marked comment on the next run.
 */
export const DO_NOT_RETRY = [400, 401, 403, 404, 405, 409, 410, 422, 429, 451];

const GitHubOctokit = Octokit.plugin(paginateRest, retry, throttling);
export type Octo = InstanceType<typeof GitHubOctokit>;

/** The client and the GraphQL endpoint it talks to (GHES serves GraphQL outside the REST base). */
export interface GitHubClient {
  readonly octokit: Octo;
  readonly graphqlUrl: string;
  readonly log: GitHubLog;
}

export function defaultGraphqlUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  if (/\/api\/v3$/.test(base)) return base.replace(/\/api\/v3$/, '/api/graphql');
  return `${base}/graphql`;
}

/** The API URLs from a workflow's environment; GHES sets both variables. */
export function apiUrlsFromEnv(env: Record<string, string | undefined>): { apiUrl: string; graphqlUrl: string } {
  const apiUrl = (env.GITHUB_API_URL ?? '').trim() || 'https://api.github.com';
  const graphqlUrl = (env.GITHUB_GRAPHQL_URL ?? '').trim() || defaultGraphqlUrl(apiUrl);
  return { apiUrl, graphqlUrl };
}

/**
 * Writes (and GraphQL, which throttling counts as writes) one at a time, at one a second
 * sustained as GitHub asks of clients making many of them, but the first few at once: a review
 * makes four or five, and pacing those a second apart would be most of its run for no limit's sake.
 */
export const WRITE_BURST = 5;

function writePacing(): Bottleneck.Group {
  return new Bottleneck.Group({
    maxConcurrent: 1,
    reservoir: WRITE_BURST,
    reservoirIncreaseInterval: 1000,
    reservoirIncreaseAmount: 1,
    reservoirIncreaseMaximum: WRITE_BURST,
  });
}

const silent: GitHubLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export function createGitHubClient(options: ClientOptions): GitHubClient {
  const apiUrl = (options.apiUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const log = options.log ?? silent;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 120;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      const again = retryCount < rateLimitRetries && retryAfter <= maxWait;
      const why =
        retryCount < rateLimitRetries
          ? `giving up rather than wait ${retryAfter} s`
          : `giving up after ${retryCount} retries`;
      log.warn(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: ` +
          `${again ? `retrying after ${retryAfter} s` : why}`,
      );
      return again;
    };
  const octokit = new GitHubOctokit({
    auth: options.token,
    baseUrl: apiUrl,
    userAgent: options.userAgent ?? 'fbc-bot',
    log: {
      debug: (m: string) => log.debug(m),
      info: (m: string) => log.info(m),
      warn: (m: string) => log.warn(m),
      error: (m: string) => log.error(m),
    },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryAfterBaseMs ?? 1000,
      doNotRetry: DO_NOT_RETRY,
    },
    throttle: {
      write: writePacing(),
      ...options.pacing,
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
    },
  });
  return { octokit, graphqlUrl: options.graphqlUrl ?? defaultGraphqlUrl(apiUrl), log };
}

/**
 * Counts the requests made with `client` from now on (REST and GraphQL; a retried request once):
 * what a run with a request budget spends. The answer is the count so far.
 */
export function countRequests(client: GitHubClient): () => number {
  let n = 0;
  client.octokit.hook.before('request', () => {
    n++;
  });
  return () => n;
}
