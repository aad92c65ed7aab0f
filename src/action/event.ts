// What the triggering event asks for, read from its payload: which commits to review, which pull
// request, who wrote it; a merge queue's pull request from its branch name; the commands of a
// comment. Pure. A payload missing what its event must carry is an EventError (fail closed):
// the Action never guesses a commit.
import { commentCommands, type Command } from '../ownership/commands.js';

export class EventError extends Error {}

export interface PullRequestTarget {
  readonly kind: 'pull-request';
  readonly event: string;
  readonly number: number;
  readonly baseSha: string;
  readonly headSha: string;
  readonly baseRef: string;
  readonly author: string;
  /** Whether the head branch lives in this repository (not a fork). */
  readonly sameRepo: boolean;
}

/** A comment on a pull request: its commits are read from the API, the review redone. */
export interface CommentTarget {
  readonly kind: 'comment';
  readonly number: number;
  readonly commentId: number;
  readonly commenter: string;
  readonly commands: readonly Command[];
}

export interface MergeGroupTarget {
  readonly kind: 'merge-group';
  readonly number: number;
  readonly baseSha: string;
  readonly headSha: string;
  readonly baseRef: string;
}

export interface PushTarget {
  readonly kind: 'push';
  readonly before: string;
  readonly after: string;
  /** The branch pushed to, without refs/heads/. */
  readonly branch: string;
  readonly defaultBranch: string;
}

export interface WorkflowRunTarget {
  readonly kind: 'workflow-run';
  readonly runId: number;
  readonly headSha: string;
  readonly conclusion: string;
}

export interface SkipTarget {
  readonly kind: 'skip';
  readonly reason: string;
}

export type Target = PullRequestTarget | CommentTarget | MergeGroupTarget | PushTarget | WorkflowRunTarget | SkipTarget;

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const ZERO = /^0+$/;

type Obj = Record<string, unknown>;

function obj(v: unknown, what: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new EventError(`the event payload has no ${what}`);
  return v as Obj;
}

function str(o: Obj, key: string, what: string): string {
  const v = o[key];
  if (typeof v !== 'string' || v === '') throw new EventError(`the event payload has no ${what}.${key}`);
  return v;
}

function sha(o: Obj, key: string, what: string): string {
  const v = str(o, key, what);
  if (!SHA.test(v)) throw new EventError(`the event payload's ${what}.${key} is not a commit id: "${v.slice(0, 80)}"`);
  return v;
}

function num(o: Obj, key: string, what: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0)
    throw new EventError(`the event payload has no ${what}.${key}`);
  return v;
}

const login = (o: Obj, what: string): string => str(obj(o.user, `${what}.user`), 'login', `${what}.user`);

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review', 'edited']);
const REVIEW_ACTIONS = new Set(['submitted', 'edited', 'dismissed']);

function pullRequest(event: string, pr: Obj, repoId: unknown): PullRequestTarget {
  const base = obj(pr.base, 'pull_request.base');
  const head = obj(pr.head, 'pull_request.head');
  const headRepo = head.repo as Obj | null | undefined;
  return {
    kind: 'pull-request',
    event,
    number: num(pr, 'number', 'pull_request'),
    baseSha: sha(base, 'sha', 'pull_request.base'),
    headSha: sha(head, 'sha', 'pull_request.head'),
    baseRef: str(base, 'ref', 'pull_request.base'),
    author: login(pr, 'pull_request'),
    sameRepo: typeof headRepo === 'object' && headRepo !== null && headRepo.id !== undefined && headRepo.id === repoId,
  };
}

/**
 * The pull request a merge queue's branch tests: `gh-readonly-queue/<base>/pr-<n>-<sha>`, the
 * base possibly holding `/`. Anything else is no queue branch of ours: EventError.
 */
