// The validator the install plan's objects are checked with refuses what the API server refuses,
// so a plan that passes it is not passing an empty check.
import { describe, expect, it } from 'vitest';
import { objectErrors, unchecked } from './validate-objects.js';

const extension = {
  apiVersion: 'olm.operatorframework.io/v1',
  kind: 'ClusterExtension',
  metadata: { name: 'foo' },
  spec: {
    namespace: 'foo',
    source: { sourceType: 'Catalog', catalog: { packageName: 'foo', channels: ['stable'], version: '1.2.3' } },
  },
};
const spec = extension.spec;

describe('objectErrors', () => {
  it('accepts a well-formed object of every kind the plan makes', () => {
    expect(objectErrors(extension)).toEqual([]);
    expect(objectErrors({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'foo' } })).toEqual([]);
    expect(
      objectErrors({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: 'foo' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [{ kind: 'ServiceAccount', name: 'foo', namespace: 'foo' }],
      }),
    ).toEqual([]);
  });
  it('refuses a missing required field, an unknown field, a wrong type', () => {
    const { namespace: _, ...noNamespace } = spec;
    expect(objectErrors({ ...extension, spec: noNamespace })).toEqual([
      "/spec: must have required property 'namespace'",
    ]);
    expect(objectErrors({ ...extension, spec: { ...spec, watchNamespace: 'x' } })).toEqual([
      '/spec: must NOT have additional properties (watchNamespace)',
    ]);
    expect(objectErrors({ ...extension, spec: { ...spec, namespace: 3 } })).toContain(
      '/spec/namespace: must be string',
    );
    expect(
      objectErrors({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: 'r' },
        rules: [{ apiGroups: [''], resources: ['pods'] }],
      }),
    ).toEqual(["/rules/0: must have required property 'verbs'"]);
  });
  it('runs the CRD’s CEL rules (not the transition rules) and list types', () => {
    expect(objectErrors({ ...extension, spec: { ...spec, namespace: 'Not_A_Label' } })).toEqual([
      '/spec/namespace: namespace must be a valid DNS1123 label',
    ]);
    expect(
      objectErrors({
        ...extension,
        spec: { ...spec, source: { sourceType: 'Catalog' } },
      }),
    ).toEqual(['/spec/source: catalog is required when sourceType is Catalog, and forbidden otherwise']);
    expect(
      objectErrors({
        apiVersion: 'operators.coreos.com/v1',
        kind: 'OperatorGroup',
        metadata: { name: 'g', namespace: 'n' },
        spec: { targetNamespaces: ['a', 'a'] },
      }),
    ).toEqual(['/spec/targetNamespaces: duplicate entry "a" in a list of type set']);
  });
  it("runs the ClusterCatalog's image reference rules, which need Kubernetes' find and substring", () => {
    const catalog = (image: Record<string, unknown>) => ({
      apiVersion: 'olm.operatorframework.io/v1',
      kind: 'ClusterCatalog',
      metadata: { name: 'c' },
      spec: { source: { type: 'Image', image } },
    });
    const digest = `quay.io/a/b@sha256:${'ab'.repeat(32)}`;
    expect(objectErrors(catalog({ ref: 'localhost:5001/fbc-bot/catalog:v4.16' }))).toEqual([]);
    expect(objectErrors(catalog({ ref: digest }))).toEqual([]);
    expect(objectErrors(catalog({ ref: 'quay.io/a/b' }))).toEqual([
      '/spec/source/image/ref: must end with a digest or a tag',
    ]);
    expect(objectErrors(catalog({ ref: `quay.io/a/b:${'x'.repeat(128)}` }))).toEqual([
      '/spec/source/image/ref: tag is invalid. the tag must not be more than 127 characters',
    ]);
    expect(objectErrors(catalog({ ref: digest, pollIntervalMinutes: 5 }))).toEqual([
      '/spec/source/image: cannot specify pollIntervalMinutes while using digest-based image',
    ]);
    // The status catalogd writes: its URL rules need Kubernetes' URL library (isURL, url().getScheme()).
    const served = (base: string) => ({ ...catalog({ ref: digest }), status: { urls: { base } } });
    expect(objectErrors(served('https://catalogd-service.olmv1-system.svc/catalogs/c'))).toEqual([]);
    expect(objectErrors(served('ftp://catalogd/catalogs/c'))).toEqual([
      '/status/urls/base: scheme must be either http or https',
    ]);
    expect(objectErrors(served('not a url'))).toEqual(['/status/urls/base: must be a valid URL']);
    expect([...unchecked]).toEqual([]);
  });

  it('refuses a name, a scope or a kind the server would not take', () => {
    expect(objectErrors({ ...extension, metadata: { name: 'Foo' } })).toEqual([
      'metadata.name "Foo" is not a valid ClusterExtension name',
    ]);
    expect(objectErrors({ ...extension, metadata: { name: 'foo', namespace: 'x' } })).toEqual([
      'metadata.namespace: a ClusterExtension is cluster-scoped and takes no namespace',
    ]);
    expect(objectErrors({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'sa' } })).toEqual([
      'metadata.namespace: a ServiceAccount is namespaced and needs a namespace',
    ]);
    expect(objectErrors({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a.b' } })).toEqual([
      'metadata.name "a.b" is not a valid Namespace name',
    ]);
    expect(
      objectErrors({
        apiVersion: 'olm.operatorframework.io/v1alpha1',
        kind: 'ClusterExtension',
        metadata: { name: 'x' },
      }),
    ).toEqual(['no kind ClusterExtension in olm.operatorframework.io/v1alpha1']);
    expect(objectErrors({ ...extension, metadata: { name: 'foo', labelz: {} } })).toEqual([
      '/metadata: must NOT have additional properties (labelz)',
    ]);
  });
});
