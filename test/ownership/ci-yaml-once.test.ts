// A review reads each package's ci.yaml once per commit: owners (base), template renderings (the
// merge base and head) and template notes (head) share what was read, and the owners still come
// from base alone. Counted through the one reader of ci.yaml and the one reader of files at a commit.
import { describe, expect, it, vi } from 'vitest';
import { commit, git } from '../helpers/git.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { ciYaml, communityRepo, review } from './scenario.js';

const parses = vi.hoisted(() => [] as string[]);
const reads = vi.hoisted(() => [] as string[]);

vi.mock('../../src/config/ci-yaml.js', async (original) => {
  const m = await original<typeof import('../../src/config/ci-yaml.js')>();
  return {
    ...m,
    readCiYaml: (text: string, file: string) => {
      parses.push(`${file} ${text}`);
      return m.readCiYaml(text, file);
    },
  };
});
vi.mock('../../src/pipeline/base-files.js', async (original) => {
  const m = await original<typeof import('../../src/pipeline/base-files.js')>();
  return {
    ...m,
    readBaseFiles: (repo: string, commit: string, paths: readonly string[]) => {
      reads.push(...paths.filter((p) => p.endsWith('/ci.yaml')).map((p) => `${commit} ${p}`));
      return m.readBaseFiles(repo, commit, paths);
    },
  };
});

// classic and OLM v1 part ways from <pkg>.v1.0.0: a semantics-divergence, so template notes ask for head's ci.yaml.
const diverging = (pkg: string): string =>
  pkgDoc(pkg) +
  channelDoc(
    `- name: ${pkg}.v1.0.0\n- name: ${pkg}.v1.5.0\n  replaces: ${pkg}.v1.0.0\n` +
      `- name: ${pkg}.v2.0.0\n  replaces: ${pkg}.v1.5.0\n  skipRange: '<1.5.0'\n` +
      `- name: ${pkg}.v1.9.0\n  replaces: ${pkg}.v2.0.0\n  skipRange: '<1.9.0'\n`,
    'stable',
    pkg,
  ) +
  ['1.0.0', '1.5.0', '2.0.0', '1.9.0'].map((v) => bundleDoc({ name: `${pkg}.v${v}`, pkg })).join('');

/** The pull request: dave adds himself to foo's and bar's reviewers and edits both catalogs. */
const pullRequest = {
  'operators/foo/ci.yaml': ciYaml('alice', 'Bob', 'dave'),
  'operators/bar/ci.yaml': ciYaml('carol', 'dave'),
  'catalogs/v4.16/foo/catalog.yaml': diverging('foo'),
  'catalogs/v4.16/bar/catalog.yaml': diverging('bar'),
};

function counted(): { parses: string[]; reads: string[] } {
  const out = { parses: [...parses], reads: [...reads] };
  parses.length = 0;
  reads.length = 0;
  return out;
}

describe('ci.yaml in a review', () => {
  it('two packages, ci.yaml on both sides: each read and parsed once per side, owners from base', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'pr', pullRequest);
    counted();
    const r = await review(repo, base, head, 'dave');
    const { parses, reads } = counted();
    const sides = [base, head].flatMap((c) => [`${c} operators/bar/ci.yaml`, `${c} operators/foo/ci.yaml`]);
    expect(reads.sort()).toEqual(sides.sort());
    expect(parses).toHaveLength(4);
    expect(new Set(parses).size).toBe(4);
    // Every stage had its ci.yaml: owners, the template notes (a divergence per package) and the renderings.
    expect(r.rules.filter((x) => x === 'semantics-divergence').length).toBeGreaterThanOrEqual(2);
    expect(r.ownership.packages.map((p) => [p.package, p.owners, p.status])).toEqual([
      ['bar', ['carol'], 'pending'],
      ['foo', ['alice', 'Bob'], 'pending'],
    ]);
  });

  it("base moved on: owners from base's tip, never from where the pull request branched nor from head", async () => {
    const { repo, base: branched } = communityRepo();
    git(repo, 'checkout', '-q', '-b', 'pr');
    const head = commit(repo, 'pr', pullRequest);
    git(repo, 'checkout', '-q', 'main');
    const tip = commit(repo, 'erin', {
      'operators/foo/ci.yaml': ciYaml('erin'),
      'operators/bar/ci.yaml': ciYaml('erin'),
    });
    counted();
    const r = await review(repo, tip, head, 'dave');
    const { parses, reads } = counted();
    const sides = [tip, branched, head].flatMap((c) => [`${c} operators/bar/ci.yaml`, `${c} operators/foo/ci.yaml`]);
    expect(reads.sort()).toEqual(sides.sort());
    expect(parses).toHaveLength(6);
    expect(r.ownership.packages.map((p) => [p.package, p.owners])).toEqual([
      ['bar', ['erin']],
      ['foo', ['erin']],
    ]);
    expect(r.status).toEqual({ bar: 'pending', foo: 'pending' });
    expect(
      (await review(repo, tip, head, 'erin', [])).ownership.packages.map((p) => [p.package, p.approvedBy]),
    ).toEqual([
      ['bar', ['erin']],
      ['foo', ['erin']],
    ]);
  });
});
