// The merge starts the rebuild: a merge made with the workflow's token starts no `push` workflow,
// so after each merge it makes fbc-bot dispatches the rebuild of the merge commit itself, once,
// carrying the plan mode plan computes for that push; mode plan on that dispatch plans it again.
import { describe } from 'vitest';
import { faults } from '../emulator/server.js';
import type { Pull, Repo } from '../emulator/state.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { actionIt as it, addReview, FULL, pullEvent, pushEvent, TOKEN, type ActionWorld } from './action-world.js';

/** A pull request changing foo in catalogs/v4.16 and v4.17, approved by an owner on its head. */
function approvedPull(
  emulator: ActionWorld['emulator'],
  number: number,
): { repo: string; base: string; r: Repo; pull: Pull } {
  const { repo, base } = communityRepo();
  git(repo, 'checkout', '-q', '-b', 'feature');
  const head = commit(repo, 'foo v0.2.0', {
    'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2),
    'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2),
  });
  git(repo, 'checkout', '-q', 'main');
  emulator.addToken(TOKEN, {
    permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write', actions: 'write' },
  });
  const r = emulator.state.addRepo(FULL);
  const pull = emulator.state.addPull(FULL, { number, author: 'dave', baseSha: base, headSha: head });
  addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });
  // GitHub's squash merge: one commit of the head's tree on the base branch.
  r.mergeCommit = (p) => {
    const sha = git(repo, 'commit-tree', `${p.headSha}^{tree}`, '-p', 'main', '-m', `squash #${p.number}`).trim();
    git(repo, 'update-ref', 'refs/heads/main', sha);
    return sha;
  };
  return { repo, base, r, pull };
}

const review = (r: Repo, pull: Pull): unknown => ({ ...(pullEvent(r, pull) as object), action: 'submitted' });

