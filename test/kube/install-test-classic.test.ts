// install-test's OLM classic steps against the Kubernetes API emulator. Each test scripts what OLM
// answers, in the shapes operator-framework/api v0.45.0 defines: the CatalogSource's connection
// state, the Subscription's installPlanRef, a Manual InstallPlan until approved, the CSV's phase.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runInstallTest } from '../../src/pipeline/install-test-run.js';
import type { KubeObj, Store } from './emulator/store.js';
import { NS, helloPlan } from './plan-fixture.js';
import { hasKubectl, kubeNote, options, startWorld, type World } from './kube-world.js';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.close());
beforeEach(() => {
  w.emulator.violations.length = 0;
  w.emulator.store.reset();
});

const T = '2026-01-01T00:00:00Z';
const A1 = 'operators.coreos.com/v1alpha1';
const SUB = { kind: 'Subscription', name: 'hello-operator', namespace: NS };

function catalogReady(): void {
  w.emulator.store.onApply('CatalogSource', (o) =>
    w.emulator.store.statusSteps({ kind: 'CatalogSource', name: o.metadata.name, namespace: NS }, [
      { connectionState: { lastObservedState: 'CONNECTING' } },
      { connectionState: { lastObservedState: 'READY', lastConnect: T } },
    ]),
  );
}

/** OLM's catalog-operator: a Manual InstallPlan for `csv`, referenced by the Subscription. */
function plans(s: Store, name: string, csv: string): void {
  s.put({
    apiVersion: A1,
    kind: 'InstallPlan',
    metadata: { name, namespace: NS },
    spec: { approval: 'Manual', approved: false, clusterServiceVersionNames: [csv] },
    status: { phase: 'RequiresApproval', catalogSources: ['fbc-v4-16'] },
  });
  s.setStatus(SUB, {
    lastUpdated: T,
    state: 'UpgradePending',
    installPlanRef: { apiVersion: A1, kind: 'InstallPlan', name, namespace: NS },
  });
}

function csv(s: Store, name: string, phase: string, reason = '', message = ''): void {
  s.put({
    apiVersion: A1,
    kind: 'ClusterServiceVersion',
    metadata: { name, namespace: NS },
    spec: { displayName: 'Hello', install: { strategy: 'deployment' } },
    status: { phase, ...(reason ? { reason, message } : {}) },
  });
}

/**
 * What OLM does in these tests: the Subscription's startingCSV is planned; an approved plan's CSV ends in
 * `ends[csv]`, and once it succeeds the CSV that replaces it (`next[csv]`) is planned.
 */
function olm(
  ends: Record<string, [phase: string, reason?: string, message?: string]>,
  next: Record<string, string>,
): void {
  const s = w.emulator.store;
  s.onApply('Subscription', (o: KubeObj) => plans(s, 'install-1', (o.spec as { startingCSV: string }).startingCSV));
  let n = 1;
  s.onApply('InstallPlan', (ip: KubeObj) => {
    const spec = ip.spec as { approved: boolean; clusterServiceVersionNames: string[] };
    if (!spec.approved || ip.status === undefined || (ip.status as { phase: string }).phase === 'Complete') return;
    s.setStatus(
      { kind: 'InstallPlan', name: ip.metadata.name, namespace: NS },
      { phase: 'Complete', catalogSources: ['fbc-v4-16'] },
    );
    const name = spec.clusterServiceVersionNames[0]!;
    const [phase, reason, message] = ends[name] ?? ['Pending'];
    csv(s, name, phase, reason, message);
    if (phase !== 'Succeeded') return;
    s.setStatus(SUB, { lastUpdated: T, state: 'AtLatestKnown', installedCSV: name, currentCSV: name });
    if (next[name] !== undefined) plans(s, `install-${++n}`, next[name]);
  });
}

const plan = () => helloPlan({ consumers: ['classic'] });

