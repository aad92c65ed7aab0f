// Fork pull requests end to end, the built Action against the emulator: a fork's review run has a
// read-only token (nothing posted or merged, no failure), and mode sweep, with a write token,
// picks the approval up and merges pinned to the reviewed head; /approve in a comment is the fast
// path; a push after the approval leaves it stale. Every request is validated against GitHub's
// OpenAPI description.
import { describe } from 'vitest';
import { actionIt as it, FULL } from './action-world.js';
import { approve, forkEvent, forkPull, forkRepo, pushForkHead, READ_ONLY, SWEEP, writes } from './fork-world.js';
import { pkgCatalog } from '../ownership/scenario.js';

const AUTO = { 'auto-merge': 'true' };

describe('a fork pull request', () => {
  it(
    'approved by review: the read-only run posts and merges nothing and does not fail; the sweep merges it ' +
      'pinned to the reviewed head',
    async ({ emulator, act, merges }, { expect }) => {
      emulator.addToken(READ_ONLY, { permissions: {} });
      const f = forkRepo(emulator);
      const pull = forkPull(emulator, f, 7);
      const opened = await act(f.checkout, 'pull_request_target', forkEvent(f.repo, pull, 'opened'), AUTO);
      expect(opened.outputs).toMatchObject({ verdict: 'pending', merged: 'false' });
      approve(emulator, f.repo, pull, 'Bob', 1);

      const reviewed = await act(f.checkout, 'pull_request_review', forkEvent(f.repo, pull, 'submitted'), {
        ...AUTO,
        'github-token': READ_ONLY,
      });

      expect(reviewed.code).toBe(0);
      expect(reviewed.stdout).not.toMatch(/::error|\n\s+at /);
      expect(reviewed.stdout).toMatch(/::notice::fbc-bot: this pull_request_review run's token cannot write.*sweep/);
      expect(reviewed.outputs).toMatchObject({ verdict: 'pass', merged: 'false', 'auto-merge-eligible': 'true' });
      expect(reviewed.outputs.conclusion).toBeUndefined();
      expect(JSON.parse(reviewed.outputs['auto-merge-reasons']!)).toEqual([
        expect.stringContaining('the sweep (mode: sweep) or an /approve comment will pick the pull request up'),
      ]);
      // One refused check run, and nothing after it: no second attempt, no comment, no merge.
      expect(writes(emulator).filter((w) => w === 'checks/create')).toHaveLength(2);
      expect(merges()).toEqual([]);
      expect(f.repo.checkRuns).toHaveLength(1);

      const swept = await act(f.checkout, 'schedule', { schedule: '*/15 * * * *' }, SWEEP);

      expect(swept.code).toBe(0);
      expect(swept.outputs).toMatchObject({ 'reviewed-pull-requests': '[7]', 'merged-pull-requests': '[7]' });
      expect(merges()).toEqual([{ sha: pull.headSha, merge_method: 'squash' }]);
      expect(pull.merged).toBe(true);
      expect(f.repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
        [pull.headSha, 'action_required'],
        [pull.headSha, 'success'],
      ]);
    },
  );

  it(
    'approved by /approve: the comment run (a write token) merges; one whose run never came is merged ' +
      'by the sweep',
    async ({ emulator, act, merges }, { expect }) => {
      const f = forkRepo(emulator);
      const fast = forkPull(emulator, f, 8);
      const sure = forkPull(emulator, f, 9, 'bar');
      await act(f.checkout, 'pull_request_target', forkEvent(f.repo, fast, 'opened'), AUTO);
      await act(f.checkout, 'pull_request_target', forkEvent(f.repo, sure, 'opened'), AUTO);
      const c = emulator.state.addComment(FULL, 8, 'alice', '/approve');

      const commented = await act(
        f.checkout,
        'issue_comment',
        {
          action: 'created',
          repository: { id: f.repo.id },
          issue: { number: 8, pull_request: { url: 'x' } },
          comment: { id: c.id, body: c.body, user: { login: 'alice' } },
        },
        AUTO,
      );

      expect(commented.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
      expect(fast.merged).toBe(true);
      // carol's /approve on #9, whose issue_comment run was cancelled: the sweep binds it to the head
      // the bot's comment showed when she wrote it.
      emulator.state.addComment(FULL, 9, 'carol', '/approve');

      const swept = await act(f.checkout, 'workflow_dispatch', { inputs: {} }, SWEEP);

      expect(swept.outputs).toMatchObject({ 'reviewed-pull-requests': '[9]', 'merged-pull-requests': '[9]' });
      expect(merges()).toEqual([
        { sha: fast.headSha, merge_method: 'squash' },
        { sha: sure.headSha, merge_method: 'squash' },
      ]);
    },
  );

  it('a push after the approval: the sweep reviews the new head, the approval is stale, nothing is merged', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const f = forkRepo(emulator);
    const pull = forkPull(emulator, f, 10);
    await act(f.checkout, 'pull_request_target', forkEvent(f.repo, pull, 'opened'), AUTO);
    const approved = pull.headSha;
    approve(emulator, f.repo, pull, 'Bob', 2);
    // The fork pushes again before any run with a write token saw the approval.
    pull.headSha = pushForkHead(f, 10, approved, { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 3) });
    emulator.state.touch(f.repo, 10);

    const swept = await act(f.checkout, 'schedule', { schedule: '0 * * * *' }, SWEEP);

    expect(swept.code).toBe(0);
    expect(swept.outputs).toMatchObject({ 'reviewed-pull-requests': '[10]', 'merged-pull-requests': '[]' });
    expect(merges()).toEqual([]);
    expect(pull.merged).toBe(false);
    expect(f.repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [approved, 'action_required'],
      [pull.headSha, 'action_required'],
    ]);
    expect(f.repo.comments.find((c) => c.user.login === 'github-actions[bot]')!.body).toContain('awaiting');

    // Nothing changed since: the next sweep reviews nothing and writes nothing.
    const before = emulator.log.length;
    const again = await act(f.checkout, 'schedule', { schedule: '0 * * * *' }, SWEEP);
    expect(again.outputs).toMatchObject({ 'reviewed-pull-requests': '[]', 'merged-pull-requests': '[]' });
    expect(writes(emulator, before)).toEqual([]);
  });
});
