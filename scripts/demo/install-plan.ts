// The demo's install plan: what the example pull request, fixed, asks a cluster to install — the
// first install a new user gets, the upgrade existing users get, and the manifests — printed as
// the Markdown `fbc-bot install-plan` writes for a comment or a job summary.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { commitFiles, withPullRequestBranch } from './example-repo.js';
import type { LaptopOptions } from './laptop.js';

/** Whether the CLI planned the install of hello-operator v1.3.0 and its upgrade, as the story says. */
export function installPlan(opts: LaptopOptions): boolean {
  const { print } = opts;
  return withPullRequestBranch(opts.examples, 'fbc-bot-install-plan-', (repo) => {
    commitFiles(repo, join(opts.examples, 'pull-request-fix'), 'hello-operator v1.3.0: replaces v1.1.0, skipRange');
    print('\n━━━ 0. On a laptop: what the fixed pull request asks a cluster to install ━━━━━━━━━━━\n');
    print('$ fbc-bot install-plan --base main --head hello-operator-v1.3.0 --format markdown\n');
    const r = spawnSync(
      process.execPath,
      [opts.cli, 'install-plan', '--base', 'main', '--head', 'hello-operator-v1.3.0', '--format', 'markdown'],
      { cwd: repo, encoding: 'utf8' },
    );
    print((r.stdout + r.stderr).trim());
    print(`(exit code ${r.status})`);
    return (
      r.status === 0 &&
      r.stdout.includes('### hello-operator in catalogs/v4.16') &&
      r.stdout.includes('`hello-operator.v1.2.0` (1.2.0) → `hello-operator.v1.3.0` (1.3.0)')
    );
  });
}
