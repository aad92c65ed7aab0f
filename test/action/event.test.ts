import { describe, expect, it } from 'vitest';
import { EventError, mergeQueuePr, parseEvent } from '../../src/action/event.js';
import { commentCommands } from '../../src/ownership/commands.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

const pr = (over: Record<string, unknown> = {}) => ({
  number: 7,
  user: { login: 'alice' },
  base: { sha: A, ref: 'main', repo: { id: 1 } },
  head: { sha: B, ref: 'feature', repo: { id: 1 } },
  ...over,
});

describe('parseEvent', () => {
  it('pull_request: shas, number and author from the payload', () => {
    expect(parseEvent('pull_request', { action: 'synchronize', repository: { id: 1 }, pull_request: pr() })).toEqual({
      kind: 'pull-request',
      event: 'pull_request',
      number: 7,
      baseSha: A,
      headSha: B,
      baseRef: 'main',
      author: 'alice',
      sameRepo: true,
    });
  });

  it('a fork is not the same repository', () => {
    const t = parseEvent('pull_request_target', {
      action: 'opened',
      repository: { id: 1 },
      pull_request: pr({ head: { sha: B, ref: 'x', repo: { id: 2 } } }),
    });
    expect(t).toMatchObject({ kind: 'pull-request', sameRepo: false });
  });

  it('closed pull requests and unknown events are skipped', () => {
    expect(parseEvent('pull_request', { action: 'closed', pull_request: pr() }).kind).toBe('skip');
    expect(parseEvent('schedule', {}).kind).toBe('skip');
  });

  it('fails closed on a missing or malformed sha', () => {
    expect(() => parseEvent('pull_request', { action: 'opened', pull_request: pr({ head: { ref: 'x' } }) })).toThrow(
      /pull_request.head.sha/,
    );
    expect(() =>
      parseEvent('pull_request', { action: 'opened', pull_request: pr({ head: { sha: 'HEAD~1', ref: 'x' } }) }),
    ).toThrow(/not a commit id/);
    expect(() => parseEvent('pull_request', null)).toThrow(EventError);
  });

  it('pull_request_review re-evaluates with the payload shas', () => {
    expect(
      parseEvent('pull_request_review', { action: 'submitted', pull_request: pr(), review: { state: 'approved' } }),
    ).toMatchObject({ kind: 'pull-request', headSha: B });
  });

  it('issue_comment: commands on a pull request, new comments only', () => {
    const payload = (
      action: string,
      body: string,
      issue: Record<string, unknown> = { number: 9, pull_request: { url: 'u' } },
    ) => ({ action, issue, comment: { id: 31, body, user: { login: 'bob' } } });
    expect(parseEvent('issue_comment', payload('created', 'lgtm\n/approve\n'))).toEqual({
      kind: 'comment',
      number: 9,
      commentId: 31,
      commenter: 'bob',
      commands: ['approve'],
    });
    expect(parseEvent('issue_comment', payload('edited', '/approve')).kind).toBe('skip');
    expect(parseEvent('issue_comment', payload('created', 'thanks')).kind).toBe('skip');
    expect(parseEvent('issue_comment', payload('created', '/approve', { number: 9 })).kind).toBe('skip');
  });

  it('merge_group: the queue head and the pull request from its branch', () => {
    const g = {
      base_sha: A,
      head_sha: B,
      base_ref: 'refs/heads/release/4.16',
      head_ref: `refs/heads/gh-readonly-queue/release/4.16/pr-42-${A}`,
    };
    expect(parseEvent('merge_group', { action: 'checks_requested', merge_group: g })).toEqual({
      kind: 'merge-group',
      number: 42,
      baseSha: A,
      headSha: B,
      baseRef: 'release/4.16',
    });
    expect(() => parseEvent('merge_group', { merge_group: { ...g, head_ref: 'refs/heads/feature' } })).toThrow(
      EventError,
    );
  });

  it('push: before, after and the default branch; deletions skipped', () => {
    const p = { ref: 'refs/heads/main', before: A, after: B, repository: { default_branch: 'main' } };
    expect(parseEvent('push', p)).toEqual({ kind: 'push', before: A, after: B, branch: 'main', defaultBranch: 'main' });
    expect(parseEvent('push', { ...p, after: '0'.repeat(40) }).kind).toBe('skip');
    expect(parseEvent('push', { ...p, ref: 'refs/tags/v1' }).kind).toBe('skip');
  });

  it('workflow_run: the run and its head sha', () => {
    expect(
      parseEvent('workflow_run', { action: 'completed', workflow_run: { id: 5, head_sha: B, conclusion: 'success' } }),
    ).toEqual({ kind: 'workflow-run', runId: 5, headSha: B, conclusion: 'success' });
  });
});

describe('mergeQueuePr', () => {
  it('reads the number when the base holds slashes', () => {
    expect(mergeQueuePr(`gh-readonly-queue/a/b/c/pr-3-${B}`, 'refs/heads/a/b/c')).toBe(3);
    expect(mergeQueuePr(`refs/heads/gh-readonly-queue/main/pr-12345-${'c'.repeat(64)}`)).toBe(12345);
  });

  it.each([
    'feature/pr-1',
    `gh-readonly-queue/main/pr-1-${'a'.repeat(39)}`,
    `gh-readonly-queue/main/pr-01-${A}`,
    `gh-readonly-queue//pr-1-${A}`,
    `gh-readonly-queue/main/pr-1-${A}/x`,
    `gh-readonly-queue/main/pr-99999999999-${A}`,
    `other/gh-readonly-queue/main/pr-1-${A}`,
  ])('fails closed on %s', (ref) => {
    expect(() => mergeQueuePr(ref)).toThrow(EventError);
  });

  it('fails closed when the branch queues onto another base', () => {
    expect(() => mergeQueuePr(`gh-readonly-queue/main/pr-1-${A}`, 'refs/heads/release')).toThrow(
      /does not queue onto its base release/,
    );
  });
});

describe('commentCommands', () => {
  it('reads whole-line commands in order, case-insensitively', () => {
    expect(commentCommands('/hold\r\n  /APPROVE  \n/approve cancel\n/hold cancel\n/retest\n/approve no-issue')).toEqual(
      ['hold', 'approve', 'approve-cancel', 'hold-cancel', 'retest', 'approve'],
    );
  });

  it('ignores commands inside prose and unknown arguments', () => {
    expect(commentCommands('please /approve this\n/approvee\n/hold on\n/retest all\n> /approve')).toEqual([]);
  });
});
