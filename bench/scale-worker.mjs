// One scale measurement in a fresh process: `node scale-worker.mjs MODE DIR N RUNS OUT` writes
// JSON {times: [ms...], rss} to OUT. Modes validate, graph, resolve (bundled scale-entry.mjs;
// with RUNS > 1 one warm-up run first) and diff (the built CLI, cli.js beside this file:
// `diff --base DIR --head DIR-next`, run once in this process so its peak RSS is this process's).
import { writeFileSync } from 'node:fs';

const [mode, dir, n, runsArg, out] = process.argv.slice(2);
const runs = Number(runsArg);
const report = (times) => writeFileSync(out, JSON.stringify({ times, rss: process.resourceUsage().maxRSS * 1024 }));

if (mode === 'diff') {
  const start = process.hrtime.bigint();
  process.on('exit', () => report([Number(process.hrtime.bigint() - start) / 1e6]));
  process.argv = [process.argv[0], 'fbc-bot', 'diff', '--base', dir, '--head', `${dir}-next`, '--format', 'json'];
  await import(new URL('./cli.js', import.meta.url).href);
} else {
  const entry = await import('./scale-entry.mjs');
  const run = {
    validate: () => entry.validateScale(dir),
    graph: () => entry.graphScale(dir),
    resolve: () => entry.resolveScale(dir, Number(n)),
  }[mode];
  if (!run) throw new Error(`unknown mode ${mode}`);
  if (runs > 1) run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  report(times);
}
