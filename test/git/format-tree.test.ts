// Base's bundle-format package directories read from a git tree: every package's manifest names,
// from the repository root or a subdirectory, and only files in <version>/manifests/.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatManifestNames } from '../../src/git/format-tree.js';
import { commit, newRepo } from '../helpers/git.js';

const repo = newRepo();
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const sha = commit(repo, 'packages', {
  'operators/foo/0.1.0/manifests/foo.csv.yaml': 'a\n',
  'operators/foo/0.1.0/manifests/crd.yaml': 'b\n',
  'operators/foo/0.1.0/metadata/annotations.yaml': 'c\n',
  'operators/foo/0.2.0/manifests/foo.csv.yaml': 'd\n',
  'operators/foo/ci.yaml': 'e\n',
  'operators/bar/1.0.0/manifests/bar.csv.yaml': 'f\n',
  'operators/bar/1.0.0/manifests/deeper/x.yaml': 'g\n',
  'operators/empty/README.md': 'h\n',
  'sub/operators/baz/1.0.0/manifests/baz.csv.yaml': 'i\n',
});

describe('formatManifestNames', () => {
  it('lists each package’s <version>/manifests/ files and nothing else', () => {
    expect(Object.fromEntries(formatManifestNames(repo, sha, 'operators'))).toEqual({
      bar: ['1.0.0/manifests/bar.csv.yaml'],
      foo: ['0.1.0/manifests/crd.yaml', '0.1.0/manifests/foo.csv.yaml', '0.2.0/manifests/foo.csv.yaml'],
    });
  });

  it('reads a root below the repository’s, and none when the root is no directory', () => {
    expect(Object.fromEntries(formatManifestNames(repo, sha, 'sub/operators'))).toEqual({
      baz: ['1.0.0/manifests/baz.csv.yaml'],
    });
    expect(formatManifestNames(repo, sha, 'operators/foo/ci.yaml').size).toBe(0);
    expect(formatManifestNames(repo, sha, 'missing').size).toBe(0);
  });
});
