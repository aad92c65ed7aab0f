// `npm run demo`: the main job on the embedded example repository. Findings are the point of
// the demo, so a failing verdict (exit 1) is shown, not treated as a broken demo.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/cli.js')) {
  console.error('dist/cli.js is missing: run `npm run build` first');
  process.exit(2);
}
const args = ['dist/cli.js', 'validate', '--catalogs', 'catalogs/*', 'examples'];
console.log(`$ fbc-bot ${args.slice(1).map((a) => (a.includes('*') ? `'${a}'` : a)).join(' ')}\n`);
const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
console.log(`\n(exit code ${r.status}: 0 pass, 1 errors found, 2 usage or unreadable source)`);
process.exit(r.status === 2 ? 2 : 0);
