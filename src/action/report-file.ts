// The review written for later steps and jobs: the contract JSON (the README's Command line
// section) at report-path and, when asked, SARIF for code scanning; paths relative to the workspace.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { VERSION } from '../model/version.js';
import type { ReviewRun } from '../pipeline/review-run.js';
import { writeReviewJson } from '../report/render-ownership.js';
import { writeSarif } from '../report/render-sarif.js';
import type { Write } from '../report/write-stream.js';
import { ANALYSIS_VERSION } from './analysis.js';
import type { ActionConfig } from './inputs.js';

function toFile(path: string, fill: (write: Write) => void): void {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  try {
    fill((chunk) => {
      writeSync(fd, chunk);
    });
  } finally {
    closeSync(fd);
  }
}

export function writeReport(cfg: ActionConfig, workspace: string, run: ReviewRun): void {
  toFile(resolve(workspace, cfg.reportPath), (w) => writeReviewJson(run, w));
  if (cfg.sarifPath !== undefined)
    toFile(resolve(workspace, cfg.sarifPath), (w) => writeSarif(run.result.findings, VERSION, w));
}

/** Mode analyze: the review inside what publish checks it against (pull request, commits). */
export function writeAnalysis(
  cfg: ActionConfig,
  workspace: string,
  run: ReviewRun,
  about: { pullRequest: number; baseSha: string; headSha: string },
): void {
  toFile(resolve(workspace, cfg.reportPath), (w) => {
    w(
      `{"fbcBotAnalysis":${ANALYSIS_VERSION},"pullRequest":${about.pullRequest},"baseSha":` +
        `${JSON.stringify(about.baseSha)},"headSha":${JSON.stringify(about.headSha)},"review":`,
    );
    writeReviewJson(run, w);
    w('}\n');
  });
}
