// Optional labels showing where a pull request stands (label-pass, label-fail, label-pending):
// after publishing, the label of its state is added and those of the other states removed. Only
// the configured labels are touched; a label is a convenience, so failing to set it is a warning,
// never a failed review (the check run is what branch protection reads).
import { addLabels, removeLabel, type GitHubClient, type PullRef } from '../github/index.js';
import type { ReviewState } from './check-and-merge.js';

/** The label for each state; an unset state is never labelled. */
export type StateLabels = Readonly<Partial<Record<ReviewState, string>>>;

export interface LabelChange {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

/** What to add and remove, given the labels the pull request has now (GitHub compares names case-insensitively). */
export function labelChange(labels: StateLabels, state: ReviewState, current: readonly string[]): LabelChange {
  const has = new Set(current.map((l) => l.toLowerCase()));
  const want = labels[state];
  const wanted = want?.toLowerCase();
  const add = want !== undefined && !has.has(want.toLowerCase()) ? [want] : [];
  const remove = current.filter((l) => {
    const k = l.toLowerCase();
    return k !== wanted && Object.values(labels).some((x) => x !== undefined && x.toLowerCase() === k);
  });
  return { add, remove };
}

/** Applies the change; each failure is a warning naming what failed and the permission it needs. */
export async function applyLabels(client: GitHubClient, ref: PullRef, change: LabelChange): Promise<void> {
  const tryIt = async (call: () => Promise<unknown>): Promise<void> => {
    try {
      await call();
    } catch (e) {
      client.log.warn(`labels not updated: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  if (change.add.length > 0) await tryIt(() => addLabels(client, ref, change.add));
  for (const name of change.remove) await tryIt(() => removeLabel(client, ref, name));
}
