// What the Action concludes from a review: the check run's conclusion, title and summary; whether
// to merge, with every reason not to; whether a /hold stands. Pure. Fail closed: pending
// ownership or a hold never yields a passing check, and an error never yields a merge.
import { isBot } from '../github/viewer.js';
import { commentCommands } from '../ownership/commands.js';
import { includesLogin, loginKey } from '../model/login.js';
import { errorsToFix, type Verdict } from '../model/verdict.js';
import { headlinePhrase } from '../report/problems.js';
import type { ReviewReport } from '../report/render-ownership.js';
import { awaitingApprovalSummary, heldSummary } from '../report/check-summary.js';

export interface Pending {
  readonly package: string;
  readonly canApprove: readonly string[];
}

export interface ReviewSummary {
  /** The review's verdict: ownership findings (awaiting an approval) fail it too. */
  readonly verdict: Verdict;
  /** Introduced errors other than the ownership ones: what no approval can fix. */
  readonly errors: number;
  readonly warnings: number;
  /** What the title counts: problems, not their copies in each catalog (report/problems.ts). */
  readonly counts: string;
  readonly ownership: 'approved' | 'pending' | 'denied';
  readonly pending: readonly Pending[];
  readonly maintainers: readonly string[];
  /** Paths outside every package that still need a maintainer. */
  readonly othersPending: number;
  readonly autoMerge: { readonly eligible: boolean; readonly reasons: readonly string[] };
}

/** What a summary is drawn from: a review run, or (mode publish) the report an analysis carries. */
export type Summarized = Omit<ReviewReport, 'ownership'> & {
  readonly ownership: { readonly decision: ReviewSummary['ownership'] };
};

export function summarize(run: Summarized): ReviewSummary {
  const introduced = run.result.findings.filter((f) => f.introduced !== false);
  return {
    verdict: run.verdict,
    errors: errorsToFix(run.result.findings),
    warnings: introduced.filter((f) => f.severity === 'warning').length,
    counts: headlinePhrase(run.result.findings),
    ownership: run.ownership.decision,
    pending: run.decision.packages
      .filter((p) => p.status !== 'approved')
      .map((p) => ({ package: p.package, canApprove: p.canApprove })),
    maintainers: run.maintainers,
    othersPending: run.decision.others.allowed ? 0 : run.decision.others.paths.length,
    autoMerge: run.autoMerge,
  };
}

export interface CommentEvent {
  readonly login: string;
  readonly body: string;
  /** Edited after it was written: maybe not its author's words, so it can hold but never lift a hold. */
  readonly edited?: boolean;
}

export interface Hold {
  readonly held: boolean;
  readonly by: readonly string[];
}

/**
 * Whether a /hold stands after these comments (oldest first): anyone may hold (it only stops a
 * merge); `/hold cancel` lifts one's own hold, and a maintainer's lifts every hold (never from an
 * edited comment: a repository admin can edit anyone's).
 */
export function holdState(comments: readonly CommentEvent[], maintainers: readonly string[], bot?: string): Hold {
  const by = new Map<string, string>();
  for (const c of comments) {
    // The bot's own comment quotes commands (in its help text): it never holds.
    if (bot !== undefined && isBot(c.login, bot)) continue;
    for (const cmd of commentCommands(c.body)) {
      if (cmd === 'hold') by.set(loginKey(c.login), c.login);
      else if (cmd === 'hold-cancel' && c.edited !== true) {
        if (includesLogin(maintainers, c.login)) by.clear();
        else by.delete(loginKey(c.login));
      }
    }
  }
  return { held: by.size > 0, by: [...by.values()] };
}

export type Conclusion = 'success' | 'failure' | 'action_required';

/** Where the pull request stands, whatever conclusion a pending one is given: what labels show. */
export type ReviewState = 'pass' | 'fail' | 'pending';

export interface CheckOutcome {
  readonly state: ReviewState;
  /** What the review comment's heading says: the check's state, a hold told apart from a missing approval. */
  readonly heading: ReviewState | 'held';
  readonly conclusion: Conclusion;
  readonly title: string;
  readonly summary: string;
}

