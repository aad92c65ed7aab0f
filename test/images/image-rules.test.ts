// image-not-found and image-not-verified over the registry's answers (a table, no registry).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { EMPTY_CONFIG, parseConfig } from '../../src/config/config.js';
import { diffWithImages } from '../../src/pipeline/diff-images.js';
import { IMAGE_LIMIT } from '../../src/pipeline/image-answers.js';
import { runValidateImages } from '../../src/pipeline/validate-images.js';
import { imageFindings } from '../../src/images/image-findings.js';
import type { ImageAnswer } from '../../src/images/image-lookup.js';
import { imageChecks } from '../../src/images/references.js';
import { validated } from '../helpers/diff-catalogs.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { fakeLookup } from './fake-lookup.js';

const D = `sha256:${'b'.repeat(64)}`;
const found: ImageAnswer = { state: 'found', digest: D };
const missing: ImageAnswer = { state: 'missing', detail: 'manifest unknown' };
const down: ImageAnswer = { state: 'unverified', detail: 'connect ECONNREFUSED 127.0.0.1:1' };

const related = (...images: string[]): string =>
  `relatedImages:\n${images.map((i, n) => `- name: img${n}\n  image: ${i}\n`).join('')}`;
const head = (n: number, extra = (i: number) => related(`quay.io/x/op:${i}`)): string =>
  pkgDoc() +
  channelDoc(Array.from({ length: n }, (_, i) => `- name: foo.v0.${i}.0\n`).join('')) +
  Array.from({ length: n }, (_, i) => bundleDoc({ name: `foo.v0.${i}.0`, extra: extra(i) })).join('');
const checksOf = (text: string) => [
  { catalog: 'cat', ...imageChecks(undefined, validated(text).model.packages.get('foo')!) },
];
const table = (t: Record<string, ImageAnswer>, rest: ImageAnswer = found) => ({ get: (ref: string) => t[ref] ?? rest });

describe('image-not-found', () => {
  it('a missing bundle image and a missing related image, each at its own line, introduced', () => {
    const fs = imageFindings(
      checksOf(head(1)),
      table({ 'quay.io/example/foo-bundle:v0.0.0': missing, 'quay.io/x/op:0': missing }),
    );
    expect(fs.map((f) => [f.rule, f.severity, f.bundle, f.file, f.line, f.introduced])).toEqual([
      ['image-not-found', 'error', 'foo.v0.0.0', 'cat/foo/catalog.yaml', 15, true],
      ['image-not-found', 'error', 'foo.v0.0.0', 'cat/foo/catalog.yaml', 23, true],
    ]);
    expect(fs[0]!.message).toBe(
      'bundle image quay.io/example/foo-bundle:v0.0.0 does not exist in its registry (manifest unknown): ' +
        'the bundle cannot be installed from this catalog; push the image or correct the reference',
    );
    expect(fs[1]!.message).toContain('related image quay.io/x/op:0 (img0) does not exist');
  });

  it('found images give nothing; a severity override applies', () => {
    expect(imageFindings(checksOf(head(2)), table({}))).toEqual([]);
    const fs = imageFindings(checksOf(head(1)), table({ 'quay.io/x/op:0': missing }), {
      overrides: { severity: { 'image-not-found': 'warning' } },
    });
    expect(fs.map((f) => f.severity)).toEqual(['warning']);
  });
});

describe('image-not-verified', () => {
  it('one warning per registry, naming the references left unchecked', () => {
    const fs = imageFindings(checksOf(head(7)), table({}, down));
    expect(fs.map((f) => [f.rule, f.severity, f.package, f.bundle, f.line])).toEqual([
      ['image-not-verified', 'warning', 'foo', undefined, 21],
    ]);
    expect(fs[0]!.message).toBe(
      'registry quay.io could not be checked: connect ECONNREFUSED 127.0.0.1:1; 14 image references left ' +
        'unchecked: quay.io/example/foo-bundle:v0.0.0, quay.io/x/op:0, quay.io/example/foo-bundle:v0.1.0, ' +
        'quay.io/x/op:1, quay.io/example/foo-bundle:v0.2.0 and 9 more',
    );
  });

  it("registries are told apart; one bundle's references name the bundle", () => {
    const fs = imageFindings(
      checksOf(head(1, () => related('registry.example.com:5000/op:1'))),
      table({ 'registry.example.com:5000/op:1': { state: 'unverified', detail: 'credentials refused (401)' } }, down),
    );
    expect(fs.map((f) => [f.bundle, f.message.split(':')[0]])).toEqual([
      ['foo.v0.0.0', 'registry quay.io could not be checked'],
      ['foo.v0.0.0', 'registry registry.example.com'],
    ]);
    expect(fs[1]!.message).toContain(
      'credentials refused (401); 1 image reference left unchecked: registry.example.com:5000/op:1',
    );
  });

  it('an error when the repository requires verified images (overrides still win)', () => {
    expect(imageFindings(checksOf(head(1)), table({}, down), { requireVerified: true }).map((f) => f.severity)).toEqual(
      ['error'],
    );
    expect(imageFindings(checksOf(head(1)), table({}, down), { requireVerified: true }).map((f) => f.message)).toEqual([
      expect.stringContaining('requires every new image to be verified'),
    ]);
    expect(
      imageFindings(checksOf(head(1)), table({}, down), {
        requireVerified: true,
        overrides: { severity: { 'image-not-verified': 'info' } },
      }).map((f) => f.severity),
    ).toEqual(['info']);
  });
});

