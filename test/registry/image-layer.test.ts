// The catalog layer's bytes: a tar that depends on the files alone, gzipped by our own encoder.
// The pinned digests are the machine-independence check: they were computed once, and any machine,
// Node build or zlib must give them again (node:zlib is used only to read what we wrote).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { skipNote } from '../helpers/shared.js';
import { crc32, gzipStable, gzipStableAsync, gzipStableSliced, tableCrc32 } from '../../src/registry/image-gzip.js';
import { layerTar } from '../../src/registry/image-tar.js';
import { deflateInWorker } from '../../src/registry/deflate-worker.js';
import { TarParser, type TarEntry } from '../../src/registry/tar.js';

const enc = new TextEncoder();
const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
const FILES = [
  { path: 'foo/catalog.yaml', data: enc.encode('---\nschema: olm.package\nname: foo\n'.repeat(50)) },
  {
    path: 'bar/catalog.json',
    data: enc.encode(JSON.stringify({ schema: 'olm.bundle', name: 'bar.v1.0.0', x: 'y'.repeat(400) })),
  },
  { path: `${'a/'.repeat(60)}deep.yaml`, data: enc.encode('deep\n') },
];

function entries(tar: Uint8Array): TarEntry[] {
  const out: TarEntry[] = [];
  const parser = new TarParser({ wants: () => true, entry: (e) => void out.push(e) });
  parser.write(tar);
  parser.end();
  return out;
}

