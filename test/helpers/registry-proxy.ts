// A small HTTP proxy in front of a test registry: it records every request and lets a test
// answer some itself (a 429, a 503, a token endpoint) or delay them, forwarding the rest.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
}

export interface Reply {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string | Uint8Array;
}

/** Answers the request itself (a Reply), or forwards it (undefined); may wait first. */
export type Intercept = (req: IncomingMessage, proxy: Proxy) => Reply | undefined | Promise<Reply | undefined>;

export interface Proxy {
  readonly host: string;
  readonly port: number;
  readonly seen: Seen[];
  intercept: Intercept;
  stop(): Promise<void>;
}

function forward(upstream: string, req: IncomingMessage, res: ServerResponse, keepHost: boolean): void {
  const out = httpRequest(
    `http://${upstream}${req.url}`,
    { method: req.method, headers: keepHost ? req.headers : { ...req.headers, host: upstream } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => res.destroy());
  req.pipe(out);
}

/**
 * `keepHost`: the registry sees the proxy's host, so the URLs it hands out (an upload's Location)
 * lead back through the proxy, as behind a real front end.
 */
export async function startProxy(
  upstream: string,
  intercept: Intercept = () => undefined,
  options: { keepHost?: boolean } = {},
): Promise<Proxy> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer();
  const proxy: Proxy = {
    host: '',
    port: 0,
    seen: [],
    intercept,
    stop: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    proxy.seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    Promise.resolve(proxy.intercept(req, proxy)).then(
      (reply) => {
        if (!reply) return forward(upstream, req, res, options.keepHost ?? false);
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body ?? '');
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  Object.assign(proxy, { host: `127.0.0.1:${port}`, port });
  return proxy;
}
