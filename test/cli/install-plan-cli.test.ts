// `fbc-bot install-plan` on real temporary git repositories: the JSON contract, the Markdown for
// people (whose YAML is the same objects), and the exit codes of the other commands.
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { InstallPlan } from '../../src/model/install-plan.js';
import { run } from '../helpers/cli.js';
import { channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { installBundleDoc } from '../helpers/install-bundles.js';

function fooRepo(pkg = 'foo'): string {
  const repo = newRepo();
  const one = `- name: ${pkg}.v1.0.0\n`;
  const two = `${one}- name: ${pkg}.v1.1.0\n  replaces: ${pkg}.v1.0.0\n`;
  const file = (entries: string, versions: string[]): string =>
    pkgDoc(pkg) +
    channelDoc(entries, 'stable', pkg) +
    versions.map((version) => installBundleDoc({ pkg, version })).join('');
  commit(repo, 'base', { 'catalogs/v4.18/foo/catalog.yaml': file(one, ['1.0.0']) });
  commit(repo, 'head', { 'catalogs/v4.18/foo/catalog.yaml': file(two, ['1.0.0', '1.1.0']) });
  return repo;
}

const plan = (...flags: string[]) => run('install-plan', '--base', 'HEAD~1', '--head', 'HEAD', ...flags);

describe('fbc-bot install-plan', () => {
  it('prints the InstallPlan as JSON by default, and the same objects as YAML in its Markdown', async () => {
    const repo = fooRepo();
    const json = await plan('--repo', repo);
    expect(json.code).toBe(0);
    const value = JSON.parse(json.out) as InstallPlan;
    expect(value.packages.map((p) => [p.package, p.catalog, p.install.bundle])).toEqual([
      ['foo', 'catalogs/v4.18', 'foo.v1.1.0'],
    ]);
    const md = await plan('--repo', repo, '-o', 'markdown');
    expect(md.code).toBe(0);
    expect(md.out).toContain('### foo in catalogs/v4.18');
    expect(md.out).toContain(
      '- Upgrade in channel `stable`: `foo.v1.0.0` (1.0.0) → `foo.v1.1.0` (1.1.0), ' +
        'as OLM v1 and OLM classic resolve it',
    );
    const blocks = [...md.out.matchAll(/```yaml\n([\s\S]*?)\n```/g)].map((m) =>
      parseAllDocuments(m[1]!).map((d) => d.toJS() as unknown),
    );
    expect(blocks).toEqual([value.packages[0]!.objects.v1, value.packages[0]!.objects.classic]);
  });

  it('escapes what the catalog names in Markdown', async () => {
    const md = await plan('--repo', fooRepo('x<img>'), '-o', 'markdown');
    expect(md.out).toContain('### x&lt;img&gt; in catalogs/v4.18');
    // Outside the YAML blocks (code, shown as is) the name is never markup.
    expect(md.out.replace(/```yaml\n[\s\S]*?\n```/g, '')).not.toContain('<img>');
  });

  it('usage errors and unreadable revisions are exit 2', async () => {
    const repo = fooRepo();
    const cases: [string[], RegExp][] = [
      [['install-plan', '--repo', repo, '--base', 'HEAD~1'], /install-plan needs --base REV and --head REV/],
      [['install-plan', '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', 'x'], /takes no positional arguments/],
      [
        ['install-plan', '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--catalog-image', 'r/c:{tag}'],
        /--catalog-image has an unknown placeholder \{tag\}/,
      ],
      [['install-plan', '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'text'], /must be one of/],
      [
        [
          'install-plan',
          '--repo',
          repo,
          '--base',
          'HEAD~1',
          '--head',
          'HEAD',
          '--catalog-image',
          'r.example/Cat:{name}',
        ],
        /gives "r\.example\/Cat:v4\.18" for catalogs\/v4\.18: invalid reference format: repository name must be/,
      ],
      [
        ['install-plan', '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--catalog-image', 'r.example/{name}'],
        /gives "r\.example\/v4\.18" for catalogs\/v4\.18: it has neither a tag nor a digest/,
      ],
      [['install-plan', '--repo', repo, '--base', 'nosuch', '--head', 'HEAD'], /nosuch/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
    }
  });

  it('has its help', async () => {
    const r = await run('help', 'install-plan');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: fbc-bot install-plan --base REV --head REV/);
    expect((await run('--help')).out).toContain('install-plan --base REV');
  });
});
