// The repository's own workflows agree with action.yml: every `with:` key given to `uses: ./` is
// an input it declares, every output read from such a step is one it sets, and every other action
// used is first-party (actions/*).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Workflow {
  on: unknown;
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
}

const dir = new URL('../../.github/workflows/', import.meta.url);
const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};
// The repository's other action: the install test's cluster (a composite action beside action.yml).
const cluster = parse(readFileSync(new URL('../../install-test-cluster/action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, unknown>;
};
const workflows = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({ file: f, wf: parse(readFileSync(new URL(f, dir), 'utf8')) as Workflow }));

describe('.github/workflows', () => {
  it('keeps ci and runs the Action itself (uses: ./) somewhere', () => {
    expect(workflows.map((w) => w.file)).toContain('ci.yml');
    const local = workflows
      .flatMap((w) => Object.values(w.wf.jobs).flatMap((j) => j.steps))
      .filter((s) => s.uses === './');
    expect(local.length).toBeGreaterThan(0);
  });

  for (const { file, wf } of workflows) {
    it(`${file}: inputs and outputs of uses: ./ are declared in action.yml; other actions are first-party`, () => {
      expect(wf.on).toBeDefined();
      for (const job of Object.values(wf.jobs)) {
        expect(job['runs-on']).toBeTruthy();
        const localIds = new Set(job.steps.filter((s) => s.uses === './' && s.id !== undefined).map((s) => s.id));
        for (const step of job.steps) {
          expect(step.uses !== undefined || step.run !== undefined).toBe(true);
          if (step.uses === './') {
            for (const key of Object.keys(step.with ?? {}))
              expect(Object.keys(action.inputs), `with: ${key}`).toContain(key);
          } else if (step.uses === './install-test-cluster') {
            for (const key of Object.keys(step.with ?? {}))
              expect(Object.keys(cluster.inputs), `with: ${key}`).toContain(key);
          } else if (step.uses !== undefined) {
            expect(step.uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
          }
          const text = JSON.stringify(step);
          for (const m of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
            if (localIds.has(m[1])) expect(Object.keys(action.outputs), `outputs.${m[2]!}`).toContain(m[2]);
          }
        }
      }
    });
  }
});
