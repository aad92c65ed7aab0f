// OLM classic on the cluster, the way Konflux and the operator pipelines install (OperatorGroup →
// CatalogSource → Subscription with manual approval → CSV Succeeded), then across the upgrade edge:
// the CatalogSource until its connection is READY; the Subscription at `startingCSV` = the base
// bundle; the InstallPlan it references approved only when it installs the CSV the plan expects;
// the CSV until phase Succeeded (Failed stops); then the next InstallPlan, which must install the
// predicted bundle, and the Subscription's installedCSV read back.
import { applyObjects, getObject, getObjects, mergePatch, type KubeItem, type KubeRef } from '../kube/index.js';
import type { PackagePlan, PlannedInstall } from '../model/install-plan.js';
import type { FlavourResult } from '../model/install-result.js';
import { conditionOf, conditionsLine, field, text } from './install-test-conditions.js';
import { flavourObjects } from './install-test-objects.js';
import { waitFor, type Probe, type Waited } from './install-test-poll.js';
import { refOf, removed, Steps, type FlavourRun } from './install-test-step.js';

export const CLASSIC_CONTROLLERS = { namespace: 'olm', pods: ['olm-operator', 'catalog-operator'] };

const V1ALPHA1 = 'operators.coreos.com/v1alpha1';

export async function catalogReady(run: FlavourRun, ref: KubeRef): Promise<Waited<KubeItem>> {
  return waitFor(run.waiting, async (): Promise<Probe<KubeItem>> => {
    const o = await getObject(run.client, ref);
    const state = field(o, 'status', 'connectionState', 'lastObservedState');
    if (state === 'READY') return { state: 'done', value: o! };
    return {
      state: 'waiting',
      reason:
        o === undefined
          ? `CatalogSource ${ref.name} not found`
          : `connectionState ${String(state ?? 'not reported yet')}`,
    };
  });
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
}

/** One look at the Subscription's InstallPlan and the CSV: approve what the plan expects, report the rest. */
async function probeCsv(run: FlavourRun, sub: KubeRef, want: PlannedInstall): Promise<Probe<string>> {
  const ns = sub.namespace;
  const [s, csv] = await getObjects(run.client, [
    sub,
    { apiVersion: V1ALPHA1, kind: 'ClusterServiceVersion', name: want.bundle, namespace: ns },
  ]);
  if (s === undefined) return { state: 'waiting', reason: `Subscription ${sub.name} not found` };
  const phase = field(csv, 'status', 'phase');
  if (phase === 'Succeeded') return { state: 'done', value: want.bundle };
  if (phase === 'Failed')
    return {
      state: 'failed',
      reason:
        `CSV ${want.bundle} phase Failed: ${text(field(csv, 'status', 'reason'))} ` +
        text(field(csv, 'status', 'message')),
      value: want.bundle,
    };
  const planName = field(s, 'status', 'installPlanRef', 'name') ?? field(s, 'status', 'installplan', 'name');
  if (typeof planName === 'string' && ns !== undefined) {
    const ip = await getObject(run.client, {
      apiVersion: V1ALPHA1,
      kind: 'InstallPlan',
      name: planName,
      namespace: ns,
    });
    const names = strings(field(ip, 'spec', 'clusterServiceVersionNames'));
    if (ip !== undefined && field(ip, 'spec', 'approved') !== true) {
      // Only the install the plan predicts is approved: anything else is OLM choosing differently.
      if (!names.includes(want.bundle))
        return {
          state: 'failed',
          reason:
            `OLM classic's InstallPlan ${planName} installs ${names.join(', ') || 'nothing'}, ` +
            `the plan predicts ${want.bundle}`,
          value: names.join(', '),
        };
      await mergePatch(
        run.client,
        refOf({ apiVersion: V1ALPHA1, kind: 'InstallPlan', metadata: { name: planName, namespace: ns } }),
        {
          spec: { approved: true },
        },
      );
      return { state: 'waiting', reason: `approved InstallPlan ${planName} (${names.join(', ')})` };
    }
    if (field(ip, 'status', 'phase') === 'Failed')
      return { state: 'failed', reason: `InstallPlan ${planName} failed: ${conditionsLine(ip)}` };
  }
  const resolution = conditionOf(s, 'ResolutionFailed');
  const subState = field(s, 'status', 'state');
  return {
    state: 'waiting',
    reason:
      resolution?.status === 'True'
        ? `ResolutionFailed: ${resolution.message}`
        : `CSV ${want.bundle} ${typeof phase === 'string' ? `phase ${phase}` : 'not created yet'}` +
          `${typeof subState === 'string' ? `; Subscription state ${subState}` : ''}`,
  };
}

