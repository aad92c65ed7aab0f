// The scale benchmark (`npm run bench`, or only this part with `npm run bench -- scale`):
// generated catalogs (bench/scale-catalog.ts) — a replaces chain of 1,000 / 10,000 / 100,000
// entries and the skipRange-on-every-entry pattern at 1,000 / 5,000 / 20,000 — each command in a
// fresh process: time per entry, its ratio to the 1,000-entry catalog's of the same run, peak
// RSS. diff runs the CLI (built from the sources, as dist/cli.js is) on the catalog and the
// catalog plus one release.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntry } from './bundle.mjs';
import { buildTo } from '../scripts/build.mjs';

const SIZES = { chain: [1_000, 10_000, 100_000], skiprange: [1_000, 5_000, 20_000] };
const MODES = ['validate', 'graph', 'resolve', 'diff'];
// diff is given less: a quadratic diff would otherwise hold the whole run for many minutes.
const TIMEOUT_MS = { validate: 300_000, graph: 300_000, resolve: 300_000, diff: 120_000 };

function measure(root, mode, dir, n) {
  const out = join(root, 'result.json');
  rmSync(out, { force: true });
  const runs = mode === 'diff' || n > 10_000 ? 1 : 3;
  const r = spawnSync(process.execPath, [join(root, 'scale-worker.mjs'), mode, dir, String(n), String(runs), out], {
    cwd: process.cwd(),
    timeout: TIMEOUT_MS[mode],
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 24,
  });
  if (!existsSync(out)) {
    const err = r.stderr.toString().split('\n');
    const why =
      r.error?.code === 'ETIMEDOUT'
        ? `timed out after ${TIMEOUT_MS[mode] / 1000} s`
        : `exit ${r.status ?? r.signal}: ${err.find((l) => /error|heap/i.test(l)) ?? err[0]}`;
    return { failed: why };
  }
  const { times, rss } = JSON.parse(readFileSync(out, 'utf8'));
  return { ms: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)], rss };
}

// Its own temporary directory: the other bench modes clear .bench/ whenever they start.
export async function runScale(root = mkdtempSync(join(tmpdir(), 'fbc-bench-scale-'))) {
  await bundleEntry(resolve('bench/scale-entry.ts'), join(root, 'scale-entry.mjs'));
  copyFileSync(join('bench', 'scale-worker.mjs'), join(root, 'scale-worker.mjs'));
  const { scaleCatalog } = await import(pathToFileURL(join(root, 'scale-entry.mjs')).href);
  const diff = await buildTo(root).then(
    () => true,
    (e) => (console.log(`scale: diff skipped, the CLI does not build: ${e.message}`), false),
  );
  console.log(
    `\nscale: generated catalogs, one fresh process per cell; µs per entry and its ratio to the ` +
      `1,000-entry catalog's (same run)`,
  );
  console.log('pattern    entries   command     ms total   µs/entry   ratio (vs previous size)   peak RSS MB');
  for (const [pattern, sizes] of Object.entries(SIZES)) {
    const first = {};
    const previous = {};
    for (const n of sizes) {
      const dir = join(root, `${pattern}-${n}`);
      for (const [d, size] of [
        [dir, n],
        [`${dir}-next`, n + 1],
      ]) {
        mkdirSync(d, { recursive: true });
        writeFileSync(join(d, 'catalog.yaml'), scaleCatalog(size, pattern));
      }
      for (const mode of MODES.filter((m) => m !== 'diff' || diff)) {
        const r = measure(root, mode, dir, n);
        const head = `${pattern.padEnd(10)} ${String(n).padStart(7)}   ${mode.padEnd(9)}`;
        if (r.failed) {
          console.log(`${head}   failed: ${r.failed}`);
          continue;
        }
        const perEntry = (r.ms * 1000) / n;
        first[mode] ??= perEntry;
        const vsPrevious = previous[mode] === undefined ? '' : `(${(perEntry / previous[mode]).toFixed(2)})`;
        previous[mode] = perEntry;
        console.log(
          `${head} ${r.ms.toFixed(0).padStart(10)}   ${perEntry.toFixed(1).padStart(8)}   ` +
            `${(perEntry / first[mode]).toFixed(2).padStart(5)} ${vsPrevious.padEnd(18)}   ` +
            `${(r.rss / 2 ** 20).toFixed(0).padStart(11)}`,
        );
      }
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-next`, { recursive: true, force: true });
    }
  }
  rmSync(root, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runScale();
