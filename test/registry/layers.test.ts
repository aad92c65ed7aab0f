// The layer reader on hand-written tars: pax and GNU long names, whiteouts (plain and opaque),
// hard links, paths climbing out, and the damage a hostile layer may carry.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LayerApplier, type Limits } from '../../src/registry/layers.js';
import { TarError, TarParser, type TarEntry } from '../../src/registry/tar.js';
import { untar } from '../../src/registry/decompress.js';
import { RegistryFailure } from '../../src/registry/failure.js';
import { paxRecord, tar } from '../helpers/tar-build.js';

const LIMITS: Limits = { maxFiles: 10, maxFileBytes: 100, maxTotalBytes: 300 };
const text = (m: Map<string, Uint8Array>): Record<string, string> =>
  Object.fromEntries([...m].map(([p, c]) => [p, Buffer.from(c).toString()]));

/** Each tar fed in pieces of `step` bytes, as a stream delivers it. */
function feed(parser: TarParser, tar: Uint8Array, step = 700): void {
  for (let at = 0; at < tar.length; at += step) parser.write(tar.subarray(at, at + step));
  parser.end();
}

function fs(layers: Buffer[], dir = 'manifests/', limits = LIMITS): Record<string, string> {
  const files = new Map<string, Uint8Array>();
  for (const l of layers) {
    const applier = new LayerApplier(files, dir, limits, 'image t');
    feed(new TarParser(applier), l);
    applier.finish();
  }
  return text(files);
}

function tarEntries(tar: Uint8Array, step?: number): TarEntry[] {
  const out: TarEntry[] = [];
  feed(new TarParser({ wants: () => true, entry: (e) => out.push(e) }), tar, step);
  return out;
}

describe('tar entries', () => {
  it('reads pax paths, GNU long names and ustar entries, tolerating a missing end', () => {
    const long = `manifests/${'d'.repeat(120)}.yaml`;
    const b = tar(
      [
        { path: 'PaxHeaders/x', type: 'x', content: paxRecord('path', long) },
        { path: 'short', content: 'pax' },
        { path: '././@LongLink', type: 'L', content: `${long}2\0` },
        { path: 'trunc', content: 'gnu' },
        { path: 'manifests/a', content: 'a' },
      ],
      false,
    );
    for (const step of [1, 511, 512, 513, b.length])
      expect(tarEntries(b, step).map((e) => [e.path, Buffer.from(e.content).toString()])).toEqual([
        [long, 'pax'],
        [`${long}2`, 'gnu'],
        ['manifests/a', 'a'],
      ]);
  });

  it('keeps a file as a copy, not a view holding the whole chunk it arrived in', () => {
    const b = tar([
      { path: 'filler', content: 'f'.repeat(200_000) },
      { path: 'manifests/a', content: 'a'.repeat(5000) },
    ]);
    const [, kept] = tarEntries(b, b.length);
    expect(kept!.content.byteLength).toBe(5000);
    expect(kept!.content.buffer.byteLength).toBeLessThan(10_000);
  });

  it('refuses a bad checksum and an entry running past the end', () => {
    expect(() => tarEntries(tar([{ path: 'a', content: 'x', badChecksum: true }]))).toThrow(TarError);
    const cut = tar([{ path: 'a', content: 'x'.repeat(600) }], false).subarray(0, 800);
    expect(() => tarEntries(cut)).toThrow('runs past the end');
  });
});