/** The check run on the reviewed head: a passing one only when valid, owned and not held. */
export function checkOutcome(s: ReviewSummary, hold: Hold, pending: 'action_required' | 'failure'): CheckOutcome {
  const counts = s.counts;
  if (s.errors > 0)
    return {
      state: 'fail',
      heading: 'fail',
      conclusion: 'failure',
      title: `fbc-bot: fail — ${counts}`,
      summary: `The change must be fixed: ${counts}. See the annotations and the review comment.`,
    };
  if (s.ownership !== 'approved' || s.othersPending > 0) {
    return {
      state: 'pending',
      heading: 'pending',
      conclusion: pending,
      title: `fbc-bot: awaiting approval — ${counts}`,
      summary: awaitingApprovalSummary(s),
    };
  }
  // Approved yet not passing: an ownership finding a repository made an error some other way.
  if (s.verdict !== 'pass')
    return {
      state: 'fail',
      heading: 'fail',
      conclusion: 'failure',
      title: `fbc-bot: fail — ${counts}`,
      summary: 'The review fails: see the review comment.',
    };
  if (hold.held)
    return {
      state: 'pending',
      heading: 'held',
      conclusion: pending,
      title: `fbc-bot: on hold — ${counts}`,
      summary: heldSummary(hold.by),
    };
  return {
    state: 'pass',
    heading: 'pass',
    conclusion: 'success',
    title: `fbc-bot: pass — ${counts}`,
    summary: 'The catalogs are valid and every changed package is approved.',
  };
}

export interface MergeInput {
  /** The auto-merge input. */
  readonly enabled: boolean;
  readonly review?: ReviewSummary;
  readonly hold: Hold;
  /** Any error met on the way (reading the PR, approvals, publishing): no merge. */
  readonly error?: string;
  readonly reviewedHead: string;
  /** The pull request's head as GitHub reports it now. */
  readonly currentHead?: string;
  readonly draft?: boolean;
  readonly state?: string;
  /** A merge queue merges on its own: the Action only reports its check. */
  readonly mergeQueue?: boolean;
  /** Why this run never merges, whatever the input says (mode publish). */
  readonly neverMerges?: string;
}

export interface MergeDecision {
  readonly merge: boolean;
  /** Why a merge was eligible, and why not (none when merging). */
  readonly eligible: boolean;
  readonly reasons: readonly string[];
}

export function mergeDecision(m: MergeInput): MergeDecision {
  const reasons: string[] = [];
  if (m.error !== undefined) reasons.push(`an error stopped the review: ${m.error}`);
  if (m.review === undefined) reasons.push('no review was completed');
  else reasons.push(...m.review.autoMerge.reasons);
  if (m.review !== undefined && !m.review.autoMerge.eligible && m.review.autoMerge.reasons.length === 0)
    reasons.push('the review is not eligible for auto-merge');
  if (m.hold.held) reasons.push(`held by ${m.hold.by.join(', ')}`);
  if (m.currentHead === undefined) reasons.push('the pull request head is unknown');
  else if (m.currentHead !== m.reviewedHead)
    reasons.push(
      `the head moved from ${m.reviewedHead.slice(0, 12)} to ${m.currentHead.slice(0, 12)} since the review`,
    );
  if (m.draft === true) reasons.push('the pull request is a draft');
  if (m.state !== undefined && m.state !== 'open') reasons.push(`the pull request is ${m.state}`);
  // A run that never merges has nothing to be eligible for.
  if (m.neverMerges !== undefined) reasons.push(m.neverMerges);
  const eligible = reasons.length === 0;
  if (m.mergeQueue === true) reasons.push('a merge queue merges on its own');
  else if (!m.enabled && m.neverMerges === undefined) reasons.push('auto-merge is off (input auto-merge: false)');
  return { merge: reasons.length === 0, eligible, reasons };
}
