// The Kubernetes API emulator answers kubectl as an API server would, and refuses what one refuses:
// an object that does not fit its kind's schema, an unknown field, a path the API does not have.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyObjects, getObject, KubeError, listObjects, type KubeClient } from '../../../src/kube/index.js';
import type { KubeEmulator } from './server.js';
import { hasKubectl, kubeNote, startWorld, type World } from '../kube-world.js';
import { InvalidScript } from './store.js';

let w: World;
let emulator: KubeEmulator;
let client: KubeClient;
beforeAll(async () => {
  w = await startWorld();
  ({ emulator, client } = w);
});
afterAll(() => w.close());
beforeEach(() => {
  emulator.violations.length = 0;
  emulator.log.length = 0;
});

const extension = (sourceType: string, extra: Record<string, unknown> = {}) => ({
  apiVersion: 'olm.operatorframework.io/v1',
  kind: 'ClusterExtension',
  metadata: { name: 'hello' },
  spec: {
    namespace: 'hello',
    serviceAccount: { name: 'hello-installer' },
    source: { sourceType, catalog: { packageName: 'hello-operator', version: '1.0.0' } },
    ...extra,
  },
});

describe.skipIf(!hasKubectl)(kubeNote('Kubernetes API emulator'), () => {
  it('serves server-side apply and get through kubectl, with discovery and the OpenAPI it needs', async () => {
    await applyObjects(client, [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'hello' } },
      extension('Catalog'),
    ]);
    const got = await getObject(client, {
      apiVersion: 'olm.operatorframework.io/v1',
      kind: 'ClusterExtension',
      name: 'hello',
    });
    expect(got?.spec).toEqual(extension('Catalog').spec);
    expect(got?.metadata.generation).toBe(1);
    expect(await getObject(client, { apiVersion: 'v1', kind: 'Namespace', name: 'absent' })).toBeUndefined();
    expect(await listObjects(client, { apiVersion: 'v1', kind: 'Event', namespace: 'hello' })).toEqual([]);
    const patch = emulator.log.find((l) => l.method === 'PATCH' && l.path.endsWith('/clusterextensions/hello'));
    expect(patch?.contentType).toBe('application/apply-patch+yaml');
    expect(patch?.query).toContain('fieldValidation=Strict');
    expect(emulator.violations).toEqual([]);
  });

  it('refuses an object its CRD schema refuses, and an unknown field, as the API server does', async () => {
    const bad = applyObjects(client, [extension('Catalogue')]);
    await expect(bad).rejects.toThrow(KubeError);
    await expect(bad).rejects.toThrow(/sourceType: must be equal to one of the allowed values/);
    await expect(applyObjects(client, [extension('Catalog', { upgradePolicy: 'Always' })])).rejects.toThrow(
      /must NOT have additional properties \(upgradePolicy\)/,
    );
    expect(emulator.violations).toHaveLength(2);
  });

  it("refuses what a CRD's CEL rules refuse, on a request and in a scripted status, as an API server", async () => {
    // Schema-valid, refused only by x-kubernetes-validations: the namespace rule, and a digest with a poll interval.
    const badNamespace = extension('Catalog');
    badNamespace.spec.namespace = 'Not_A_Label';
    await expect(applyObjects(client, [badNamespace])).rejects.toThrow(
      /spec\/namespace: namespace must be a valid DNS1123 label/,
    );
    const catalog = {
      apiVersion: 'olm.operatorframework.io/v1',
      kind: 'ClusterCatalog',
      metadata: { name: 'fbc' },
      spec: {
        source: { type: 'Image', image: { ref: `quay.io/a/b@sha256:${'a'.repeat(64)}`, pollIntervalMinutes: 5 } },
      },
    };
    await expect(applyObjects(client, [catalog])).rejects.toThrow(/cannot specify pollIntervalMinutes while using/);
    expect(emulator.violations).toHaveLength(2);
    await applyObjects(client, [{ ...catalog, spec: { source: { type: 'Image', image: { ref: 'quay.io/a/b:1' } } } }]);
    // catalogd's resolved source is a repository at a digest: a registry host alone is not one.
    expect(() =>
      emulator.store.setStatus(
        { kind: 'ClusterCatalog', name: 'fbc' },
        { resolvedSource: { type: 'Image', image: { ref: `kind-registry@sha256:${'a'.repeat(64)}` } } },
      ),
    ).toThrow(/resolvedSource\/image\/ref: a valid name is required/);
  });

  it('refuses a status the test scripts outside the shape the CRD documents', () => {
    expect(() =>
      emulator.store.setStatus({ kind: 'ClusterExtension', name: 'hello' }, { install: { bundle: { name: 'x' } } }),
    ).toThrow(InvalidScript);
  });

  it('answers 404 and records a path the API does not have', async () => {
    const res = await fetch(`${emulator.origin}/apis/olm.operatorframework.io/v1/clusterwidgets`);
    expect(res.status).toBe(404);
    expect(emulator.violations).toHaveLength(1);
  });
});
