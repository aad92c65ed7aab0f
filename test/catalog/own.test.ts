import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { own, ownValue } from '../../src/catalog/own.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('own: what a catalog keeps holds no file text', () => {
  it('returns equal strings, short, shared, long and past its bound', () => {
    const text = 'name: etcd.v0.9.4\n'.repeat(10) + 'x'.repeat(5000);
    expect(own(text.slice(6, 17))).toBe('etcd.v0.9.4');
    expect(own(text.slice(0, 17))).toBe('name: etcd.v0.9.4');
    expect(own(text.slice(0, 300))).toBe(text.slice(0, 300));
    expect(own(text)).toBe(text);
    for (let i = 0; i < 70_000; i++)
      expect(own(`quay.io/org/op-${i}@sha256:${'a'.repeat(64)}`)).toBe(`quay.io/org/op-${i}@sha256:${'a'.repeat(64)}`);
    expect(ownValue({ a: [text.slice(0, 20), 1, null, { b: text.slice(20, 40) }] })).toEqual({
      a: [text.slice(0, 20), 1, null, { b: text.slice(20, 40) }],
    });
  });

  it('lets a 64 MB text go once only strings taken from it with own() remain', () => {
    // The text is made and cut in a function of its own: a live local would keep it.
    const cut = (keep: (s: string) => string): string[] => {
      const text = Array.from(
        { length: 1 << 20 },
        (_, i) => `  name: pkg-${i % 5000}.v1.${i}\n  image: q.io/o/p@sha256:${i}\n`,
      )
        .join('')
        .padEnd(64 << 20, 'x');
      const kept: string[] = [];
      for (let at = 0; at < text.length; at += 40_000)
        for (const n of [20, 300, 5000]) kept.push(keep(text.slice(at, at + n)));
      return kept;
    };
    const grows = (keep: (s: string) => string): number => {
      const before = (gc(), process.memoryUsage().heapUsed);
      const kept = cut(keep);
      gc();
      expect(kept).toHaveLength(3 * Math.ceil((64 << 20) / 40_000));
      return process.memoryUsage().heapUsed - before;
    };
    // The test can fail: raw slices keep the whole text.
    expect(grows((s) => s)).toBeGreaterThan(64 << 20);
    expect(grows(own)).toBeLessThan(16 << 20);
  });
});
