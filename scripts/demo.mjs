// `npm run demo`: the main job on the embedded example. examples/ becomes a real git repository
// (branch main: catalogs/ and .github/fbc-bot.yaml) with a pull-request branch on top (the files
// of examples/pull-request/); fbc-bot validates main and reviews the pull request from git alone.
// Findings are the point of the demo, so a failing verdict (exit 1) is shown, not an error.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('dist/cli.js')) {
  console.error('dist/cli.js is missing: run `npm run build` first');
  process.exit(2);
}

const env = { ...process.env, GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const repo = mkdtempSync(join(tmpdir(), 'fbc-bot-demo-'));

function git(...args) {
  const r = spawnSync('git', ['-C', repo, ...args], { env, encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    console.error(`the demo needs git: git ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
    process.exit(2);
  }
}

function fbcBot(...args) {
  const shown = args.map((a) => (/[*\s]/.test(a) ? `'${a}'` : a)).join(' ');
  console.log(`\n$ fbc-bot ${shown}\n`);
  const r = spawnSync(process.execPath, [join(process.cwd(), 'dist/cli.js'), ...args], { cwd: repo, stdio: 'inherit' });
  console.log(`(exit code ${r.status}: 0 pass, 1 errors found, 2 usage error or unreadable input)`);
  return r.status;
}

let worst = 0;
try {
  git('init', '-q', '-b', 'main');
  cpSync('examples/catalogs', join(repo, 'catalogs'), { recursive: true });
  cpSync('examples/.github', join(repo, '.github'), { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'The catalog repository');
  git('checkout', '-q', '-b', 'pull-request');
  cpSync('examples/pull-request', repo, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'hello-operator v1.3.0');
  console.log(`An example catalog repository in ${repo}: branch main, and branch pull-request adding hello-operator v1.3.0.`);
  for (const status of [
    fbcBot('validate', '--catalogs', 'catalogs/*', 'git:main:'),
    fbcBot('diff', '--catalogs', 'catalogs/*', '--base', 'git:main:', '--head', 'git:pull-request:'),
  ]) worst = Math.max(worst, status ?? 2);
} finally {
  rmSync(repo, { recursive: true, force: true });
}
process.exit(worst === 2 ? 2 : 0);
