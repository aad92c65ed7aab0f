// What both OLM flavours share around a step: the run's client, deadline and controllers, the
// step's timing, and the failure turned into an outcome with its evidence.
import { deleteObject, getObjects, type KubeClient, type KubeRef } from '../kube/index.js';
import type { OlmFlavour } from '../model/consumers.js';
import type { KubeObject } from '../model/install-plan.js';
import type {
  FlavourResult,
  InstallEvidence,
  InstallOutcome,
  InstallStep,
  InstallStepName,
} from '../model/install-result.js';
import { gatherEvidence, needsLogin, type Controllers } from './install-test-evidence.js';
import { waitFor, type Probe, type Waited, type Waiting } from './install-test-poll.js';

export interface FlavourRun {
  readonly client: KubeClient;
  readonly waiting: Waiting;
  readonly controllers: Controllers;
  readonly log: (line: string) => void;
}

export function refOf(o: KubeObject): KubeRef {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    name: o.metadata.name,
    ...(o.metadata.namespace !== undefined ? { namespace: o.metadata.namespace } : {}),
  };
}

/** Deletes the objects and waits until the API server has none of them left. */
export async function removed(run: FlavourRun, refs: readonly KubeRef[]): Promise<Waited<true>> {
  for (const r of refs) await deleteObject(run.client, r);
  return waitFor(run.waiting, async (): Promise<Probe<true>> => {
    const left = refs[(await getObjects(run.client, refs)).findIndex((o) => o !== undefined)];
    return left === undefined
      ? { state: 'done', value: true }
      : { state: 'waiting', reason: `${left.kind} ${left.name} is still being removed` };
  });
}

export class Steps {
  readonly done: InstallStep[] = [];
  constructor(
    private readonly run: FlavourRun,
    readonly flavour: OlmFlavour,
  ) {}

  /** Runs a step's wait, recording it; the observed value when it passed. */
  async step<T>(
    name: InstallStepName,
    expected: string,
    wait: () => Promise<Waited<T>>,
    observed: (v: T) => string | undefined = () => undefined,
  ): Promise<{ ok: true; value: T } | { ok: false; outcome: InstallOutcome; reason: string }> {
    const clock = this.run.waiting.clock;
    const start = clock.now();
    this.run.log(`${this.flavour}: ${name} ${expected}`);
    const w = await wait();
    const seconds = Math.round((clock.now() - start) / 1000);
    const seen =
      w.state === 'done' || (w.state === 'failed' && w.value !== undefined) ? observed(w.value as T) : undefined;
    const outcome: InstallOutcome = w.state === 'done' ? 'passed' : w.state === 'failed' ? 'failed' : 'timed-out';
    const detail =
      w.state === 'done'
        ? undefined
        : w.state === 'timed-out'
          ? `no answer within the time limit; last seen: ${w.reason}`
          : w.reason;
    this.done.push({
      step: name,
      expected,
      ...(seen !== undefined ? { observed: seen } : {}),
      outcome,
      seconds,
      ...(detail !== undefined ? { detail } : {}),
    });
    this.run.log(`${this.flavour}: ${name} ${expected}: ${outcome}${detail !== undefined ? ` (${detail})` : ''}`);
    return w.state === 'done' ? { ok: true, value: w.value } : { ok: false, outcome, reason: detail ?? '' };
  }

  passed(note?: string): FlavourResult {
    return { flavour: this.flavour, outcome: 'passed', steps: this.done, evidence: [], ...(note ? { note } : {}) };
  }

  /**
   * The flavour's result after a step did not pass, with what the cluster says about `objects`; an image that needs
   * a login makes it not verifiable rather than failed.
   */
  async failed(
    outcome: InstallOutcome,
    reason: string,
    q: { objects: readonly KubeRef[]; namespaces: readonly string[]; words: readonly string[] },
  ): Promise<FlavourResult> {
    const evidence: InstallEvidence[] = await gatherEvidence(this.run.client, {
      ...q,
      controllers: this.run.controllers,
    });
    const login = needsLogin(reason, evidence);
    return {
      flavour: this.flavour,
      outcome: login ? 'not-verifiable' : outcome,
      steps: this.done,
      evidence,
      ...(login ? { note: 'an image needs a login the cluster does not have: not verifiable here' } : {}),
    };
  }
}
