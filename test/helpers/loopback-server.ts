// The HTTP plumbing both loopback emulators (GitHub's API, Kubernetes') share: a server on a free
// port of 127.0.0.1 whose handler's failure is reported and answered 500, never left hanging: a
// bug in an emulator must fail the test that hit it, not hang the client.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The emulator `make` builds on a listening server, its requests answered by `handle`. */
export async function listenLoopback<T>(
  make: (server: Server, origin: string) => T,
  handle: (self: T, req: IncomingMessage, res: ServerResponse) => Promise<void>,
  crashed: (self: T, req: IncomingMessage, e: unknown) => void,
): Promise<T> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const self = make(server, `http://127.0.0.1:${port}`);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(self, req, res).catch((e: unknown) => {
      crashed(self, req, e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return self;
}

/** Closes the server, its keep-alive connections included. */
export function closeLoopback(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
