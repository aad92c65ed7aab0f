// What a review run did: the review, the check, the merge decision, what was published, and why it
// stopped, if it did.
import type { ReviewRun } from '../pipeline/review-run.js';
import type { CheckOutcome, MergeDecision } from './check-and-merge.js';
import type { Rebuild } from './merge-rebuild.js';
import type { Published } from './publish.js';
import type { ReadOnly } from './read-only.js';

export interface ReviewOutcome {
  readonly run?: ReviewRun;
  readonly check?: CheckOutcome;
  readonly merge: MergeDecision;
  readonly merged: boolean;
  readonly headSha?: string;
  readonly published: Published;
  /** After a merge: the rebuild it started (input dispatch). */
  readonly rebuild?: Rebuild;
  /** The error that stopped the review or its publishing (the run fails). */
  readonly error?: string;
  /** That error may pass on retry (failure-kind.ts). */
  readonly transient?: boolean;
  /** Why nothing was posted: the run's token cannot write (a fork's pull request), and who will post. */
  readonly readOnly?: ReadOnly;
}
