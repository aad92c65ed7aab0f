// What a thrown fetch error means: a timeout, a refused or reset connection, a name that does
// not resolve. All are "unreachable" (the host did not answer at all); only a reset is worth
// another attempt, and a timeout is not (it already took the full timeout). An error without a
// cause is a request fetch would not send: unverified, but the host is not taken for down.
import type { Client } from './options.js';
import { RegistryFailure, unverified } from './failure.js';

const RETRIED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'EAI_AGAIN']);

const unreachable = (detail: string): RegistryFailure => new RegistryFailure('unverified', detail, true);

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** Why fetch failed when no system error code says it: its cause's message (fetch's own is always "fetch failed"). */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The failure a thrown fetch error means, and whether it is worth another attempt. */
export function networkFailure(
  client: Client,
  url: string,
  error: unknown,
): { failure: RegistryFailure; retry: boolean } {
  if (error instanceof RegistryFailure) return { failure: error, retry: false };
  // Aborted at the run's deadline: the host may be fine, it is only out of time.
  if (client.deadline.passed) return { failure: unverified(client.deadline.detail), retry: false };
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return { failure: unreachable(`${new URL(url).host} did not answer within ${client.timeoutMs} ms`), retry: false };
  // fetch reports a network failure as "fetch failed" with the reason as its cause.
  if ((error as { cause?: unknown }).cause === undefined) {
    return {
      failure: unverified(
        `${new URL(url).host}: the request could not be sent (` +
          `${error instanceof Error ? error.message : String(error)})`,
      ),
      retry: false,
    };
  }
  const code = networkCode(error);
  const reason = code ?? networkReason(error);
  return {
    failure: unreachable(`${new URL(url).host} unreachable (${reason})`),
    retry: code !== undefined && RETRIED_CODES.has(code),
  };
}
