// OLM v1 on the cluster: the ClusterCatalog serving, then per scenario the ClusterExtension pinned
// to the base bundle until Installed, pinned to the predicted upgrade until Installed again, and
// `.status.install.bundle` compared with the plan. operator-controller's conditions (v1.11):
// Installed True once a bundle is installed; Progressing True with reason Succeeded when the
// current spec is rolled out, Retrying while it tries again (a preflight or pull error in its
// message), False with reason Blocked when it will not go on.
import { applyObjects, getObject, type KubeItem, type KubeRef } from '../kube/index.js';
import type { PackagePlan, PlannedInstall } from '../model/install-plan.js';
import type { FlavourResult } from '../model/install-result.js';
import { conditionOf, conditionsLine, field } from './install-test-conditions.js';
import { loginNeeded } from './install-test-evidence.js';
import { flavourObjects } from './install-test-objects.js';
import { waitFor, type Probe, type Waited } from './install-test-poll.js';
import { refOf, removed, Steps, type FlavourRun } from './install-test-step.js';

export const V1_CONTROLLERS = {
  namespace: 'olmv1-system',
  pods: ['operator-controller-controller-manager', 'catalogd-controller-manager'],
};

/** Whether a condition speaks of the object's current spec (its generation), not of an earlier one. */
function current(o: KubeItem, c: { observedGeneration?: number } | undefined): boolean {
  const generation = field(o, 'metadata', 'generation');
  return typeof generation !== 'number' || c?.observedGeneration === undefined || c.observedGeneration === generation;
}

export async function serving(run: FlavourRun, ref: KubeRef): Promise<Waited<KubeItem>> {
  return waitFor(run.waiting, async (): Promise<Probe<KubeItem>> => {
    const o = await getObject(run.client, ref);
    if (o === undefined) return { state: 'waiting', reason: `${ref.kind} ${ref.name} not found` };
    if (conditionOf(o, 'Serving')?.status === 'True') return { state: 'done', value: o };
    return { state: 'waiting', reason: conditionsLine(o) };
  });
}

interface Bundle {
  readonly name: string;
  readonly version: string;
}

function installedBundle(o: KubeItem): Bundle | undefined {
  const name = field(o, 'status', 'install', 'bundle', 'name');
  const version = field(o, 'status', 'install', 'bundle', 'version');
  return typeof name === 'string' ? { name, version: typeof version === 'string' ? version : '' } : undefined;
}

/** Waits until the ClusterExtension has installed `want`, refuses, or settles on another bundle. */
export async function installed(run: FlavourRun, ref: KubeRef, want: PlannedInstall): Promise<Waited<Bundle>> {
  let retrying = false;
  const w = await waitFor(run.waiting, async (): Promise<Probe<Bundle>> => {
    const o = await getObject(run.client, ref);
    if (o === undefined) return { state: 'waiting', reason: `ClusterExtension ${ref.name} not found` };
    const progressing = conditionOf(o, 'Progressing');
    const bundle = installedBundle(o);
    const settled = current(o, progressing);
    if (conditionOf(o, 'Installed')?.status === 'True' && bundle?.name === want.bundle)
      return { state: 'done', value: bundle };
    retrying = settled && progressing?.reason === 'Retrying';
    // A pull that needs a login does not get one by waiting: the answer is in now (not verifiable).
    if (retrying && loginNeeded(progressing?.message ?? '')) return { state: 'failed', reason: conditionsLine(o) };
    if (settled && progressing?.status === 'False' && progressing.reason === 'Blocked')
      return { state: 'failed', reason: conditionsLine(o), ...(bundle ? { value: bundle } : {}) };
    if (settled && bundle !== undefined && progressing?.reason === 'Succeeded')
      return {
        state: 'failed',
        reason: `installed ${bundle.name} ${bundle.version}, the plan predicts ${want.bundle} ${want.version}`,
        value: bundle,
      };
    return { state: 'waiting', reason: conditionsLine(o) };
  });
  // Still retrying at the deadline: the cluster refused, saying why; that is a failure, not silence.
  return w.state === 'timed-out' && retrying ? { state: 'failed', reason: `still retrying: ${w.reason}` } : w;
}

export async function runV1(run: FlavourRun, p: PackagePlan, image: string): Promise<FlavourResult> {
  const objects = flavourObjects(p, 'v1', image);
  const steps = new Steps(run, 'v1');
  const catalog = refOf(objects.catalog);
  const extension = refOf(objects.steps[0]!.object);
  const namespace = field(objects.steps[0]!.object, 'spec', 'namespace');
  const evidence = (bundles: readonly string[]) => ({
    objects: [catalog, extension],
    namespaces: typeof namespace === 'string' ? [namespace] : [],
    words: [catalog.name, extension.name, p.package, ...bundles],
  });
  await applyObjects(run.client, objects.setup);
  const served = await steps.step('catalog', catalog.name, () => serving(run, catalog));
  if (!served.ok) return steps.failed(served.outcome, served.reason, evidence([]));
  let before: PlannedInstall | undefined;
  for (const [i, s] of objects.steps.entries()) {
    // An install starts from nothing: the extension of the steps before goes first.
    if (s.step === 'install' && i > 0) {
      const gone = await removed(run, [extension]);
      if (gone.state !== 'done') return steps.failed('timed-out', gone.reason, evidence([]));
    }
    await applyObjects(run.client, [s.object]);
    const r = await steps.step(
      s.step,
      `${s.target.bundle} (${s.target.version})`,
      () => installed(run, extension, s.target),
      (b) => `${b.name} (${b.version})`,
    );
    const bundles = [...(s.step === 'upgrade' && before ? [before.bundle] : []), s.target.bundle];
    if (!r.ok) return steps.failed(r.outcome, r.reason, evidence(bundles));
    before = s.target;
  }
  return steps.passed();
}
