// Owners data read from the base revision as a checkout holds it: text for a regular file of
// modest size, a problem naming the path for a symlink, a directory or a blob too large to want.
import { describe, expect, it } from 'vitest';
import { readBaseFiles } from '../../src/pipeline/base-files.js';
import { commit, newRepo } from '../helpers/git.js';

describe('files of the base revision', () => {
  it('reads small regular files in one batch and names what it refuses', () => {
    const repo = newRepo();
    const base = commit(repo, 'owners', {
      'operators/a/ci.yaml': 'reviewers: [ann]\n',
      'operators/b/ci.yaml': 'reviewers: [ann]\n',
      'operators/big/ci.yaml': `# ${'x'.repeat(3 << 20)}\n`,
      'operators/link/ci.yaml': { symlink: '../a/ci.yaml' },
      'operators/dir/ci.yaml/inner': 'x',
    });
    const got = readBaseFiles(repo, base, [
      'operators/a/ci.yaml',
      'operators/b/ci.yaml',
      'operators/big/ci.yaml',
      'operators/link/ci.yaml',
      'operators/dir/ci.yaml',
      'operators/none/ci.yaml',
    ]);
    expect(Object.fromEntries(got)).toEqual({
      'operators/a/ci.yaml': { text: 'reviewers: [ann]\n' },
      'operators/b/ci.yaml': { text: 'reviewers: [ann]\n' },
      'operators/big/ci.yaml': { problem: `operators/big/ci.yaml: larger than the ${3 << 20} bytes fbc-bot reads` },
      'operators/link/ci.yaml': { problem: 'operators/link/ci.yaml: a symlink, not a regular file' },
      'operators/dir/ci.yaml': { problem: 'operators/dir/ci.yaml: a directory, not a regular file' },
    });
  });
});
