// CRD verdicts for the OLM flavours that consume the catalog: an error where OLM v1 installs from
// it, a warning saying what OLM classic does elsewhere; a dropped stored version is an error
// everywhere. The catalog's path (catalogs/v4.N) or the configuration says who consumes it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from './helpers.js';

interface Report {
  verdict: string;
  findings: { rule: string; severity: string; introduced: boolean; message: string; catalog?: string }[];
}

const withAB = crd(specSchema({ a: { type: 'string' }, b: { type: 'string' } }));
const withB = crd(specSchema({ b: { type: 'string' } }));
const b = (version: string, c: unknown): BundleIn => ({ version, objects: [CSV, c as never] });
const BASE = [b('0.1.0', withAB)];
const FIELD_REMOVED = [b('0.1.0', withAB), b('0.2.0', withB)];

/** `diff` of catalog `catalog` in a new repository: base's and head's bundles of package foo, base's configuration. */
async function diffAt(catalog: string, base: BundleIn[], head: BundleIn[], config?: string): Promise<Report> {
  const repo = newRepo();
  const file = `${catalog}/foo/catalog.yaml`;
  commit(repo, 'base', { [file]: catalogText(base), ...(config ? { '.github/fbc-bot.yaml': config } : {}) });
  commit(repo, 'head', { [file]: catalogText(head) });
  const r = await run(
    'diff',
    '--repo',
    repo,
    '--base',
    `git:HEAD~1:${catalog}`,
    '--head',
    `git:HEAD:${catalog}`,
    '-o',
    'json',
  );
  expect(r.err).toBe('');
  return JSON.parse(r.out) as Report;
}

const crdFindings = (r: Report) => r.findings.filter((f) => f.rule.startsWith('crd-'));

describe('CRD verdicts by consumer, without configuration', () => {
  it(
    'catalogs/v4.16 (no OLM v1): a removed field is a warning saying OLM v1 is absent and classic ' + 'applies it',
    async () => {
      const r = await diffAt('catalogs/v4.16', BASE, FIELD_REMOVED);
      const [f, ...more] = crdFindings(r);
      expect(more).toEqual([]);
      expect(f).toMatchObject({ rule: 'crd-field-removed', severity: 'warning', introduced: true });
      expect(f!.message).toContain('OLM classic applies it (existing custom resources still validate)');
      expect(f!.message).toContain(
        'OLM v1, which refuses it, does not consume this catalog (OpenShift before 4.18, where OLM v1 is not ' +
          'generally available)',
      );
      expect(r.verdict).toBe('pass');
    },
  );

  it('catalogs/v4.18 (OLM v1 generally available): the same change is an error OLM v1 refuses', async () => {
    const r = await diffAt('catalogs/v4.18', BASE, FIELD_REMOVED);
    const [f] = crdFindings(r);
    expect(f).toMatchObject({ rule: 'crd-field-removed', severity: 'error', introduced: true });
    expect(f!.message).toContain('OLM v1 refuses this upgrade; OLM classic applies it');
    expect(r.verdict).toBe('fail');
  });

  it('a catalog not named for an OpenShift version is taken as consumed by both: an error', async () => {
    const r = await diffAt('operators-catalog', BASE, FIELD_REMOVED);
    expect(crdFindings(r).map((f) => [f.rule, f.severity])).toEqual([['crd-field-removed', 'error']]);
    expect(r.verdict).toBe('fail');
  });

  it('a stored version removed is an error in catalogs/v4.12 too: OLM classic refuses it', async () => {
    const v1alpha1 = crd({ versions: [{ name: 'v1alpha1', schema: specSchema({}) }] });
    const v1Only = crd({ versions: [{ name: 'v1', schema: specSchema({}) }] });
    const r = await diffAt('catalogs/v4.12', [b('0.1.0', v1alpha1)], [b('0.1.0', v1alpha1), b('0.2.0', v1Only)]);
    const stored = crdFindings(r).filter((f) => f.rule === 'crd-stored-version-removed');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ severity: 'error', introduced: true });
    expect(stored[0]!.message).toContain('OLM classic refuses it too');
    expect(r.verdict).toBe('fail');
  });

  it('read from a directory, a catalogs/v4.16 path follows OpenShift as well', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fbc-consumers-'));
    for (const [side, bundles] of [
      ['base', BASE],
      ['head', FIELD_REMOVED],
    ] as const) {
      mkdirSync(join(root, side, 'catalogs/v4.16/foo'), { recursive: true });
      writeFileSync(join(root, side, 'catalogs/v4.16/foo/catalog.yaml'), catalogText(bundles));
    }
    const r = await run(
      'diff',
      '--base',
      join(root, 'base/catalogs/v4.16'),
      '--head',
      join(root, 'head/catalogs/v4.16'),
      '-o',
      'json',
    );
    const rep = JSON.parse(r.out) as Report;
    expect(crdFindings(rep).map((f) => [f.rule, f.severity])).toEqual([['crd-field-removed', 'warning']]);
  });
});

describe('CRD verdicts by consumer, configured', () => {
  it('consumers say OLM v1 reads catalogs/v4.16: the removed field is an error there', async () => {
    const config = 'consumers:\n  - catalogs: ["catalogs/v4.1[6-7]"]\n    olm: [classic, v1]\n';
    const r = await diffAt('catalogs/v4.16', BASE, FIELD_REMOVED, config);
    const [f] = crdFindings(r);
    expect(f).toMatchObject({ rule: 'crd-field-removed', severity: 'error' });
    expect(f!.message).toContain('OLM v1 refuses this upgrade');
  });

  it('consumers say only OLM classic reads catalogs from 4.18 on: a warning there, naming the entry', async () => {
    const config = 'consumers:\n  - ocp: ">=4.18"\n    olm: [classic]\n';
    const r = await diffAt('catalogs/v4.18', BASE, FIELD_REMOVED, config);
    const [f] = crdFindings(r);
    expect(f).toMatchObject({ rule: 'crd-field-removed', severity: 'warning' });
    expect(f!.message).toContain('does not consume this catalog (consumers entry 1)');
  });

  it('a severity override scoped to a catalog glob applies there only, over the consumer verdict', async () => {
    const config = [
      'severity:',
      '  crd-field-removed: info',
      'overrides:',
      '  - catalogs: ["catalogs/v4.1[8-9]"]',
      '    severity:',
      '      crd-field-removed: warning',
      '  - catalogs: ["v4.19"]',
      '    severity:',
      '      crd-field-removed: error',
      '',
    ].join('\n');
    const at = async (catalog: string): Promise<string[]> =>
      crdFindings(await diffAt(catalog, BASE, FIELD_REMOVED, config)).map((f) => f.severity);
    expect(await at('catalogs/v4.18')).toEqual(['warning']);
    // the last matching entry wins
    expect(await at('catalogs/v4.19')).toEqual(['error']);
    // outside every glob, the repository-wide severity
    expect(await at('catalogs/v4.16')).toEqual(['info']);
  });
});
