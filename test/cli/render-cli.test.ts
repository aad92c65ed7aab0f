// `fbc-bot render` end to end (in process): real community-operators-prod catalogs, rendered by
// opm from the template beside them, come out byte for byte; JSON as opm's encoder writes it;
// every refusal with the template's file and line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { writeTree } from '../helpers/validate.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../templates/fixtures/render/${name}`, import.meta.url), 'utf8');

/** A directory holding the template and, under cat/, the catalog. */
function workspace(template: string, catalog: string): string {
  return writeTree({ 'template.yaml': template, 'cat/catalog.yaml': catalog });
}

describe('fbc-bot render reproduces opm-rendered catalogs byte for byte', () => {
  it.each([
    // A semver template rendered by opm v1.37–v1.56 (the Makefile pins v1.46), icon from the catalog.
    ['openshift-integration-operator', 'semver', 'opm v1.37–v1.56'],
    // A basic template: icon, channel with replaces/skips, four bundles.
    ['cat-facts-operator', 'basic', undefined],
  ])('%s (%s)', async (pkg, kind, linked) => {
    const catalog = fixture(`${pkg}.catalog.yaml`);
    const dir = workspace(fixture(`${pkg}.${kind}.yaml`), catalog);
    const r = await run(
      'render',
      '--template',
      join(dir, 'template.yaml'),
      '--bundles-from',
      join(dir, 'cat'),
      '-o',
      'yaml',
    );
    expect(r.code).toBe(0);
    expect(r.out).toBe(catalog);
    if (linked) expect(r.err).toContain(`channels linked as ${linked} links them`);
    else expect(r.err).toBe('');
  });

  it('--opm-version links as that release: v1.61 on, 0.8.2 skips nothing it replaces', async () => {
    const dir = workspace(
      fixture('openshift-integration-operator.semver.yaml'),
      fixture('openshift-integration-operator.catalog.yaml'),
    );
    const args = ['render', '--template', join(dir, 'template.yaml'), '--bundles-from', join(dir, 'cat'), '-o', 'yaml'];
    const now = await run(...args, '--opm-version', 'v1.73.0');
    expect(now.code).toBe(0);
    expect(now.err).toBe('');
    expect(now.out).toContain(
      '- name: openshift-integration-operator.v0.8.2\n  replaces: openshift-integration-operator.v0.7.0\n' +
        'name: candidate-v0\n',
    );
    const old = await run(...args, '--opm-version', 'v1.46.0');
    expect(old.out).toContain(
      '  replaces: openshift-integration-operator.v0.7.0\n  skips:\n  - openshift-integration-operator.v0.7.0\n',
    );
  });
});

const CATALOG = [
  '---\ndefaultChannel: stable-v1.0\nname: foo\nschema: olm.package\n',
  '---\nimage: q.io/foo:1.0.0\nname: foo.v1.0.0\npackage: foo\nproperties:\n- type: olm.package\n  value:\n' +
    '    packageName: foo\n    version: 1.0.0\nschema: olm.bundle\n',
  '---\nimage: q.io/foo:1.0.1\nname: foo.v1.0.1\npackage: foo\nproperties:\n- type: olm.package\n  value:\n' +
    '    packageName: foo\n    version: 1.0.1\nschema: olm.bundle\n',
].join('');

