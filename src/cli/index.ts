#!/usr/bin/env node
// The command runs in a worker thread with a large stack: go-yaml accepts documents nested up to
// 10,000 levels, deeper than the main thread's stack lets a recursive parser go.
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { main } from './main.js';

const STACK_MB = 64;

if (isMainThread) {
  // A reader that stops early (`| head`) closes the pipe: that ends the output, not in a crash.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      process.exit(process.exitCode ?? 0);
    });
  }
  const worker = new Worker(new URL(import.meta.url), {
    argv: process.argv.slice(2),
    resourceLimits: { stackSizeMb: STACK_MB },
  });
  worker.on('message', (code: number) => {
    process.exitCode = code;
  });
  worker.on('error', (e) => {
    process.stderr.write(`fbc-bot: internal error: ${e.message}\n`);
    process.exitCode = 2;
  });
} else {
  const code = await main(process.argv.slice(2), {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  });
  parentPort!.postMessage(code);
}