describe('the image step of diff and validate', () => {
  const listing = (text: string): CatalogListing => {
    const data = new TextEncoder().encode(text);
    const id = gitBlobId(data);
    return { files: [{ path: 'foo/catalog.yaml', id }], read: (ids) => new Map(ids.map((i) => [i, data])) };
  };

  it('diff asks only what the change adds, once each; requireImagesVerified makes the unchecked an error', async () => {
    const lookup = fakeLookup({ 'quay.io/x/op:1': down, 'quay.io/example/foo-bundle:v0.1.0': down });
    const config = parseConfig('policy:\n  requireImagesVerified: true\n');
    const r = await diffWithImages(
      [
        {
          catalog: 'cat',
          base: listing(head(1)),
          head: listing(head(2, () => related('quay.io/x/op:1', 'quay.io/x/op:0'))),
        },
      ],
      { config },
      () => lookup,
    );
    expect(lookup.asked.sort()).toEqual(['quay.io/example/foo-bundle:v0.1.0', 'quay.io/x/op:1']);
    expect(
      r.findings.filter((f) => f.rule.startsWith('image-')).map((f) => [f.rule, f.severity, f.introduced]),
    ).toEqual([['image-not-verified', 'error', true]]);
  });

  it(`diff asks at most ${IMAGE_LIMIT} references per run too: the rest are named unchecked`, async () => {
    const many = (i: number) =>
      i === 1 ? related(...Array.from({ length: IMAGE_LIMIT + 1 }, (_, n) => `quay.io/x/op:${n}`)) : '';
    const lookup = fakeLookup({});
    const r = await diffWithImages(
      [{ catalog: 'cat', base: listing(head(1, () => '')), head: listing(head(2, many)) }],
      { config: EMPTY_CONFIG },
      () => lookup,
    );
    expect(lookup.asked).toHaveLength(IMAGE_LIMIT);
    const fs = r.findings.filter((f) => f.rule.startsWith('image-'));
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([['image-not-verified', 'warning']]);
    expect(fs[0]!.message).toContain(`at most ${IMAGE_LIMIT} distinct references per run`);
    expect(fs[0]!.message).toContain('2 image references left unchecked: quay.io/x/op:999, quay.io/x/op:1000');
  });

  it('diff without registry access asks nothing', async () => {
    const r = await diffWithImages(
      [{ catalog: 'cat', base: listing(head(1)), head: listing(head(2)) }],
      { config: EMPTY_CONFIG },
      undefined,
    );
    expect(r.findings.some((f) => f.rule.startsWith('image-'))).toBe(false);
  });

  it(`validate asks every reference, at most ${IMAGE_LIMIT} per run: the rest are named unchecked`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-images-'));
    mkdirSync(join(dir, 'foo'));
    writeFileSync(
      join(dir, 'foo', 'catalog.yaml'),
      head(1, () => related(...Array.from({ length: IMAGE_LIMIT + 1 }, (_, i) => `quay.io/x/op:${i}`))),
    );
    const lookup = fakeLookup({ 'quay.io/x/op:7': missing });
    const r = await runValidateImages({ source: dir }, () => lookup);
    expect(lookup.asked).toHaveLength(IMAGE_LIMIT);
    expect(r.findings.map((f) => [f.rule, f.severity, f.introduced])).toEqual([
      ['image-not-found', 'error', undefined],
      ['image-not-verified', 'warning', undefined],
    ]);
    expect(r.findings[1]!.message).toContain(`2 image references left unchecked: quay.io/x/op:999, quay.io/x/op:1000`);
    expect(r.findings[1]!.message).toContain(`at most ${IMAGE_LIMIT} distinct references per run`);
  });
});