export function mergeQueuePr(ref: string, baseRef?: string): number {
  const branch = ref.replace(/^refs\/heads\//, '');
  const m = /^gh-readonly-queue\/(.+)\/pr-([1-9][0-9]{0,9})-([0-9a-f]{40}|[0-9a-f]{64})$/.exec(branch);
  if (!m)
    throw new EventError(
      `merge group branch "${branch.slice(0, 200)}" is not gh-readonly-queue/<base>/pr-<number>-<sha>`,
    );
  const base = baseRef?.replace(/^refs\/heads\//, '');
  if (base !== undefined && m[1] !== base)
    throw new EventError(
      `merge group branch "${branch.slice(0, 200)}" does not queue onto its base ${base.slice(0, 200)}`,
    );
  const n = Number(m[2]);
  if (!Number.isSafeInteger(n))
    throw new EventError(`merge group branch "${branch.slice(0, 200)}": pull request number out of range`);
  return n;
}

/** What event `name` with `payload` asks of the Action. */
export function parseEvent(name: string, payload: unknown): Target {
  const p = obj(payload, 'body');
  const action = typeof p.action === 'string' ? p.action : undefined;
  const repoId = (p.repository as Obj | undefined)?.id;
  switch (name) {
    case 'pull_request':
    case 'pull_request_target':
      if (action !== undefined && !PR_ACTIONS.has(action))
        return { kind: 'skip', reason: `${name} ${action}: nothing to review` };
      return pullRequest(name, obj(p.pull_request, 'pull_request'), repoId);
    case 'pull_request_review':
      if (action !== undefined && !REVIEW_ACTIONS.has(action))
        return { kind: 'skip', reason: `${name} ${action}: nothing to re-evaluate` };
      return pullRequest(name, obj(p.pull_request, 'pull_request'), repoId);
    case 'issue_comment': {
      const issue = obj(p.issue, 'issue');
      if (issue.pull_request === undefined || issue.pull_request === null)
        return { kind: 'skip', reason: 'a comment on an issue, not a pull request' };
      // An edited or deleted comment does not rewrite what was said: only new comments are read.
      if (action !== 'created')
        return { kind: 'skip', reason: `issue_comment ${action ?? '(no action)'}: only new comments are commands` };
      const comment = obj(p.comment, 'comment');
      const body = typeof comment.body === 'string' ? comment.body : '';
      const commands = commentCommands(body);
      if (commands.length === 0)
        return { kind: 'skip', reason: 'the comment holds no command (/approve, /hold, /retest)' };
      return {
        kind: 'comment',
        number: num(issue, 'number', 'issue'),
        commentId: num(comment, 'id', 'comment'),
        commenter: login(comment, 'comment'),
        commands,
      };
    }
    case 'merge_group': {
      if (action !== undefined && action !== 'checks_requested')
        return { kind: 'skip', reason: `merge_group ${action}: nothing to check` };
      const g = obj(p.merge_group, 'merge_group');
      const baseRef = str(g, 'base_ref', 'merge_group');
      return {
        kind: 'merge-group',
        number: mergeQueuePr(str(g, 'head_ref', 'merge_group'), baseRef),
        baseSha: sha(g, 'base_sha', 'merge_group'),
        headSha: sha(g, 'head_sha', 'merge_group'),
        baseRef: baseRef.replace(/^refs\/heads\//, ''),
      };
    }
    case 'push': {
      const ref = str(p, 'ref', 'push');
      if (!ref.startsWith('refs/heads/')) return { kind: 'skip', reason: `push to ${ref.slice(0, 200)}: not a branch` };
      const after = sha(p, 'after', 'push');
      if (ZERO.test(after)) return { kind: 'skip', reason: 'the branch was deleted' };
      const repo = obj(p.repository, 'repository');
      return {
        kind: 'push',
        before: sha(p, 'before', 'push'),
        after,
        branch: ref.slice('refs/heads/'.length),
        defaultBranch: str(repo, 'default_branch', 'repository'),
      };
    }
    case 'workflow_run': {
      const run = obj(p.workflow_run, 'workflow_run');
      if (action !== undefined && action !== 'completed')
        return { kind: 'skip', reason: `workflow_run ${action}: waiting for it to complete` };
      return {
        kind: 'workflow-run',
        runId: num(run, 'id', 'workflow_run'),
        headSha: sha(run, 'head_sha', 'workflow_run'),
        conclusion: typeof run.conclusion === 'string' ? run.conclusion : 'unknown',
      };
    }
    default:
      return { kind: 'skip', reason: `event ${name.slice(0, 100)} is not one fbc-bot acts on` };
  }
}
