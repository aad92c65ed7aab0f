// Requirements satisfied by a package base still keeps in bundle format (operators/cert-manager/…,
// published in the index): read from base's bundle format (its CSVs' versions and owned APIs), in
// the index the catalog is for; what no published bundle provides is still unsatisfied.
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const annotations = (ocp: string) =>
  'annotations:\n' +
  '  operators.operatorframework.io.bundle.package.v1: cert-manager\n' +
  '  operators.operatorframework.io.bundle.channels.v1: stable\n' +
  `  com.redhat.openshift.versions: ${ocp}\n`;
const CSV =
  'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: cert-manager.v1.14.0\n' +
  'spec:\n  version: 1.14.0\n  customresourcedefinitions:\n    owned:\n' +
  '      - name: certificates.cert-manager.io\n        version: v1\n        kind: Certificate\n';

const certManager = (ocp = 'v4.12'): Record<string, string> => ({
  'operators/cert-manager/1.14.0/manifests/cert-manager.v1.14.0.clusterserviceversion.yaml': CSV,
  'operators/cert-manager/1.14.0/manifests/certificates.cert-manager.io.crd.yaml':
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n' +
    'metadata:\n  name: certificates.cert-manager.io\n' +
    'spec:\n  group: cert-manager.io\n  names:\n    kind: Certificate\n    plural: certificates\n' +
    '  scope: Namespaced\n  versions:\n    - name: v1\n      served: true\n      storage: true\n',
  'operators/cert-manager/1.14.0/metadata/annotations.yaml': annotations(ocp),
});

const requires = (range: string, kind: string) =>
  `- type: olm.package.required\n  value:\n    packageName: cert-manager\n    versionRange: '${range}'\n` +
  `- type: olm.gvk.required\n  value:\n    group: cert-manager.io\n    version: v1\n    kind: ${kind}\n`;

/** Package alloy: v1, and with `head` v2 requiring what `props` says. */
function alloy(props?: string): string {
  const two = props !== undefined;
  return (
    pkgDoc('alloy') +
    channelDoc(
      `- name: alloy.v1.0.0\n${two ? '- name: alloy.v2.0.0\n  replaces: alloy.v1.0.0\n' : ''}`,
      'stable',
      'alloy',
    ) +
    bundleDoc({ name: 'alloy.v1.0.0', pkg: 'alloy' }) +
    (two
      ? bundleDoc({ name: 'alloy.v2.0.0', pkg: 'alloy' }).replace(
          '    version: 2.0.0\n',
          `    version: 2.0.0\n${props}`,
        )
      : '')
  );
}

const CAT = 'catalogs/v4.14/alloy/catalog.yaml';

async function unsatisfied(operators: Record<string, string>, props: string): Promise<string[]> {
  const repo = newRepo();
  const b = commit(repo, 'base', { ...operators, [CAT]: alloy() });
  const h = commit(repo, 'head', { [CAT]: alloy(props) });
  const r = await run('review', '--repo', repo, '--base', b, '--head', h, '--format', 'json');
  const report = JSON.parse(r.out) as { findings: { rule: string; introduced?: boolean; message: string }[] };
  return report.findings
    .filter((f) => f.rule.endsWith('-unsatisfied') && f.introduced !== false)
    .map((f) => f.rule)
    .sort();
}

describe('requirements provided by a bundle-format package of base', () => {
  it('a package and an API it publishes satisfy the requirements', async () => {
    expect(await unsatisfied(certManager(), requires('>=1.0.0', 'Certificate'))).toEqual([]);
  });

  it('what no published bundle provides stays unsatisfied: another range, another kind', async () => {
    expect(await unsatisfied(certManager(), requires('>=2.0.0', 'Issuer'))).toEqual([
      'dependency-gvk-unsatisfied',
      'dependency-package-unsatisfied',
    ]);
  });

  it('an API is found by the CRD files of a package’s latest version, whatever the CSV says', async () => {
    const files = certManager();
    const csv = 'operators/cert-manager/1.14.0/manifests/cert-manager.v1.14.0.clusterserviceversion.yaml';
    files[csv] = files[csv]!.replace(/ {4}owned:\n[^]*$/, '    owned: []\n');
    expect(await unsatisfied(files, requires('>=1.0.0', 'Certificate'))).toEqual([]);
    const crd = 'operators/cert-manager/1.14.0/manifests/certificates.cert-manager.io.crd.yaml';
    files[crd] = files[crd]!.replace('group: cert-manager.io', 'group: other.io');
    expect(await unsatisfied(files, requires('>=1.0.0', 'Certificate'))).toEqual(['dependency-gvk-unsatisfied']);
  });

  it('a package already file-based in base (ci.yaml fbc.enabled) provides through its catalogs only', async () => {
    const files = { ...certManager(), 'operators/cert-manager/ci.yaml': 'fbc:\n  enabled: true\n' };
    expect(await unsatisfied(files, requires('>=1.0.0', 'Certificate'))).toEqual([
      'dependency-gvk-unsatisfied',
      'dependency-package-unsatisfied',
    ]);
  });

  it('a bundle published only to other OpenShift versions provides nothing in this catalog', async () => {
    expect(await unsatisfied(certManager('=v4.12'), requires('>=1.0.0', 'Certificate'))).toEqual([
      'dependency-gvk-unsatisfied',
      'dependency-package-unsatisfied',
    ]);
  });
});
