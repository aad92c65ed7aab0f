// install-test's OLM v1 steps against the Kubernetes API emulator: what kubectl sends is checked
// against the API's schemas, and each test scripts what operator-controller answers (the
// condition shapes of v1.11: Installed, Progressing Succeeded / Retrying / Blocked; ClusterCatalog Serving).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runInstallTest } from '../../src/pipeline/install-test-run.js';
import type { KubeObj } from './emulator/store.js';
import { NS, helloPlan, renamedPlan } from './plan-fixture.js';
import {
  hasKubectl,
  kubeNote,
  catalogServing,
  condition,
  extensionStatus,
  extensionsInstall,
  options,
  startWorld,
  type World,
} from './kube-world.js';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.close());
beforeEach(() => {
  w.emulator.violations.length = 0;
  w.emulator.log.length = 0;
  w.emulator.store.reset();
});

const CE = { kind: 'ClusterExtension', name: 'hello-operator' };
const CC = { kind: 'ClusterCatalog', name: 'fbc-v4-16' };

/** catalogd: the catalog unpacks, then serves. */
function catalogServes(): void {
  w.emulator.store.onApply('ClusterCatalog', (o) => {
    const ref = (o.spec as { source: { image: { ref: string } } }).source.image.ref;
    w.emulator.store.statusSteps(CC, [
      {
        conditions: [
          condition('Progressing', 'True', 'Retrying', 'unpacking'),
          condition('Serving', 'False', 'Unavailable', 'not served yet'),
        ],
      },
      catalogServing(ref),
    ]);
  });
}

/** operator-controller: what each pinned version ends in, after one Progressing read. */
function extensionAnswers(byVersion: Record<string, (generation: number) => object>): void {
  w.emulator.store.onApply('ClusterExtension', (o: KubeObj) => {
    const version = (o.spec as { source: { catalog: { version: string } } }).source.catalog.version;
    const g = Number(o.metadata.generation);
    const previous = (w.emulator.store.get(o)?.status ?? undefined) as object | undefined;
    const end = byVersion[version];
    if (end === undefined) throw new Error(`the test scripts no answer for version ${version}`);
    w.emulator.store.statusSteps(CE, [...(previous ? [previous] : []), end(g)]);
  });
}

