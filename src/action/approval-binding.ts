// Approvals as GitHub shows them, made into the review's approval events (oldest first): reviews
// carry the commit they were given on; a comment does not. So the bot binds a comment's /approve
// to the head it triggered a run on — only when the bot's comment already showed that head's
// review when the approver wrote (GitHub's own times: the approval comment is newer than the bot
// comment, which names that head). The bindings and that head are recorded in the bot's own
// sticky comment; anyone else's record is ignored. Pure.
import { isBot } from '../github/viewer.js';
import type { ApprovalEvent } from '../ownership/standing-approvals.js';
import { commentCommands } from '../ownership/commands.js';
import type { CommentEvent } from './check-and-merge.js';
import { failureField, parseFailure, type FailedReview } from './failure-record.js';

export interface ReviewIn {
  readonly author: string | null;
  readonly state: string;
  readonly commitId: string | null;
  readonly submittedAt: string | null;
  readonly body: string;
  /** Its body was edited after it was submitted (by anyone: an admin can edit anyone's). */
  readonly edited: boolean;
}

export interface CommentIn {
  readonly id: number;
  readonly author: string | null;
  readonly body: string;
  readonly createdAt: string;
  /** GitHub moves it when anyone edits the body (a repository admin can edit any comment). */
  readonly updatedAt: string;
}

/**
 * Whether the body may no longer be its author's words: GitHub does not say who edited a
 * comment over REST, and an admin can edit anyone's. Such a comment can still withdraw, never approve.
 */
export function edited(c: CommentIn): boolean {
  return c.updatedAt !== c.createdAt;
}

/** Comment id → the head commit its /approve was bound to. */
export type Bindings = ReadonlyMap<number, string>;

export interface ApprovalRecord {
  readonly bindings: Map<number, string>;
  /** The head the bot's comment showed the review of when it was written. */
  readonly head?: string;
  /** GitHub's time at which the comment was first seen showing that head (kept across rewrites). */
  readonly since?: string;
  /** The activity the review of that head was decided on (activity-mark.ts): what a sweep compares. */
  readonly mark?: string;
  /** The review that threw since (failure-record.ts): the comment says so above the record. */
  readonly failure?: FailedReview;
}

const RECORD = /^<!-- fbc-bot:approvals ([A-Za-z0-9+/=]*) -->$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const MARK = /^[0-9a-f]{1,64}$/;

/**
 * The record in the bot's comment: its last line, where the bot writes it, and nowhere else —
 * the review above quotes catalog text, which must never be read as state even if it spelled a
 * record (a broken or missing one reads as empty: those comments approve again).
 */
export function readRecord(botComment: string | undefined): ApprovalRecord {
  const bindings = new Map<number, string>();
  const body = botComment?.trimEnd();
  const m = body === undefined ? null : RECORD.exec(body.slice(body.lastIndexOf('\n') + 1));
  if (!m) return { bindings };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8'));
  } catch {
    return { bindings };
  }
  if (typeof value !== 'object' || value === null) return { bindings };
  const { b, h, s, m: mark, f } = value as { b?: unknown; h?: unknown; s?: unknown; m?: unknown; f?: unknown };
  if (Array.isArray(b))
    for (const e of b)
      if (Array.isArray(e) && Number.isSafeInteger(e[0]) && typeof e[1] === 'string' && SHA.test(e[1]))
        bindings.set(e[0] as number, e[1]);
  const failure = parseFailure(f);
  const failed = failure !== undefined ? { failure } : {};
  if (typeof h !== 'string' || !SHA.test(h)) return { bindings, ...failed };
  return {
    bindings,
    head: h,
    ...(typeof s === 'string' && Number.isFinite(Date.parse(s)) ? { since: s } : {}),
    ...(typeof mark === 'string' && MARK.test(mark) ? { mark } : {}),
    ...failed,
  };
}

/** The comments as holdState reads them. */
export function holdEvents(comments: readonly CommentIn[]): CommentEvent[] {
  return comments.map((c) => ({ login: c.author ?? '', body: c.body, edited: edited(c) }));
}

/** At most this many bindings are recorded (about 8,000 characters): the review keeps the comment's room. */
export const MAX_RECORDED = 100;

/**
 * The bindings worth recording: those of comments still listed whose author's approval can count
 * in this review (`approves`: an owner of a changed package or a maintainer), newest first, at most
 * MAX_RECORDED. Anyone can write /approve: recording every one would let commenters grow the bot's
 * comment past GitHub's limit, or push the owners' approvals out of it.
 */
export function keptBindings(
  bindings: Bindings,
  comments: readonly CommentIn[],
  approves: (login: string) => boolean,
): Map<number, string> {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const kept = [...bindings].filter(([id]) => {
    const author = byId.get(id)?.author;
    return author !== undefined && author !== null && approves(author);
  });
  return new Map(kept.sort((x, y) => y[0] - x[0]).slice(0, MAX_RECORDED));
}

/**
 * The hidden line carrying the bindings, the head this comment shows and the activity its review
 * was decided on (`mark`), and the review that threw since (`failure`): the bot's comment's last line.
 */
