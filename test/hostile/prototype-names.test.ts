// Every name a catalog controls set to a name Object.prototype already has, through every command
// and every output format: Go maps have no prototype, so opm treats these as ordinary names, and
// fbc-bot must answer with findings or a clean run, never an internal error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run, type Run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { crd as crdOf, lines, specSchema, upgrade } from '../crd/helpers.js';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { diffListings } from '../../src/diff/incremental.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { reviewArgs } from '../ownership/scenario.js';

const NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64');

/** A CRD whose group, kind, plural and schema property names are all `n`. */
function crd(n: string, keep: boolean): unknown {
  const props = keep
    ? { [n]: { type: 'string', enum: [n] }, spec: { type: 'object', properties: { [n]: { type: 'integer' } } } }
    : { spec: { type: 'object' } };
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${n}.${n}` },
    spec: {
      group: n,
      names: { kind: n, plural: n, singular: n, listKind: n },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', required: keep ? [n] : [], properties: props } },
        },
      ],
    },
  };
}

function bundle(n: string, name: string, version: string, head: boolean): string {
  return `---
schema: olm.bundle
package: ${n}
name: ${name}
image: quay.io/example/${head ? 'h' : 'b'}:${version}
relatedImages:
- name: ${n}
  image: quay.io/example/${head ? 'r2' : 'r'}:${version}
properties:
- type: olm.package
  value: {packageName: ${n}, version: ${version}}
- type: ${n}
  value: {${n}: ${head ? 'changed' : n}}
- type: olm.gvk
  value: {group: ${n}, kind: ${n}, version: v1}
- type: olm.gvk.required
  value: {group: ${n}, kind: ${n}, version: v1}
- type: olm.package.required
  value: {packageName: ${n}, versionRange: '>=0.1.0'}
- type: olm.bundle.object
  value: {data: ${b64(crd(n, !head))}}
`;
}

/** Package, default channel, bundle, property type and keys, gvk, related image, file: all `n`. */
function catalog(n: string, head: boolean): string {
  const pkg = `---\nschema: olm.package\nname: ${n}\ndefaultChannel: ${n}\n`;
  const entries =
    `- name: ${n}\n` + `${head ? `- name: ${n}.v2\n  replaces: ${n}\n  skips: [${n}]\n  skipRange: '<2.0.0'\n` : ''}`;
  const channel = `---\nschema: olm.channel\npackage: ${n}\nname: ${n}\nentries:\n${entries}`;
  const deprecations =
    `---\nschema: olm.deprecations\npackage: ${n}\nentries:\n- reference: {schema: olm.bundle, name: ${n}}\n ` +
    ` message: ${n}\n- reference: {schema: olm.channel, name: ${n}}\n  message: ${n}\n- reference: {schema: ` +
    `olm.package}\n  message: ${n}\n`;
  return pkg + channel + bundle(n, n, '1.0.0', head) + (head ? bundle(n, `${n}.v2`, '2.0.0', true) + deprecations : '');
}

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function dirs(n: string): { base: string; head: string } {
  const root = mkdtempSync(join(tmpdir(), 'fbc-proto-'));
  roots.push(root);
  for (const side of ['base', 'head'] as const) {
    mkdirSync(join(root, side, n), { recursive: true });
    writeFileSync(join(root, side, n, n), catalog(n, side === 'head'));
  }
  return { base: join(root, 'base'), head: join(root, 'head') };
}

/** One repository in the community layout with a package of every name, each changed by head. */
function communityRepo(): { repo: string; base: string; head: string; approvals: string } {
  const repo = newRepo();
  roots.push(repo);
  const files = (head: boolean): Record<string, string> =>
    Object.fromEntries(NAMES.map((n) => [`catalogs/v4.16/${n}/${n}`, catalog(n, head)]));
  const base = commit(repo, 'base', {
    'config.yaml': '---\norganization: example\nmaintainers:\n  - mia\n',
    // A login is letters, digits and hyphens: the names that can be one are owners too.
    ...Object.fromEntries(
      NAMES.map((n) => [
        `operators/${n}/ci.yaml`,
        `---\nreviewers:\n  - alice\n${/^[a-zA-Z0-9-]+$/.test(n) ? `  - ${n}\n` : ''}`,
      ]),
    ),
    ...files(false),
  });
  const head = commit(repo, 'head', files(true));
  const approvals = join(repo, '.git', 'approvals.json');
  writeFileSync(approvals, JSON.stringify([{ login: 'alice', state: 'COMMENTED', commit: head, body: '/approve' }]));
  return { repo, base, head, approvals };
}

/** What went wrong with each run: only exit 0 or 1 with output and nothing on stderr is an answer. */
const failures: string[] = [];
function expectAnswered(r: Run, what: string): void {
  if ((r.code !== 0 && r.code !== 1) || r.err !== '' || r.out === '')
    failures.push(`${what}: exit ${r.code}: ${r.err.trim()}`);
}
const noFailures = (): void => {
  const seen = failures.splice(0);
  expect(seen).toEqual([]);
};

describe.each(NAMES)('every catalog-controlled name is %s', (n) => {
  it('validate, graph, resolve and diff in every format answer with findings or a clean run', async () => {
    const { base, head } = dirs(n);
    expectAnswered(await run('validate', base), 'validate base');
    for (const format of ['text', 'json', 'sarif'])
      expectAnswered(await run('validate', '-o', format, head), `validate -o ${format}`);
    for (const format of ['json', 'mermaid'])
      for (const args of [[], ['--package', n, '--channel', n]])
        expectAnswered(await run('graph', '-o', format, ...args, head), `graph -o ${format} ${args.join(' ')}`);
    for (const args of [
      ['--channel', n, '--installed', n],
      ['--installed', `${n}@1.0.0`, '--version', '>=1.0.0'],
    ])
      expectAnswered(await run('resolve', '--package', n, ...args, head), `resolve ${args.join(' ')}`);
    for (const format of ['text', 'json', 'markdown', 'sarif'])
      expectAnswered(await run('diff', '--base', base, '--head', head, '-o', format), `diff -o ${format}`);
    for (const format of ['json', 'markdown'])
      expectAnswered(await run('diff', '--base', head, '--head', base, '-o', format), `diff (reverted) -o ${format}`);
    noFailures();
  });
});

it('review and a diff of git trees, every package named by one of them, answer in every format', async () => {
  const { repo, base, head, approvals } = communityRepo();
  for (const format of ['json', 'markdown']) {
    for (const author of ['alice', 'dave'])
      expectAnswered(
        await run(...reviewArgs(repo, base, head, author), '--approvals', approvals, '-o', format),
        `review -o ${format} by ${author}`,
      );
  }
  expectAnswered(
    await run(
      'diff',
      '--repo',
      repo,
      '--base',
      `git:${base}:catalogs`,
      '--head',
      `git:${head}:catalogs`,
      '--catalogs',
      '*',
      '-o',
      'markdown',
    ),
    'diff of git trees',
  );
  noFailures();
});

describe('CRD schemas compare own keys only', () => {
  it.each(NAMES)('a field %s removed while another is added is a removed field', (n) => {
    const old = specSchema({ [n]: {}, keep: { type: 'string' } });
    const neu = specSchema({ added: {}, keep: { type: 'string' } });
    expect(lines(upgrade([crdOf(old)], [crdOf(neu)]))).toEqual([
      `crd-field-removed: CRD widgets.example.com v1 .spec.${n}: existingFieldRemoval: removed field`,
    ]);
  });
});

describe('a CSV changed in place under a prototype name is a change', () => {
  const listing = (text: string): CatalogListing => {
    const data = new TextEncoder().encode(text);
    return {
      files: [{ path: 'foo/catalog.yaml', id: gitBlobId(data) }],
      read: (ids) => new Map(ids.map((i) => [i, data])),
    };
  };
  const withCsv = (csv: unknown): string =>
    pkgDoc() +
    channelDoc('- name: foo.v0.1.0\n') +
    bundleDoc({
      name: 'foo.v0.1.0',
      properties:
        `- type: olm.package\n  value: {packageName: foo, version: 0.1.0}\n- type: olm.bundle.object\n  ` +
        `value:\n    data: ${b64(csv)}\n`,
    });
  const csv = (n: string, v: string): unknown => ({
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'ClusterServiceVersion',
    metadata: { name: 'foo.v0.1.0', annotations: { [n]: v } },
    spec: { version: '0.1.0', [n]: v },
  });
  const changes = (base: string, head: string): string[] =>
    diffListings([{ catalog: 'cat', base: listing(base), head: listing(head) }])
      .findings.filter((f) => f.rule.startsWith('bundle-'))
      .map((f) => `${f.rule} ${f.severity}: ${f.message}`);

  it.each(NAMES)('an annotation and a spec field named %s', (n) => {
    const found = changes(withCsv(csv(n, 'a')), withCsv(csv(n, 'b')));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^bundle-content-changed warning: .*the CSV in olm\.bundle\.object \(metadata, spec\)/);
  });
});
