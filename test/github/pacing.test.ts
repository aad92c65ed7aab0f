// The client's own pacing of writes (the other tests replace it): the first WRITE_BURST at once,
// then one a second, one at a time.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createGitHubClient, WRITE_BURST } from '../../src/github/client.js';
import { addLabels } from '../../src/github/labels.js';
import { Emulator } from '../emulator/server.js';
import { PR, WRITE } from './world.js';

let emulator: Emulator;
beforeEach(async () => {
  emulator = await Emulator.start();
  emulator.addToken('ghs_writer', { permissions: WRITE });
  emulator.state.addPull('acme/catalog', { number: 7 });
});
afterEach(async () => {
  expect(emulator.violations).toEqual([]);
  await emulator.close();
});

it('writes a burst at once, then one a second', async () => {
  const gh = createGitHubClient({ token: 'ghs_writer', ...emulator.urls() });
  const started = Date.now();
  const at: number[] = [];
  for (let i = 0; i <= WRITE_BURST; i++) {
    await addLabels(gh, PR, [`l${i}`]);
    at.push(Date.now() - started);
  }
  // The burst's writes wait for no refill: paced a second apart they would take WRITE_BURST - 1
  // seconds. The bound leaves room for a loaded machine (loopback answers take milliseconds alone).
  expect(at[WRITE_BURST - 1]).toBeLessThan((WRITE_BURST - 1) * 1000 * 0.75);
  expect(at[WRITE_BURST]).toBeGreaterThanOrEqual(950);
  expect(emulator.log.filter((e) => e.method === 'POST')).toHaveLength(WRITE_BURST + 1);
});
