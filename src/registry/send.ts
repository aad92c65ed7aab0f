// A request with retries: on 429 and 5xx (waiting what Retry-After asks, else an exponential
// backoff) and on a connection reset, never waiting past the run's deadline. A timeout is not
// retried: it already took the full timeout, and a registry that slow is reported as unverified
// rather than waited on again.
import type { Client } from './options.js';
import { exchange, type Exchange, type Request } from './exchange.js';
import { shown } from './endpoint.js';
import { unverified } from './failure.js';
import { networkFailure } from './network.js';
import { seconds } from './deadline.js';

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
/** A Retry-After longer than this is not waited for: the answer is unverified. */
const MAX_RETRY_AFTER_MS = 60_000;

/** Retry-After in ms: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function backoffMs(attempt: number, random = Math.random()): number {
  const full = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(full / 2 + (full / 2) * random);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function send(client: Client, url: string, request: Request): Promise<Exchange> {
  for (let attempt = 0; ; attempt++) {
    let answer: Exchange;
    try {
      answer = await exchange(client, url, request);
    } catch (error) {
      const { failure, retry } = networkFailure(client, url, error);
      if (!retry || attempt >= client.retries) {
        if (failure.unreachable) client.down.set(new URL(url).host, failure.detail);
        throw failure;
      }
      const wait = backoffMs(attempt);
      if (wait >= client.deadline.remaining()) throw failure;
      await sleep(wait);
      continue;
    }
    if (answer.status !== 429 && answer.status < 500) return answer;
    const tries = `${attempt + 1} attempt${attempt === 0 ? '' : 's'}`;
    const what = answer.status === 429 ? `rate limited (429)` : `answered ${answer.status}`;
    if (attempt >= client.retries) throw unverified(`${shown(url)} ${what} after ${tries}`);
    const asked = retryAfterMs(answer.headers.get('retry-after'));
    if (asked !== undefined && asked > MAX_RETRY_AFTER_MS)
      throw unverified(`${shown(url)} ${what} and asks to retry after ${Math.round(asked / 1000)} s`);
    const wait = asked ?? backoffMs(attempt);
    if (wait >= client.deadline.remaining()) {
      throw unverified(
        `${shown(url)} ${what}; ${asked !== undefined ? `it asks to retry after ${seconds(asked)}, ` : ''}` +
          `past ${client.deadline.named}`,
      );
    }
    await sleep(wait);
  }
}
