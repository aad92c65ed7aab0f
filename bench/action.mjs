// The Action bench: dist/index.js (built from the sources) in mode review on a one-package pull
// request in a repository holding the whole corpus, publishing to the GitHub API emulator (comment,
// check run, outputs, job summary), against `fbc-bot diff` (dist/cli.js) of the same commits.
// Both run as the runner runs them, a fresh `node` process each time, with a warm cache:
// - diff: `--cache DIR` filled by one earlier diff of the same base → head;
// - Action: input `cache-dir` filled by one earlier run of the Action on the same pull request
//   (a re-run or `/retest`, with the directory actions/cache restores).
// Neither asks a registry about images (the Action's check-images: false, the diff's default).
// One warm-up each, then 5 of each alternated (diff, Action, diff, …); medians of wall and CPU
// time (the child's own, from a preload, so the emulator answering in this process is not counted),
// and ratios as the median of each Action run over the diff run just before it: on a shared
// machine the load changes between runs more than the two commands differ.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTo } from '../scripts/build.mjs';
import { bundleEmulator } from '../scripts/emulator-bundle.mjs';
import { diffRepository } from './diff-setup.mjs';

const FULL = 'acme/catalogs';
const TOKEN = 'ghs_bench_token';
const RUNS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Each child writes its own CPU time and peak RSS when it exits.
const PRELOAD =
  "import { writeFileSync } from 'node:fs';\n" +
  "process.on('exit', () => { const c = process.cpuUsage(); writeFileSync(process.env.FBC_BENCH_USAGE, " +
  'JSON.stringify({ cpu: (c.user + c.system) / 1e3, rss: process.resourceUsage().maxRSS * 1024 })); });\n';

/** Builds what the bench runs into `work`: dist/ as `npm run build` makes it, and the emulator. */
async function prepare(work) {
  await buildTo(join(work, 'dist'));
  writeFileSync(join(work, 'usage.mjs'), PRELOAD);
  return bundleEmulator(join(work, 'emulator.mjs'));
}

/**
 * The bench on package `pkg` of catalog v4.21: the medians, and the emulator's request count
 * per Action run.
 */
