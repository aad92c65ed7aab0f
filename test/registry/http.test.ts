// The client's HTTP decisions, seen through a fetch stand-in: which scheme each registry gets,
// redirects, HEAD without a digest, digest proof and size bounds on what a registry sends.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRegistryLookup, parseDockerAuths } from '../../src/registry/index.js';
import { retryAfterMs } from '../../src/registry/send.js';
import { plainHttpAllowed } from '../../src/registry/endpoint.js';
import { gz, tar } from '../helpers/tar-build.js';

type Handler = (url: URL, init: RequestInit) => Response;

function fakeFetch(handler: Handler): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const f = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    urls.push(`${init?.method ?? 'GET'} ${url.href}`);
    return handler(url, init ?? {});
  }) as typeof fetch;
  return { fetch: f, urls };
}

const sha = (b: string | Buffer): string => `sha256:${createHash('sha256').update(b).digest('hex')}`;
const MANIFEST = JSON.stringify({
  schemaVersion: 2,
  mediaType: 'application/vnd.oci.image.manifest.v1+json',
  config: { mediaType: 'x', digest: sha('c'), size: 1 },
  layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: sha('layer'), size: 100 * 1024 * 1024 }],
});

describe('the registry client over HTTP', () => {
  it('uses HTTPS except for loopback and insecure registries; Docker Hub at its API host', async () => {
    const { fetch, urls } = fakeFetch(() => new Response(null, { status: 404 }));
    const lookup = createRegistryLookup({ fetch, insecureRegistries: ['reg.internal', 'other.internal:5000'] });
    for (const ref of [
      'registry.example.com/a/b:v1',
      'localhost:5000/x:y',
      '127.0.0.9/x:y',
      'reg.internal:8080/x:y',
      'other.internal:5000/x:y',
      'other.internal:6000/x:y',
      'busybox',
      'quay.io/op/bundle@' + sha('m'),
    ]) {
      expect((await lookup.resolve(ref)).state).toBe('missing');
    }
    expect(urls).toEqual([
      'HEAD https://registry.example.com/v2/a/b/manifests/v1',
      'HEAD http://localhost:5000/v2/x/manifests/y',
      'HEAD http://127.0.0.9/v2/x/manifests/y',
      'HEAD http://reg.internal:8080/v2/x/manifests/y',
      'HEAD http://other.internal:5000/v2/x/manifests/y',
      'HEAD https://other.internal:6000/v2/x/manifests/y',
      'HEAD https://registry-1.docker.io/v2/library/busybox/manifests/latest',
      `HEAD https://quay.io/v2/op/bundle/manifests/${sha('m')}`,
    ]);
    // opm's reference grammar has no IPv6 literal; [::1] is still loopback for a realm or a redirect.
    expect(
      ['[::1]:5000', 'localhost', '127.1.2.3:80', 'reg.internal:1', 'example.com', '128.0.0.1'].map((h) =>
        plainHttpAllowed(h, new Set(['reg.internal'])),
      ),
    ).toEqual([true, true, true, true, false, false]);
  });

  it('refuses a redirect to plain HTTP for a host that is neither loopback nor insecure', async () => {
    const { fetch } = fakeFetch((url) =>
      url.hostname === 'quay.io'
        ? new Response(null, { status: 307, headers: { location: 'http://cdn.example.com/blob?sig=SECRET' } })
        : new Response('x'),
    );
    const answer = await createRegistryLookup({ fetch }).resolve('quay.io/op/bundle:v1');
    expect(answer).toEqual({
      state: 'unverified',
      detail:
        'manifest quay.io/op/bundle:v1: https://quay.io/v2/op/bundle/manifests/v1 redirected to ' +
        'http://cdn.example.com/blob, plain HTTP (or another scheme) is only used for loopback and ' +
        'insecureRegistries',
    });
  });

  it('says a redirect to no URL is unverified, and asks the registry again for the next reference', async () => {
    const { fetch, urls } = fakeFetch((url) =>
      url.pathname.endsWith('/v1')
        ? new Response(null, { status: 302, headers: { location: 'http://[bad' } })
        : new Response(null, { status: 404 }),
    );
    const lookup = createRegistryLookup({ fetch });
    expect(await lookup.resolve('quay.io/op/bundle:v1')).toEqual({
      state: 'unverified',
      detail:
        'manifest quay.io/op/bundle:v1: https://quay.io/v2/op/bundle/manifests/v1 redirected to a location ' +
        'that is not a URL',
    });
    expect((await lookup.resolve('quay.io/op/bundle:v2')).state).toBe('missing');
    expect(urls).toHaveLength(2);
  });

  it('a request fetch will not send is unverified, and does not take the host for down', async () => {
    const urls: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      urls.push(url);
      if (url.endsWith('/v1')) throw new TypeError('Request cannot be constructed');
      return new Response(null, { status: 404 });
    }) as typeof globalThis.fetch;
    const lookup = createRegistryLookup({ fetch });
    expect(await lookup.resolve('quay.io/op/bundle:v1')).toEqual({
      state: 'unverified',
      detail: 'quay.io: the request could not be sent (Request cannot be constructed)',
    });
    expect((await lookup.resolve('quay.io/op/bundle:v2')).state).toBe('missing');
    expect(urls).toHaveLength(2);
  });

  it('falls back to GET when HEAD names no digest, and proves a digest reference against the body', async () => {
    const { fetch, urls } = fakeFetch((_url, init) =>
      init.method === 'HEAD' ? new Response(null, { status: 200 }) : new Response(MANIFEST, { status: 200 }),
    );
    const lookup = createRegistryLookup({ fetch });
    expect(await lookup.resolve('quay.io/op/bundle:v1')).toEqual({ state: 'found', digest: sha(MANIFEST) });
    expect(urls).toEqual([
      'HEAD https://quay.io/v2/op/bundle/manifests/v1',
      'GET https://quay.io/v2/op/bundle/manifests/v1',
    ]);
    const other = sha('another manifest');
    const files = await lookup.files(`quay.io/op/bundle@${other}`, 'manifests/');
    expect(files).toEqual({
      state: 'unverified',
      detail: `manifest quay.io/op/bundle@${other}: the body's digest is ${sha(MANIFEST)}, not ${other}`,
    });
  });

  it('bounds a manifest to 4 MiB and a layer by its descriptor before fetching it', async () => {
    const huge = fakeFetch(() => new Response('x'.repeat(5 * 1024 * 1024), { status: 200 }));
    expect(await createRegistryLookup({ fetch: huge.fetch }).files('quay.io/op/bundle:v1', 'manifests/')).toEqual({
      state: 'unverified',
      detail: 'manifest quay.io/op/bundle:v1 from https://quay.io/v2/op/bundle/manifests/v1 is larger than 4 MiB',
    });
    const layered = fakeFetch(() => new Response(MANIFEST, { status: 200 }));
    const answer = await createRegistryLookup({ fetch: layered.fetch }).files('quay.io/op/bundle:v1', 'manifests/');
    expect(answer).toEqual({
      state: 'unverified',
      detail: `layer ${sha('layer')} of quay.io/op/bundle is 100 MiB, more than the 64 MiB read`,
    });
    expect(layered.urls.some((u) => u.includes('/blobs/'))).toBe(false);
  });

  it('answers unverified for an invalid reference and for a non-JSON manifest, never throwing', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const lookup = createRegistryLookup({ fetch });
    expect(await lookup.resolve('Not A Ref')).toEqual({
      state: 'unverified',
      detail: 'not a valid image reference (invalid reference format: repository name must be lowercase)',
    });
    expect(await lookup.files('quay.io/op/bundle:v1', 'manifests/')).toEqual({
      state: 'unverified',
      detail: 'manifest quay.io/op/bundle:v1 is not JSON',
    });
  });

  it('trades an identity token for an access token (OAuth2 refresh_token grant)', async () => {
    const forms: URLSearchParams[] = [];
    const { fetch } = fakeFetch((url, init) => {
      if (url.host === 'auth.example.com') {
        forms.push(new URLSearchParams(String(init.body)));
        return new Response(JSON.stringify({ access_token: 'acc' }), { status: 200 });
      }
      const auth = new Headers(init.headers).get('authorization');
      if (auth !== 'Bearer acc')
        return new Response(null, {
          status: 401,
          headers: { 'www-authenticate': 'Bearer realm="https://auth.example.com/token",service="reg"' },
        });
      return new Response(null, { status: 200, headers: { 'docker-content-digest': sha('m') } });
    });
    const auths = parseDockerAuths(JSON.stringify({ auths: { 'reg.example.com': { identitytoken: 'id-tok' } } }), 'x');
    expect(await createRegistryLookup({ fetch, auths }).resolve('reg.example.com/op/b:v1')).toEqual({
      state: 'found',
      digest: sha('m'),
    });
    expect(forms.map((f) => Object.fromEntries(f))).toEqual([
      {
        grant_type: 'refresh_token',
        refresh_token: 'id-tok',
        client_id: 'fbc-bot',
        scope: 'repository:op/b:pull',
        service: 'reg',
      },
    ]);
  });

  it('refuses a token that cannot be a header value, without quoting it', async () => {
    const { fetch } = fakeFetch((url) =>
      url.host === 'auth.example.com'
        ? new Response(JSON.stringify({ token: 'tok\nen-SECRET' }), { status: 200 })
        : new Response(null, {
            status: 401,
            headers: { 'www-authenticate': 'Bearer realm="https://auth.example.com/token"' },
          }),
    );
    const answer = await createRegistryLookup({ fetch }).resolve('reg.example.com/op/b:v1');
    expect(answer).toEqual({
      state: 'unverified',
      detail:
        'reg.example.com: token endpoint https://auth.example.com/token answered a token that is not a header value',
    });
  });

  it("says a challenge whose realm is not a URL is the registry's, without quoting it", async () => {
    const { fetch } = fakeFetch(
      () => new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer realm="not a url"' } }),
    );
    expect(await createRegistryLookup({ fetch }).resolve('reg.example.com/op/b:v1')).toEqual({
      state: 'unverified',
      detail: 'reg.example.com: its token realm is not a URL',
    });
  });

  it('follows a blob redirect to another origin without the credentials', async () => {
    const layer = gz(tar([{ path: 'manifests/a.yaml', content: 'a' }]));
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'x', digest: sha('c'), size: 1 },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: sha(layer), size: layer.length }],
    });
    const seen: [string, string | null][] = [];
    const { fetch } = fakeFetch((url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      seen.push([url.host, auth]);
      if (url.host === 'cdn.example.com') return new Response(new Uint8Array(layer), { status: 200 });
      if (!auth) return new Response(null, { status: 401, headers: { 'www-authenticate': 'Basic realm="reg"' } });
      if (url.pathname.includes('/blobs/'))
        return new Response(null, { status: 307, headers: { location: 'https://cdn.example.com/layer?sig=1' } });
      return new Response(manifest, { status: 200 });
    });
    const auths = parseDockerAuths(
      JSON.stringify({ auths: { 'reg.example.com': { username: 'u', password: 'p' } } }),
      'x',
    );
    const answer = await createRegistryLookup({ fetch, auths }).files('reg.example.com/op/b:v1', 'manifests/');
    expect(answer.state === 'found' && answer.files.map((f) => [f.path, Buffer.from(f.content).toString()])).toEqual([
      ['manifests/a.yaml', 'a'],
    ]);
    expect(seen).toEqual([
      ['reg.example.com', null],
      ['reg.example.com', `Basic ${Buffer.from('u:p').toString('base64')}`],
      ['reg.example.com', `Basic ${Buffer.from('u:p').toString('base64')}`],
      ['cdn.example.com', null],
    ]);
  });

  it('falls back to the defaults for unusable options rather than stalling', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 404 }));
    const lookup = createRegistryLookup({
      fetch,
      concurrency: Number.NaN,
      timeoutMs: -1,
      retries: Number.POSITIVE_INFINITY,
    });
    expect((await lookup.resolve('quay.io/op/bundle:v1')).state).toBe('missing');
  });

  it('says why fetch refused a request, not only "fetch failed"', async () => {
    // Port 1 is on fetch's list of bad ports: refused before any connection, so no network is used.
    expect(await createRegistryLookup().resolve('127.0.0.1:1/x:y')).toEqual({
      state: 'unverified',
      detail: '127.0.0.1:1 unreachable (bad port)',
    });
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
