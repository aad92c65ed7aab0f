// Real-shaped bundles for the installability rules: a package foo whose channel stable has
// foo.v1.0.0 ← foo.v1.1.0 (the head), the head's CSV given as olm.csv.metadata (as opm renders it
// for OpenShift 4.17 and later), as a ClusterServiceVersion in olm.bundle.object, or not at all.
import { parseConfig, type Config } from '../../src/config/config.js';
import type { Finding } from '../../src/model/finding.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { validateFiles } from '../helpers/validate.js';

export type Modes = Partial<Record<'AllNamespaces' | 'SingleNamespace' | 'OwnNamespace' | 'MultiNamespace', boolean>>;

export interface HeadCsv {
  readonly modes?: Modes;
  readonly apiServices?: readonly string[];
  readonly minKubeVersion?: string;
  readonly webhooks?: readonly { type: string; generateName: string }[];
}

/** The operator-sdk default: every mode but MultiNamespace... as `operator-sdk init` writes them. */
export const ALL: Modes = { OwnNamespace: false, SingleNamespace: false, MultiNamespace: false, AllNamespaces: true };

const installModes = (modes: Modes) => Object.entries(modes).map(([type, supported]) => ({ type, supported }));
const apiServiceDefinitions = (names: readonly string[]) => ({
  owned: names.map((name) => ({
    name,
    group: name.split('.').slice(1).join('.'),
    version: 'v1beta1',
    kind: 'Metrics',
    deploymentName: 'foo-apiserver',
    containerPort: 6443,
  })),
});

/** The CSV of foo.v1.1.0, as its bundle's manifests/ would hold it. */
export function csvObject(c: HeadCsv): object {
  return {
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'ClusterServiceVersion',
    metadata: { name: 'foo.v1.1.0', annotations: { capabilities: 'Basic Install' } },
    spec: {
      displayName: 'Foo',
      installModes: installModes(c.modes ?? ALL),
      ...(c.minKubeVersion ? { minKubeVersion: c.minKubeVersion } : {}),
      ...(c.apiServices ? { apiservicedefinitions: apiServiceDefinitions(c.apiServices) } : {}),
      ...(c.webhooks
        ? {
            webhookdefinitions: c.webhooks.map((w) => ({
              ...w,
              admissionReviewVersions: ['v1'],
              deploymentName: 'foo-controller-manager',
              sideEffects: 'None',
              webhookPath: '/validate',
            })),
          }
        : {}),
      install: { strategy: 'deployment', spec: { deployments: [{ name: 'foo-controller-manager' }] } },
    },
  };
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l) => (l === '' ? l : by + l))
    .join('\n');

/** The head's CSV as a property: `metadata` (olm.csv.metadata), `object` (olm.bundle.object) or `none`. */
function csvProperty(c: HeadCsv, as: 'metadata' | 'object' | 'none'): string {
  if (as === 'none') return '';
  if (as === 'object') {
    const data = Buffer.from(JSON.stringify(csvObject(c))).toString('base64');
    return `- type: olm.bundle.object\n  value:\n    data: ${data}\n`;
  }
  const meta = {
    displayName: 'Foo',
    installModes: installModes(c.modes ?? ALL),
    ...(c.minKubeVersion ? { minKubeVersion: c.minKubeVersion } : {}),
    ...(c.apiServices ? { apiServiceDefinitions: apiServiceDefinitions(c.apiServices) } : {}),
  };
  return `- type: olm.csv.metadata\n  value:\n${indent(JSON.stringify(meta), '    ')}\n`;
}

export interface Case extends HeadCsv {
  readonly as?: 'metadata' | 'object' | 'none';
  /** More properties of the head (olm.package.required, olm.maxOpenShiftVersion, …). */
  readonly props?: string;
  /** The catalog's path: its OpenShift version decides who consumes it (default catalogs/v4.18). */
  readonly catalog?: string;
  readonly config?: string;
}

/** The catalog's findings of the installability rules (and the dependency rules), sorted. */
export function installFindings(c: Case): Finding[] {
  const files = {
    'foo/catalog.yaml': [
      pkgDoc(),
      channelDoc('- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n'),
      bundleDoc({
        name: 'foo.v1.0.0',
        properties: '- type: olm.package\n  value: {packageName: foo, version: 1.0.0}\n',
      }),
      bundleDoc({
        name: 'foo.v1.1.0',
        properties:
          '- type: olm.package\n  value: {packageName: foo, version: 1.1.0}\n' +
          (c.props ?? '') +
          csvProperty(c, c.as ?? 'metadata'),
      }),
    ].join(''),
  };
  const config: Config = parseConfig(c.config ?? '');
  return validateFiles(files, config, c.catalog ?? 'catalogs/v4.18').filter(
    (f) => f.rule.startsWith('install-') || f.rule.startsWith('dependency-'),
  );
}

/** rule severity bundle, one line per finding. */
export const brief = (fs: readonly Finding[]): string[] => fs.map((f) => `${f.rule} ${f.severity} ${f.bundle}`);

/** A configuration saying OLM v1 and classic both read every catalog. */
export const BOTH = 'consumers:\n  - catalogs: [catalogs]\n    olm: [classic, v1]\n';
