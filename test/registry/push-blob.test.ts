// The push operations against a real registry (docker-registry on loopback): HEAD, a chunked
// upload whose digest the registry verifies, a cross-repository mount, manifest PUT.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/registry/options.js';
import { target } from '../../src/registry/endpoint.js';
import { blobExists, mountBlob, startUpload, uploadBlob } from '../../src/registry/push-blob.js';
import { putManifest } from '../../src/registry/push-manifest.js';
import { RegistryFailure } from '../../src/registry/failure.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';

const sha256 = (b: Uint8Array): string => `sha256:${createHash('sha256').update(b).digest('hex')}`;

describe.skipIf(!hasRegistryTools)(registryNote('push operations against a loopback registry'), () => {
  let registry: Registry;
  let proxy: Proxy;
  beforeAll(async () => {
    registry = await startRegistry();
    proxy = await startProxy(registry.host, () => undefined, { keepHost: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await registry?.stop();
  });

  it('uploads in chunks (PATCH each, PUT with the digest), then finds the blob', async () => {
    const client = createClient({});
    const t = target(`${proxy.host}/push/chunks`);
    const data = randomBytes(5000);
    const digest = sha256(data);
    expect(await blobExists(client, t, digest)).toBe(false);
    await uploadBlob(client, t, await startUpload(client, t), data, digest, 1024);
    expect(await blobExists(client, t, digest)).toBe(true);
    const patches = proxy.seen.filter((s) => s.method === 'PATCH' && s.path.includes('/push/chunks/'));
    expect(patches).toHaveLength(5);
    const back = await fetch(`http://${registry.host}/v2/push/chunks/blobs/${digest}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(data)).toBe(true);
  });

  it('is refused by the registry when the content is not what the digest names', async () => {
    const client = createClient({});
    const t = target(`${registry.host}/push/wrong`);
    const data = randomBytes(100);
    const other = sha256(randomBytes(100));
    const upload = uploadBlob(client, t, await startUpload(client, t), data, other);
    await expect(upload).rejects.toThrow(RegistryFailure);
    await expect(upload).rejects.toThrow(/DIGEST_INVALID/);
    expect(await blobExists(client, t, other)).toBe(false);
  });

  it('mounts a blob from another repository of the same registry', async () => {
    const client = createClient({});
    const from = target(`${registry.host}/push/from`);
    const to = target(`${registry.host}/push/to`);
    const data = randomBytes(300);
    const digest = sha256(data);
    await uploadBlob(client, from, await startUpload(client, from), data, digest);
    expect(await mountBlob(client, to, digest, 'push/from')).toBe(true);
    expect(await blobExists(client, to, digest)).toBe(true);
    // A blob the source repository does not hold: the registry starts an upload instead.
    const absent = sha256(randomBytes(10));
    expect(await mountBlob(client, to, absent, 'push/from')).toBeInstanceOf(URL);
  });

  it('PUTs a manifest with its media type, answering its digest', async () => {
    const client = createClient({});
    const t = target(`${registry.host}/push/manifest`);
    const config = new TextEncoder().encode(
      '{"architecture":"amd64","os":"linux","rootfs":{"type":"layers","diff_ids":[]}}',
    );
    await uploadBlob(client, t, await startUpload(client, t), config, sha256(config));
    const body = new TextEncoder().encode(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha256(config), size: config.length },
        layers: [],
      }),
    );
    const digest = await putManifest(client, t, 'v1', 'application/vnd.oci.image.manifest.v1+json', body);
    expect(digest).toBe(sha256(body));
    const head = await fetch(`http://${registry.host}/v2/push/manifest/manifests/v1`, {
      method: 'HEAD',
      headers: { accept: 'application/vnd.oci.image.manifest.v1+json' },
    });
    expect(head.headers.get('docker-content-digest')).toBe(digest);
    expect(head.headers.get('content-type')).toBe('application/vnd.oci.image.manifest.v1+json');
  });

  it('asks a token service for pull,push on the target, and pull on the repository it mounts from', async () => {
    const scopes: string[][] = [];
    const gate = await startProxy(
      registry.host,
      (req, self) => {
        const url = new URL(req.url ?? '/', `http://${self.host}`);
        if (url.pathname === '/token') {
          scopes.push(url.searchParams.getAll('scope'));
          return { status: 200, body: JSON.stringify({ token: `t${scopes.length}`, expires_in: 300 }) };
        }
        if (!/^Bearer t\d+$/.test(req.headers.authorization ?? ''))
          return {
            status: 401,
            headers: { 'www-authenticate': `Bearer realm="http://${self.host}/token",service="gate"` },
          };
        return undefined;
      },
      { keepHost: true },
    );
    try {
      const client = createClient({});
      const from = target(`${gate.host}/scoped/from`);
      const to = target(`${gate.host}/scoped/to`);
      const data = randomBytes(64);
      await uploadBlob(client, from, await startUpload(client, from), data, sha256(data));
      expect(await mountBlob(client, to, sha256(data), 'scoped/from')).toBe(true);
      expect(scopes).toEqual([
        ['repository:scoped/from:pull,push'],
        ['repository:scoped/to:pull,push', 'repository:scoped/from:pull'],
      ]);
    } finally {
      await gate.stop();
    }
  });
});