describe.skipIf(!hasKubectl)(kubeNote('install-test, OLM classic'), () => {
  it('approves the InstallPlans of the base and of the predicted upgrade, reads the installed CSV back', async () => {
    catalogReady();
    olm(
      { 'hello-operator.v1.0.0': ['Succeeded'], 'hello-operator.v1.1.0': ['Succeeded'] },
      { 'hello-operator.v1.0.0': 'hello-operator.v1.1.0' },
    );
    const r = await runInstallTest(w.client, [plan()], options({ flavours: ['classic'] }));
    const classic = r.packages[0]!.flavours[0]!;
    expect(classic.steps.map((s) => [s.step, s.outcome, s.observed])).toEqual([
      ['catalog', 'passed', undefined],
      ['install', 'passed', 'hello-operator.v1.0.0'],
      ['upgrade', 'passed', 'hello-operator.v1.1.0'],
    ]);
    expect(r.outcome).toBe('passed');
    expect(w.emulator.store.get(SUB)?.spec).toMatchObject({
      startingCSV: 'hello-operator.v1.0.0',
      installPlanApproval: 'Manual',
    });
    expect(w.emulator.store.get({ kind: 'CatalogSource', name: 'fbc-v4-16', namespace: NS })?.spec).toMatchObject({
      image: 'kind-registry:5000/fbc/v4.16:pr',
    });
    expect(w.emulator.violations).toEqual([]);
  });

  it('times out on a CSV stuck in Pending, reporting its phase and requirements', async () => {
    catalogReady();
    olm(
      { 'hello-operator.v1.0.0': ['Pending', 'RequirementsNotMet', "one or more requirements couldn't be found"] },
      {},
    );
    const r = await runInstallTest(w.client, [plan()], options({ flavours: ['classic'] }));
    const classic = r.packages[0]!.flavours[0]!;
    expect(classic.outcome).toBe('timed-out');
    expect(classic.steps.at(-1)).toMatchObject({ step: 'install', outcome: 'timed-out' });
    expect(classic.steps.at(-1)!.detail).toContain('CSV hello-operator.v1.0.0 phase Pending');
    const csvLines = classic.evidence.find(
      (e) => e.source === `ClusterServiceVersion ${NS}/hello-operator.v1.0.0`,
    )?.lines;
    expect(csvLines).toEqual(["phase Pending: RequirementsNotMet: one or more requirements couldn't be found"]);
    expect(w.emulator.violations).toEqual([]);
  });

  it('never approves an InstallPlan for another CSV than the plan predicts: it fails, naming both', async () => {
    catalogReady();
    olm({ 'hello-operator.v1.0.0': ['Succeeded'] }, { 'hello-operator.v1.0.0': 'hello-operator.v1.0.1' });
    const r = await runInstallTest(w.client, [plan()], options({ flavours: ['classic'] }));
    const up = r.packages[0]!.flavours[0]!.steps.at(-1)!;
    expect(up).toMatchObject({ step: 'upgrade', outcome: 'failed', observed: 'hello-operator.v1.0.1' });
    expect(up.detail).toBe(
      "OLM classic's InstallPlan install-2 installs hello-operator.v1.0.1, the plan predicts hello-operator.v1.1.0",
    );
    expect(w.emulator.store.get({ kind: 'InstallPlan', name: 'install-2', namespace: NS })?.spec).toMatchObject({
      approved: false,
    });
  });

  it('fails when OLM cannot resolve the subscription, with its ResolutionFailed message', async () => {
    catalogReady();
    const message = 'constraints not satisfiable: no operators found in package hello-operator in the catalog';
    w.emulator.store.onApply('Subscription', () =>
      w.emulator.store.setStatus(SUB, {
        lastUpdated: T,
        conditions: [{ type: 'ResolutionFailed', status: 'True', reason: 'ConstraintsNotSatisfiable', message }],
      }),
    );
    const r = await runInstallTest(w.client, [plan()], options({ flavours: ['classic'] }));
    const install = r.packages[0]!.flavours[0]!.steps.at(-1)!;
    expect(install).toMatchObject({ step: 'install', outcome: 'failed' });
    expect(install.detail).toContain(message);
    expect(w.emulator.violations).toEqual([]);
  });

  it('reports an operator image kubelet cannot pull without a login (ImagePullBackOff): not verifiable', async () => {
    catalogReady();
    olm(
      {
        'hello-operator.v1.0.0': [
          'Installing',
          'InstallWaiting',
          'installing: waiting for deployment hello to become ready',
        ],
      },
      {},
    );
    w.emulator.store.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } });
    w.emulator.store.put({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: 'hello-7c9-x.1', namespace: NS },
      involvedObject: { kind: 'Pod', name: 'hello-7c9-x', namespace: NS },
      reason: 'Failed',
      message:
        'Failed to pull image "registry.example.com/hello@sha256:' +
        'b'.repeat(64) +
        '": failed to resolve reference: ' +
        'pull access denied, repository does not exist or may require authorization: 401 Unauthorized',
      type: 'Warning',
      lastTimestamp: T,
    });
    const r = await runInstallTest(w.client, [plan()], options({ flavours: ['classic'] }));
    const classic = r.packages[0]!.flavours[0]!;
    expect(classic.outcome).toBe('not-verifiable');
    expect(classic.steps.at(-1)).toMatchObject({ step: 'install', outcome: 'timed-out' });
    expect(r.outcome).toBe('not-verifiable');
  });
});
