// The demo's first step, on a laptop: the CLI (dist/cli.js) reviews the pull request's branch of
// the example repository from git alone, before anything is pushed.
import { spawnSync } from 'node:child_process';
import { withPullRequestBranch } from './example-repo.js';

export interface LaptopOptions {
  /** The built CLI (dist/cli.js). */
  readonly cli: string;
  /** The example repository's files (examples/). */
  readonly examples: string;
  readonly print: (text: string) => void;
}

/** Whether the CLI refused the pull request (exit code 1: errors introduced), as the story says. */
export function laptop(opts: LaptopOptions): boolean {
  const { print } = opts;
  return withPullRequestBranch(opts.examples, 'fbc-bot-laptop-', (repo) => {
    print('━━━ 0. On a laptop: the CLI, before pushing ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n');
    print('An example catalog repository (examples/): branch main, and a branch adding hello-operator v1.3.0.');
    print("\n$ fbc-bot diff --catalogs 'catalogs/*' --base git:main: --head git:hello-operator-v1.3.0:\n");
    const r = spawnSync(
      process.execPath,
      [opts.cli, 'diff', '--catalogs', 'catalogs/*', '--base', 'git:main:', '--head', 'git:hello-operator-v1.3.0:'],
      { cwd: repo, encoding: 'utf8' },
    );
    // The findings, without the per-rule tally that repeats them.
    const out = (r.stdout + r.stderr).split('\n');
    const tally = out.indexOf('By rule:');
    print(
      (tally < 0 ? out : [...out.slice(0, tally), ...out.slice(tally).filter((l) => /^(PASS|FAIL)/.test(l))])
        .join('\n')
        .trim(),
    );
    print(`(exit code ${r.status}: 1 means errors were introduced)`);
    return r.status === 1;
  });
}
