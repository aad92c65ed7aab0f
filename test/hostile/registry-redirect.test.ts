// A token realm that redirects elsewhere must not carry the identity token (a POST body) or Basic
// credentials (a header) there: a registry on loopback whose realm, on a second origin, answers
// each redirect status towards a third origin that records everything it receives.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistryLookup } from '../../src/registry/index.js';

const IDENTITY = 'Identity-Token-Secret-4711';
const PASSWORD = 'Basic-Password-Secret-0815';

interface Recorder {
  readonly server: Server;
  readonly origin: string;
  readonly received: string[];
}

async function serve(answer: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<Recorder> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`);
      answer(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('a token realm redirecting to another origin', () => {
  let elsewhere: Recorder;
  let realm: Recorder;
  let registry: Recorder;
  let status = 307;

  beforeAll(async () => {
    elsewhere = await serve((_req, _body, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"stolen"}'),
    );
    realm = await serve((req, _body, res) =>
      res.writeHead(status, { location: `${elsewhere.origin}/collect${req.url}` }).end(),
    );
    registry = await serve((_req, _body, res) =>
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${realm.origin}/token",service="reg"` }).end(),
    );
  });
  afterAll(async () => {
    for (const r of [elsewhere, realm, registry]) await new Promise((done) => r?.server.close(done));
  });

  for (const code of [301, 302, 303, 307, 308]) {
    it(`sends neither the identity token nor a password to the other origin (${code})`, async () => {
      status = code;
      elsewhere.received.length = 0;
      const host = new URL(registry.origin).host;
      const auths = new Map([[host, { identityToken: IDENTITY }]]);
      const byIdentity = await createRegistryLookup({ auths, retries: 0 }).resolve(`${host}/ops/bundle:v1`);
      const byPassword = await createRegistryLookup({
        auths: new Map([[host, { username: 'u', password: PASSWORD }]]),
        retries: 0,
      }).resolve(`${host}/ops/bundle:v1`);
      expect(byIdentity.state).toBe('unverified');
      expect(byPassword.state).toBe('unverified');
      const there = elsewhere.received.join('\n');
      expect(there).not.toContain(IDENTITY);
      expect(there).not.toContain(PASSWORD);
      expect(there).not.toContain(Buffer.from(`u:${PASSWORD}`).toString('base64'));
      expect(there).not.toMatch(/^POST/m);
      expect(realm.received.join('\n')).toContain(IDENTITY);
    });
  }

  it('does not re-send the POST after a 301, 302 or 303 on the same origin', async () => {
    const same = await serve((req, _body, res) => {
      if (req.url === '/token') res.writeHead(Number(status), { location: '/moved' }).end();
      else res.writeHead(401).end();
    });
    const reg = await serve((_req, _body, res) =>
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${same.origin}/token"` }).end(),
    );
    try {
      const host = new URL(reg.origin).host;
      for (const code of [301, 302, 303]) {
        status = code;
        same.received.length = 0;
        await createRegistryLookup({ auths: new Map([[host, { identityToken: IDENTITY }]]), retries: 0 }).resolve(
          `${host}/ops/bundle:v1`,
        );
        const moved = same.received.filter((r) => r.includes(' /moved '));
        expect(moved).toHaveLength(1);
        expect(moved[0]).toMatch(/^GET /);
        expect(moved[0]).not.toContain(IDENTITY);
      }
    } finally {
      for (const r of [same, reg]) await new Promise((done) => r.server.close(done));
    }
  });
});
