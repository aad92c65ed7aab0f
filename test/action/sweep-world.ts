// mode sweep in process over real HTTP against the emulator, on a fork-based repository's real git
// (fork-world.ts): each test seeds pull requests, runs sweeps and reads back the requests they made.
import { readInputs, type ActionConfig } from '../../src/action/inputs.js';
import { sweepMode, type SweepOutcome } from '../../src/action/sweep-mode.js';
import type { RunnerContext } from '../../src/action/context.js';
import type { GitHubClient } from '../../src/github/index.js';
import { Emulator } from '../emulator/server.js';
import type { Pull } from '../emulator/state.js';
import { client, WRITE } from '../github/world.js';
import { FULL } from './action-world.js';
import { forkRepo, type ForkRepo } from './fork-world.js';

const TOKEN = 'ghs_sweep';

export interface SweepWorld {
  readonly emulator: Emulator;
  readonly f: ForkRepo;
  readonly gh: GitHubClient;
  readonly cfg: ActionConfig;
  readonly ctx: RunnerContext;
  /** One sweep: its outcome and the operations it requested. */
  sweep(): Promise<{ o: SweepOutcome; operations: string[] }>;
  close(): Promise<void>;
}

/** A sweep world; `inputs` add to mode sweep's (check-images off: these catalogs name no served image). */
export async function sweepWorld(inputs: Record<string, string> = {}): Promise<SweepWorld> {
  const emulator = await Emulator.start();
  emulator.addToken(TOKEN, { permissions: WRITE });
  const f = forkRepo(emulator);
  const gh = client(emulator, TOKEN);
  const all: Record<string, string> = { mode: 'sweep', 'github-token': TOKEN, 'check-images': 'false', ...inputs };
  const cfg = readInputs((n) => all[n] ?? '');
  const [owner, repo] = FULL.split('/') as [string, string];
  const ctx: RunnerContext = { owner, repo, eventName: 'schedule', payload: {}, workspace: f.checkout, apiEnv: {} };
  return {
    emulator,
    f,
    gh,
    cfg,
    ctx,
    sweep: async () => {
      const from = emulator.log.length;
      const o = await sweepMode(cfg, ctx, gh, cfg.sweep);
      return { o, operations: emulator.log.slice(from).map((e) => e.operation) };
    },
    close: () => emulator.close(),
  };
}

/** dave's pull request `number` whose head GitHub names but the repository cannot give: its review throws. */
export function missingHeadPull(w: SweepWorld, number: number): Pull {
  return w.emulator.state.addPull(FULL, {
    number,
    author: 'dave',
    baseSha: w.f.base,
    headSha: number.toString(16).padStart(40, 'e'),
    headRepo: 'dave/catalogs',
  });
}