describe('the catalog layer', () => {
  it('has pinned digests: the same bytes on every machine and every day', () => {
    const tar = layerTar('configs', FILES);
    expect(sha256(tar)).toBe('3c5cafaf608ddcaeb432e52ae6d577f542b25b9978ea2fd5efb402167b3c0a36');
    expect(sha256(gzipStable(tar))).toBe('0ee50f9cdee1b0c683a2231bbcc96546c172d0bb24e87fc4a37b9e71292db0f7');
  });

  it('lists directories first, in byte order, owned by 0:0 at a fixed time, long paths by pax', () => {
    const tar = layerTar('configs', [...FILES].reverse());
    const list = entries(tar);
    expect(list.map((e) => e.path).filter((p) => !p.startsWith('configs/a/'))).toEqual([
      'configs/',
      'configs/bar/',
      'configs/bar/catalog.json',
      'configs/foo/',
      'configs/foo/catalog.yaml',
    ]);
    expect(list.find((e) => e.path.endsWith('deep.yaml'))?.path).toBe(`configs/${'a/'.repeat(60)}deep.yaml`);
    // uid, gid (108, 116) and mtime (136) of the first header.
    const field = (at: number, n: number): string => Buffer.from(tar.subarray(at, at + n)).toString('latin1');
    expect([field(108, 7), field(116, 7), field(136, 11), field(100, 7)]).toEqual([
      '0000000',
      '0000000',
      '07033241600', // 2000-01-01T00:00:00Z
      '0000755',
    ]);
  });

  it('inflates back to the tar with any gzip reader (the gzip header has no name, no time, OS unknown)', () => {
    const tar = layerTar('configs', FILES);
    const gz = gzipStable(tar);
    expect([...gz.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
    expect(Buffer.from(gunzipSync(gz)).equals(Buffer.from(tar))).toBe(true);
  });

  it('encodes any bytes losslessly: empty, runs, random, long matches and distances', () => {
    const r = randomBytes(40_000);
    const cases = [
      new Uint8Array(0),
      enc.encode('a'),
      enc.encode('abc'.repeat(30_000)),
      randomBytes(70_000),
      Buffer.concat([r, Buffer.alloc(1000), r.subarray(0, 30_000), r]),
    ];
    for (const c of cases) expect(Buffer.from(gunzipSync(gzipStable(c))).equals(Buffer.from(c))).toBe(true);
  });

  it('gives the same bytes compressed a slice at a time, letting the event loop turn between slices', async () => {
    const r = randomBytes(100_000);
    const yaml = enc.encode('---\nschema: olm.bundle\nname: foo.v1.0.0\nimage: quay.io/x/y@sha256:0\n'.repeat(20_000));
    // Matches and the window run across the slices' edges: the repeats start before one and end after it.
    const mixed = Buffer.concat([r, yaml, r, Buffer.alloc(300_000, 7), r]);
    for (const data of [new Uint8Array(0), enc.encode('a'), yaml, mixed]) {
      let pauses = 0;
      const sliced = await gzipStableSliced(data, async () => {
        pauses++;
        await Promise.resolve();
      });
      expect(Buffer.from(sliced).equals(Buffer.from(gzipStable(data)))).toBe(true);
      expect(pauses > 0).toBe(data.length > 256 * 1024);
    }
  });

  it('gives the same bytes compressed on a worker thread, or here when no worker can be had', async () => {
    const r = randomBytes(50_000);
    const data = Buffer.concat([r, enc.encode('schema: olm.channel\n'.repeat(30_000)), r]);
    const expected = Buffer.from(gzipStable(data));
    let asked = 0;
    const inWorker = async (d: Uint8Array): Promise<Uint8Array> => {
      asked++;
      return deflateInWorker(d);
    };
    expect(Buffer.from(await gzipStableAsync(data, inWorker)).equals(expected)).toBe(true);
    const refused = async (): Promise<Uint8Array> => {
      asked++;
      throw new Error('ERR_WORKER_INIT_FAILED');
    };
    expect(Buffer.from(await gzipStableAsync(data, refused)).equals(expected)).toBe(true);
    expect(asked).toBe(2);
    expect(
      Buffer.from(await gzipStableAsync(new Uint8Array(0))).equals(Buffer.from(gzipStable(new Uint8Array(0)))),
    ).toBe(true);
  });

  it('abandons the compression when its signal is aborted, on the worker or here, with no fallback', async () => {
    const data = Buffer.alloc(4 * 1024 * 1024, 'catalog: yaml\n');
    const stop = new AbortController();
    const reason = new Error('the publish run ended');
    const pending = deflateInWorker(data, stop.signal);
    stop.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(deflateInWorker(data, stop.signal)).rejects.toBe(reason);
    let asked = 0;
    const refusing = async (): Promise<Uint8Array> => {
      asked++;
      throw reason;
    };
    // Aborted: neither the worker's failure nor the slices on this thread give a stream.
    await expect(gzipStableAsync(data, refusing, stop.signal)).rejects.toBe(reason);
    expect(asked).toBe(1);
    const slicing = new AbortController();
    const sliced = gzipStableSliced(data, async () => slicing.abort(reason), slicing.signal);
    await expect(sliced).rejects.toBe(reason);
  });

  it('computes the gzip trailer CRC-32 as zlib does', () => {
    expect(crc32(enc.encode('123456789'))).toBe(0xcbf43926);
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) >>> 3);
    expect(crc32(big)).toBe(tableCrc32(big));
    expect(crc32(new Uint8Array(0))).toBe(tableCrc32(new Uint8Array(0)));
  });

  const corpus = join(import.meta.dirname, '../../../shared/corpus/head/catalogs/v4.21/');
  it.skipIf(!statSync(corpus, { throwIfNoEntry: false }))(
    skipNote('round-trips a real catalog, compressing it', 'corpus/head/catalogs/v4.21'),
    () => {
      const files: { path: string; data: Uint8Array }[] = [];
      for (const pkg of readdirSync(corpus).sort().slice(0, 40))
        for (const name of readdirSync(join(corpus, pkg)))
          files.push({ path: `${pkg}/${name}`, data: readFileSync(join(corpus, pkg, name)) });
      const tar = layerTar('configs', files);
      const gz = gzipStable(tar);
      expect(Buffer.from(gunzipSync(gz)).equals(Buffer.from(tar))).toBe(true);
      expect(gz.length).toBeLessThan(tar.length / 3);
    },
  );
});
