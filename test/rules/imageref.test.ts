import { describe, expect, it } from 'vitest';
import { imageRefError, parseImageRef } from '../../src/rules/imageref.js';

const sha = 'a'.repeat(64);
const CASES: [string, string | undefined][] = [
  [`quay.io/org/op@sha256:${sha}`, undefined],
  ['busybox', undefined],
  ['registry:5000/a/b:v1.2.3', undefined],
  ['Quay.io/Org/op:v1', 'invalid reference format: repository name must be lowercase'],
  [`quay.io/org/op@sha256:${'a'.repeat(63)}`, 'invalid checksum digest length'],
  [`quay.io/org/op@md5:${sha}`, 'unsupported digest algorithm'],
  [sha, `invalid repository name (${sha}), cannot specify 64-byte hexadecimal strings`],
  ['quay.io/org/op:', 'invalid reference format'],
];

describe('image references, parsed once per distinct text', () => {
  it('gives the same verdict the second time, and for equal text from another string', () => {
    for (let round = 0; round < 2; round++) {
      for (const [ref, err] of CASES) expect(imageRefError([...ref].join(''))).toBe(err);
    }
  });

  it('stays right past its bound (a catalog of 10,000 distinct references)', () => {
    for (let i = 0; i < 10_000; i++) {
      expect(imageRefError(`quay.io/org/op${i}:v${i}`)).toBeUndefined();
      expect(imageRefError(`quay.io/org/OP${i}:v${i}`)).toBe(
        'invalid reference format: repository name must be lowercase',
      );
      expect(parseImageRef(`quay.io/org/op${i}:v${i}`)?.tag).toBe(`v${i}`);
    }
    for (const [ref, err] of CASES) expect(imageRefError(ref)).toBe(err);
    expect(parseImageRef('busybox')).toEqual({ domain: 'docker.io', name: 'docker.io/library/busybox' });
  });
});
