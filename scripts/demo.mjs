// `npm run demo`: fbc-bot on the embedded example repository (examples/), offline.
// 1. On a laptop: the CLI (dist/cli.js) reviews the pull request's branch from git alone
//    (scripts/demo/laptop.ts), then prints the install plan of the fixed pull request
//    (scripts/demo/install-plan.ts).
// 2. On GitHub: the Action (dist/index.js) against the GitHub API emulator of test/emulator — the
//    pull request reviewed and refused, fixed, approved, merged, then the rebuild plan
//    (scripts/demo/story.ts) and the merged catalog published to a loopback registry
//    (scripts/demo/publish.ts; skipped, saying so, without docker-registry, skopeo and umoci).
//    The emulator and both steps are TypeScript: bundled into a temporary directory first
//    (scripts/emulator-bundle.mjs), as Node 20 cannot run .ts.
// Exit code 0 when the story ran as designed, 2 when something unexpected happened.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

const work = mkdtempSync(join(tmpdir(), 'fbc-bot-demo-'));
const print = (s) => console.log(s);

/** The laptop: the pull request's branch reviewed by the CLI before anything is pushed. */
async function onLaptop() {
  const { laptop } = await bundleModule('scripts/demo/laptop.ts', join(work, 'laptop.mjs'));
  return laptop({ cli: join(root, 'dist/cli.js'), examples: join(root, 'examples'), print });
}

/** The install plan of the fixed pull request, on the same laptop. */
async function installPlan() {
  const { installPlan: plan } = await bundleModule('scripts/demo/install-plan.ts', join(work, 'install-plan.mjs'));
  return plan({ cli: join(root, 'dist/cli.js'), examples: join(root, 'examples'), print });
}

/** The Action's story, bundled with the emulator into `work`. */
async function github() {
  const { story } = await bundleModule('scripts/demo/story.ts', join(work, 'story.mjs'));
  print('\nOn GitHub: the Action (dist/index.js) against a GitHub API emulator on loopback — no network, no token.');
  return story({ action: join(root, 'dist/index.js'), examples: join(root, 'examples'), print });
}

let code = 0;
try {
  const found = await onLaptop();
  const planned = await installPlan();
  const result = await github();
  const unexpected = [
    ...(found ? [] : ['the CLI did not find the errors of the pull request']),
    ...(planned ? [] : ['the CLI did not plan the install of the fixed pull request']),
    ...result.unexpected,
  ];
  console.log(
    unexpected.length === 0
      ? '\n✔ The story ran as designed.'
      : `\n✘ Unexpected:\n${unexpected.map((u) => `  - ${u}`).join('\n')}`,
  );
  code = unexpected.length === 0 ? 0 : 2;
} catch (e) {
  console.error(`\n✘ The demo stopped: ${e instanceof Error ? e.message : String(e)}`);
  code = 2;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
