// The installability family as a whole: channel heads only, the consumers' verdict (error where
// configured, warning where inferred, info where the flavour does not read the catalog), the CSV
// read from olm.csv.metadata or olm.bundle.object, and a head carrying neither where the repository
// requires olm.csv.metadata (install-csv-missing).
import { describe, expect, it } from 'vitest';
import { BOTH, brief, installFindings } from './install-fixture.js';

const constraint =
  '- type: olm.constraint\n  value: {failureMessage: x, package: {packageName: bar, versionRange: ">=1"}}\n';
const ownOnly = { OwnNamespace: true, AllNamespaces: false };

describe('the consumers decide the severity', () => {
  it('error where configured, warning where inferred from OpenShift, info where the flavour does not read it', () => {
    expect(brief(installFindings({ modes: ownOnly, config: BOTH }))).toEqual([
      'install-v1-install-mode error foo.v1.1.0',
    ]);
    const inferred = installFindings({ modes: ownOnly, catalog: 'catalogs/v4.18' });
    expect(brief(inferred)).toEqual(['install-v1-install-mode warning foo.v1.1.0']);
    expect(inferred[0]!.message).toContain('OLM v1 consumes this catalog (OpenShift 4.18 or later)');
    const before = installFindings({ modes: ownOnly, catalog: 'catalogs/v4.16' });
    expect(brief(before)).toEqual(['install-v1-install-mode info foo.v1.1.0']);
    expect(before[0]!.message).toContain('OLM v1 does not consume this catalog');
    const classicOnly = 'consumers:\n  - catalogs: [catalogs]\n    olm: [classic]\n';
    expect(brief(installFindings({ modes: ownOnly, config: classicOnly }))).toEqual([
      'install-v1-install-mode info foo.v1.1.0',
    ]);
  });
  it('a catalog of no OpenShift version and no consumers entry is not judged', () => {
    expect(brief(installFindings({ modes: ownOnly, catalog: 'elsewhere' }))).toEqual([]);
    expect(
      brief(installFindings({ modes: ownOnly, catalog: 'elsewhere', config: BOTH.replace('catalogs]', 'elsewhere]') })),
    ).toEqual(['install-v1-install-mode error foo.v1.1.0']);
  });
  it('severity overrides still win', () => {
    const config = `${BOTH}severity:\n  install-v1-install-mode: info\n`;
    expect(brief(installFindings({ modes: ownOnly, config }))).toEqual(['install-v1-install-mode info foo.v1.1.0']);
  });
});

describe('install-csv-missing', () => {
  const required = "policy:\n  bundleObjectNotAllowed: ['catalogs/v4.1[7-9]']\n";
  it('a head carrying neither olm.csv.metadata nor olm.bundle.object where the repository requires the first', () => {
    const fs = installFindings({ as: 'none', catalog: 'catalogs/v4.17', config: required });
    expect(fs).toMatchObject([{ rule: 'install-csv-missing', severity: 'warning', bundle: 'foo.v1.1.0', line: 22 }]);
    expect(fs[0]!.message).toContain('requires olm.csv.metadata under "catalogs/v4.1[7-9]"');
    // Elsewhere the repository asks nothing of the format: the CSV-based rules just cannot judge the head.
    expect(brief(installFindings({ as: 'none', catalog: 'catalogs/v4.16', config: required }))).toEqual([]);
    expect(brief(installFindings({ as: 'none', catalog: 'catalogs/v4.17' }))).toEqual([]);
  });
  it('dependencies are properties of the entry: judged without a CSV', () => {
    expect(brief(installFindings({ as: 'none', props: constraint, config: BOTH }))).toEqual([
      'install-v1-dependency error foo.v1.1.0',
    ]);
  });
  it('olm.bundle.object CSVs are read like olm.csv.metadata', () => {
    expect(brief(installFindings({ as: 'object', modes: ownOnly, config: BOTH }))).toEqual([
      'install-v1-install-mode error foo.v1.1.0',
    ]);
    expect(installFindings({ as: 'object', modes: ownOnly, config: BOTH })[0]!.message).toContain(
      'install modes read from the olm.bundle.object CSV',
    );
  });
});