describe('layers applied in order', () => {
  it('honours whiteouts, opaque directories, replacements and hard links', () => {
    const l1 = tar([
      { path: 'manifests/a', content: '1' },
      { path: 'manifests/sub/b', content: '1' },
      { path: 'manifests/c', content: '1' },
      { path: 'manifests/opq/x', content: '1' },
      { path: 'other/o', content: '1' },
    ]);
    const l2 = tar([
      { path: './manifests/.wh.a' },
      { path: 'manifests/sub', type: '2', link: '/elsewhere' },
      { path: 'manifests/opq/.wh..wh..opq' },
      { path: 'manifests/opq/y', content: '2' },
      { path: 'manifests/h', type: '1', link: 'manifests/c' },
      { path: '../../etc/passwd', content: 'no' },
    ]);
    expect(fs([l1, l2])).toEqual({ 'manifests/c': '1', 'manifests/h': '1', 'manifests/opq/y': '2' });
    const l3 = tar([{ path: '.wh.manifests' }]);
    expect(fs([l1, l2, l3])).toEqual({});
  });

  it('keeps the symlinks under the directory for a caller that follows them, whiteouts applied', () => {
    const files = new Map<string, Uint8Array>();
    const links = new Map<string, string>();
    const layers = [
      tar([
        { path: 'manifests/a', content: '1' },
        { path: 'manifests/to-a', type: '2', link: 'a' },
        { path: 'manifests/gone', type: '2', link: 'a' },
        { path: 'manifests/sub/deep', type: '2', link: '../a' },
        { path: 'manifests/replaced', type: '2', link: 'a' },
        { path: 'elsewhere', type: '2', link: 'manifests/a' },
      ]),
      tar([
        { path: 'manifests/.wh.gone' },
        { path: 'manifests/replaced', content: 'now a file' },
        { path: 'manifests/sub/.wh..wh..opq' },
        { path: 'manifests/a', type: '2', link: 'to-a' },
      ]),
    ];
    for (const l of layers) {
      const applier = new LayerApplier(files, 'manifests/', LIMITS, 'image t', undefined, links);
      feed(new TarParser(applier), l);
      applier.finish();
    }
    expect(text(files)).toEqual({ 'manifests/replaced': 'now a file' });
    expect(Object.fromEntries(links)).toEqual({ 'manifests/to-a': 'a', 'manifests/a': 'to-a' });
  });

  it('bounds file size, file count and total size', () => {
    expect(() => fs([tar([{ path: 'manifests/big', content: 'x'.repeat(101) }])])).toThrow(
      'manifests/big is larger than 100 bytes',
    );
    const many = tar(Array.from({ length: 11 }, (_, i) => ({ path: `manifests/f${i}`, content: 'x' })));
    expect(() => fs([many])).toThrow('more than 10 files');
    const heavy = tar(Array.from({ length: 4 }, (_, i) => ({ path: `manifests/f${i}`, content: 'x'.repeat(100) })));
    expect(() => fs([heavy])).toThrow('exceed 300 bytes');
    // Within bounds layer by layer, over them once the layers are applied together.
    const half = (from: number, content: string, n = 6) =>
      tar(Array.from({ length: n }, (_, i) => ({ path: `manifests/f${from + i}`, content })));
    expect(() => fs([half(0, 'x'), half(6, 'x')])).toThrow('more than 10 files');
    expect(() => fs([half(0, 'x'.repeat(35), 5), half(5, 'x'.repeat(35), 5)])).toThrow('exceed 300 bytes');
    expect(fs([half(0, 'x'.repeat(30)), half(0, 'y')])).toEqual(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`manifests/f${i}`, 'y'])),
    );
  });
});

/** The tar untar hands on, from a blob arriving in pieces of `step` bytes. */
async function untarred(blob: Uint8Array, maxBytes: number, step = 1000): Promise<string> {
  const pieces = async function* (): AsyncGenerator<Uint8Array> {
    for (let at = 0; at < blob.length; at += step) yield blob.subarray(at, at + step);
  };
  const out: Uint8Array[] = [];
  await untar(
    pieces(),
    (c) => out.push(c),
    () => {},
    maxBytes,
    'layer L',
  );
  return Buffer.concat(out).toString();
}

describe('layer decompression', () => {
  it('inflates gzip no further than its bound, and says so', async () => {
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024));
    await expect(untarred(bomb, 1024 * 1024)).rejects.toEqual(
      new RegistryFailure('unverified', 'layer L is larger than 1 MiB uncompressed'),
    );
    expect(await untarred(gzipSync(Buffer.from('abc')), 10, 1)).toBe('abc');
    expect(await untarred(Buffer.from('plain tar'), 10, 2)).toBe('plain tar');
    await expect(untarred(Buffer.from('plain tar, too long'), 10)).rejects.toThrow(
      'layer L is larger than 10 bytes uncompressed',
    );
    await expect(untarred(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]), 10)).rejects.toThrow('layer L is not valid gzip');
    await expect(untarred(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0]), 10, 1)).rejects.toThrow('zstd');
  });
});
