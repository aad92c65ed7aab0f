// The template checks end to end, in temporary git repositories laid out as community-operators-prod:
// operators/foo/ci.yaml fbc.catalog_mapping, operators/foo/catalog-templates/, catalogs v4.16 and
// v4.18 (4.17 on rendered with bundle-object-to-csv-metadata). `review` and `diff` of git sources.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { commit, git } from '../helpers/git.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { communityRepo, review } from '../ownership/scenario.js';

const CI = (template = 'basic.yaml', type = 'olm.template.basic', catalogs = '["v4.16", "v4.18"]'): string =>
  '---\nreviewers:\n  - alice\nfbc:\n  enabled: true\n  catalog_mapping:\n' +
  `    - template_name: ${template}\n      catalog_names: ${catalogs}\n      type: ${type}\n`;

const image = (v: string): string => `quay.io/example/foo-bundle:v${v}`;
const basicTemplate = (...versions: string[]): string =>
  'schema: olm.template.basic\nentries:\n  - schema: olm.package\n    name: foo\n    defaultChannel: stable\n' +
  '  - schema: olm.channel\n    package: foo\n    name: stable\n    entries:\n' +
  versions
    .map((v, i) => `      - name: foo.v${v}\n${i > 0 ? `        replaces: foo.v${versions[i - 1]}\n` : ''}`)
    .join('') +
  versions.map((v) => `  - schema: olm.bundle\n    image: ${image(v)}\n`).join('');

/** What opm renders from the template into catalog `v`: csv metadata from 4.17 on. */
function rendered(v: string, versions: string[], extraEntry = ''): string {
  const entries = versions.map((x, i) => `- name: foo.v${x}\n${i > 0 ? `  replaces: foo.v${versions[i - 1]}\n` : ''}`);
  const csv = v >= 'v4.17';
  return (
    pkgDoc() +
    channelDoc(entries.join('') + extraEntry) +
    versions
      .map((x) =>
        bundleDoc({
          name: `foo.v${x}`,
          properties:
            `- type: olm.package\n  value:\n    packageName: foo\n    version: ${x}\n` +
            (csv ? `- type: olm.csv.metadata\n  value:\n    displayName: Foo\n` : ''),
        }),
      )
      .join('')
  );
}

function repoWith(versions: string[], extra: Record<string, string> = {}) {
  return communityRepo({
    'operators/foo/ci.yaml': CI(),
    'operators/foo/catalog-templates/basic.yaml': basicTemplate(...versions),
    'catalogs/v4.16/foo/catalog.yaml': rendered('v4.16', versions),
    'catalogs/v4.17/foo/catalog.yaml': null as unknown as string,
    'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', versions),
    ...extra,
  });
}
interface F {
  rule: string;
  severity: string;
  message: string;
  catalog?: string;
  introduced?: boolean;
  line?: number;
}
const templateFindings = (r: { findings: object[] }): F[] =>
  (r.findings as F[]).filter((f) => f.rule.startsWith('template-'));

