// Owners data in base that cannot be used gives the package no owners (a maintainer approves),
// and the finding says what is wrong and where; never an exception, never anyone at all.
import { describe, expect, it } from 'vitest';
import { ciYamlOwners } from '../../src/ownership/ci-yaml.js';
import { readCiYaml } from '../../src/config/ci-yaml.js';
import { commit } from '../helpers/git.js';
import { communityRepo, pkgCatalog, review } from './scenario.js';

describe('ci.yaml reviewers', () => {
  const owners = (text: string, file: string) => ciYamlOwners(readCiYaml(text, file), file);
  it('read as logins, a leading @ dropped', () => {
    expect(owners('reviewers:\n  - "@Alice"\n  - bob\n', 'f')).toEqual({
      from: 'f',
      logins: ['Alice', 'bob'],
      unverifiable: [],
    });
    expect(owners('fbc:\n  enabled: true\n', 'f').logins).toEqual([]);
    expect(owners('', 'f').logins).toEqual([]);
  });
  it('what cannot be used is a problem at its line', () => {
    expect(owners('fbc: {}\nreviewers: alice\n', 'f').problem).toBe('f:2: reviewers is not a list of logins');
    expect(owners('- a\n', 'f').problem).toBe('f:1: not a mapping');
    expect(owners('reviewers: [a\n', 'f').problem).toMatch(/^f:\d+: /);
    expect(owners('reviewers: [a]\nreviewers: [b]\n', 'f').problem).toMatch(/^f:2: /);
  });
});

describe('in a review', () => {
  const V2 = { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) };
  it('a broken ci.yaml in base: no owners, the problem named', async () => {
    const { repo, base } = communityRepo({ 'operators/foo/ci.yaml': 'reviewers: alice\n' });
    const r = await review(repo, base, commit(repo, 'v2', V2), 'alice');
    expect(r.status).toEqual({ foo: 'no-owners' });
    expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain(
      'operators/foo/ci.yaml:1: reviewers is not a list of logins',
    );
  });
  it('a symlinked ci.yaml in base is not read', async () => {
    const { repo } = communityRepo();
    commit(repo, 'rm', { 'operators/foo/ci.yaml': null });
    const base = commit(repo, 'link', { 'operators/foo/ci.yaml': { symlink: '../bar/ci.yaml' } });
    const r = await review(repo, base, commit(repo, 'v2', V2), 'carol');
    expect(r.status).toEqual({ foo: 'no-owners' });
    expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain(
      'operators/foo/ci.yaml: a symlink, not a regular file',
    );
  });
  it('a CODEOWNERS line GitHub ignores: no owners from the file, the line named', async () => {
    const { repo } = communityRepo();
    const base = commit(repo, 'cfg', {
      '.github/fbc-bot.yaml': 'owners:\n  source: codeowners\n',
      CODEOWNERS: '* @alice\n!catalogs/ @bob\n',
    });
    const r = await review(repo, base, commit(repo, 'v2', V2), 'alice');
    expect(r.status).toEqual({ foo: 'no-owners' });
    expect(r.findings.find((f) => f.rule === 'ownership-no-owners')!.message).toContain(
      'CODEOWNERS:2: negation (!) is not supported in CODEOWNERS',
    );
  });
  it('severity overrides apply to the ownership rules', async () => {
    const { repo } = communityRepo();
    const base = commit(repo, 'cfg', { '.github/fbc-bot.yaml': 'severity:\n  ownership-config-changed: off\n' });
    const r = await review(
      repo,
      base,
      commit(repo, 'reviewers', { 'operators/foo/ci.yaml': 'reviewers: [alice]\n' }),
      'alice',
    );
    expect(r.findings).toEqual([]);
    expect(r.code).toBe(0);
  });
});
