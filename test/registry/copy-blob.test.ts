// A base layer copied between two real registries (docker-registry on loopback) as it streams:
// one PUT when it fits a chunk, else PATCHes as the chunks fill; a source serving other bytes than
// the digest names leaves no blob in the target (the upload is never closed).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/registry/options.js';
import { target } from '../../src/registry/endpoint.js';
import { blobExists, startUpload, uploadBlob } from '../../src/registry/push-blob.js';
import { copyBlob } from '../../src/registry/copy-blob.js';
import { RegistryFailure } from '../../src/registry/failure.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';

const sha256 = (b: Uint8Array): string => `sha256:${createHash('sha256').update(b).digest('hex')}`;

describe.skipIf(!hasRegistryTools)(registryNote('a blob copied from one registry to another'), () => {
  let source: Registry;
  let dest: Registry;
  let proxy: Proxy;
  beforeAll(async () => {
    [source, dest] = [await startRegistry(), await startRegistry()];
    proxy = await startProxy(dest.host, () => undefined, { keepHost: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await source?.stop();
    await dest?.stop();
  });

  async function stored(repo: string, data: Uint8Array) {
    const client = createClient({});
    const from = target(`${source.host}/${repo}`);
    await uploadBlob(client, from, await startUpload(client, from), data as Uint8Array<ArrayBuffer>, sha256(data));
    return { client, from, d: { mediaType: 'application/octet-stream', digest: sha256(data), size: data.length } };
  }

  const requests = (repo: string, from: number) =>
    proxy.seen
      .slice(from)
      .filter((s) => s.path.includes(`/${repo}/blobs/uploads/`) && s.method !== 'POST')
      .map((s) => s.method);

  /** `data` stored in the source, then copied in chunks of 2048 through the proxy; the upload requests it made. */
  async function copied(repo: string, data: Uint8Array) {
    const { client, from, d } = await stored(repo, data);
    const to = target(`${proxy.host}/${repo}`);
    const seen = proxy.seen.length;
    await copyBlob(client, from, to, d, await startUpload(client, to), 1 << 20, 2048);
    return { client, to, d, sent: requests(repo, seen) };
  }

  it('sends a blob larger than a chunk in chunks as they fill, the digest named on the closing PUT', async () => {
    const data = randomBytes(5000);
    const { d, sent } = await copied('copy/big', data);
    expect(sent.filter((m) => m === 'PATCH').length).toBeGreaterThanOrEqual(1);
    expect(sent.at(-1)).toBe('PUT');
    const back = await fetch(`http://${dest.host}/v2/copy/big/blobs/${d.digest}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(data)).toBe(true);
  });

  it('sends a blob of one chunk in one PUT', async () => {
    const { client, to, d, sent } = await copied('copy/small', randomBytes(700));
    expect(sent).toEqual(['PUT']);
    expect(await blobExists(client, to, d.digest)).toBe(true);
  });

  it('closes no upload when the source serves other bytes than the digest names', async () => {
    const data = randomBytes(6000);
    const { client, d } = await stored('copy/lying', data);
    const liar = await startProxy(
      source.host,
      (req) =>
        req.method === 'GET' && (req.url ?? '').endsWith(`/blobs/${d.digest}`)
          ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: randomBytes(6000) }
          : undefined,
      { keepHost: true },
    );
    try {
      const to = target(`${proxy.host}/copy/lying`);
      const seen = proxy.seen.length;
      const copy = copyBlob(
        client,
        target(`${liar.host}/copy/lying`),
        to,
        d,
        await startUpload(client, to),
        1 << 20,
        2048,
      );
      await expect(copy).rejects.toThrow(RegistryFailure);
      await expect(copy).rejects.toThrow(/digest/);
      expect(requests('copy/lying', seen)).not.toContain('PUT');
      expect(await blobExists(client, to, d.digest)).toBe(false);
    } finally {
      await liar.stop();
    }
  });
});
