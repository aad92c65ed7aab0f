// The catalog layer's DEFLATE stream encoded on a worker thread, so that compressing it (the
// largest piece of work in a publish) takes another core while this thread moves the base's
// layers and reads them back. The worker runs deflate-engine.ts from its source text: nothing to
// resolve on disk, the same from the sources, the tests and the bundled Action alike.
import { Worker } from 'node:worker_threads';
import { deflateEngine } from './deflate-engine.js';

const SOURCE = `'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const engine = (${deflateEngine.toString()})();
const s = engine.start(workerData);
engine.until(s, workerData.length);
const out = s.out.slice(0, s.pos);
parentPort.postMessage(out, [out.buffer]);
`;

/**
 * The raw DEFLATE stream of `data` (a copy goes to the worker), as deflateEngine writes it here.
 * Aborting `signal` stops the worker: a run that fails before it needs the layer waits for nothing.
 */
export function deflateInWorker(data: Uint8Array, signal?: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(SOURCE, { eval: true, workerData: data });
    let answered = false;
    const stop = (): void => {
      answered = true;
      reject(signal!.reason);
      void worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (out: Uint8Array) => {
      answered = true;
      signal?.removeEventListener('abort', stop);
      resolve(out);
    });
    worker.once('error', (e) => {
      signal?.removeEventListener('abort', stop);
      reject(e);
    });
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (!answered) reject(new Error(`the compressing worker exited (${code}) without its stream`));
    });
  });
}