describe('review: catalogs rendered from a template', () => {
  it('a template changed and rendered into every catalog: no template finding', async () => {
    const { repo, base } = repoWith(['0.1.0']);
    const head = commit(repo, 'v0.2.0', {
      'operators/foo/catalog-templates/basic.yaml': basicTemplate('0.1.0', '0.2.0'),
      'catalogs/v4.16/foo/catalog.yaml': rendered('v4.16', ['0.1.0', '0.2.0']),
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0', '0.2.0']),
    });
    const r = await review(repo, base, head, 'alice');
    expect(templateFindings(r)).toEqual([]);
    expect(r.verdict).toBe('pass');
  });
  it('a catalog edited without its template: an introduced error with the render command', async () => {
    const { repo, base } = repoWith(['0.1.0', '0.2.0']);
    const head = commit(repo, 'hand edit', {
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0', '0.2.0'], "  skips: ['foo.v0.0.9']\n"),
    });
    const r = await review(repo, base, head, 'alice');
    expect(templateFindings(r)).toEqual([
      expect.objectContaining({
        rule: 'template-catalog-edited',
        severity: 'error',
        introduced: true,
        file: 'catalogs/v4.18/foo/catalog.yaml',
        message: expect.stringContaining(
          'olm.channel stable differs: entries: replaces, skips or skipRange differ on foo.v0.2.0; this pull ' +
            'request changed the catalog, not the template: a hand edit of a rendered catalog is overwritten at the ' +
            'next render: make the change in the template, then ' +
            'render: opm alpha render-template basic -o yaml --migrate-level bundle-object-to-csv-metadata ' +
            'operators/foo/catalog-templates/basic.yaml > catalogs/v4.18/foo/catalog.yaml',
        ),
      }),
    ]);
    expect(r.verdict).toBe('fail');
    const md = await run('review', '--repo', repo, '--base', base, '--head', head, '--author', 'alice');
    expect(md.out).toContain('template-catalog-edited');
    expect(md.out).toContain('--migrate-level bundle-object-to-csv-metadata');
  });
  it('a template changed without its catalogs: template-not-rendered, in each catalog', async () => {
    const { repo, base } = repoWith(['0.1.0']);
    const head = commit(repo, 'template only', {
      'operators/foo/catalog-templates/basic.yaml': basicTemplate('0.1.0', '0.2.0'),
    });
    const r = await review(repo, base, head, 'alice');
    const t = templateFindings(r);
    expect(new Set(t.map((f) => `${f.rule} ${f.catalog} ${f.introduced}`))).toEqual(
      new Set(['template-not-rendered catalogs/v4.16 true', 'template-not-rendered catalogs/v4.18 true']),
    );
    expect(r.verdict).toBe('fail');
  });
  it('a mapping naming a template or a catalog that does not exist', async () => {
    const { repo, base } = repoWith(['0.1.0']);
    const head = commit(repo, 'mapping', {
      'operators/foo/ci.yaml': CI('semver.yaml', 'olm.semver', '["v4.16", "v4.99"]'),
    });
    const r = await review(repo, base, head, 'alice');
    expect(templateFindings(r).map((f) => [f.rule, f.message])).toEqual([
      [
        'template-mapping-invalid',
        'operators/foo/ci.yaml names template operators/foo/catalog-templates/semver.yaml, which does not exist',
      ],
    ]);
    const other = commit(repo, 'catalog', {
      'operators/foo/ci.yaml': CI('basic.yaml', 'olm.template.basic', '["v4.99"]'),
    });
    const r2 = await review(repo, base, other, 'alice');
    expect(templateFindings(r2).map((f) => [f.rule, f.line, f.message])).toEqual([
      [
        'template-mapping-invalid',
        8,
        'operators/foo/ci.yaml renders operators/foo/catalog-templates/basic.yaml into catalog catalogs/v4.99, which ' +
          'does not exist: a catalog name is a directory of catalogs/ (v4.16, v4.18); correct v4.99 or take it out ' +
          'of catalog_names',
      ],
    ]);
  });
  it('a mapping problem base had, in a release leaving ci.yaml alone: a warning, not introduced', async () => {
    const { repo, base } = repoWith(['0.1.0'], {
      'operators/foo/ci.yaml': CI('basic.yaml', 'olm.template.basic', '["v4.16", "v4.18", "4.18"]'),
    });
    const head = commit(repo, 'release 0.2.0', {
      'operators/foo/catalog-templates/basic.yaml': basicTemplate('0.1.0', '0.2.0'),
      'catalogs/v4.16/foo/catalog.yaml': rendered('v4.16', ['0.1.0', '0.2.0']),
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0', '0.2.0']),
    });
    const r = await review(repo, base, head, 'alice');
    expect(templateFindings(r).map((f) => [f.rule, f.severity, f.introduced, f.line, f.message])).toEqual([
      [
        'template-mapping-invalid',
        'warning',
        false,
        8,
        'operators/foo/ci.yaml renders operators/foo/catalog-templates/basic.yaml into catalog catalogs/4.18, which ' +
          'does not exist: the mapping already renders into catalogs/v4.18, which 4.18 likely means: take 4.18 out ' +
          'of catalog_names',
      ],
    ]);
    expect(r.verdict).toBe('pass');
  });
  it('drift base already had is a warning, not introduced, and fails nothing', async () => {
    const { repo, base } = repoWith(['0.1.0'], {
      'catalogs/v4.16/foo/catalog.yaml': rendered('v4.16', ['0.1.0'], "  skipRange: '<0.1.0'\n"),
    });
    const head = commit(repo, 'reviewers', { 'operators/foo/ci.yaml': CI().replace('alice', 'alice\n  - bob') });
    const r = await review(repo, base, head, 'alice');
    expect(templateFindings(r).map((f) => [f.rule, f.severity, f.introduced])).toEqual([
      ['template-catalog-edited', 'warning', false],
    ]);
    expect(templateFindings(r)[0]!.message).toContain(
      'base already has this difference: it predates this pull request',
    );
    expect(r.verdict).toBe('pass');
  });
  it('a catalog added from an older version of the template (a promotion merged late): a stale render', async () => {
    // As apicurio-registry-3's promotion to v4.22: the base branch added 0.2.0 to the template after the
    // pull request rendered the new catalog from it.
    const { repo, base } = repoWith(['0.1.0', '0.2.0'], {
      'operators/foo/ci.yaml': CI('basic.yaml', 'olm.template.basic', '["v4.16"]'),
      'catalogs/v4.18/foo/catalog.yaml': null as unknown as string,
    });
    const head = commit(repo, 'promote to v4.18', {
      'operators/foo/ci.yaml': CI(),
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0']),
    });
    const t = templateFindings(await review(repo, base, head, 'alice'));
    expect(t.map((f) => [f.rule, f.severity, f.introduced, f.catalog])).toEqual([
      ['template-catalog-edited', 'error', true, 'catalogs/v4.18'],
      ['template-catalog-edited', 'error', true, 'catalogs/v4.18'],
    ]);
    for (const f of t) {
      expect(f.message).toContain(
        'stale render: the catalog lacks what the template renders, as a render of an older version of the ' +
          'template does (the template changed since, on the base branch if not in this pull request): render it ' +
          'again: opm alpha render-template basic -o yaml --migrate-level bundle-object-to-csv-metadata ' +
          'operators/foo/catalog-templates/basic.yaml > catalogs/v4.18/foo/catalog.yaml',
      );
      expect(f.message).not.toContain('hand edit');
    }
  });
  it('semver: channels generated from the catalog bundles; a hand edit says to change the template', async () => {
    const semver =
      'Schema: olm.semver\nGenerateMajorChannels: true\nGenerateMinorChannels: false\nStable:\n  Bundles:\n' +
      `  - Image: ${image('0.1.0')}\n  - Image: ${image('0.2.0')}\n`;
    // opm: stable-v0 with 0.2.0 replacing 0.1.0 (a new minor replaces the previous minor's highest).
    const stable = (v: string, extra = '') =>
      rendered(v, ['0.1.0', '0.2.0'], extra)
        .replace('defaultChannel: stable', 'defaultChannel: stable-v0')
        .replace('name: stable\n', 'name: stable-v0\n');
    const { repo, base } = communityRepo({
      'operators/foo/ci.yaml': CI('semver.yaml', 'olm.semver'),
      'operators/foo/catalog-templates/semver.yaml': semver,
      'catalogs/v4.16/foo/catalog.yaml': stable('v4.16'),
      'catalogs/v4.17/foo/catalog.yaml': null as unknown as string,
      'catalogs/v4.18/foo/catalog.yaml': stable('v4.18'),
    });
    const same = commit(repo, 'touch', { 'operators/foo/ci.yaml': CI('semver.yaml', 'olm.semver') + '# note\n' });
    expect(templateFindings(await review(repo, base, same, 'alice'))).toEqual([]);
    const head = commit(repo, 'hand edit', {
      'catalogs/v4.16/foo/catalog.yaml': stable('v4.16', '  skips: [foo.v0.0.1]\n'),
    });
    const f = templateFindings(await review(repo, base, head, 'alice'));
    expect(f.map((x) => x.rule)).toEqual(['template-catalog-edited']);
    expect(f[0]!.message).toContain(
      'the semver template generates the channels, so a hand edit of the catalog is overwritten at the next ' +
        'render: change the template (its bundles, GenerateMajorChannels, GenerateMinorChannels), then render: ' +
        'opm alpha render-template semver -o yaml operators/foo/catalog-templates/semver.yaml > ' +
        'catalogs/v4.16/foo/catalog.yaml',
    );
  });
});

