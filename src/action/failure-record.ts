// A review that threw, as the bot's sticky comment records it (in the record on its last line,
// beside the approvals): the head and the activity it was tried on, the fbc-bot build that tried,
// how many times, whether the failure may pass on retry, and why. The sweep reviews that head
// again only when one of those changed, or, for a failure that may pass, at most MAX_ATTEMPTS
// times in all: its failing check stands meanwhile. Pure.
import { clip } from '../escape/clip.js';

/** Attempts at one head (with the same activity and build) when its failure may pass on retry. */
export const MAX_ATTEMPTS = 3;

/** The reason kept in the record (and in the sweep's memory): the check and the comment say it whole. */
export const REASON_CHARS = 300;

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const MARK = /^[0-9a-f]{1,64}$/;
const BUILD = /^[\w.+-]{1,100}$/;

export interface FailedReview {
  readonly head: string;
  /** The activity mark (activity-mark.ts) when it was tried. */
  readonly mark: string;
  /** fbc-bot's build that tried (cache/build-id.ts): another build tries again. */
  readonly build: string;
  /** Attempts at this head, mark and build, this one included. */
  readonly attempts: number;
  /** The failure may pass on retry (failure-kind.ts). */
  readonly transient: boolean;
  readonly reason: string;
}

/** The record's `f` field, or undefined when it is not a well-formed one. */
export function parseFailure(v: unknown): FailedReview | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { h, m, v: build, n, t, r } = v as Record<string, unknown>;
  if (typeof h !== 'string' || !SHA.test(h) || typeof m !== 'string' || !MARK.test(m)) return undefined;
  if (typeof build !== 'string' || !BUILD.test(build) || typeof t !== 'boolean' || typeof r !== 'string')
    return undefined;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) return undefined;
  return { head: h, mark: m, build, attempts: n, transient: t, reason: clip(r, REASON_CHARS) };
}

/** The record's `f` field for `f`. */
export function failureField(f: FailedReview): Record<string, unknown> {
  return { h: f.head, m: f.mark, v: f.build, n: f.attempts, t: f.transient, r: clip(f.reason, REASON_CHARS) };
}

/** The failure of `attempt` after `previous` (the record's, if any): attempts counted per head, activity and build. */
export function nextFailure(previous: FailedReview | undefined, attempt: Omit<FailedReview, 'attempts'>): FailedReview {
  const again =
    previous !== undefined &&
    previous.head === attempt.head &&
    previous.mark === attempt.mark &&
    previous.build === attempt.build;
  return { ...attempt, reason: clip(attempt.reason, REASON_CHARS), attempts: again ? previous.attempts + 1 : 1 };
}
