// validate and diff without --catalogs: the configuration's `catalogs` (globs from the repository
// root) say where the catalogs are; --catalogs still wins.
import { describe, expect, it } from 'vitest';
import { globsUnder } from '../../src/source/configured-catalogs.js';
import { run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { pkgCatalog } from '../ownership/scenario.js';

const catalogsOf = (out: string): string[] => [
  ...new Set((JSON.parse(out) as { findings: { catalog?: string }[] }).findings.map((f) => f.catalog ?? '')),
];

describe('configured catalogs', () => {
  it('globs relative to a SOURCE path', () => {
    expect(globsUnder(['catalogs/*'], [])).toEqual(['catalogs/*']);
    expect(globsUnder(['catalogs/*'], ['catalogs'])).toEqual(['*']);
    expect(globsUnder(['catalogs/*'], ['catalogs', 'v4.16'])).toBe('self');
    expect(globsUnder(['catalogs/*'], ['catalogs', 'v4.16', 'foo'])).toBe('self');
    expect(globsUnder(['catalogs/*', 'more/*/x'], ['other'])).toEqual([]);
  });
  it('validate and diff of the repository root use them', async () => {
    const repo = newRepo();
    const bad = pkgCatalog('foo').replace('defaultChannel: stable', 'defaultChannel: nope');
    const base = commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'catalogs: ["catalogs/*"]\n',
      'catalogs/v1/foo/catalog.yaml': pkgCatalog('foo'),
      'catalogs/v2/foo/catalog.yaml': bad,
      'notes/x.yaml': 'not: a catalog\n',
    });
    const v = await run('validate', '--repo', repo, '--format', 'json', `git:${base}:`);
    expect(v.code).toBe(1);
    expect(catalogsOf(v.out)).toEqual(['catalogs/v2']);
    expect((await run('validate', '--repo', repo, '--format', 'json', `git:${base}:catalogs`)).code).toBe(1);
    expect(
      catalogsOf((await run('validate', '--repo', repo, '--format', 'json', `git:${base}:catalogs/v1`)).out),
    ).toEqual([]);
    const head = commit(repo, 'v2', { 'catalogs/v1/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const d = await run('diff', '--repo', repo, '--format', 'json', '--base', `git:${base}:`, '--head', `git:${head}:`);
    expect((JSON.parse(d.out) as { changes: { catalog: string }[] }).changes.map((c) => c.catalog)).toEqual([
      'catalogs/v1',
    ]);
  });
  it('a configured glob that matches nothing under SOURCE is exit 2', async () => {
    const repo = newRepo();
    const base = commit(repo, 'base', {
      '.github/fbc-bot.yaml': 'catalogs: ["catalogs/*"]\n',
      'catalogs/README': 'x\n',
    });
    expect(await run('validate', '--repo', repo, `git:${base}:`)).toMatchObject({
      code: 2,
      err: `fbc-bot: the configured catalogs (catalogs/*) match no directory under git:${base}:\n`,
    });
  });
});
