// The emulated cluster's objects, and what each test scripts it to answer: statuses (set at once,
// or one per read of the object), reactions to an apply, pod logs. Nothing here decides what a real
// cluster would install: the test says it.
import type { KubeApiSpec } from './api-spec.js';

export type KubeObj = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [k: string]: unknown };
  [k: string]: unknown;
};

export interface Ref {
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
}

export type Reaction = (obj: KubeObj, store: Store) => void;

export class InvalidScript extends Error {}

const key = (r: Ref): string => `${r.kind}/${r.namespace ?? ''}/${r.name}`;

export class Store {
  private readonly objects = new Map<string, KubeObj>();
  private readonly steps = new Map<string, unknown[]>();
  private readonly reactions: { kind: string; act: Reaction }[] = [];
  readonly logs = new Map<string, string>();
  private version = 1;

  constructor(private readonly spec: KubeApiSpec) {}

  /** Forgets every object and script: the next test's cluster starts empty. */
  reset(): void {
    this.objects.clear();
    this.steps.clear();
    this.reactions.length = 0;
    this.logs.clear();
  }

  /** Adds or replaces an object as a controller would (status included), validated against its schema. */
  put(obj: KubeObj): KubeObj {
    const errors = this.spec.validateObject(obj);
    if (errors.length > 0)
      throw new InvalidScript(`the test scripted an invalid ${obj.kind} ${obj.metadata.name}: ${errors.join('; ')}`);
    const before = this.get(obj);
    // As the API server: the generation counts changes of the spec, which conditions' observedGeneration cite.
    const generation = Number(before?.metadata.generation ?? 0);
    const changed = before === undefined || JSON.stringify(before.spec) !== JSON.stringify(obj.spec);
    const stored = {
      ...obj,
      metadata: {
        creationTimestamp: '2026-01-01T00:00:00Z',
        uid: `uid-${this.version}`,
        ...before?.metadata,
        ...obj.metadata,
        generation: changed ? generation + 1 : generation,
        resourceVersion: String(++this.version),
      },
    };
    this.objects.set(key({ kind: obj.kind, name: obj.metadata.name, namespace: obj.metadata.namespace }), stored);
    return stored;
  }

  get(r: Ref | KubeObj): KubeObj | undefined {
    const ref = 'metadata' in r ? { kind: r.kind, name: r.metadata.name, namespace: r.metadata.namespace } : r;
    return this.objects.get(key(ref));
  }

  delete(r: Ref): boolean {
    this.steps.delete(key(r));
    return this.objects.delete(key(r));
  }

  list(kind: string, namespace?: string): KubeObj[] {
    return [...this.objects.values()].filter(
      (o) => o.kind === kind && (namespace === undefined || o.metadata.namespace === namespace),
    );
  }

  /** Sets an object's status now (the object must exist). */
  setStatus(r: Ref, status: unknown): void {
    const o = this.get(r);
    if (o === undefined) throw new InvalidScript(`no ${r.kind} ${r.name} to give a status`);
    this.put({ ...o, status });
  }

  /** The statuses the next reads of an object see, one per read; the last one stays. */
  statusSteps(r: Ref, statuses: unknown[]): void {
    this.steps.set(key(r), [...statuses]);
  }

  /** Runs `act` after every apply or create of `kind` (the object as stored). */
  onApply(kind: string, act: Reaction): void {
    this.reactions.push({ kind, act });
  }

  /** The object as a read sees it, advancing its scripted statuses. */
  read(r: Ref): KubeObj | undefined {
    const steps = this.steps.get(key(r));
    if (steps !== undefined && steps.length > 0 && this.get(r) !== undefined) {
      const next = steps.length > 1 ? steps.shift() : steps[0];
      this.setStatus(r, next);
    }
    return this.get(r);
  }

  applied(obj: KubeObj): void {
    for (const r of this.reactions) if (r.kind === obj.kind) r.act(obj, this);
  }

  get resourceVersion(): string {
    return String(this.version);
  }
}
