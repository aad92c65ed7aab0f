// Text a pull request can put in an error (a file name, a revision, catalog text) reaches the
// check run's summary and the job summary as text: no HTML, no comment opener, no markup.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunnerContext } from '../../src/action/context.js';
import type { ActionConfig } from '../../src/action/inputs.js';
import type { PlanOutcome } from '../../src/action/plan-mode.js';
import { failCheck } from '../../src/action/publish.js';
import { mdLines } from '../../src/escape/markdown.js';
import { planJobSummary } from '../../src/report/job-summary.js';
import type { Emulator } from '../emulator/server.js';
import type { GitHubClient } from '../../src/github/index.js';
import { HEAD, PR, useWorld } from '../github/world.js';

let emulator: Emulator;
let gh: GitHubClient;
useWorld((w) => ({ emulator, gh } = w));

const PIECES = ['<!--', '-->', '<img src=x>', '&', '&lt;', '`', '\n', '\r\n', '"', ' ', 'x', '# ', '@a', '|'];

describe('error text in summaries', () => {
  it('mdLines keeps every line and no <, > or & raw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 20 }).map((a) => a.join('')),
        (s) => {
          const md = mdLines(s);
          expect(md.replace(/<\/?code>/g, '')).not.toMatch(/[<>]|&(?!(?:amp|lt|gt);)/);
          expect(md.split('  \n')).toHaveLength(s.split(/\r?\n/).length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the failing check's summary quotes the error as text", async () => {
    const message = 'cannot read catalogs/<!-- fbc-bot:approvals eA== -->/catalog.yaml:\n<img src=x> & more';
    await failCheck(gh, {
      ref: PR,
      cfg: { checkName: 'fbc-bot' } as ActionConfig,
      ctx: {} as RunnerContext,
      headSha: HEAD,
      message,
    });
    const run = emulator.state.repo('acme', 'catalog')!.checkRuns[0]!;
    expect(run.summary).not.toMatch(/<!--|<img/);
    expect(run.summary).toContain('&lt;!-- fbc-bot:approvals eA== --&gt;');
  });

  it("the rebuild plan's summary shows catalog paths as text, one table row each", () => {
    const hostile = ['catalogs/<!-- fbc-bot:review -->', 'catalogs/a|b<img src=x>'];
    const outcome: PlanOutcome = {
      changes: [],
      note: 'push to <b>x</b>',
      plan: {
        matrix: {
          include: hostile.map((catalog) => ({
            catalog,
            name: 'x',
            context: 'catalogs',
            dockerfile: `d/${catalog}.Dockerfile`,
          })),
        },
        dockerfiles: new Map(),
        removed: ['catalogs/<!--gone-->'],
      },
    };
    const md = planJobSummary(outcome);
    expect(md).not.toMatch(/<!--|<img|<b>/);
    const rows = md.split('\n').filter((l) => l.startsWith('| catalogs'));
    expect(rows.map((r) => r.split(/(?<!\\)\|/).length)).toEqual([4, 4]);
  });
});
