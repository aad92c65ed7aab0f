// A warning whose fix is a catalog edit, on a catalog a template renders (community layout:
// operators/<pkg>/ci.yaml fbc.catalog_mapping, operators/<pkg>/catalog-templates/), says a hand
// edit would be overwritten and to change the template, then render — read, as data, from the side
// holding the catalog.
import { describe, expect, it } from 'vitest';
import { templatesOf, withTemplateNotes } from '../../src/ownership/catalog-templates.js';
import { readCiYaml } from '../../src/config/ci-yaml.js';
import type { Finding } from '../../src/model/finding.js';
import { commit } from '../helpers/git.js';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { communityRepo, review } from './scenario.js';

// classic and OLM v1 part ways from foo.v1.0.0 (classic: foo.v1.9.0, v1: foo.v2.0.0).
const diverging =
  pkgDoc() +
  channelDoc(
    '- name: foo.v1.0.0\n- name: foo.v1.5.0\n  replaces: foo.v1.0.0\n' +
      "- name: foo.v2.0.0\n  replaces: foo.v1.5.0\n  skipRange: '<1.5.0'\n" +
      "- name: foo.v1.9.0\n  replaces: foo.v2.0.0\n  skipRange: '<1.9.0'\n",
  ) +
  ['1.0.0', '1.5.0', '2.0.0', '1.9.0'].map((v) => bundleDoc({ name: `foo.v${v}` })).join('');

const ci = (text: string) => readCiYaml(text, 'operators/foo/ci.yaml');

const MAPPED =
  '---\nfbc:\n  enabled: true\n  catalog_mapping:\n    - template_name: basic.yaml\n      catalog_names: ' +
  '["v4.16", v4.17]\n      type: olm.template.basic\nreviewers:\n  - alice\n';

describe('semantics-divergence on a catalog rendered from a template', () => {
  it('names the template of ci.yaml fbc.catalog_mapping and says to change it, then render', async () => {
    const { repo, base } = communityRepo({
      'operators/foo/ci.yaml': MAPPED,
      'operators/foo/catalog-templates/basic.yaml': 'schema: olm.template.basic\nentries: []\n',
    });
    const head = commit(repo, 'diverge', { 'catalogs/v4.16/foo/catalog.yaml': diverging });
    const r = await review(repo, base, head, 'alice');
    const f = r.findings.find((x) => x.rule === 'semantics-divergence');
    expect(f?.message).toContain(
      'This catalog is rendered from operators/foo/catalog-templates/basic.yaml (ci.yaml ' +
        'fbc.catalog_mapping): a hand edit here is overwritten at the next render; make the change in the ' +
        'template, then render the catalogs again',
    );
    const md = await run('review', '--repo', repo, '--base', base, '--head', head, '--author', 'alice');
    expect(md.out).toContain('Fix: make the change in the template, then render the catalogs again');
  });
  it('on a semver template, says to change the template instead of adding replaces/skips the render drops', () => {
    const f = {
      rule: 'semantics-divergence',
      severity: 'warning',
      message: 'classic and v1 pick differently; add the missing replaces/skips so both reach the same bundle',
      package: 'foo',
      catalog: 'catalogs/v4.16',
    } as Finding;
    const semver = MAPPED.replace('olm.template.basic', 'olm.semver');
    const m = withTemplateNotes([f], new Map([['foo', templatesOf('foo', ci(semver), true)]]))[0]!.message;
    expect(m).not.toContain('add the missing replaces/skips');
    expect(m).toBe(
      'classic and v1 pick differently. This catalog is rendered from operators/foo/catalog-templates/basic.yaml ' +
        "(ci.yaml fbc.catalog_mapping), a semver template that generates the channels' replaces and skips: a hand " +
        'edit here is overwritten at the next render; change the template (its bundles, GenerateMajorChannels, ' +
        'GenerateMinorChannels), then render the catalogs again',
    );
  });
  it('reads the mapping from head, as the catalog: a catalog the pull request adds to it gets the note', async () => {
    const { repo, base } = communityRepo({
      'operators/foo/ci.yaml': MAPPED,
      'operators/foo/catalog-templates/basic.yaml': 'schema: olm.template.basic\nentries: []\n',
    });
    const head = commit(repo, 'v4.18 rendered', {
      'operators/foo/ci.yaml': MAPPED.replace('v4.17]', 'v4.17, v4.18]'),
      'catalogs/v4.18/foo/catalog.yaml': diverging,
    });
    const f = (await review(repo, base, head, 'alice')).findings.find(
      (x) => x.rule === 'semantics-divergence' && x.file === 'catalogs/v4.18/foo/catalog.yaml',
    );
    expect(f?.message).toContain('This catalog is rendered from operators/foo/catalog-templates/basic.yaml');
  });
  it('says nothing of templates where the package has none', async () => {
    const { repo, base } = communityRepo();
    const head = commit(repo, 'diverge', { 'catalogs/v4.16/foo/catalog.yaml': diverging });
    const f = (await review(repo, base, head, 'alice')).findings.find((x) => x.rule === 'semantics-divergence');
    expect(f?.message).not.toContain('template');
  });
});

describe('templatesOf', () => {
  it('reads the mapping, falls back to the directory, and takes no path out of operators/<pkg>', () => {
    expect(templatesOf('foo', ci(MAPPED), true)).toEqual([
      { path: 'operators/foo/catalog-templates/basic.yaml', catalogs: ['v4.16', 'v4.17'] },
    ]);
    expect(templatesOf('foo', ci(MAPPED.replace('olm.template.basic', 'olm.semver')), true)[0]!.semver).toBe(true);
    expect(templatesOf('foo', ci('reviewers: [alice]\n'), true)).toEqual([
      { path: 'operators/foo/catalog-templates/' },
    ]);
    expect(templatesOf('foo', ci('reviewers: [alice]\n'), false)).toEqual([]);
    expect(templatesOf('foo', ci(MAPPED.replace('basic.yaml', '../../x')), false)).toEqual([]);
    expect(templatesOf('foo', ci(': not yaml: ['), false)).toEqual([]);
  });
  it('a catalog the mapping does not name gets no note', () => {
    const f = {
      rule: 'semantics-divergence',
      severity: 'warning',
      message: 'm',
      package: 'foo',
      catalog: 'catalogs/v4.12',
    } as Finding;
    const t = new Map([['foo', templatesOf('foo', ci(MAPPED), true)]]);
    expect(withTemplateNotes([f], t)[0]!.message).toBe('m');
    expect(withTemplateNotes([{ ...f, catalog: 'catalogs/v4.17' }], t)[0]!.message).toContain('basic.yaml');
  });
});
