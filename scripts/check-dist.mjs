// Fails when dist/ (or the directory given: `node scripts/check-dist.mjs DIR`) is not exactly what
// `npm run build` produces from the current sources.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTo } from './build.mjs';

const dist = process.argv[2] ?? 'dist';
const tmp = mkdtempSync(join(tmpdir(), 'fbc-dist-'));
try {
  await buildTo(tmp);
  const built = readdirSync(tmp).sort();
  let committed = [];
  try {
    committed = readdirSync(dist).sort();
  } catch {
    // no dist/ at all
  }
  const stale = [];
  for (const f of new Set([...built, ...committed])) {
    let a = null;
    let b = null;
    try {
      a = readFileSync(join(tmp, f));
    } catch {
      /* missing */
    }
    try {
      b = readFileSync(join(dist, f));
    } catch {
      /* missing */
    }
    if (!a || !b || !a.equals(b)) stale.push(f);
  }
  if (stale.length > 0) {
    console.error(`${dist}/ is stale (${stale.join(', ')}): run \`npm run build\` and commit dist/`);
    process.exit(1);
  }
  console.log(`${dist}/ is fresh`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
