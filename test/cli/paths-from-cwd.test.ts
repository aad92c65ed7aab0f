// The text report names files as a terminal in the working directory opens them: from a
// subdirectory of the work tree, relative to it (the JSON keeps repository-relative paths).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { pathsFrom } from '../../src/cli/paths.js';
import { basicCatalog } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';

const broken = basicCatalog().replace('defaultChannel: stable', 'defaultChannel: fast');

async function runIn(cwd: string, ...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { out: (s) => (out += s), err: () => undefined, cwd });
  return out;
}

describe('paths from the working directory', () => {
  it('validate and diff text name files from a subdirectory; JSON stays repository-relative', async () => {
    const repo = newRepo();
    commit(repo, 'base', { 'cat/foo/catalog.yaml': basicCatalog(), 'docs/README.md': '# docs\n' });
    commit(repo, 'head', { 'cat/foo/catalog.yaml': broken });
    const docs = join(repo, 'docs');
    const text = await runIn(docs, 'validate', '--repo', repo, 'git:HEAD:cat');
    expect(text).toMatch(/^\.\.\/cat\/foo\/catalog\.yaml:\d+:\d+: error default-channel-not-found/m);
    expect(text).toMatch(/^\.\.\/cat:$/m);
    const inCat = await runIn(join(repo, 'cat'), 'validate', join(repo, 'cat'));
    expect(inCat).toMatch(/^foo\/catalog\.yaml:\d+:\d+: error default-channel-not-found/m);
    const diff = await runIn(docs, 'diff', '--repo', repo, '--base', 'git:HEAD~1:cat', '--head', 'git:HEAD:cat');
    expect(diff).toMatch(/^\.\.\/cat\/foo\/catalog\.yaml:\d+:\d+: error default-channel-not-found/m);
    const json = JSON.parse(await runIn(docs, 'validate', '--repo', repo, '-o', 'json', 'git:HEAD:cat'));
    expect(json.findings[0].file).toBe('cat/foo/catalog.yaml');
  });
  it('outside the work tree, paths stay as the report has them', () => {
    expect(pathsFrom('/r', '/elsewhere')('cat/a.yaml')).toBe('cat/a.yaml');
    expect(pathsFrom('/r', '/r')('cat/a.yaml')).toBe('cat/a.yaml');
    expect(pathsFrom('/r', '/r/cat')('cat')).toBe('.');
    expect(pathsFrom('/r', '/rx')('cat/a.yaml')).toBe('cat/a.yaml');
    // A file inside an image is nowhere on disk: shown as it is from anywhere.
    expect(pathsFrom('/r', '/r/cat')('image:q.io/i:v1:/configs/a.yaml')).toBe('image:q.io/i:v1:/configs/a.yaml');
  });
});