describe('review: templates named by the configuration (another layout)', () => {
  const CONFIG =
    'templates:\n  - template: templates/foo.yaml\n    catalogs: [catalogs/v4.16/foo, catalogs/v4.18/foo]\n';
  it("a hand edit: an introduced error with the configured template's render; head cannot turn it off", async () => {
    const { repo, base } = communityRepo({
      '.github/fbc-bot.yaml': CONFIG,
      'templates/foo.yaml': basicTemplate('0.1.0', '0.2.0'),
      'catalogs/v4.16/foo/catalog.yaml': rendered('v4.16', ['0.1.0', '0.2.0']),
      'catalogs/v4.17/foo/catalog.yaml': null as unknown as string,
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0', '0.2.0']),
    });
    const edit = {
      'catalogs/v4.18/foo/catalog.yaml': rendered('v4.18', ['0.1.0', '0.2.0'], "  skips: ['foo.v0.0.9']\n"),
    };
    for (const head of [
      commit(repo, 'hand edit', edit),
      commit(repo, 'hand edit, checks off', { ...edit, '.github/fbc-bot.yaml': 'templates: []\n' }),
    ]) {
      const t = templateFindings(await review(repo, base, head, 'alice'));
      expect(t.map((f) => [f.rule, f.severity, f.introduced])).toEqual([['template-catalog-edited', 'error', true]]);
      expect(t[0]!.message).toContain(
        'opm alpha render-template basic -o yaml --migrate-level bundle-object-to-csv-metadata templates/foo.yaml > ' +
          'catalogs/v4.18/foo/catalog.yaml',
      );
    }
  });
});