export function recordLine(
  bindings: Bindings,
  head: string | undefined,
  since?: string,
  mark?: string,
  failure?: FailedReview,
): string {
  const b = [...bindings].sort((x, y) => x[0] - y[0]);
  const record = {
    b,
    ...(head !== undefined ? { h: head } : {}),
    ...(since !== undefined ? { s: since } : {}),
    ...(mark !== undefined ? { m: mark } : {}),
    ...(failure !== undefined ? { f: failureField(failure) } : {}),
  };
  return `<!-- fbc-bot:approvals ${Buffer.from(JSON.stringify(record)).toString('base64')} -->`;
}

/**
 * Since when (GitHub's time) the bot's comment has shown `head`: the earliest time it was seen
 * doing so. `updatedAt` is the comment's last write, which wrote `record`.
 */
export function shownSince(record: ApprovalRecord, updatedAt: string | undefined, head: string): string | undefined {
  if (record.head !== head) return undefined;
  return record.since ?? updatedAt;
}

/**
 * Whether the comment that triggered this run may approve `head`: the bot's comment (last written
 * at `shownAt`, GitHub's time) showed `head`'s review before the approver wrote at `writtenAt`.
 * A push between the two, or an approval written before any review, binds nothing.
 */
export function mayBind(record: ApprovalRecord, shownAt: string | undefined, writtenAt: string, head: string): boolean {
  if (record.head !== head || shownAt === undefined) return false;
  const shown = Date.parse(shownAt);
  const written = Date.parse(writtenAt);
  return Number.isFinite(shown) && Number.isFinite(written) && written >= shown;
}

/**
 * The /approve comments no run bound yet that may bind to `head` now (a sweep's catch-up: the
 * comment's own run was cancelled, failed, or never had a write token): unedited, by someone else
 * than the bot, written after the bot's comment showed `head`'s review (mayBind).
 */
export function lateApprovals(
  comments: readonly CommentIn[],
  record: ApprovalRecord,
  shownAt: string | undefined,
  head: string,
  bot: string,
): number[] {
  return comments
    .filter(
      (c) =>
        c.author !== null &&
        !isBot(c.author, bot) &&
        !record.bindings.has(c.id) &&
        !edited(c) &&
        commentCommands(c.body).includes('approve') &&
        mayBind(record, shownAt, c.createdAt, head),
    )
    .map((c) => c.id);
}

/** What an edited body may still say: only a withdrawal (its state, which no edit changes, stays). */
function withdrawals(body: string): string {
  return commentCommands(body).includes('approve-cancel') ? '/approve cancel' : '';
}

export interface Gathered {
  readonly events: ApprovalEvent[];
  readonly bindings: Map<number, string>;
}

/**
 * The approval events of reviews and comments, by time. `trigger` (the comment that started this
 * run, or those a sweep found mayBind allows) binds to `head`; other comments' /approve count only
 * when recorded, and never once edited. `bot`'s comments never approve anything.
 */
export function gatherApprovals(
  reviews: readonly ReviewIn[],
  comments: readonly CommentIn[],
  recorded: Bindings,
  head: string,
  bot: string | undefined,
  trigger?: number | readonly number[],
): Gathered {
  const bindings = new Map(recorded);
  const triggers = new Set(typeof trigger === 'number' ? [trigger] : (trigger ?? []));
  const timed: { at: string; order: number; event: ApprovalEvent }[] = [];
  const byBot = (login: string): boolean => bot !== undefined && isBot(login, bot);
  reviews.forEach((r, i) => {
    if (r.author === null || r.submittedAt === null || r.commitId === null || byBot(r.author)) return;
    // A dismissed review no longer approves: it reads as a withdrawal, whatever its text said.
    if (r.state === 'DISMISSED')
      timed.push({
        at: r.submittedAt,
        order: i,
        event: { login: r.author, state: 'CHANGES_REQUESTED', commit: r.commitId },
      });
    else if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED' || r.state === 'COMMENTED')
      timed.push({
        at: r.submittedAt,
        order: i,
        event: { login: r.author, state: r.state, commit: r.commitId, body: r.edited ? withdrawals(r.body) : r.body },
      });
  });
  comments.forEach((c, i) => {
    if (c.author === null || byBot(c.author)) return;
    const commands = commentCommands(c.body);
    if (!commands.includes('approve') && !commands.includes('approve-cancel')) return;
    if (triggers.has(c.id) && !bindings.has(c.id)) bindings.set(c.id, head);
    const commit = bindings.get(c.id);
    // Unbound, its approvals cannot be tied to a commit; edited, they may be someone else's words:
    // either way only its withdrawals count.
    const body = commit !== undefined && !edited(c) ? c.body : withdrawals(c.body);
    if (body === '') return;
    timed.push({
      at: c.createdAt,
      order: reviews.length + i,
      event: { login: c.author, state: 'COMMENTED', commit: commit ?? head, body },
    });
  });
  timed.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  return { events: timed.map((t) => t.event), bindings };
}
