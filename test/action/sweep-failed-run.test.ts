// The built Action's sweep over a pull request whose review throws: the first run posts its failing
// check and fails; the next passes it over, posts nothing, and says so in its outputs, its log and
// its job summary.
import { describe } from 'vitest';
import { actionIt as it, FULL } from './action-world.js';
import { forkRepo, SWEEP, writes } from './fork-world.js';

describe('mode sweep, the built Action, and a review that throws', () => {
  it('fails the run that failed the review; the next run lists the pull request as failed before', async ({
    emulator,
    act,
  }, { expect }) => {
    const f = forkRepo(emulator);
    // A head GitHub names that the repository cannot give: the review throws.
    const pull = emulator.state.addPull(FULL, { number: 4, author: 'dave', baseSha: f.base, headSha: 'e'.repeat(40) });

    const first = await act(f.checkout, 'schedule', { schedule: '*/20 * * * *' }, SWEEP);

    expect(first.code).toBe(1);
    expect(first.outputs).toMatchObject({ 'reviewed-pull-requests': '[4]', 'failed-before-pull-requests': '[]' });
    expect(f.repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([[pull.headSha, 'failure']]);
    const from = emulator.log.length;

    const second = await act(f.checkout, 'schedule', { schedule: '*/20 * * * *' }, SWEEP);

    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ 'reviewed-pull-requests': '[]', 'failed-before-pull-requests': '[4]' });
    // The list, the bot's login, the pull request's comments and reviews: nothing else, nothing written.
    expect(emulator.log.length - from).toBe(4);
    expect(writes(emulator, from)).toEqual([]);
    expect(second.stdout).toContain('fbc-bot sweep: 0 re-reviewed, 0 unchanged, 1 failed before on their head');
    expect(second.stdout).toMatch(/#4: not reviewed again: it failed before on this head \(commit\(s\) e{40} are not/);
    expect(second.summary).toMatch(
      /\| #4 \| failed before on this head \(its failing check stands\): commit\(s\) e{40}/,
    );
  });
});