async function csvSucceeded(run: FlavourRun, sub: KubeRef, want: PlannedInstall): Promise<Waited<string>> {
  let unresolved = false;
  const w = await waitFor(run.waiting, async () => {
    const p = await probeCsv(run, sub, want);
    unresolved = p.state === 'waiting' && p.reason.startsWith('ResolutionFailed');
    return p;
  });
  return w.state === 'timed-out' && unresolved ? { state: 'failed', reason: w.reason } : w;
}

export async function runClassic(run: FlavourRun, p: PackagePlan, image: string): Promise<FlavourResult> {
  const objects = flavourObjects(p, 'classic', image);
  const steps = new Steps(run, 'classic');
  const catalog = refOf(objects.catalog);
  const sub = refOf(objects.steps[0]!.object);
  const csvRef = (bundle: string): KubeRef => ({
    apiVersion: V1ALPHA1,
    kind: 'ClusterServiceVersion',
    name: bundle,
    ...(sub.namespace !== undefined ? { namespace: sub.namespace } : {}),
  });
  const evidence = (bundles: readonly string[]) => ({
    objects: [catalog, sub, ...bundles.filter((b) => b !== '').map(csvRef)],
    namespaces: [...new Set([catalog.namespace, sub.namespace].filter((n): n is string => n !== undefined))],
    words: [catalog.name, sub.name, p.package, ...bundles],
  });
  await applyObjects(run.client, objects.setup);
  const ready = await steps.step('catalog', catalog.name, () => catalogReady(run, catalog));
  if (!ready.ok) return steps.failed(ready.outcome, ready.reason, evidence([]));
  // The CSVs installed since the last install step: what the Subscription reports, and what the next install removes.
  let since: string[] = [];
  const settled = async (): Promise<FlavourResult | undefined> => {
    const last = since.at(-1);
    const installedCsv = field(await getObject(run.client, sub), 'status', 'installedCSV');
    if (last === undefined || installedCsv === undefined || installedCsv === last) return undefined;
    return steps.failed(
      'failed',
      `the Subscription reports ${String(installedCsv)} installed, the plan predicts ${last}`,
      evidence([last]),
    );
  };
  let applied: string | undefined;
  for (const [i, s] of objects.steps.entries()) {
    if (s.step === 'install' && i > 0) {
      const wrong = await settled();
      if (wrong) return wrong;
      const gone = await removed(run, [sub, ...since.map(csvRef)]);
      if (gone.state !== 'done') return steps.failed('timed-out', gone.reason, evidence([]));
      since = [];
      applied = undefined;
    }
    // An upgrade is OLM's next InstallPlan on the same Subscription: it is applied again only when the step changes
    // what it asks for (another channel), as a user would edit it.
    const asked = JSON.stringify(s.object.spec);
    if (asked !== applied) await applyObjects(run.client, [s.object]);
    applied = asked;
    const r = await steps.step(
      s.step,
      s.target.bundle,
      () => csvSucceeded(run, sub, s.target),
      (csv) => csv,
    );
    if (!r.ok) return steps.failed(r.outcome, r.reason, evidence([...since, s.target.bundle]));
    since.push(s.target.bundle);
  }
  return (await settled()) ?? steps.passed();
}
