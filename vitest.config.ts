import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const tests = fileURLToPath(new URL('test', import.meta.url));

const include = ['test/**/*.test.ts'];

// Most test files leave the process as they found it: they run one after the other in one worker
// thread that keeps its loaded modules (isolate: false), which spares each file a process of its
// own and its own import of the sources, yaml, ajv, Octokit and GitHub's OpenAPI description.
// A file that changes what the next one would see runs in a process of its own (forks, isolated):
// a module mocked (the work counters of test/hostile), a DOM put on globalThis (Mermaid), the
// working directory (not allowed in a worker thread) or the environment changed; and a file that
// sets V8 flags or measures the process's memory, which only a process of its own makes exact (a
// peak already reached by an earlier file would hide a rise). They are found by their text, so a
// new such file is isolated without a list to keep.
const CHANGES_THE_PROCESS = new RegExp(
  [
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/,
    /loadMermaid\(/,
    /process\.chdir\(/,
    /process\.env(\.\w+|\[[^\]]+\]) *=[^=]/,
    /delete process\.env/,
    /globalThis\.\w+ *=[^=]/,
    /Object\.assign\(globalThis/,
    /setFlagsFromString\(/,
    /process\.(memoryUsage|resourceUsage)\(/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const isolated = readdirSync(tests, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && CHANGES_THE_PROCESS.test(readFileSync(join(tests, f), 'utf8')))
  .map((f) => `test/${f}`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The pool's own setting: without it the thread pool starts a thread per file all the same.
    poolOptions: { threads: { isolate: false } },
    globalSetup: [join(tests, 'setup/action-dist.ts')],
    reporters: ['default', join(tests, 'setup/skip-reasons.ts')],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: isolated,
          pool: 'threads',
          poolOptions: { threads: { isolate: false } },
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
