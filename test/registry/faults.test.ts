// A registry that fails the ways real ones do, played by a proxy in front of a real loopback
// registry: closed port, too slow, 429, 5xx, and a Bearer token endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { createRegistryLookup, parseDockerAuths } from '../../src/registry/index.js';
import { freePort, hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { startProxy, type Proxy, type Reply } from '../helpers/registry-proxy.js';

const isManifest = (req: IncomingMessage): boolean => (req.url ?? '').includes('/manifests/');

describe.skipIf(!hasRegistryTools)(registryNote('registry faults through a proxy'), () => {
  let registry: Registry;
  let proxy: Proxy;
  let digest: string;
  const at = (p: Proxy): string => `${p.host}/ops/bundle:v1`;
  const manifestRequests = (): number => proxy.seen.filter((s) => s.path.includes('/manifests/')).length;

  beforeAll(async () => {
    registry = await startRegistry();
    const layout = ociLayout();
    buildImage(layout, 'b', [{ 'manifests/x.yaml': 'x' }]);
    push(layout, 'b', `${registry.host}/ops/bundle:v1`);
    removeLayout(layout);
    digest = skopeoDigest(`${registry.host}/ops/bundle:v1`);
    proxy = await startProxy(registry.host);
  });
  afterAll(async () => {
    await proxy?.stop();
    await registry?.stop();
  });
  const reset = (intercept: Proxy['intercept']): void => {
    proxy.seen.length = 0;
    proxy.intercept = intercept;
  };

  it('says unverified for a closed port, without retrying for long', async () => {
    const port = await freePort();
    const began = Date.now();
    const answer = await createRegistryLookup().resolve(`127.0.0.1:${port}/ops/bundle:v1`);
    expect(answer).toEqual({ state: 'unverified', detail: `127.0.0.1:${port} unreachable (ECONNREFUSED)` });
    expect(Date.now() - began).toBeLessThan(2000);
  });

  // Manifests answered after 3 s: a lookup that returns well before that has timed out.
  const slowManifests = (): void =>
    reset(async (req) => {
      if (isManifest(req)) await new Promise((r) => setTimeout(r, 3000));
      return undefined;
    });

  it('says unverified when the registry is slower than the timeout', async () => {
    slowManifests();
    const began = Date.now();
    const answer = await createRegistryLookup({ timeoutMs: 200 }).resolve(at(proxy));
    expect(answer).toEqual({ state: 'unverified', detail: `${proxy.host} did not answer within 200 ms` });
    expect(Date.now() - began).toBeLessThan(2500);
  });

  it('asks a registry that timed out no more in the run', async () => {
    slowManifests();
    const began = Date.now();
    const lookup = createRegistryLookup({ timeoutMs: 200, concurrency: 1 });
    const answers = await Promise.all(
      ['v1', 'v2', 'v3', 'v4', 'v5'].map((t) => lookup.resolve(`${proxy.host}/ops/bundle:${t}`)),
    );
    expect(answers.every((a) => a.state === 'unverified' && a.detail.endsWith('did not answer within 200 ms'))).toBe(
      true,
    );
    expect(manifestRequests()).toBe(1);
    expect(Date.now() - began).toBeLessThan(1500);
  });

  it('retries a 429 after what Retry-After asks, then finds the image', async () => {
    let first = true;
    reset((req) => {
      if (!isManifest(req) || !first) return undefined;
      first = false;
      return { status: 429, headers: { 'retry-after': '0' } };
    });
    expect(await createRegistryLookup().resolve(at(proxy))).toEqual({ state: 'found', digest });
    expect(manifestRequests()).toBe(2);
  });

  it('retries 5xx with backoff, then finds the image; gives up after the retries', async () => {
    let failures = 2;
    reset((req) => (isManifest(req) && failures-- > 0 ? { status: 503 } : undefined));
    expect(await createRegistryLookup().resolve(at(proxy))).toEqual({ state: 'found', digest });
    expect(manifestRequests()).toBe(3);
    reset((req) => (isManifest(req) ? { status: 502 } : undefined));
    const answer = await createRegistryLookup({ retries: 1 }).resolve(at(proxy));
    expect(answer).toEqual({
      state: 'unverified',
      detail: `http://${proxy.host}/v2/ops/bundle/manifests/v1 answered 502 after 2 attempts`,
    });
  });

  it('retries a connection the registry drops', async () => {
    let drop = true;
    reset((req) => {
      if (!isManifest(req) || !drop) return undefined;
      drop = false;
      req.socket.destroy();
      return new Promise<undefined>(() => {});
    });
    expect(await createRegistryLookup().resolve(at(proxy))).toEqual({ state: 'found', digest });
    expect(manifestRequests()).toBe(2);
  });

  it('does not wait for a Retry-After of an hour', async () => {
    reset((req) => (isManifest(req) ? { status: 429, headers: { 'retry-after': '3600' } } : undefined));
    const answer = await createRegistryLookup().resolve(at(proxy));
    expect(answer).toEqual({
      state: 'unverified',
      detail: `http://${proxy.host}/v2/ops/bundle/manifests/v1 rate limited (429) and asks to retry after 3600 s`,
    });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    reset(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight--;
      return { status: 404 };
    });
    const lookup = createRegistryLookup({ concurrency: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => lookup.resolve(`${proxy.host}/ops/bundle:t${i}`)),
    );
    expect(answers.every((a) => a.state === 'missing')).toBe(true);
    expect(most).toBe(3);
  });

  describe('the Bearer token flow', () => {
    const tokenRequests: URL[] = [];
    const tokenAuth: (string | undefined)[] = [];
    const bearer = (req: IncomingMessage): Reply | undefined => {
      const url = new URL(req.url ?? '/', `http://${proxy.host}`);
      if (url.pathname === '/token') {
        tokenRequests.push(url);
        tokenAuth.push(req.headers.authorization);
        if (
          req.headers.authorization &&
          req.headers.authorization !== `Basic ${Buffer.from('robot:right').toString('base64')}`
        )
          return { status: 401 };
        return {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'tok-1', expires_in: 300 }),
        };
      }
      if (req.headers.authorization === 'Bearer tok-1') return undefined;
      const repo = /^\/v2\/(.+)\/(?:manifests|blobs)\//.exec(url.pathname)?.[1] ?? '';
      return {
        status: 401,
        headers: {
          'www-authenticate':
            `Bearer realm="http://${proxy.host}/token",service="test",scope="repository:` + `${repo}:pull"`,
        },
        body: '{"errors":[{"code":"UNAUTHORIZED"}]}',
      };
    };
    beforeAll(() => {
      tokenRequests.length = 0;
      tokenAuth.length = 0;
    });

    it('gets an anonymous token for the scope and service asked, once per scope', async () => {
      reset(bearer);
      const lookup = createRegistryLookup();
      expect(await lookup.resolve(at(proxy))).toEqual({ state: 'found', digest });
      expect(await lookup.resolve(`${proxy.host}/ops/bundle@${digest}`)).toEqual({ state: 'found', digest });
      const files = await lookup.files(at(proxy), 'manifests/');
      expect(files.state === 'found' && files.files.map((f) => f.path)).toEqual(['manifests/x.yaml']);
      expect(tokenRequests.map((u) => [u.searchParams.get('service'), u.searchParams.get('scope')])).toEqual([
        ['test', 'repository:ops/bundle:pull'],
      ]);
      expect(tokenAuth).toEqual([undefined]);
      // Only the first request went without a token: the challenge is remembered for the registry.
      expect(proxy.seen.filter((s) => s.path.startsWith('/v2/') && !s.authorization)).toHaveLength(1);
    });

    it('fetches a token inside a request with one slot for the whole run: a slot lasts one exchange', async () => {
      reset(bearer);
      const lookup = createRegistryLookup({ concurrency: 1, timeoutMs: 5000 });
      const [answer, files] = await Promise.all([lookup.resolve(at(proxy)), lookup.files(at(proxy), 'manifests/')]);
      expect(answer).toEqual({ state: 'found', digest });
      expect(files.state === 'found' && files.files.map((f) => f.path)).toEqual(['manifests/x.yaml']);
    });

    it('sends Basic credentials to the realm; a refused one is unverified without the secret', async () => {
      reset(bearer);
      tokenAuth.length = 0;
      const right = parseDockerAuths(
        JSON.stringify({ auths: { [proxy.host]: { username: 'robot', password: 'right' } } }),
        'x',
      );
      expect(await createRegistryLookup({ auths: right }).resolve(at(proxy))).toEqual({ state: 'found', digest });
      expect(tokenAuth).toEqual([`Basic ${Buffer.from('robot:right').toString('base64')}`]);
      const wrong = parseDockerAuths(
        JSON.stringify({ auths: { [proxy.host]: { username: 'robot', password: 'Very-Wrong' } } }),
        'x',
      );
      const lines: string[] = [];
      const answer = await createRegistryLookup({ auths: wrong, log: (l) => lines.push(l) }).resolve(at(proxy));
      expect(answer).toEqual({
        state: 'unverified',
        detail: `credentials refused by ${proxy.host} (its token endpoint answered 401)`,
      });
      expect(lines.filter((l) => l.includes('/token'))).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/Very-Wrong|tok-1|Basic /);
    });
  });
});
