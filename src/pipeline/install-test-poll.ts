// Waiting on a cluster with bounded deadlines in fbc-bot's own loop (no watch): each probe reads
// the objects once and says done, failed or still waiting (and why); the loop stops at the deadline
// with the last reason. A kubectl call that fails while waiting is a reason to wait, not an end:
// API servers answer 5xx while controllers start.
import { KubeError } from '../kube/index.js';

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Probe<T> =
  | { readonly state: 'done'; readonly value: T }
  | { readonly state: 'failed'; readonly reason: string; readonly value?: T }
  | { readonly state: 'waiting'; readonly reason: string };

export type Waited<T> =
  Exclude<Probe<T>, { state: 'waiting' }> | { readonly state: 'timed-out'; readonly reason: string };

export interface Waiting {
  readonly clock: Clock;
  /** The time (clock.now()) past which nothing more is awaited. */
  readonly deadline: number;
  readonly intervalMs: number;
}

export async function waitFor<T>(w: Waiting, probe: () => Promise<Probe<T>>): Promise<Waited<T>> {
  let reason = 'nothing read yet';
  for (;;) {
    let p: Probe<T>;
    try {
      p = await probe();
    } catch (e) {
      if (!(e instanceof KubeError)) throw e;
      p = { state: 'waiting', reason: e.message };
    }
    if (p.state !== 'waiting') return p;
    reason = p.reason;
    const left = w.deadline - w.clock.now();
    if (left <= 0) return { state: 'timed-out', reason };
    await w.clock.sleep(Math.min(w.intervalMs, left));
  }
}
