import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedCache } from '../../src/action/cache-dir.js';
import { commit, git, newRepo } from '../helpers/git.js';

const FILE = 'fbc-bot-cache.json';

describe('a cache directory is used only when no commit put its file there', () => {
  it('an untracked cache file, or one outside the work tree, is the cache', () => {
    const repo = newRepo();
    const head = commit(repo, 'base', { 'README.md': 'x\n', '.gitignore': '.cache/\n' });
    mkdirSync(join(repo, '.cache'));
    writeFileSync(join(repo, '.cache', FILE), '{}');
    expect(committedCache(repo, join(repo, '.cache'), [head, 'HEAD'])).toBeUndefined();
    const outside = mkdtempSync(join(tmpdir(), 'fbc-cache-'));
    writeFileSync(join(outside, FILE), '{}');
    expect(committedCache(repo, outside, [head, 'HEAD'])).toBeUndefined();
    // No file yet: nothing is read.
    expect(committedCache(repo, join(repo, 'none'), [head])).toBeUndefined();
  });

  it('a file the checkout or the reviewed head tracks is not', () => {
    const repo = newRepo();
    const base = commit(repo, 'base', { 'README.md': 'x\n' });
    const head = commit(repo, 'forged', { [`.cache/${FILE}`]: '{}' });
    expect(committedCache(repo, join(repo, '.cache'), ['HEAD'])).toBe(`.cache/${FILE} is in the tree of HEAD`);
    // Checked out at base, the file left in the work tree: the reviewed head still tracks it.
    git(repo, 'checkout', '-q', base);
    mkdirSync(join(repo, '.cache'), { recursive: true });
    writeFileSync(join(repo, '.cache', FILE), '{}');
    expect(committedCache(repo, join(repo, '.cache'), [base, 'HEAD'])).toBeUndefined();
    expect(committedCache(repo, join(repo, '.cache'), [base, head, 'HEAD'])).toBe(
      `.cache/${FILE} is in the tree of ${head}`,
    );
    // A directory whose name only starts with two dots is inside the work tree all the same.
    const dotted = commit(repo, 'dotted', { [`..cache/${FILE}`]: '{}' });
    expect(committedCache(repo, join(repo, '..cache'), [dotted])).toBe(`..cache/${FILE} is in the tree of ${dotted}`);
    // A commit this clone lacks tracks nothing here.
    expect(committedCache(repo, join(repo, '.cache'), ['f'.repeat(40)])).toBeUndefined();
  });

  it('a committed link to a tracked file is not either', () => {
    const repo = newRepo();
    const head = commit(repo, 'forged', { [`data/${FILE}`]: '{}', '.cache': { symlink: 'data' } });
    expect(committedCache(repo, join(repo, '.cache'), [head])).toBe(`data/${FILE} is in the tree of ${head}`);
    // An untracked link in the work tree to a tracked file: what is read is the tracked file.
    mkdirSync(join(repo, 'c'));
    symlinkSync(`../data/${FILE}`, join(repo, 'c', FILE));
    expect(committedCache(repo, join(repo, 'c'), ['HEAD'])).toBe(`data/${FILE} is in the tree of HEAD`);
  });
});