describe('dispatch after a merge', () => {
  it('workflow: one workflow_dispatch with the plan of the merge commit, planned again on that dispatch', async ({
    emulator,
    act,
  }, { expect }) => {
    const { repo, base, r, pull } = approvedPull(emulator, 31);
    const inputs = { 'auto-merge': 'true', dispatch: 'workflow', 'dispatch-workflow': 'rebuild.yml' };

    const run = await act(repo, 'pull_request_review', review(r, pull), inputs);

    expect(run.stdout).not.toMatch(/::error/);
    expect(run.outputs.merged).toBe('true');
    const merged = pull.mergeCommitSha!;
    expect(git(repo, 'rev-parse', 'main').trim()).toBe(merged);
    expect(r.dispatches).toEqual([
      {
        kind: 'workflow',
        workflowId: 'rebuild.yml',
        ref: 'main',
        inputs: { catalogs: '["catalogs/v4.16","catalogs/v4.17"]', sha: merged },
      },
    ]);
    expect(run.stdout).toContain('rebuild dispatched: workflow rebuild.yml on main');
    // No Dockerfile in the review's workspace: the rebuild writes its own.
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).not.toContain('Dockerfile');

    // The same matrix as mode plan on the push the merge made, and on the dispatch itself.
    const push = await act(repo, 'push', pushEvent(r, base, merged), { mode: 'plan' });
    const dispatched = await act(
      repo,
      'workflow_dispatch',
      { inputs: r.dispatches[0]!.inputs, ref: 'refs/heads/main' },
      {
        mode: 'plan',
      },
    );
    expect(dispatched.code).toBe(0);
    expect(JSON.parse(push.outputs.matrix!).include).toHaveLength(2);
    expect(dispatched.outputs.matrix).toBe(push.outputs.matrix);
    expect(dispatched.outputs['changed-catalogs']).toBe('["catalogs/v4.16","catalogs/v4.17"]');

    // A re-run of the same event finds the pull request merged: no merge, no second dispatch.
    const again = await act(repo, 'pull_request_review', review(r, pull), inputs);
    expect(again.outputs.merged).toBe('false');
    expect(emulator.log.filter((e) => e.operation === 'pulls/merge')).toHaveLength(1);
    expect(r.dispatches).toHaveLength(1);
  });

  it('repository: one repository_dispatch whose payload carries the matrix', async ({ emulator, act }, { expect }) => {
    const { repo, base, r, pull } = approvedPull(emulator, 32);

    const run = await act(repo, 'pull_request_review', review(r, pull), {
      'auto-merge': 'true',
      dispatch: 'repository',
      'dispatch-event-type': 'catalogs-merged',
    });

    expect(run.outputs.merged).toBe('true');
    const merged = pull.mergeCommitSha!;
    const push = await act(repo, 'push', pushEvent(r, base, merged), { mode: 'plan' });
    expect(r.dispatches).toEqual([
      {
        kind: 'repository',
        eventType: 'catalogs-merged',
        clientPayload: {
          catalogs: ['catalogs/v4.16', 'catalogs/v4.17'],
          sha: merged,
          matrix: JSON.parse(push.outputs.matrix!),
        },
      },
    ]);
    const planned = await act(
      repo,
      'repository_dispatch',
      { action: 'catalogs-merged', client_payload: r.dispatches[0]!.clientPayload },
      {
        mode: 'plan',
      },
    );
    expect(planned.outputs.matrix).toBe(push.outputs.matrix);
  });

  it(
    'a failed dispatch is not retried (GitHub may have started the run): the step fails naming the ' + 'merge commit',
    async ({ emulator, act }, { expect }) => {
      const { repo, r, pull } = approvedPull(emulator, 33);
      // GitHub answers 502 after it started the run.
      emulator.fault({ ...faults.serverError('actions/create-workflow-dispatch', 1), afterActing: true });

      const run = await act(repo, 'pull_request_review', review(r, pull), {
        'auto-merge': 'true',
        dispatch: 'workflow',
        'dispatch-workflow': 'rebuild.yml',
      });

      expect(run.code).toBe(1);
      expect(run.outputs.merged).toBe('true');
      expect(pull.merged).toBe(true);
      expect(run.stdout).toContain(
        `::error::merged as ${pull.mergeCommitSha!.slice(0, 12)}, but the dispatch of its rebuild failed`,
      );
      expect(run.stdout).toContain(pull.mergeCommitSha!);
      expect(emulator.log.filter((e) => e.operation === 'actions/create-workflow-dispatch')).toHaveLength(1);
      expect(r.dispatches).toHaveLength(1);
    },
  );

  it('rebase: the plan spans every commit the rebase put on the base branch', async ({ emulator, act }, { expect }) => {
    const { repo, base } = communityRepo();
    git(repo, 'checkout', '-q', '-b', 'feature');
    const first = commit(repo, 'foo in v4.16', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const head = commit(repo, 'foo in v4.17', { 'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2) });
    git(repo, 'checkout', '-q', 'main');
    // main moved on since the pull request branched: the rebase replays its two commits on top.
    const moved = commit(repo, 'docs', { 'README.md': 'docs\n' });
    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write', actions: 'write' },
    });
    const r = emulator.state.addRepo(FULL);
    const pull = emulator.state.addPull(FULL, { number: 35, author: 'dave', baseSha: moved, headSha: head });
    addReview(emulator, pull, 'Bob', { id: 1, state: 'APPROVED' });
    r.mergeCommit = () => {
      let tip = moved;
      for (const c of [first, head]) {
        const tree = git(repo, 'merge-tree', '--write-tree', tip, c).trim().split('\n')[0]!;
        tip = git(repo, 'commit-tree', tree, '-p', tip, '-m', `rebased ${c.slice(0, 7)}`).trim();
      }
      git(repo, 'update-ref', 'refs/heads/main', tip);
      return tip;
    };

    const run = await act(repo, 'pull_request_review', review(r, pull), {
      'auto-merge': 'true',
      'merge-method': 'rebase',
      dispatch: 'workflow',
      'dispatch-workflow': 'rebuild.yml',
    });

    expect(run.outputs.merged).toBe('true');
    expect(base).not.toBe(moved);
    expect(r.dispatches.map((d) => d.inputs)).toEqual([
      { catalogs: '["catalogs/v4.16","catalogs/v4.17"]', sha: pull.mergeCommitSha },
    ]);
  });

  it('dispatch none: the merge dispatches nothing', async ({ emulator, act }, { expect }) => {
    const { repo, r, pull } = approvedPull(emulator, 34);
    const run = await act(repo, 'pull_request_review', review(r, pull), { 'auto-merge': 'true' });
    expect(run.outputs.merged).toBe('true');
    expect(r.dispatches).toEqual([]);
    expect(run.stdout).not.toContain('rebuild');
  });
});

describe('mode plan on a dispatch', () => {
  it('refuses a commit outside the branch, a directory that is no catalog, and malformed values', async ({
    emulator,
    act,
  }, { expect }) => {
    const { repo, base } = communityRepo();
    git(repo, 'checkout', '-q', '-b', 'feature');
    const outside = commit(repo, 'not merged', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
    git(repo, 'checkout', '-q', 'main');
    emulator.state.addRepo(FULL);
    const plan = (event: string, payload: unknown) => act(repo, event, payload, { mode: 'plan' });

    const notOnBranch = await plan('workflow_dispatch', { inputs: { sha: outside, catalogs: '["catalogs/v4.16"]' } });
    expect(notOnBranch.code).toBe(1);
    expect(notOnBranch.stdout).toContain(`commit ${outside} is not in the history of the checked-out branch`);
    const noCatalog = await plan('repository_dispatch', { client_payload: { sha: base, catalogs: ['operators/foo'] } });
    expect(noCatalog.stdout).toContain('"operators/foo" is not a catalog at');
    const badSha = await plan('workflow_dispatch', { inputs: { sha: 'main', catalogs: '[]' } });
    expect(badSha.stdout).toContain('workflow_dispatch inputs.sha: not a full commit id');
    const badList = await plan('workflow_dispatch', { inputs: { sha: base, catalogs: 'catalogs/v4.16' } });
    expect(badList.stdout).toContain('workflow_dispatch inputs.catalogs: not JSON');
    for (const run of [notOnBranch, noCatalog, badSha, badList]) {
      expect(run.code).toBe(1);
      expect(run.outputs.matrix).toBeUndefined();
    }
    expect(emulator.log).toEqual([]);
  });
});