describe('diff of two git sources', () => {
  it('reports the template findings as review does', async () => {
    const { repo, base } = repoWith(['0.1.0']);
    const head = commit(repo, 'template only', {
      'operators/foo/catalog-templates/basic.yaml': basicTemplate('0.1.0', '0.2.0'),
    });
    const r = await run(
      'diff',
      '--repo',
      repo,
      '--base',
      `git:${base}:.`,
      '--head',
      `git:${head}:.`,
      '--format',
      'json',
    );
    const j = JSON.parse(r.out) as { findings: { rule: string; introduced?: boolean }[] };
    expect(j.findings.filter((f) => f.rule.startsWith('template-')).map((f) => [f.rule, f.introduced])).toContainEqual([
      'template-not-rendered',
      true,
    ]);
    expect(r.code).toBe(1);
  });

  it('says a template the remote cannot give as the source error it is, not an internal error', async () => {
    const { repo, base } = repoWith(['0.1.0']);
    const template = 'operators/foo/catalog-templates/basic.yaml';
    const head = commit(repo, 'template only', { [template]: basicTemplate('0.1.0', '0.2.0') });
    git(repo, 'config', 'uploadpack.allowFilter', 'true');
    git(repo, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    const clone = join(mkdtempSync(join(tmpdir(), 'fbc-partial-')), 'c');
    const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
    execFileSync('git', ['clone', '-q', '--no-checkout', '--filter=blob:none', `file://${repo}`, clone], { env });
    // The remote lost the templates' blobs: only the template step asks for them.
    for (const rev of [base, head]) {
      const oid = git(repo, 'rev-parse', `${rev}:${template}`).trim();
      rmSync(join(repo, '.git', 'objects', oid.slice(0, 2), oid.slice(2)));
    }
    const r = await run(
      'diff',
      '--repo',
      clone,
      '--catalogs',
      'catalogs/*',
      '--base',
      `git:${base}:.`,
      '--head',
      `git:${head}:.`,
    );
    expect(r.err).not.toContain('internal error');
    expect(r.err).toMatch(/^fbc-bot: cannot diff git:[0-9a-f]{40}:\.\.\.git:[0-9a-f]{40}:\.: .*not our ref/);
    expect(r.code).toBe(2);
  });
});