describe.skipIf(!hasKubectl)(kubeNote('install-test, OLM v1'), () => {
  it('installs the base head, upgrades across the new edge and reads back the bundle the plan predicts', async () => {
    catalogServes();
    extensionAnswers({
      '1.0.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.0.0', version: '1.0.0' }, [
          'True',
          'Succeeded',
          'Desired state reached',
        ]),
      '1.1.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.1.0', version: '1.1.0' }, [
          'True',
          'Succeeded',
          'Desired state reached',
        ]),
    });
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] })], options());
    expect(r.outcome).toBe('passed');
    const v1 = r.packages[0]!.flavours[0]!;
    expect(v1.steps.map((s) => [s.step, s.outcome, s.observed])).toEqual([
      ['catalog', 'passed', undefined],
      ['install', 'passed', 'hello-operator.v1.0.0 (1.0.0)'],
      ['upgrade', 'passed', 'hello-operator.v1.1.0 (1.1.0)'],
    ]);
    // The catalog is pulled from where the cluster has it, not from the plan's reference.
    expect(w.emulator.store.get(CC)?.spec).toMatchObject({
      source: { image: { ref: 'kind-registry:5000/fbc/v4.16:pr' } },
    });
    expect(w.emulator.store.get(CE)?.spec).toMatchObject({
      source: { catalog: { version: '1.1.0', channels: ['stable'] } },
    });
    expect(w.emulator.violations).toEqual([]);
  });

  it('fails on an upgrade operator-controller keeps retrying: its preflight message, the events, its log', async () => {
    catalogServes();
    const preflight =
      'error for resolved bundle "hello-operator.v1.1.0" with version "1.1.0": error upgrading from release ' +
      '"hello-operator": CustomResourceDefinition widgets.example.com failed upgrade safety validation. ' +
      '"NoStoredVersionRemoved" validation failed: stored version "v1alpha1" removed';
    extensionAnswers({
      '1.0.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.0.0', version: '1.0.0' }, ['True', 'Succeeded', 'ok']),
      '1.1.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.0.0', version: '1.0.0' }, ['True', 'Retrying', preflight]),
    });
    const s = w.emulator.store;
    s.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'olmv1-system' } });
    s.put({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'operator-controller-controller-manager-5d9f7-x2x', namespace: 'olmv1-system' },
      spec: { containers: [{ name: 'manager', image: 'quay.io/operator-framework/operator-controller:v1.11.0' }] },
    });
    s.logs.set(
      'olmv1-system/operator-controller-controller-manager-5d9f7-x2x',
      [
        'I1127 reconciling other-operator',
        `E1127 reconcile failed clusterextension="hello-operator": ${preflight}`,
        'I1127 leader election renewed',
      ].join('\n'),
    );
    s.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } });
    s.put({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: 'hello.1', namespace: NS },
      involvedObject: { kind: 'Deployment', name: 'hello-operator-controller', namespace: NS },
      reason: 'ScalingReplicaSet',
      message: 'Scaled up replica set hello-operator-controller-7c9 to 1',
      type: 'Normal',
      lastTimestamp: '2026-01-01T00:00:05Z',
    });
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] })], options());
    const v1 = r.packages[0]!.flavours[0]!;
    expect(r.outcome).toBe('failed');
    expect(v1.steps.at(-1)).toMatchObject({ step: 'upgrade', outcome: 'failed' });
    expect(v1.steps.at(-1)!.detail).toContain('NoStoredVersionRemoved');
    const bySource = Object.fromEntries(v1.evidence.map((e) => [e.source, e.lines]));
    expect(bySource['ClusterExtension hello-operator']).toEqual([
      'Installed=True Succeeded: Installed bundle hello-operator.v1.0.0 successfully',
      `Progressing=True Retrying: ${preflight}`,
      'installed bundle hello-operator.v1.0.0',
    ]);
    expect(bySource[`events in ${NS}`]).toEqual([
      'Normal ScalingReplicaSet Deployment/hello-operator-controller: ' +
        'Scaled up replica set hello-operator-controller-7c9 to 1',
    ]);
    // Only the controller's lines that name the package or its objects.
    expect(bySource['log of olmv1-system/operator-controller-controller-manager-5d9f7-x2x']).toHaveLength(1);
    expect(w.emulator.violations).toEqual([]);
  });

  it('times out on a catalog that never serves, with the conditions catalogd last reported', async () => {
    w.emulator.store.onApply('ClusterCatalog', () =>
      w.emulator.store.setStatus(CC, {
        conditions: [
          condition(
            'Progressing',
            'True',
            'Retrying',
            'source catalog content: error fetching image: manifest unknown',
          ),
          condition('Serving', 'False', 'Unavailable', 'Catalog is not available'),
        ],
      }),
    );
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] })], options());
    const v1 = r.packages[0]!.flavours[0]!;
    expect(v1.outcome).toBe('timed-out');
    expect(v1.steps).toEqual([
      expect.objectContaining({
        step: 'catalog',
        outcome: 'timed-out',
        detail: expect.stringContaining('manifest unknown'),
      }),
    ]);
    // The extension was never applied: nothing installs from a catalog that does not serve.
    expect(w.emulator.store.get(CE)).toBeUndefined();
    expect(w.emulator.violations).toEqual([]);
  });

  it('fails when the extension settles on another bundle than the plan predicts, naming both', async () => {
    catalogServes();
    extensionAnswers({
      '1.0.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.0.0', version: '1.0.0' }, ['True', 'Succeeded', 'ok']),
      '1.1.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.1.0-rc', version: '1.1.0' }, ['True', 'Succeeded', 'ok']),
    });
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] })], options());
    const up = r.packages[0]!.flavours[0]!.steps.at(-1)!;
    expect(up).toMatchObject({ step: 'upgrade', outcome: 'failed', observed: 'hello-operator.v1.1.0-rc (1.1.0)' });
    expect(up.detail).toBe('installed hello-operator.v1.1.0-rc 1.1.0, the plan predicts hello-operator.v1.1.0 1.1.0');
  });

  it('reports a bundle image behind a login as not verifiable, not as a failure', async () => {
    catalogServes();
    extensionAnswers({
      '1.0.0': (g) =>
        extensionStatus(g, undefined, [
          'True',
          'Retrying',
          'error pulling image "registry.example.com/hello-bundle:1.0.0": unauthorized: authentication required',
        ]),
    });
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] })], options());
    expect(r.packages[0]!.flavours[0]).toMatchObject({ outcome: 'not-verifiable' });
    // Known at the first answer: a login is not something waiting brings.
    expect(r.packages[0]!.flavours[0]!.steps.at(-1)!.seconds).toBe(0);
    expect(r.outcome).toBe('not-verifiable');
  });

  it('stops at the job time limit: a package not started is reported timed out, never passed', async () => {
    catalogServes();
    extensionAnswers({
      '1.0.0': (g) => extensionStatus(g, undefined, ['True', 'Retrying', 'still unpacking']),
    });
    const other = helloPlan({ package: 'other-operator', consumers: ['v1'] });
    const r = await runInstallTest(w.client, [helloPlan({ consumers: ['v1'] }), other], options({ jobSeconds: 8 }));
    expect(r.packages.map((p) => [p.package, p.outcome, p.flavours.length])).toEqual([
      ['hello-operator', 'failed', 1],
      ['other-operator', 'timed-out', 0],
    ]);
  });

  it('skips a flavour the cluster does not have, saying so', async () => {
    catalogServes();
    extensionAnswers({
      '1.0.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.0.0', version: '1.0.0' }, ['True', 'Succeeded', 'ok']),
      '1.1.0': (g) =>
        extensionStatus(g, { name: 'hello-operator.v1.1.0', version: '1.1.0' }, ['True', 'Succeeded', 'ok']),
    });
    const r = await runInstallTest(w.client, [helloPlan()], options());
    expect(r.packages[0]!.flavours.map((f) => [f.flavour, f.outcome])).toEqual([
      ['v1', 'passed'],
      ['classic', 'skipped'],
    ]);
    expect(r.outcome).toBe('passed');
  });

  it('tests packages in parallel up to install-concurrency, each on its own objects', async () => {
    catalogServes();
    extensionsInstall(w.emulator.store, (v, extension) => `${extension}.v${v}`);
    const plans = ['alpha-operator', 'beta-operator'].map((n) => ({ ...renamedPlan(n), consumers: ['v1' as const] }));
    const r = await runInstallTest(w.client, plans, options({ concurrency: 2 }));
    expect(r.packages.map((p) => [p.package, p.outcome])).toEqual([
      ['alpha-operator', 'passed'],
      ['beta-operator', 'passed'],
    ]);
    // Both extensions were applied before either package's upgrade: the two ran at once.
    const applies = w.emulator.log
      .filter((l) => l.method === 'PATCH' && l.path.includes('/clusterextensions/'))
      .map((l) => l.path.split('/').pop());
    expect(applies.slice(0, 2).sort()).toEqual(['alpha-operator', 'beta-operator']);
  });
});
