// Whether a review that threw may pass when tried again. Only the adapters know that a failure was
// the network's or a server's: GitHub's 5xx (after the client's retries) and rate limits, a git
// fetch whose remote did not answer, a registry that did not answer at all, a socket that broke,
// GraphQL's rate limit.
// Everything else (a catalog or configuration the review refuses, a commit that is not there, a
// permission) fails again on the same commits. Decided by the error's type and fields, never by
// its message, which may quote the pull request's files.
import { GitError } from '../git/git.js';
import { GitHubError, GraphqlResponseError } from '../github/index.js';
import { RegistryFailure } from '../registry/index.js';

/** Node's and undici's codes for a connection that failed or broke. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** Whether `e` (or an error it wraps) is a failure that may pass on retry. */
export function transientFailure(e: unknown): boolean {
  let c: unknown = e;
  for (let depth = 0; c instanceof Error && depth < 8; depth++, c = c.cause) {
    if (c instanceof GitHubError) return c.kind === 'server' || c.kind === 'rate-limited';
    if (c instanceof GraphqlResponseError) return c.type === 'RATE_LIMITED';
    if (c instanceof GitError) return c.unreachable;
    if (c instanceof RegistryFailure) return c.unreachable;
    const code = (c as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && NETWORK.has(code)) return true;
  }
  return false;
}
