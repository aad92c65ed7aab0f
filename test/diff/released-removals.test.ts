// Head against the released index: what users already have and a merge would remove, an error
// except in pre-release channels, introduced only when base still had it.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildModel } from '../../src/rules/link-model.js';
import { releasedRemovals, releasedUnverified } from '../../src/diff/released-removals.js';
import { releasedFor } from '../../src/config/released-settings.js';
import { parseConfig } from '../../src/config/config.js';
import type { Model } from '../../src/model/catalog-model.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const model = (text: string): Model =>
  buildModel(loadCatalog([{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }]).cfg, []);

const bundles = bundleDoc({ name: 'foo.v0.1.0' }) + bundleDoc({ name: 'foo.v0.2.0' });
const both = '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n';
const RELEASED = model(pkgDoc() + channelDoc(both) + channelDoc(both, 'candidate') + bundles);
const INDEX = 'quay.io/org/index:v4.16';
const candidate = (c: string): boolean => c.startsWith('candidate');
const shape = (fs: ReturnType<typeof releasedRemovals>): unknown[] =>
  fs.map((f) => [f.severity, f.introduced, f.package, f.channel ?? null, f.bundle ?? null]);

describe('released-content-removed', () => {
  it('is silent when head keeps everything the index has, and adds nothing for what head adds', () => {
    const head = model(
      pkgDoc() + channelDoc(both) + channelDoc(both, 'candidate') + channelDoc(both, 'fast') + bundles,
    );
    expect(releasedRemovals('cat', { index: INDEX, model: RELEASED }, RELEASED, head, candidate, {})).toEqual([]);
  });

  it('reports an entry, a channel and a package gone, a warning in pre-release channels', () => {
    const dropped = model(pkgDoc() + channelDoc('- name: foo.v0.2.0\n') + bundleDoc({ name: 'foo.v0.2.0' }));
    const fs = releasedRemovals('cat', { index: INDEX, model: RELEASED }, RELEASED, dropped, candidate, {});
    expect(shape(fs)).toEqual([
      ['error', true, 'foo', 'stable', 'foo.v0.1.0'],
      ['warning', true, 'foo', 'candidate', null],
    ]);
    expect(fs[0]!.message).toBe(
      `foo.v0.1.0 is in channel "stable" of the released index ${INDEX} and not in head's "stable", and the ` +
        'bundle is gone from the package: installs of it lose their upgrade path; keep the entry',
    );
    expect(fs[0]).toMatchObject({ catalog: 'cat', file: 'cat/foo/catalog.yaml', line: 9 });
    const gone = releasedRemovals('cat', { index: INDEX, model: RELEASED }, RELEASED, model(''), candidate, {});
    expect(shape(gone)).toEqual([['error', true, 'foo', null, null]]);
    expect(gone[0]!.message).toContain('(channels "stable", "candidate")');
  });

  it('counts as introduced only what base still had, and honours the severity overrides', () => {
    const lacking = model(pkgDoc() + channelDoc('- name: foo.v0.2.0\n') + bundles);
    const head = lacking;
    const fs = releasedRemovals('cat', { index: INDEX, model: RELEASED }, lacking, head, () => false, {});
    expect(shape(fs)).toEqual([
      ['error', false, 'foo', 'stable', 'foo.v0.1.0'],
      ['error', false, 'foo', 'candidate', null],
    ]);
    const off = releasedRemovals('cat', { index: INDEX, model: RELEASED }, RELEASED, head, () => false, {
      'released-content-removed': 'off',
    });
    expect(off).toEqual([]);
  });

  it('is a notice, never an error, when the index could not be read', () => {
    expect(releasedUnverified('cat', INDEX, 'no such image', {})).toEqual([
      {
        rule: 'released-index-unverified',
        severity: 'warning',
        catalog: 'cat',
        message:
          `the released index ${INDEX} was not read, so what this change removes from it is unchecked: ` +
          'no such image',
      },
    ]);
  });
});

describe('the released setting', () => {
  const config = parseConfig(
    'released:\n' +
      '  - catalogs: ["catalogs/*"]\n    index: "image:quay.io/org/index:{catalog}"\n    preRelease: ["candidate*"]\n' +
      '  - catalogs: ["catalogs/v4.12"]\n    index: "quay.io/org/old-index:v4.12"\n',
  );

  it('names the index per catalog, the last matching entry winning', () => {
    const v416 = releasedFor(config.released, 'catalogs/v4.16')!;
    expect(v416.index).toBe('quay.io/org/index:v4.16');
    expect([v416.preRelease('candidate-v1'), v416.preRelease('stable')]).toEqual([true, false]);
    expect(releasedFor(config.released, 'catalogs/v4.12')!.index).toBe('quay.io/org/old-index:v4.12');
    expect(releasedFor(config.released, 'other/v4.16')).toBeUndefined();
  });

  it('refuses a pattern that does not compile and an index that is no pull spec', () => {
    expect(() => parseConfig('released:\n  - catalogs: ["["]\n    index: q.io/i:v1\n')).toThrow(
      '.github/fbc-bot.yaml:2: "[" is not a valid pattern',
    );
    expect(() => parseConfig('released:\n  - catalogs: [c]\n    index: q.io/i:v1\n    preRelease: ["a/b"]\n')).toThrow(
      'is not a channel name pattern',
    );
    expect(() => parseConfig('released:\n  - catalogs: [c]\n    index: "q.io/i v1"\n')).toThrow(
      'is not an image pull spec',
    );
    expect(() => parseConfig('released:\n  - catalogs: [c]\n')).toThrow("must have required property 'index'");
  });
});
