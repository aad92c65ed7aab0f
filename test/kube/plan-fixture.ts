// An install plan of hello-operator in catalogs/v4.16 as install-plan writes it (model/install-plan):
// v1.0.0 installed today, v1.1.0 what the pull request's new edge upgrades it to. Written by hand:
// these tests are about carrying a plan out, not computing one.
import type { KubeObject, PackagePlan } from '../../src/model/install-plan.js';

export const PKG = 'hello-operator';
export const NS = 'fbc-install-hello-operator';

const rbac: KubeObject[] = [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } },
  { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'hello-operator-installer', namespace: NS } },
  {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRoleBinding',
    metadata: { name: 'hello-operator-installer' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'cluster-admin' },
    subjects: [{ kind: 'ServiceAccount', name: 'hello-operator-installer', namespace: NS }],
  },
];

export const v1Objects: KubeObject[] = [
  {
    apiVersion: 'olm.operatorframework.io/v1',
    kind: 'ClusterCatalog',
    metadata: { name: 'fbc-v4-16' },
    spec: { source: { type: 'Image', image: { ref: 'quay.io/example/catalog:v4.16' } } },
  },
  ...rbac,
  {
    apiVersion: 'olm.operatorframework.io/v1',
    kind: 'ClusterExtension',
    metadata: { name: 'hello-operator' },
    spec: {
      namespace: NS,
      serviceAccount: { name: 'hello-operator-installer' },
      source: {
        sourceType: 'Catalog',
        catalog: {
          packageName: PKG,
          channels: ['stable'],
          version: '1.1.0',
          selector: { matchLabels: { 'olm.operatorframework.io/metadata.name': 'fbc-v4-16' } },
        },
      },
    },
  },
];

export const classicObjects: KubeObject[] = [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } },
  {
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'CatalogSource',
    metadata: { name: 'fbc-v4-16', namespace: NS },
    spec: { sourceType: 'grpc', image: 'quay.io/example/catalog:v4.16' },
  },
  {
    apiVersion: 'operators.coreos.com/v1',
    kind: 'OperatorGroup',
    metadata: { name: 'hello-operator', namespace: NS },
    spec: {},
  },
  {
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'Subscription',
    metadata: { name: 'hello-operator', namespace: NS },
    spec: {
      name: PKG,
      source: 'fbc-v4-16',
      sourceNamespace: NS,
      channel: 'stable',
      installPlanApproval: 'Manual',
      startingCSV: 'hello-operator.v1.1.0',
    },
  },
];

export function helloPlan(over: Partial<PackagePlan> = {}): PackagePlan {
  return {
    package: PKG,
    catalog: 'catalogs/v4.16',
    install: { channel: 'stable', bundle: 'hello-operator.v1.1.0', version: '1.1.0' },
    upgrades: [
      {
        channel: 'stable',
        from: 'hello-operator.v1.0.0',
        fromVersion: '1.0.0',
        to: 'hello-operator.v1.1.0',
        toVersion: '1.1.0',
      },
    ],
    consumers: ['v1', 'classic'],
    objects: { v1: v1Objects, classic: classicObjects },
    ...over,
  };
}

/** The same plan for another package: every name of hello-operator's objects renamed after it. */
export function renamedPlan(name: string): PackagePlan {
  return JSON.parse(JSON.stringify(helloPlan()).replaceAll('hello-operator', name)) as PackagePlan;
}