export async function runActionBench(corpusHead, pkg) {
  // Its own directory: nothing else's clean-up of .bench can pull it away mid-run.
  const work = mkdtempSync(join(tmpdir(), 'fbc-bench-action-'));
  const Emulator = await prepare(work);
  const at = join(work, `action-${pkg}`);
  const { repo, base, head } = diffRepository(at, corpusHead, 'v4.21', pkg);
  const emulator = await Emulator.start();
  try {
    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'read' },
    });
    const r = emulator.state.addRepo(FULL);
    const pull = emulator.state.addPull(FULL, { number: 7, author: 'alice', baseSha: base, headSha: head });
    const runner = join(at, 'runner');
    mkdirSync(runner, { recursive: true });
    const files = {
      event: join(runner, 'event.json'),
      output: join(runner, 'output'),
      summary: join(runner, 'summary'),
    };
    writeFileSync(
      files.event,
      JSON.stringify({
        action: 'synchronize',
        number: 7,
        repository: { id: r.id, full_name: FULL },
        pull_request: {
          number: 7,
          user: { login: 'alice' },
          base: { sha: base, ref: 'main', repo: { id: r.id } },
          head: { sha: head, ref: pull.headRef, repo: { id: r.id } },
        },
      }),
    );
    const { apiUrl, graphqlUrl } = emulator.urls();
    const baseEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: runner,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    };
    const actionEnv = {
      ...baseEnv,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_WORKSPACE: repo,
      RUNNER_TEMP: runner,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_RUN_ID: '77',
      GITHUB_REPOSITORY: FULL,
      GITHUB_API_URL: apiUrl,
      GITHUB_GRAPHQL_URL: graphqlUrl,
      'INPUT_GITHUB-TOKEN': TOKEN,
      INPUT_MODE: 'review',
      'INPUT_CACHE-DIR': join(at, 'action-cache'),
      // The diff asks no registry (no --check-images): neither does the Action here.
      'INPUT_CHECK-IMAGES': 'false',
    };
    const action = () => {
      writeFileSync(files.output, '');
      writeFileSync(files.summary, '');
      const requests = emulator.log.length;
      return timed(work, [join(work, 'dist', 'index.js')], { cwd: repo, env: actionEnv }).then((x) => {
        if (!readFileSync(files.output, 'utf8').includes('verdict<<') || readFileSync(files.summary, 'utf8') === '')
          throw new Error(`the Action published nothing:\n${x.stdout}`.slice(0, 4000));
        return { ...x, requests: emulator.log.length - requests };
      });
    };
    const diff = () =>
      timed(
        work,
        [
          join(work, 'dist', 'cli.js'),
          'diff',
          '--repo',
          repo,
          '--catalogs',
          'catalogs/*',
          '--format',
          'json',
          '--base',
          `git:${base}:`,
          '--head',
          `git:${head}:`,
          '--cache',
          join(at, 'diff-cache'),
        ],
        { cwd: repo, env: baseEnv },
      );
    await diff();
    await action();
    const d = [];
    const a = [];
    for (let i = 0; i < RUNS; i++) {
      d.push(await diff());
      a.push(await action());
    }
    if (emulator.violations.length > 0)
      throw new Error(`the emulator saw invalid requests: ${JSON.stringify(emulator.violations).slice(0, 2000)}`);
    if (r.comments.length !== 1) throw new Error(`expected one sticky comment, found ${r.comments.length}`);
    const m = (xs, k) => median(xs.map((x) => x[k]));
    // Each Action run against the diff run just before it, under the same load of the machine.
    const paired = (k) => median(a.map((x, i) => x[k] / d[i][k]));
    return {
      diff: { ms: m(d, 'ms'), cpu: m(d, 'cpu'), rss: m(d, 'rss'), time: 1, cpuRatio: 1 },
      action: {
        ms: m(a, 'ms'),
        cpu: m(a, 'cpu'),
        rss: m(a, 'rss'),
        requests: m(a, 'requests'),
        time: paired('ms'),
        cpuRatio: paired('cpu'),
      },
    };
  } finally {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs `node ARGS` (asynchronously: this process answers the Action's requests meanwhile). */
function timed(work, args, opts) {
  return new Promise((resolve, reject) => {
    const usage = join(work, 'usage.json');
    const t = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', join(work, 'usage.mjs'), ...args], {
      ...opts,
      env: { ...opts.env, FBC_BENCH_USAGE: usage },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      if (code !== 0 && code !== 1) return reject(new Error(`${args.join(' ')}: exit ${code}\n${out}`.slice(0, 4000)));
      resolve({ ms, ...JSON.parse(readFileSync(usage, 'utf8')), stdout: out });
    });
  });
}

/** The bench's printed rows. */
export function printActionRows(pkg, res) {
  console.log(
    `\nthe Action (mode review, publishing to the emulator) vs \`fbc-bot diff\`, warm caches, one package (` +
      `${pkg}) released in the whole corpus`,
  );
  console.log(
    'command        median ms   CPU ms   peak RSS MB   time ratio   CPU ratio   requests   (ratios: median ' +
      'of each Action run / the diff run before it)',
  );
  for (const [name, x] of [
    ['diff --cache', res.diff],
    ['Action review', res.action],
  ]) {
    console.log(
      `${name.padEnd(14)} ${x.ms.toFixed(1).padStart(9)}   ${x.cpu.toFixed(0).padStart(6)}   ` +
        `${(x.rss / 2 ** 20).toFixed(0).padStart(11)}   ${x.time.toFixed(2).padStart(10)}   ` +
        `${x.cpuRatio.toFixed(2).padStart(9)}   ${String(x.requests ?? '').padStart(8)}`,
    );
  }
}
