// Requirements between packages in a pull request: introduced only when the requirement newly
// fails for its package; packages and APIs the configuration declares external are satisfied.
import { describe, expect, it } from 'vitest';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { comparePaths } from '../../src/catalog/load.js';
import { parseConfig, type Config } from '../../src/config/config.js';
import { diffListings } from '../../src/diff/incremental.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

type Files = Record<string, string>;

function listing(files: Files): CatalogListing {
  const byId = new Map<string, Uint8Array>();
  const listed = Object.keys(files)
    .sort(comparePaths)
    .map((path) => {
      const data = new TextEncoder().encode(files[path]);
      byId.set(gitBlobId(data), data);
      return { path, id: gitBlobId(data) };
    });
  return { files: listed, read: (ids) => new Map(ids.map((id) => [id, byId.get(id)!])) };
}

const needsPkg = (name: string, range: string) =>
  `- type: olm.package.required\n  value:\n    packageName: ${name}\n    versionRange: '${range}'\n`;
const needsGvk = (kind: string) =>
  `- type: olm.gvk.required\n  value:\n    group: cert-manager.io\n    version: v1\n    kind: ${kind}\n`;

/** Package alloy with one bundle per version, each with the requirements `props(version)`. */
function alloy(versions: string[], props: (v: string) => string): string {
  const entries = versions
    .map((v, i) => `- name: alloy.v${v}\n${i > 0 ? `  replaces: alloy.v${versions[i - 1]}\n` : ''}`)
    .join('');
  return (
    pkgDoc('alloy') +
    channelDoc(entries, 'stable', 'alloy') +
    versions
      .map((v) =>
        bundleDoc({ name: `alloy.v${v}`, pkg: 'alloy' }).replace(
          `    version: ${v}\n`,
          `    version: ${v}\n${props(v)}`,
        ),
      )
      .join('')
  );
}
const certManager = (versions: string[]) =>
  pkgDoc('cert-manager') +
  channelDoc(versions.map((v) => `- name: cert-manager.v${v}\n`).join(''), 'stable', 'cert-manager') +
  versions.map((v) => bundleDoc({ name: `cert-manager.v${v}`, pkg: 'cert-manager' })).join('');

/** Requirement findings of base → head, as "rule bundle introduced". */
function requirements(base: Files, head: Files, config: Config = parseConfig('')): string[] {
  const r = diffListings([{ catalog: 'cat', base: listing(base), head: listing(head) }], { config });
  return r.findings
    .filter((f) => f.rule.endsWith('-unsatisfied'))
    .map((f) => `${f.rule} ${f.bundle} ${f.introduced}`)
    .sort();
}

describe('dependency-*-unsatisfied in a pull request', () => {
  const both = (v: string) =>
    needsPkg('cert-manager', '>=1.12.2') + needsGvk('Certificate') + (v === '1.1.0' ? needsGvk('Issuer') : '');
  it('a release that repeats an unsatisfied requirement does not introduce it; a new requirement does', () => {
    const found = requirements(
      { 'alloy/catalog.yaml': alloy(['1.0.0'], both) },
      { 'alloy/catalog.yaml': alloy(['1.0.0', '1.1.0'], both) },
    );
    expect(found.filter((f) => f.endsWith('true'))).toEqual(['dependency-gvk-unsatisfied alloy.v1.1.0 true']);
    expect(found.filter((f) => f.includes('v1.1.0') && f.endsWith('false'))).toEqual([
      'dependency-gvk-unsatisfied alloy.v1.1.0 false',
      'dependency-package-unsatisfied alloy.v1.1.0 false',
    ]);
  });
  it('a range that base satisfied and head does not is introduced; one already unsatisfied is not', () => {
    const files = (range: (v: string) => string) => ({
      'alloy/catalog.yaml': alloy(['1.0.0', '1.1.0'], (v) => needsPkg('cert-manager', range(v))),
      'cert-manager/catalog.yaml': certManager(['1.0.0']),
    });
    expect(
      requirements(
        files(() => '>=1.0.0'),
        files((v) => (v === '1.1.0' ? '>=2.0.0' : '>=1.0.0')),
      ),
    ).toEqual(['dependency-package-unsatisfied alloy.v1.1.0 true']);
    expect(
      requirements(
        files(() => '>=3.0.0'),
        files((v) => (v === '1.1.0' ? '>=2.0.0' : '>=3.0.0')),
      ).every((f) => f.endsWith('false')),
    ).toBe(true);
  });
  it('a provider the change removes introduces the requirement it satisfied', () => {
    const base = {
      'alloy/catalog.yaml': alloy(['1.0.0'], () => needsPkg('cert-manager', '>=1.0.0')),
      'cert-manager/catalog.yaml': certManager(['1.0.0']),
    };
    expect(requirements(base, { 'alloy/catalog.yaml': base['alloy/catalog.yaml'] })).toEqual([
      'dependency-package-unsatisfied alloy.v1.0.0 true',
    ]);
  });
  it('packages and APIs declared external are satisfied, in the diff and in validate', () => {
    const config = parseConfig(
      'externalPackages: [cert-manager]\nexternalApis: [cert-manager.io/v1/Certificate, cert-manager.io/v1/Issuer]\n',
    );
    const head = { 'alloy/catalog.yaml': alloy(['1.0.0', '1.1.0'], both) };
    expect(requirements({}, head, config)).toEqual([]);
    const partly = parseConfig('externalApis: [cert-manager.io/v1/Certificate]\n');
    expect(requirements({}, head, partly).map((f) => f.split(' ').slice(0, 2).join(' '))).toEqual([
      'dependency-gvk-unsatisfied alloy.v1.1.0',
      'dependency-package-unsatisfied alloy.v1.0.0',
      'dependency-package-unsatisfied alloy.v1.1.0',
    ]);
    const entries = [{ path: 'alloy/catalog.yaml', data: new TextEncoder().encode(head['alloy/catalog.yaml']) }];
    expect(
      validateCatalog({ catalog: 'cat', entries }, config).findings.filter((f) => f.rule.endsWith('-unsatisfied')),
    ).toEqual([]);
    expect(
      validateCatalog({ catalog: 'cat', entries }).findings.filter((f) => f.rule.endsWith('-unsatisfied')),
    ).toHaveLength(5);
  });
});
