// Approvals as GitHub reports them (reviews and comments, oldest first): a review APPROVED or a
// comment line `/approve` approves the commit it was given on; `/approve cancel` and a review
// CHANGES_REQUESTED withdraw. Each login's latest word wins; logins compare case-insensitively.
// A command is a whole line (Prow's syntax, commands.ts).
import { commentCommands } from './commands.js';
import { loginKey } from '../model/login.js';

export interface ApprovalEvent {
  readonly login: string;
  readonly state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED';
  /** The commit the review or comment was given on. */
  readonly commit: string;
  readonly body?: string;
}

/** A login's standing approval, given on `commit`. */
export interface Standing {
  readonly login: string;
  readonly commit: string;
}

export class ApprovalsError extends Error {}

const STATES = new Set(['APPROVED', 'CHANGES_REQUESTED', 'COMMENTED']);

/** The --approvals document: a JSON list of {login, state, commit, body?}. */
export function parseApprovals(value: unknown, file: string): ApprovalEvent[] {
  if (!Array.isArray(value)) throw new ApprovalsError(`${file}: not a JSON list of approvals`);
  return value.map((e: unknown, i): ApprovalEvent => {
    const bad = (what: string): ApprovalsError => new ApprovalsError(`${file}: entry ${i}: ${what}`);
    if (typeof e !== 'object' || e === null || Array.isArray(e)) throw bad('not an object');
    const x = e as Record<string, unknown>;
    const unknown = Object.keys(x).find((k) => !['login', 'state', 'commit', 'body'].includes(k));
    if (unknown !== undefined) throw bad(`unknown field "${unknown}"`);
    if (typeof x.login !== 'string' || x.login.trim() === '') throw bad('login must be a non-empty string');
    if (typeof x.state !== 'string' || !STATES.has(x.state))
      throw bad('state must be APPROVED, CHANGES_REQUESTED or COMMENTED');
    if (typeof x.commit !== 'string' || x.commit === '') throw bad('commit must be a non-empty string');
    if (x.body !== undefined && x.body !== null && typeof x.body !== 'string') throw bad('body must be a string');
    return {
      login: x.login.trim(),
      state: x.state as ApprovalEvent['state'],
      commit: x.commit,
      ...(typeof x.body === 'string' ? { body: x.body } : {}),
    };
  });
}

/** What one event says: approve, withdraw, or nothing (its body's last approval command wins). */
function verdictOf(e: ApprovalEvent): 'approve' | 'withdraw' | undefined {
  let said: 'approve' | 'withdraw' | undefined =
    e.state === 'APPROVED' ? 'approve' : e.state === 'CHANGES_REQUESTED' ? 'withdraw' : undefined;
  for (const c of commentCommands(e.body ?? '')) {
    if (c === 'approve') said = 'approve';
    else if (c === 'approve-cancel') said = 'withdraw';
  }
  return said;
}

/** Each login's standing approval after every event, in order. */
export function standingApprovals(events: readonly ApprovalEvent[]): Standing[] {
  const by = new Map<string, Standing | undefined>();
  for (const e of events) {
    const v = verdictOf(e);
    if (v === 'approve') by.set(loginKey(e.login), { login: e.login, commit: e.commit });
    else if (v === 'withdraw') by.set(loginKey(e.login), undefined);
  }
  return [...by.values()].filter((s): s is Standing => s !== undefined);
}
