// A catalog image's layers hold tens of thousands of files under the configs directory (and may
// stack a new catalog over an old one): applying them must cost time in proportion to their
// entries. Each entry used to scan every file kept so far (what lies below it, in case it was a
// directory), so two layers of 12,000 files took ten seconds, of 40,000 three minutes: a hang for
// `image:` sources and the released-index baseline.
import { describe, expect, it } from 'vitest';
import { LayerApplier } from '../../src/registry/layers.js';
import { TarParser } from '../../src/registry/tar.js';
import { tar } from '../helpers/tar-build.js';

const N = 12_000;
const LIMITS = { maxFiles: 50_000, maxFileBytes: 1024, maxTotalBytes: 1 << 30 };
const files = (content: string, n = N) =>
  tar(Array.from({ length: n }, (_, i) => ({ path: `configs/p${i % 200}/f${i}.json`, content })));

function applyLayers(layers: readonly Uint8Array[]): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  for (const layer of layers) {
    const applier = new LayerApplier(kept, 'configs/', LIMITS, 'image t');
    const parser = new TarParser(applier);
    parser.write(layer);
    parser.end();
    applier.finish();
  }
  return kept;
}

describe('a catalog of many files, layer over layer', () => {
  it('is applied in time proportional to its entries', () => {
    const [old, renewed] = [files('1'), files('2')];
    const started = Date.now();
    const kept = applyLayers([old, renewed, tar([{ path: 'configs/p7/.wh.f7.json' }])]);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(kept.size).toBe(N - 1);
    expect(Buffer.from(kept.get('configs/p0/f0.json')!).toString()).toBe('2');
    const small = files('1', 1000);
    const cleared = applyLayers([
      small,
      tar([{ path: 'configs/.wh..wh..opq' }, { path: 'configs/p1/f1.json', content: 'x' }]),
    ]);
    expect([...cleared.keys()]).toEqual(['configs/p1/f1.json']);
    const replaced = applyLayers([small, tar([{ path: 'configs/p2', content: 'a file where a directory was' }])]);
    expect(replaced.size).toBe(1000 - 5 + 1);
  });
});
