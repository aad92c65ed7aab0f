// Which references a change asks the registry about: what head names that base did not, once per
// bundle, plus the tags re-pinned bundles gave up.
import { describe, expect, it } from 'vitest';
import { imageChecks, referencesOf } from '../../src/images/references.js';
import { validated } from '../helpers/diff-catalogs.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const DIGEST = `sha256:${'a'.repeat(64)}`;
const related = (...images: string[]): string =>
  `relatedImages:\n${images.map((i, n) => `- name: img${n}\n  image: ${i}\n`).join('')}`;
const catalog = (bundles: { name: string; image?: string; extra?: string }[]): string =>
  pkgDoc() +
  channelDoc(
    bundles.map((b, i) => `- name: ${b.name}\n${i > 0 ? `  replaces: ${bundles[i - 1]!.name}\n` : ''}`).join(''),
  ) +
  bundles.map((b) => bundleDoc(b)).join('');
const foo = (text: string) => validated(text).model.packages.get('foo')!;

describe('image references a change adds', () => {
  it('a new bundle: its image and its related images; bundles base had are not asked again', () => {
    const base = catalog([{ name: 'foo.v0.1.0', extra: related('quay.io/x/op:1', 'quay.io/x/db:13') }]);
    const head = catalog([
      { name: 'foo.v0.1.0', extra: related('quay.io/x/op:1', 'quay.io/x/db:13') },
      { name: 'foo.v0.2.0', extra: related('quay.io/x/op:2', 'quay.io/x/db:13') },
    ]);
    const c = imageChecks(foo(base), foo(head));
    expect(c.uses.map((u) => [u.bundle, u.ref, u.related])).toEqual([
      ['foo.v0.2.0', 'quay.io/example/foo-bundle:v0.2.0', undefined],
      ['foo.v0.2.0', 'quay.io/x/op:2', 'img0'],
    ]);
    expect(c.repins).toEqual([]);
  });

  it('a bundle that lists its own image among relatedImages is one use, at `image`', () => {
    const head = catalog([
      { name: 'foo.v0.1.0', image: 'quay.io/x/b:1', extra: related('quay.io/x/b:1', 'quay.io/x/b:1') },
    ]);
    const c = imageChecks(undefined, foo(head));
    expect(c.uses).toHaveLength(1);
    expect(c.uses[0]).toMatchObject({ ref: 'quay.io/x/b:1', at: { path: ['image'] } });
  });

  it('a changed related image of a published bundle is asked; invalid references are left to image-invalid', () => {
    const base = catalog([{ name: 'foo.v0.1.0', extra: related('quay.io/x/op:1') }]);
    const head = catalog([{ name: 'foo.v0.1.0', extra: related('quay.io/x/op:1.1', 'Quay.io/BAD REF') }]);
    const c = imageChecks(foo(base), foo(head));
    expect(c.uses.map((u) => [u.ref, u.at])).toEqual([
      ['quay.io/x/op:1.1', expect.objectContaining({ path: ['relatedImages', 0, 'image'] })],
    ]);
  });

  it('a tag re-pinned to a digest: the digest is asked, and the tag, to prove the re-pin', () => {
    const base = catalog([{ name: 'foo.v0.1.0', image: 'quay.io/x/b:v1' }]);
    const head = catalog([{ name: 'foo.v0.1.0', image: `quay.io/x/b@${DIGEST}` }]);
    const c = imageChecks(foo(base), foo(head));
    expect(c.repins).toEqual([
      expect.objectContaining({
        bundle: 'foo.v0.1.0',
        tag: 'quay.io/x/b:v1',
        pinned: `quay.io/x/b@${DIGEST}`,
        digest: DIGEST,
      }),
    ]);
    expect(referencesOf([c])).toEqual([`quay.io/x/b@${DIGEST}`, 'quay.io/x/b:v1']);
  });

  it('references are asked once per run, whichever catalogs and bundles name them', () => {
    const head = catalog([
      { name: 'foo.v0.1.0', extra: related('quay.io/x/op:1') },
      { name: 'foo.v0.2.0', extra: related('quay.io/x/op:1') },
    ]);
    const c = imageChecks(undefined, foo(head));
    expect(c.uses.filter((u) => u.ref === 'quay.io/x/op:1').map((u) => u.bundle)).toEqual(['foo.v0.1.0', 'foo.v0.2.0']);
    expect(referencesOf([c, c])).toEqual([
      'quay.io/example/foo-bundle:v0.1.0',
      'quay.io/x/op:1',
      'quay.io/example/foo-bundle:v0.2.0',
    ]);
  });
});
