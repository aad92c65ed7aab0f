// One measurement in a fresh process: `node bench/worker.mjs MODE DIR [RUNS] [ARGS...]` prints JSON
// {mode, times: [ms...], cpu: [ms...], rss}. Modes: validate (read + decode + validate), graph and resolve (the
// same plus the commands' work for every package), json (read the
// pre-converted JSON files + JSON.parse), yaml (read + the yaml package's parseAllDocuments);
// list, package, diff-cold and diff-warm for the diff of a git repository (bench/diff-setup.mjs).
// crd: the CRD upgrade check of every edge of every channel (validation outside the timing).
import { readFileSync } from 'node:fs';
import { files } from './files.mjs';

const [mode, dir, runsArg, ...rest] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);

let run;
if (mode === 'validate' || mode === 'graph' || mode === 'resolve') {
  const entry = await import('./entry.mjs');
  run = {
    validate: () => entry.validateDirectory(dir),
    graph: () => entry.graphDirectory(dir),
    resolve: () => entry.resolveDirectory(dir),
  }[mode];
} else if (mode === 'list' || mode === 'package' || mode === 'diff-cold' || mode === 'diff-warm') {
  // DIR is the repository; the rest: base and head commits, then the package directory or the
  // cache directory. diff-warm's warm-up run fills the cache every later run reads.
  const entry = await import('./entry.mjs');
  const [base, head, extra] = rest;
  run = {
    list: () => entry.listTrees(dir, base, head),
    package: () => entry.validatePackage(dir, base, head, extra),
    'diff-cold': () => entry.diffCommits(dir, base, head),
    'diff-warm': () => entry.diffCommits(dir, base, head, extra),
  }[mode];
} else if (mode === 'crd') {
  // The CRD upgrade check of every edge: the catalog is validated once, before the timing.
  const entry = await import('./entry.mjs');
  run = entry.crdChecker(dir);
} else if (mode === 'json') {
  run = () => {
    let n = 0;
    for (const f of files(dir)) {
      for (const line of readFileSync(f, 'utf8').split('\n')) if (line) n += Object.keys(JSON.parse(line)).length;
    }
    return n;
  };
} else if (mode === 'yaml') {
  const { parseAllDocuments } = await import('yaml');
  run = () => {
    let n = 0;
    for (const f of files(dir)) n += parseAllDocuments(readFileSync(f, 'utf8')).length;
    return n;
  };
} else {
  throw new Error(`unknown mode ${mode}`);
}

// CPU time too: on a machine shared with other work, wall time mostly measures the others.
const times = [];
const cpu = [];
await run(); // warm-up
for (let i = 0; i < runs; i++) {
  const t = process.hrtime.bigint();
  const c = process.cpuUsage();
  await run();
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
  const d = process.cpuUsage(c);
  cpu.push((d.user + d.system) / 1e3);
}
console.log(JSON.stringify({ mode, times, cpu, rss: process.resourceUsage().maxRSS * 1024 }));
