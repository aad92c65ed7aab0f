// A release's dry run, offline: the package of a tag holds the Action and the command line and
// nothing else (`npm pack` listing checked), its bin runs from the tarball, dist/ that is not the
// build is refused, and the release workflow runs these checks before it moves the major tag.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/model/version.js';
import { builtAction } from '../action/runner.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
  files: string[];
};
const { releaseProblems } = (await import('../../scripts/release-check.mjs' as string)) as {
  releaseProblems: (dir: string, tag?: string, into?: string) => { problems: string[]; files: string[] };
};

/** The package's sources as a release tag holds them, with dist/ as `npm run build` makes it. */
let tree: string;
beforeAll(async () => {
  const dist = dirname(await builtAction());
  tree = mkdtempSync(join(tmpdir(), 'fbc-release-'));
  for (const f of [
    'package.json',
    'action.yml',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'docs',
    'src/model/version.ts',
  ])
    cpSync(join(root, f), join(tree, f), { recursive: true });
  cpSync(dist, join(tree, 'dist'), { recursive: true });
});

const copy = (): string => {
  const at = mkdtempSync(join(tmpdir(), 'fbc-release-'));
  cpSync(tree, at, { recursive: true });
  return at;
};

describe('the release dry run', () => {
  it('packs the Action and the command line, nothing of the sources or tests; its bin runs from the tarball', () => {
    const out = mkdtempSync(join(tmpdir(), 'fbc-pack-'));
    const { problems, files } = releaseProblems(tree, `v${pkg.version}`, out);
    expect(problems).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining(['action.yml', 'dist/cli.js', 'dist/index.js', 'CHANGELOG.md', 'LICENSE']),
    );
    expect(files.filter((f) => /(^|\/)(src|test)\/|\.test\./.test(f))).toEqual([]);
    expect(pkg.version).toBe(VERSION);
    execFileSync('tar', ['-xzf', join(out, `fbc-bot-${pkg.version}.tgz`), '-C', out]);
    const bin = join(out, 'package', pkg.bin['fbc-bot']!);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()).toBe(pkg.version);
  });

  it('refuses a wrong tag, a private package, a test file in the package, a stale version', () => {
    const bad = copy();
    const json = JSON.parse(readFileSync(join(bad, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(bad, 'package.json'),
      JSON.stringify({ ...json, private: true, version: '1.2.3', dependencies: { yaml: '^2' } }),
    );
    rmSync(join(bad, 'LICENSE'));
    mkdirSync(join(bad, 'dist', 'test'), { recursive: true });
    writeFileSync(join(bad, 'dist', 'test', 'x.test.js'), '');
    const { problems } = releaseProblems(bad, 'v9.9.9');
    expect(problems).toContain("tag v9.9.9 does not name package.json's version 1.2.3 (v1.2.3)");
    expect(problems).toContain('package.json is private: npm refuses to publish it');
    expect(problems).toContain('src/model/version.ts does not state 1.2.3 (fbc-bot --version would lie)');
    expect(problems).toContain('CHANGELOG.md has no "## [1.2.3] - YYYY-MM-DD" entry');
    expect(problems).toContain('the package holds dist/test/x.test.js, which no user runs');
    expect(problems).toContain('yaml is a runtime dependency, but dist/ is bundled: make it a devDependency');
    expect(problems).toContain('LICENSE is missing: package.json names a licence the package does not carry');
  });

  it('check-dist refuses a dist/ that is not the build of the sources', () => {
    const bad = copy();
    writeFileSync(join(bad, 'dist', 'cli.js'), readFileSync(join(bad, 'dist', 'cli.js'), 'utf8') + '\n// edited\n');
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'check-dist.mjs'), join(bad, 'dist')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.stderr).toContain(`${join(bad, 'dist')}/ is stale (cli.js)`);
    expect(r.status).toBe(1);
  });
});

describe('.github/workflows/release.yml', () => {
  const wf = parse(readFileSync(join(root, '.github', 'workflows', 'release.yml'), 'utf8')) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, { steps: { name?: string; uses?: string; run?: string; if?: string }[] }>;
  };
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
  const at = (name: string): number => steps.findIndex((s) => s.name === name);

  it('runs on release tags, checks dist, the package and npx before it moves the major tag', () => {
    expect(wf.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+', 'v[0-9]+.[0-9]+.[0-9]+-*']);
    expect(wf.permissions).toEqual({ contents: 'write' });
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))).toBeDefined();
    const order = ['build', 'check-dist', 'pack', 'npx', 'move'].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(steps[at('build')]!.run).toBe('npm run build');
    expect(steps[at('check-dist')]!.run).toContain('npm run check-dist');
    expect(steps[at('pack')]!.run).toContain('npm run release-check -- "$GITHUB_REF_NAME"');
    expect(steps[at('npx')]!.run).toContain('npx --yes');
    // A pre-release (v1.2.0-rc.1) never moves v1.
    expect(steps[at('move')]!.if).toBe("${{ !contains(github.ref_name, '-') }}");
    expect(steps[at('move')]!.run).toContain('git push -f origin "refs/tags/$major"');
  });
});
