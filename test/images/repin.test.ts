// A published bundle re-pinned from a tag to a digest: the registry proves it (the tag resolves
// to that digest) or refutes it (bundle-image-changed); without an answer it stays info.
import { describe, expect, it } from 'vitest';
import { settleRepins } from '../../src/diff/bundle-changes.js';
import { imageFindings } from '../../src/images/image-findings.js';
import type { Overrides } from '../../src/model/draft.js';
import type { ImageAnswer } from '../../src/images/image-lookup.js';
import { imageChecks } from '../../src/images/references.js';
import { diffCatalogs, validated } from '../helpers/diff-catalogs.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const PINNED = `sha256:${'c'.repeat(64)}`;
const OTHER = `sha256:${'d'.repeat(64)}`;
const cat = (image: string): string =>
  pkgDoc() + channelDoc('- name: foo.v0.1.0\n') + bundleDoc({ name: 'foo.v0.1.0', image });
const BASE = cat('quay.io/x/b:v1');
const HEAD = cat(`quay.io/x/b@${PINNED}`);

function settle(tag: ImageAnswer, overrides: Overrides = {}) {
  const diff = diffCatalogs(BASE, HEAD, overrides);
  const checks = [
    {
      catalog: 'cat',
      ...imageChecks(validated(BASE).model.packages.get('foo')!, validated(HEAD).model.packages.get('foo')!),
    },
  ];
  const answers = new Map<string, ImageAnswer>([
    ['quay.io/x/b:v1', tag],
    [`quay.io/x/b@${PINNED}`, { state: 'found', digest: PINNED }],
  ]);
  return [
    ...settleRepins(diff.findings, checks, answers, { severity: overrides }),
    ...imageFindings(checks, answers, { overrides: { severity: overrides } }),
  ].filter((f) => f.rule.startsWith('bundle-image') || f.rule.startsWith('image-'));
}

describe('re-pin tag → digest', () => {
  it('without an answer the diff reports bundle-image-pinned as info', () => {
    expect(
      diffCatalogs(BASE, HEAD)
        .findings.filter((f) => f.rule === 'bundle-image-pinned')
        .map((f) => f.severity),
    ).toEqual(['info']);
  });

  it('proven: the tag resolves to the pinned digest, and the message says so', () => {
    const fs = settle({ state: 'found', digest: PINNED });
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([['bundle-image-pinned', 'info']]);
    expect(fs[0]!.message).toBe(
      `published bundle foo.v0.1.0 is re-pinned from quay.io/x/b:v1 to quay.io/x/b@${PINNED}: the registry ` +
        `resolves quay.io/x/b:v1 to that digest, so it is the same bundle`,
    );
  });

  it('refuted: the tag resolves to another digest', () => {
    const fs = settle({ state: 'found', digest: OTHER });
    expect(fs.map((f) => [f.rule, f.severity, f.introduced])).toEqual([['bundle-image-changed', 'error', true]]);
    expect(fs[0]!.message).toContain(
      `but the registry resolves quay.io/x/b:v1 to ${OTHER}, not to that digest: bundles are immutable`,
    );
  });

  it('refuted: the tag no longer exists, so nothing proves the re-pin', () => {
    const fs = settle({ state: 'missing', detail: 'manifest unknown' });
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([['bundle-image-changed', 'error']]);
    expect(fs[0]!.message).toContain('quay.io/x/b:v1 no longer exists in the registry (manifest unknown)');
  });

  it('refuted under a configured severity for bundle-image-changed', () => {
    expect(
      settle({ state: 'found', digest: OTHER }, { 'bundle-image-changed': 'warning' }).map((f) => f.severity),
    ).toEqual(['warning']);
    expect(settle({ state: 'found', digest: OTHER }, { 'bundle-image-changed': 'off' })).toEqual([]);
  });

  it('unverified: stays info, and the tag is named among the images left unchecked', () => {
    const fs = settle({ state: 'unverified', detail: 'timed out after 30 s' });
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([
      ['bundle-image-pinned', 'info'],
      ['image-not-verified', 'warning'],
    ]);
    expect(fs[1]!.message).toContain('timed out after 30 s; 1 image reference left unchecked: quay.io/x/b:v1');
  });
});

describe('digest → tag of the same repository (the pin given up)', () => {
  const GIVEN_UP = cat(`quay.io/x/b@${PINNED}`);
  const TAGGED = cat('quay.io/x/b:v1');
  function settleUnpin(tag: ImageAnswer, overrides: Overrides = {}) {
    const diff = diffCatalogs(GIVEN_UP, TAGGED, overrides);
    const checks = [
      {
        catalog: 'cat',
        ...imageChecks(validated(GIVEN_UP).model.packages.get('foo')!, validated(TAGGED).model.packages.get('foo')!),
      },
    ];
    const answers = new Map<string, ImageAnswer>([['quay.io/x/b:v1', tag]]);
    return [
      ...settleRepins(diff.findings, checks, answers, { severity: overrides }),
      ...imageFindings(checks, answers, { overrides: { severity: overrides } }),
    ].filter((f) => f.rule.startsWith('bundle-image') || f.rule.startsWith('image-'));
  }

  it('offline: a warning, not an error', () => {
    expect(
      diffCatalogs(GIVEN_UP, TAGGED)
        .findings.filter((f) => f.rule.startsWith('bundle-image'))
        .map((f) => [f.rule, f.severity]),
    ).toEqual([['bundle-image-unpinned', 'warning']]);
  });

  it('the tag resolves to the digest given up: still a warning, saying so', () => {
    const fs = settleUnpin({ state: 'found', digest: PINNED });
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([['bundle-image-unpinned', 'warning']]);
    expect(fs[0]!.message).toContain('the registry resolves the tag to that digest today, but the tag can be moved');
  });

  it('the tag resolves to another digest: bundle-image-changed (error, or as configured)', () => {
    const fs = settleUnpin({ state: 'found', digest: OTHER });
    expect(fs.map((f) => [f.rule, f.severity])).toEqual([['bundle-image-changed', 'error']]);
    expect(fs[0]!.message).toContain(`the registry resolves quay.io/x/b:v1 to ${OTHER}, not to that digest`);
    expect(settleUnpin({ state: 'found', digest: OTHER }, { 'bundle-image-changed': 'off' })).toEqual([]);
  });

  it('no such tag: image-not-found says so; unverified: the warning stays', () => {
    expect(settleUnpin({ state: 'missing', detail: 'manifest unknown' }).map((f) => [f.rule, f.severity])).toEqual([
      ['bundle-image-unpinned', 'warning'],
      ['image-not-found', 'error'],
    ]);
    expect(
      settleUnpin({ state: 'unverified', detail: 'timed out after 30 s' }).map((f) => [f.rule, f.severity]),
    ).toEqual([
      ['bundle-image-unpinned', 'warning'],
      ['image-not-verified', 'warning'],
    ]);
  });
});