describe('fbc-bot render', () => {
  it('writes JSON as opm does by default: documents in its order, 4-space indent', async () => {
    const dir = workspace(
      'schema: olm.semver\nstable:\n  bundles:\n  - image: q.io/foo:1.0.1\n  - image: q.io/foo:1.0.0\n',
      CATALOG,
    );
    const r = await run('render', '--template', join(dir, 'template.yaml'), '--bundles-from', join(dir, 'cat'));
    expect(r.code).toBe(0);
    const bundle = (v: string): string =>
      `{\n    "schema": "olm.bundle",\n    "name": "foo.v${v}",\n    "package": "foo",\n` +
      `    "image": "q.io/foo:${v}",\n` +
      `    "properties": [\n        {\n            "type": "olm.package",\n            "value": {\n` +
      `                "packageName": "foo",\n                "version": "${v}"\n            }\n        }\n    ]\n}\n`;
    expect(r.out).toBe(
      '{\n    "schema": "olm.package",\n    "name": "foo",\n    "defaultChannel": "stable-v1.0"\n}\n' +
        '{\n    "schema": "olm.channel",\n    "name": "stable-v1.0",\n    "package": "foo",\n    "entries": [\n' +
        '        {\n            "name": "foo.v1.0.0"\n        },\n        {\n            "name": "foo.v1.0.1",\n' +
        '            "skips": [\n                "foo.v1.0.0"\n            ]\n        }\n    ]\n}\n' +
        bundle('1.0.0') +
        bundle('1.0.1'),
    );
  });

  it('channels no opm release wrote: the linking said to be a default, not what SOURCE shows', async () => {
    const template = 'schema: olm.semver\nstable:\n  bundles:\n  - image: q.io/foo:1.0.1\n  - image: q.io/foo:1.0.0\n';
    // Hand-edited: 1.0.1 replaces 1.0.0 where every opm release has it skip 1.0.0.
    const edited =
      CATALOG +
      '---\nentries:\n- name: foo.v1.0.0\n- name: foo.v1.0.1\n  replaces: foo.v1.0.0\n' +
      'name: stable-v1.0\npackage: foo\nschema: olm.channel\n';
    const dir = workspace(template, edited);
    const r = await run('render', '--template', join(dir, 'template.yaml'), '--bundles-from', join(dir, 'cat'));
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      `fbc-bot render: ${join(dir, 'cat')}'s channels of foo are linked as no opm release links them; channels ` +
        'linked as opm v1.27.1–v1.36 and v1.61 or later links them (--opm-version to choose)\n',
    );
  });

  it('an image two packages of SOURCE share: the first bundle gives both the version and the document', async () => {
    const bar =
      '---\nschema: olm.package\nname: bar\n---\nimage: q.io/foo:1.0.1\nname: bar.v9.0.0\npackage: bar\n' +
      'properties:\n- type: olm.package\n  value:\n    packageName: bar\n    version: 9.0.0\nschema: olm.bundle\n';
    const dir = writeTree({
      'template.yaml': 'schema: olm.semver\nstable:\n  bundles:\n  - image: q.io/foo:1.0.1\n',
      'cat/foo.yaml': CATALOG,
      'cat/zbar.yaml': bar,
    });
    const r = await run('render', '--template', join(dir, 'template.yaml'), '--bundles-from', join(dir, 'cat'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('"name": "stable-v1.0"');
    expect(r.out).toContain('"name": "foo.v1.0.1",\n    "package": "foo",');
    expect(r.out).not.toContain('bar');
  });

  it('a template opm refuses, or an image the catalog lacks: exit 1 at the line', async () => {
    const bad = workspace('schema: olm.semver\nstable:\n  bundels: []\n', CATALOG);
    const r = await run('render', '--template', join(bad, 'template.yaml'), '--bundles-from', join(bad, 'cat'));
    expect(r).toMatchObject({ code: 1, out: '' });
    expect(r.err).toBe(`${join(bad, 'template.yaml')}:3: unknown field "bundels" (opm rejects it)\n`);
    const lacking = workspace('schema: olm.semver\nstable:\n  bundles:\n  - image: q.io/foo:2.0.0\n', CATALOG);
    const l = await run('render', '--template', join(lacking, 'template.yaml'), '--bundles-from', join(lacking, 'cat'));
    expect(l.code).toBe(1);
    expect(l.err).toContain(
      `${join(lacking, 'template.yaml')}:4: bundle image "q.io/foo:2.0.0" (stable) is not in the catalog\n`,
    );
    const other = workspace('schema: olm.package\nname: foo\n', CATALOG);
    const o = await run('render', '--template', join(other, 'template.yaml'), '--bundles-from', join(other, 'cat'));
    expect(o.code).toBe(1);
    expect(o.err).toContain(':1: not an opm template: its schema is "olm.package"');
  });

  it('usage errors: no --bundles-from, an opm release it does not know, an unreadable template', async () => {
    expect((await run('render', '--template', 'x.yaml')).code).toBe(2);
    const dir = workspace('schema: olm.semver\n', CATALOG);
    const v = await run(
      'render',
      '--template',
      join(dir, 'template.yaml'),
      '--bundles-from',
      join(dir, 'cat'),
      '--opm-version',
      'v2',
    );
    expect(v.code).toBe(2);
    expect(v.err).toContain('--opm-version v2 is no opm release from v1.27.1 on');
    const missing = await run('render', '--template', join(dir, 'nope.yaml'), '--bundles-from', join(dir, 'cat'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read the template');
  });
});
