// `npm run demo`: fbc-bot on the embedded example repository (examples/), offline.
// 1. On a laptop: the CLI (dist/cli.js) reviews the pull request's branch from git alone.
// 2. On GitHub: the Action (dist/index.js) against the GitHub API emulator of test/emulator — the
//    pull request reviewed and refused, fixed, approved, merged, then the rebuild plan
//    (scripts/demo/story.ts). The emulator and the story are TypeScript: bundled into a temporary
//    directory first (scripts/emulator-bundle.mjs), as Node 20 cannot run .ts.
// Exit code 0 when the story ran as designed, 2 when something unexpected happened.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleModule } from './emulator-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const file of ['dist/cli.js', 'dist/index.js']) {
  if (!existsSync(join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first`);
    process.exit(2);
  }
}

const env = { ...process.env, GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const work = mkdtempSync(join(tmpdir(), 'fbc-bot-demo-'));

function git(repo, ...args) {
  const r = spawnSync('git', ['-C', repo, ...args], { env, encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`the demo needs git: git ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
}

/** The laptop: the pull request's branch reviewed by the CLI before anything is pushed. */
function laptop() {
  const repo = join(work, 'laptop');
  git(work, 'init', '-q', '-b', 'main', repo);
  cpSync(join(root, 'examples/catalogs'), join(repo, 'catalogs'), { recursive: true });
  cpSync(join(root, 'examples/.github'), join(repo, '.github'), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'the catalogs');
  git(repo, 'checkout', '-q', '-b', 'hello-operator-v1.3.0');
  cpSync(join(root, 'examples/pull-request'), repo, { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'hello-operator v1.3.0');
  console.log('━━━ 0. On a laptop: the CLI, before pushing ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n');
  console.log('An example catalog repository (examples/): branch main, and a branch adding hello-operator v1.3.0.');
  console.log("\n$ fbc-bot diff --catalogs 'catalogs/*' --base git:main: --head git:hello-operator-v1.3.0:\n");
  const r = spawnSync(process.execPath, [join(root, 'dist/cli.js'), 'diff', '--catalogs', 'catalogs/*', '--base', 'git:main:', '--head', 'git:hello-operator-v1.3.0:'], { cwd: repo, encoding: 'utf8' });
  // The findings, without the per-rule tally that repeats them.
  const out = (r.stdout + r.stderr).split('\n');
  const tally = out.indexOf('By rule:');
  console.log((tally < 0 ? out : [...out.slice(0, tally), ...out.slice(tally).filter((l) => /^(PASS|FAIL)/.test(l))]).join('\n').trim());
  console.log(`(exit code ${r.status}: 1 means errors were introduced)`);
  return r.status === 1;
}

/** The Action's story, bundled with the emulator into `work`. */
async function github() {
  const { story } = await bundleModule('scripts/demo/story.ts', join(work, 'story.mjs'));
  console.log('\nOn GitHub: the Action (dist/index.js) against a GitHub API emulator on loopback — no network, no token.');
  return story({ action: join(root, 'dist/index.js'), examples: join(root, 'examples'), print: (s) => console.log(s) });
}

let code = 0;
try {
  const found = laptop();
  const result = await github();
  const unexpected = [...(found ? [] : ['the CLI did not find the errors of the pull request']), ...result.unexpected];
  console.log(unexpected.length === 0 ? '\n✔ The story ran as designed.' : `\n✘ Unexpected:\n${unexpected.map((u) => `  - ${u}`).join('\n')}`);
  code = unexpected.length === 0 ? 0 : 2;
} catch (e) {
  console.error(`\n✘ The demo stopped: ${e instanceof Error ? e.message : String(e)}`);
  code = 2;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
