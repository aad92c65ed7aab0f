// Running an Action's main file as the runner does: `node index.js` with INPUT_* and GITHUB_* in its
// environment, the event payload in a file, outputs and the job summary read back from the files
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name; the working directory is the checkout.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

export interface ActionInvocation {
  cwd: string;
  event: string;
  payload: unknown;
  inputs: Record<string, string>;
  env: Record<string, string>;
}

/** The runner's `name<<delimiter` records of GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

/** Runs `main` (a built dist/index.js) on one event. */
export async function runMain(main: string, opts: ActionInvocation): Promise<ActionRun> {
  const tmp = mkdtempSync(join(tmpdir(), 'fbc-runner-'));
  const files = { event: join(tmp, 'event.json'), output: join(tmp, 'output'), summary: join(tmp, 'summary') };
  writeFileSync(files.event, JSON.stringify(opts.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmp,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GITHUB_EVENT_NAME: opts.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKSPACE: opts.cwd,
    RUNNER_TEMP: tmp,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '77',
    ...opts.env,
  };
  // The runner's spelling: INPUT_ and the input's name upper-cased, hyphens kept.
  for (const [k, v] of Object.entries(opts.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(process.execPath, [main], { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    return {
      code,
      stdout,
      outputs: parseOutputs(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
