// mode sweep's time budget, in process against the emulator with a clock the test moves: no pull
// request is started past sweep-seconds, and the sweep says where it stopped.
import { describe, expect, it } from 'vitest';
import { activityMark } from '../../src/action/activity-mark.js';
import { recordLine } from '../../src/action/approval-binding.js';
import { readInputs } from '../../src/action/inputs.js';
import { sweepMode } from '../../src/action/sweep-mode.js';
import { createGitHubClient, REVIEW_MARKER } from '../../src/github/index.js';
import { Emulator } from '../emulator/server.js';

const FULL = 'acme/catalogs';
const BOT = 'github-actions[bot]';

describe('mode sweep time budget', () => {
  it('starts no pull request past sweep-seconds', async () => {
    const emulator = await Emulator.start();
    try {
      emulator.addToken('t', { permissions: { checks: 'write', pull_requests: 'write', contents: 'write' } });
      emulator.state.addRepo(FULL);
      const mark = activityMark({ draft: false, reviews: [], comments: [], bot: BOT });
      for (let number = 1; number <= 30; number++) {
        const headSha = number.toString(16).padStart(40, 'd');
        emulator.state.addPull(FULL, { number, headSha, headRepo: 'fork/catalogs' });
        emulator.state.addComment(
          FULL,
          number,
          BOT,
          `${REVIEW_MARKER}\nreview\n${recordLine(new Map(), headSha, undefined, mark)}`,
        );
      }
      const cfg = readInputs((n) => ({ mode: 'sweep', 'github-token': 't', 'sweep-seconds': '60' })[n] ?? '');
      const client = createGitHubClient({ token: 't', apiUrl: emulator.urls().apiUrl });
      const ctx = {
        owner: 'acme',
        repo: 'catalogs',
        eventName: 'schedule',
        payload: {},
        workspace: '/nonexistent',
        apiEnv: {},
      };
      // Each reading of the clock moves it 25 s on: the third window of change checks starts past 60 s.
      let clock = 0;
      const o = await sweepMode(cfg, ctx, client, cfg.sweep, () => (clock += 25_000) - 25_000);

      expect(o.stopped).toBe('the time budget is spent (sweep-seconds 60)');
      expect(o.unchanged).toBe(16);
      expect(o.reviewed).toEqual([]);
      expect(emulator.violations).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
});
