// One HTTP exchange: a slot from the run's limiter, a timeout covering headers and body and the
// run's deadline, redirects followed by hand (so a redirect to plain HTTP is refused and no
// credential, header or POST body, is sent to another origin), and a body read no further than
// its bound, or streamed into the caller's sink.
import type { Client } from './options.js';
import { schemeAllowed, shown } from './endpoint.js';
import { RegistryFailure, unverified } from './failure.js';
import { networkFailure } from './network.js';
import { size } from './size.js';

export interface Request {
  readonly method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array<ArrayBuffer>;
  /** The largest body accepted; a larger one is `unverified` with `what` in the detail. */
  readonly maxBytes: number;
  readonly what: string;
  /** Reads a 200 answer's body as it streams in, instead of `body` holding it (bounded by the sink). */
  readonly sink?: (body: AsyncIterable<Uint8Array>) => Promise<void>;
}

export interface Exchange {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
  /** The URL that answered (after redirects). */
  readonly url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
async function readBody(response: Response, request: Request, url: string): Promise<Uint8Array> {
  if (request.method === 'HEAD' || !response.body) return new Uint8Array(0);
  const tooLarge = (): Error =>
    unverified(`${request.what} from ${shown(url)} is larger than ${size(request.maxBytes)}`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > request.maxBytes) {
    await response.body.cancel().catch(() => {});
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > request.maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The body read chunk by chunk into the sink. Part of it is consumed once it starts, so a failure,
 * even a reset connection, is final: never retried with the sink half fed. Nor does it take the
 * host for down: it did answer, and a transfer cut short says nothing of its next answers.
 */
async function drain(
  client: Client,
  url: string,
  body: ReadableStream<Uint8Array>,
  request: Request & { readonly sink: NonNullable<Request['sink']> },
): Promise<void> {
  const reader = body.getReader();
  const chunks = async function* (): AsyncGenerator<Uint8Array> {
    try {
      for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
    } finally {
      await reader.cancel().catch(() => {});
    }
  };
  try {
    await request.sink(chunks());
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (error instanceof RegistryFailure) throw error;
    const { failure } = networkFailure(client, url, error);
    throw failure.unreachable ? unverified(`${request.what}: the transfer was cut short (${failure.detail})`) : failure;
  }
}

async function follow(client: Client, start: string, request: Request, signal: AbortSignal): Promise<Exchange> {
  let url = start;
  let method = request.method;
  let headers: Record<string, string> = { ...request.headers };
  for (let hop = 0; ; hop++) {
    const began = Date.now();
    const response = await client.fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : request.body,
      redirect: 'manual',
      signal,
    });
    client.log(`registry: ${method} ${shown(url)} → ${response.status} (${Date.now() - began} ms)`);
    const location = response.headers.get('location');
    if (request.sink && response.status === 200 && response.body && method !== 'HEAD') {
      await drain(client, url, response.body, { ...request, sink: request.sink });
      return { status: 200, headers: response.headers, body: new Uint8Array(0), url };
    }
    if (!REDIRECTS.has(response.status) || location === null) {
      return {
        status: response.status,
        headers: response.headers,
        body: await readBody(response, { ...request, method }, url),
        url,
      };
    }
    await response.body?.cancel().catch(() => {});
    if (hop === MAX_REDIRECTS)
      throw unverified(`${request.what}: more than ${MAX_REDIRECTS} redirects from ${shown(start)}`);
    if (!URL.canParse(location, url))
      throw unverified(`${request.what}: ${shown(url)} redirected to a location that is not a URL`);
    const next = new URL(location, url);
    if (!schemeAllowed(next, client.insecure)) {
      throw unverified(
        `${request.what}: ${shown(url)} redirected to ${shown(next)}, plain HTTP (or another scheme) is ` +
          `only used for loopback and insecureRegistries`,
      );
    }
    // A POST carries a secret in its body (a token request's refresh_token), a PUT or PATCH an
    // image's content: it goes to no other origin, whatever the status; and 301/302/303 do not
    // re-send it even to the same origin.
    if (next.origin !== new URL(url).origin) {
      if (method !== 'GET' && method !== 'HEAD')
        throw unverified(
          `${request.what}: ${shown(url)} redirected to another origin (${next.origin}); the request is not sent there`,
        );
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'authorization'));
    }
    if (method !== 'GET' && method !== 'HEAD' && response.status !== 307 && response.status !== 308) method = 'GET';
    url = next.href;
  }
}

/**
 * One exchange under the run's limiter, timeout and deadline; at once a failure past the deadline
 * or for a host found down earlier in the run (checked once a slot is held, so requests queued
 * behind the first failure fail too). Network failures are thrown as they come (send classifies them).
 */
export function exchange(client: Client, url: string, request: Request): Promise<Exchange> {
  return client.limiter.schedule(async () => {
    const host = new URL(url).host;
    if (client.deadline.passed) throw unverified(client.deadline.detail);
    const down = client.down.get(host);
    if (down !== undefined) throw new RegistryFailure('unverified', down, true);
    try {
      return await follow(
        client,
        url,
        request,
        AbortSignal.any([AbortSignal.timeout(client.timeoutMs), client.deadline.signal()]),
      );
    } catch (error) {
      // Marked before the slot is released, so the requests queued behind see it.
      const { failure, retry } = networkFailure(client, url, error);
      if (failure.unreachable && !retry) client.down.set(host, failure.detail);
      throw error;
    }
  });
}
