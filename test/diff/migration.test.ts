// A package moving from bundle format (operators/foo/<version>/, published in the index) to a
// file-based catalog: the edges, bundles and CRDs base already published are not introduced;
// only what the migration changes is. Base's bundle format is read from base only, in git
// (real temporary repositories) and in a directory.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { crd, CSV, objectProps, specSchema } from '../crd/helpers.js';

const FIXTURE = join(import.meta.dirname, 'fixtures/bundle-format');

/** The fixture's files by repository path (operators/foo/…). */
function fixtureFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const n of readdirSync(dir)) {
      const p = join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(FIXTURE, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(FIXTURE);
  return out;
}

const manifest = (version: string, file: string): unknown =>
  parse(readFileSync(join(FIXTURE, 'operators/foo', version, 'manifests', file), 'utf8'));
const csvOf = (v: string): unknown => manifest(v, `foo.v${v}.clusterserviceversion.yaml`);
const crdOf = (v: string): unknown => manifest(v, 'widgets.example.com.crd.yaml');
/** 0.3.0 drops spec.mode too: an edge the migration adds, with a CRD problem of its own. */
const crd3 = crd(specSchema({}));

type Json = Parameters<typeof objectProps>[1][number];

/** foo as the migration writes it: 0.1.0 ← 0.2.0 as published, and `more` entries and bundles. */
function migrated(opts: { entries?: string; more?: boolean } = {}): string {
  const bundle = (v: string, objects: Json[]) =>
    bundleDoc({
      name: `foo.v${v}`,
      image: `quay.io/example/foo-bundle@sha256:${v[2]!.repeat(64)}`,
      properties: objectProps(v, objects),
    });
  return (
    pkgDoc() +
    channelDoc(
      opts.entries ??
        '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n' +
          (opts.more ? '- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n' : ''),
    ) +
    bundle('0.1.0', [csvOf('0.1.0') as Json, crdOf('0.1.0') as Json]) +
    bundle('0.2.0', [csvOf('0.2.0') as Json, crdOf('0.2.0') as Json]) +
    (opts.more ? bundle('0.3.0', [{ ...CSV, metadata: { name: 'foo.v0.3.0' } }, crd3]) : '')
  );
}

interface Report {
  findings: { rule: string; severity: string; message: string; catalog?: string; introduced?: boolean }[];
  changes: { package: string; status: string }[];
}

const introduced = (r: Report, rule?: string): string[] =>
  r.findings
    .filter((f) => f.introduced !== false && f.severity !== 'info' && (rule === undefined || f.rule === rule))
    .map((f) => `${f.rule} ${f.message.split(':')[0]}`);

async function review(base: Record<string, string | null>, head: Record<string, string | null>): Promise<Report> {
  const repo = newRepo();
  commit(repo, 'base', { 'README.md': 'x\n', ...base });
  const b = commit(repo, 'base', {});
  const h = commit(repo, 'head', head);
  const r = await run('review', '--repo', repo, '--base', b, '--head', h, '--format', 'json');
  expect(r.err).toBe('');
  return JSON.parse(r.out) as Report;
}

const CAT = 'catalogs/v4.14/foo/catalog.yaml';
const crdRules = (r: Report): string[] => introduced(r).filter((l) => l.startsWith('crd-'));

describe('a package migrating from bundle format (git)', () => {
  it('what base published is not introduced: the CRD change along the published edge is not new', async () => {
    const r = await review(fixtureFiles(), { [CAT]: migrated() });
    expect(crdRules(r)).toEqual([]);
    expect(introduced(r).filter((l) => !l.startsWith('ownership'))).toEqual([]);
    expect(r.changes.map((c) => [c.package, c.status])).toEqual([['foo', 'migrated']]);
  });

  it('a bundle kept as published is not even examined: its payloads are what opm renders', async () => {
    // opm writes Go's JSON of each manifest: keys sorted, compact, <, >, & escaped.
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    const opm = (o: unknown): string =>
      JSON.stringify(sorted(o)).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    const head = migrated()
      .split('\n')
      .map((l) => {
        const m = /^(\s+data: )(\S+)$/.exec(l);
        return m ? m[1]! + Buffer.from(opm(JSON.parse(Buffer.from(m[2]!, 'base64').toString()))).toString('base64') : l;
      })
      .join('\n');
    const r = await review(fixtureFiles(), { [CAT]: head });
    expect(r.findings.filter((f) => f.rule.startsWith('crd-'))).toEqual([]);
  });

  it('an edge the migration adds is judged as new', async () => {
    const r = await review(fixtureFiles(), { [CAT]: migrated({ more: true }) });
    expect(crdRules(r)).toEqual(['crd-field-removed edge foo.v0.2.0 → foo.v0.3.0']);
  });

  it('an upgrade the published graph offered and the migration drops is upgrade-path-lost', async () => {
    const r = await review(fixtureFiles(), {
      [CAT]: migrated({ entries: '- name: foo.v0.1.0\n- name: foo.v0.2.0\n' }).replace(
        'entries:\n- name: foo.v0.1.0\n- name: foo.v0.2.0\n',
        'entries:\n- name: foo.v0.2.0\n',
      ),
    });
    expect(introduced(r, 'upgrade-path-lost')).toHaveLength(1);
  });

  it('a bundle published only to other OpenShift versions is not in this catalog’s base', async () => {
    const files = fixtureFiles();
    const ann = 'operators/foo/0.1.0/metadata/annotations.yaml';
    files[ann] = files[ann]!.replace('versions: v4.12', 'versions: "=v4.12"');
    const r = await review(files, { [CAT]: migrated() });
    expect(crdRules(r)).toEqual(['crd-field-removed edge foo.v0.1.0 → foo.v0.2.0']);
  });

  it('semver mode (ci.yaml updateGraph): each bundle replaces the one below it in its channel', async () => {
    const files = fixtureFiles();
    files['operators/foo/ci.yaml'] += 'updateGraph: semver-mode\n';
    const csv = 'operators/foo/0.2.0/manifests/foo.v0.2.0.clusterserviceversion.yaml';
    files[csv] = files[csv]!.replace('  replaces: foo.v0.1.0\n', '');
    expect(crdRules(await review(files, { [CAT]: migrated() }))).toEqual([]);
    files['operators/foo/ci.yaml'] = files['operators/foo/ci.yaml']!.replace('semver-mode', 'replaces-mode');
    expect(crdRules(await review(files, { [CAT]: migrated() }))).toHaveLength(1);
  });

  it(
    'a package base already publishes from its catalogs (ci.yaml fbc.enabled) is no migration in a ' + 'new catalog',
    async () => {
      const files = fixtureFiles();
      files['operators/foo/ci.yaml'] += 'fbc:\n  enabled: true\n';
      const r = await review(
        { ...files, 'catalogs/v4.13/foo/catalog.yaml': migrated() },
        { 'catalogs/v4.14/foo/catalog.yaml': migrated({ entries: '- name: foo.v0.2.0\n' }) },
      );
      expect(r.changes.map((c) => [c.package, c.status])).toEqual([['foo', 'added']]);
      expect(introduced(r, 'upgrade-path-lost')).toEqual([]);
    },
  );

  it('nothing the pull request adds decides it: bundle format added in head is not base', async () => {
    const r = await review({}, { ...fixtureFiles(), [CAT]: migrated() });
    expect(crdRules(r)).toEqual(['crd-field-removed edge foo.v0.1.0 → foo.v0.2.0']);
  });

  it('an unreadable bundle of the bundle format is left out, said once as info', async () => {
    const files = fixtureFiles();
    files['operators/foo/0.1.0/manifests/foo.v0.1.0.clusterserviceversion.yaml'] = 'kind: [\n';
    const r = await review(files, { [CAT]: migrated() });
    const notes = r.findings.filter((f) => f.rule === 'bundle-format-unread');
    expect(notes.map((f) => [f.severity, f.message.split(':')[0]])).toEqual([
      ['info', 'operators/foo/0.1.0/manifests/foo.v0.1.0.clusterserviceversion.yaml'],
    ]);
    expect(crdRules(r)).toEqual(['crd-field-removed edge foo.v0.1.0 → foo.v0.2.0']);
  });
});

describe('a package migrating from bundle format (directories)', () => {
  it('diff reads operators/ beside the base catalogs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-migration-'));
    cpSync(FIXTURE, join(dir, 'base'), { recursive: true });
    cpSync(FIXTURE, join(dir, 'head'), { recursive: true });
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(dir, 'base/catalogs/v4.14'), { recursive: true });
    mkdirSync(join(dir, 'head/catalogs/v4.14/foo'), { recursive: true });
    writeFileSync(join(dir, 'head', CAT), migrated({ more: true }));
    const r = await run(
      'diff',
      '--base',
      join(dir, 'base'),
      '--head',
      join(dir, 'head'),
      '--catalogs',
      'catalogs/*',
      '--format',
      'json',
    );
    expect(crdRules(JSON.parse(r.out) as Report)).toEqual(['crd-field-removed edge foo.v0.2.0 → foo.v0.3.0']);
  });
});
