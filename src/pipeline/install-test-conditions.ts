// Conditions (metav1.Condition, and OLM classic's own condition lists) read from objects as data,
// and said in one line each for reports.
import type { KubeItem } from '../kube/index.js';

export interface Condition {
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly message: string;
  /** The generation of the spec the condition is about, when the controller says. */
  readonly observedGeneration?: number;
}

/** A string field's value, '' when it is absent or not a string. */
export function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

export function field(o: unknown, ...path: string[]): unknown {
  let cur = o;
  for (const p of path) cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[p] : undefined;
  return cur;
}

export function conditionsOf(o: KubeItem | undefined): Condition[] {
  const list = field(o, 'status', 'conditions');
  if (!Array.isArray(list)) return [];
  return list.map((c: unknown) => ({
    type: text(field(c, 'type')),
    status: text(field(c, 'status')),
    reason: text(field(c, 'reason')),
    message: text(field(c, 'message')),
    ...(typeof field(c, 'observedGeneration') === 'number'
      ? { observedGeneration: field(c, 'observedGeneration') as number }
      : {}),
  }));
}

export function conditionOf(o: KubeItem | undefined, type: string): Condition | undefined {
  return conditionsOf(o).find((c) => c.type === type);
}

export function conditionLine(c: Condition): string {
  return `${c.type}=${c.status}${c.reason !== '' ? ` ${c.reason}` : ''}${c.message !== '' ? `: ${c.message}` : ''}`;
}

/** The object's conditions in one line, for a waiting or failure reason. */
export function conditionsLine(o: KubeItem | undefined): string {
  const all = conditionsOf(o);
  return all.length === 0 ? 'no conditions yet' : all.map(conditionLine).join('; ');
}
