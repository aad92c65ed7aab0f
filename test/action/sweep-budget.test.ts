// Mode sweep over 200 open pull requests, the built Action against the emulator: most were
// reviewed already and have not changed since (their record, in the bot's sticky comment, says
// what their review was decided on), so finding them unchanged costs two reads each and nothing
// else; the two that changed are reviewed and published; all within the request budget. A second
// sweep with nothing changed reviews nothing and writes nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { activityMark } from '../../src/action/activity-mark.js';
import { recordLine } from '../../src/action/approval-binding.js';
import { REVIEW_MARKER } from '../../src/github/comments.js';
import type { Emulator } from '../emulator/server.js';
import { git } from '../helpers/git.js';
import { actionIt as it, FULL } from './action-world.js';
import { approve, forkPull, forkRepo, SWEEP, writes } from './fork-world.js';

const BOT = 'github-actions[bot]';

/** Pull requests 1..n from forks, each reviewed by fbc-bot at its head with nothing since. */
function reviewedPulls(emulator: Emulator, n: number): void {
  const mark = activityMark({ draft: false, reviews: [], comments: [], bot: BOT });
  for (let number = 1; number <= n; number++) {
    const headSha = number.toString(16).padStart(40, 'c');
    emulator.state.addPull(FULL, { number, author: 'dave', headSha, headRepo: `dave${number}/catalogs` });
    const record = recordLine(new Map(), headSha, emulator.state.now(), mark);
    emulator.state.addComment(FULL, number, BOT, `${REVIEW_MARKER}\n## fbc-bot: ⏳ awaiting approval\n${record}`);
  }
}

describe('mode sweep over 200 open pull requests', () => {
  it('reviews the 2 that changed within its request budget; a second sweep reviews and writes nothing', async ({
    emulator,
    act,
    merges,
  }, { expect }) => {
    const f = forkRepo(emulator);
    reviewedPulls(emulator, 198);
    const approved = forkPull(emulator, f, 301);
    approve(emulator, f.repo, approved, 'alice', 1);
    const opened = forkPull(emulator, f, 302, 'bar');
    expect(f.repo.pulls.size).toBe(200);

    const first = await act(f.checkout, 'schedule', { schedule: '*/30 * * * *' }, SWEEP);

    const spent = emulator.log.length;
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({
      'reviewed-pull-requests': '[302,301]',
      'merged-pull-requests': '[301]',
    });
    expect(first.stdout).toContain('fbc-bot sweep: 2 re-reviewed, 198 unchanged');
    expect(spent).toBeLessThanOrEqual(500);
    // Listing takes 2 pages; each unchanged pull request 2 reads (its comments, its reviews).
    expect(emulator.log.filter((e) => e.operation === 'pulls/list')).toHaveLength(2);
    expect(merges()).toEqual([{ sha: approved.headSha, merge_method: 'squash' }]);
    expect(f.repo.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [opened.headSha, 'action_required'],
      [approved.headSha, 'success'],
    ]);

    const second = await act(f.checkout, 'schedule', { schedule: '*/30 * * * *' }, SWEEP);

    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ 'reviewed-pull-requests': '[]', 'merged-pull-requests': '[]' });
    expect(writes(emulator, spent)).toEqual([]);
    expect(emulator.log.length - spent).toBeLessThanOrEqual(500);
    expect(emulator.log.slice(spent).some((e) => e.operation === 'pulls/get')).toBe(false);
  });

  it('stops starting pull requests when its budget runs out, saying so; what it reached is done', async ({
    emulator,
    act,
  }, { expect }) => {
    const f = forkRepo(emulator);
    reviewedPulls(emulator, 200);

    const run = await act(f.checkout, 'workflow_dispatch', { inputs: {} }, { ...SWEEP, 'sweep-max-requests': '100' });

    expect(run.code).toBe(0);
    expect(emulator.log.length).toBeLessThanOrEqual(100);
    expect(run.stdout).toMatch(/stopped: the request budget is spent \(\d+ of sweep-max-requests 100\)/);
    expect(run.outputs['reviewed-pull-requests']).toBe('[]');
  });

  it(
    'with cache-dir, a sweep stopped by its budget goes on next time where it stopped; then it costs ' +
      'the list alone',
    async ({ emulator, act }, { expect }) => {
      const f = forkRepo(emulator);
      reviewedPulls(emulator, 200);
      const inputs = { ...SWEEP, 'sweep-max-requests': '250', 'cache-dir': mkdtempSync(join(tmpdir(), 'fbc-sweep-')) };
      const sweep = async (): Promise<{ read: number[]; requests: number; stopped: boolean }> => {
        const from = emulator.log.length;
        const run = await act(f.checkout, 'schedule', { schedule: '*/20 * * * *' }, inputs);
        expect(run.code).toBe(0);
        const read = emulator.log
          .slice(from)
          .flatMap((e) => (e.operation === 'issues/list-comments' ? [Number(e.path.split('/')[5])] : []));
        return {
          read,
          requests: emulator.log.length - from,
          stopped: run.stdout.includes('stopped: the request budget'),
        };
      };

      const first = await sweep();
      const second = await sweep();
      const third = await sweep();

      expect(first.stopped).toBe(true);
      expect(first.requests).toBeLessThanOrEqual(250);
      expect(second.stopped).toBe(false);
      expect(first.read.filter((n) => second.read.includes(n))).toEqual([]);
      expect(new Set([...first.read, ...second.read]).size).toBe(200);
      // Everything is known unchanged: the list (2 pages) and the bot's login, nothing per pull request.
      expect(third).toEqual({ read: [], requests: 3, stopped: false });
    },
  );

  it('the memory a commit of the checkout tracks is not used', async ({ emulator, act }, { expect }) => {
    const f = forkRepo(emulator);
    reviewedPulls(emulator, 3);
    // Were it read, it would pass every pull request as unchanged: exactly as listed now.
    const pulls = Object.fromEntries([...f.repo.pulls.values()].map((p) => [p.number, [p.headSha, p.updatedAt]]));
    writeFileSync(join(f.checkout, 'fbc-bot-sweep.json'), JSON.stringify({ repository: FULL, pulls }));
    git(f.checkout, 'add', 'fbc-bot-sweep.json');
    git(f.checkout, '-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '-m', 'memory');

    const run = await act(f.checkout, 'schedule', { schedule: '*/20 * * * *' }, { ...SWEEP, 'cache-dir': '.' });

    expect(run.stdout).toMatch(
      /::warning::the sweep's memory in .* is not used: fbc-bot-sweep.json is in the tree of HEAD/,
    );
    expect(emulator.log.filter((e) => e.operation === 'issues/list-comments')).toHaveLength(3);
  });
});
