// The Action built from the sources is the same for every test file of a run: this global setup
// gives the run one temporary directory for it (test/action/runner.ts builds into it when a test
// first needs the Action, then every file reuses it) and removes it after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory for the built Action (runner.ts's builtAction). */
    actionDistRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'fbc-action-dist-'));
  project.provide('actionDistRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
