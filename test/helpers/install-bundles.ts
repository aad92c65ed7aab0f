// Bundles shaped as `opm render` writes real ones, for the install plan's tests: the CSV (install
// modes, owned CRDs, deployments, permissions and cluster permissions) and the other manifests as
// olm.bundle.object, or only the olm.csv.metadata newer catalogs carry, or neither.
import { bundleDoc } from './fixture.js';

export type InstallModeName = 'AllNamespaces' | 'OwnNamespace' | 'SingleNamespace' | 'MultiNamespace';

export interface InstallBundle {
  readonly pkg: string;
  readonly version: string;
  readonly modes?: readonly InstallModeName[];
  /** How the catalog carries the CSV (default `object`). */
  readonly format?: 'object' | 'metadata' | 'none';
}

const ALL: readonly InstallModeName[] = ['OwnNamespace', 'SingleNamespace', 'MultiNamespace', 'AllNamespaces'];

const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64');

export function csvOf(b: InstallBundle): Record<string, unknown> {
  const sa = `${b.pkg}-controller-manager`;
  const modes = b.modes ?? ['AllNamespaces', 'OwnNamespace'];
  return {
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'ClusterServiceVersion',
    metadata: { name: `${b.pkg}.v${b.version}`, annotations: { capabilities: 'Basic Install' } },
    spec: {
      displayName: b.pkg,
      version: b.version,
      installModes: ALL.map((type) => ({ type, supported: modes.includes(type) })),
      customresourcedefinitions: { owned: [{ name: 'widgets.example.com', kind: 'Widget', version: 'v1' }] },
      install: {
        strategy: 'deployment',
        spec: {
          deployments: [
            {
              name: sa,
              spec: {
                selector: { matchLabels: { app: b.pkg } },
                template: {
                  metadata: { labels: { app: b.pkg } },
                  spec: {
                    serviceAccountName: sa,
                    containers: [{ name: 'manager', image: `quay.io/example/${b.pkg}:v1` }],
                  },
                },
              },
            },
          ],
          permissions: [
            {
              serviceAccountName: sa,
              rules: [
                { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] },
              ],
            },
          ],
          clusterPermissions: [
            {
              serviceAccountName: sa,
              rules: [
                { apiGroups: ['example.com'], resources: ['widgets', 'widgets/status'], verbs: ['*'] },
                { nonResourceURLs: ['/metrics'], verbs: ['get'] },
              ],
            },
          ],
        },
      },
      minKubeVersion: '1.25.0',
    },
  };
}

const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' },
    scope: 'Namespaced',
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
  },
};

const others = (pkg: string): unknown[] => [
  { apiVersion: 'v1', kind: 'Service', metadata: { name: `${pkg}-metrics` }, spec: { ports: [{ port: 8443 }] } },
  {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRole',
    metadata: { name: `${pkg}-metrics-reader` },
    rules: [{ nonResourceURLs: ['/metrics'], verbs: ['get'] }],
  },
  { apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: `${pkg}-allow-metrics` }, spec: {} },
];

/** The olm.bundle document of `b`, its properties as opm renders them. */
export function installBundleDoc(b: InstallBundle): string {
  const csv = csvOf(b);
  const spec = csv.spec as Record<string, unknown>;
  const pkgProp = `- type: olm.package\n  value: {packageName: ${b.pkg}, version: ${b.version}}\n`;
  const gvk = `- type: olm.gvk\n  value: {group: example.com, kind: Widget, version: v1}\n`;
  const format = b.format ?? 'object';
  const extra =
    format === 'object'
      ? [csv, crd, ...others(b.pkg)].map((o) => `- type: olm.bundle.object\n  value: {data: ${b64(o)}}\n`).join('')
      : format === 'metadata'
        ? `- type: olm.csv.metadata\n  value: ${JSON.stringify({
            annotations: (csv.metadata as Record<string, unknown>).annotations,
            displayName: spec.displayName,
            installModes: spec.installModes,
            crdDescriptions: spec.customresourcedefinitions,
            minKubeVersion: spec.minKubeVersion,
          })}\n`
        : '';
  return bundleDoc({
    name: `${b.pkg}.v${b.version}`,
    pkg: b.pkg,
    image: `quay.io/example/${b.pkg}-bundle@sha256:${'ab'.repeat(32)}`,
    properties: pkgProp + gvk + extra,
  });
}
