// The README's copy-paste workflows (review, the fork-safe analyze → publish pair, the rebuild on
// push) fit the Action and each other: only declared inputs, each mode on the event it handles,
// the artifact analyze uploads is the one publish downloads from the analyze workflow's runs, and
// the files uploaded are where the Action writes them by default.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EventError, parseEvent } from '../../src/action/event.js';

interface Step {
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  name?: string;
  on: Record<string, { types?: string[]; workflows?: string[] } | null>;
  jobs: Record<string, { steps: Step[] }>;
}

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const section = read('README.md').split('\n## GitHub Action\n')[1]?.split('\n## ')[0] ?? '';
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const workflows = blocks.map((b) => parse(b) as Workflow);
const action = parse(read('action.yml')) as { inputs: Record<string, { default?: string }> };
const steps = (wf: Workflow): Step[] => Object.values(wf.jobs).flatMap((j) => j.steps);
const ours = (wf: Workflow): Step[] => steps(wf).filter((s) => s.uses?.startsWith('fbc-bot/fbc-bot@'));
const modeOf = (wf: Workflow): string => ours(wf)[0]?.with?.mode ?? 'review';
const byMode = (mode: string): Workflow => {
  const wf = workflows.find((w) => modeOf(w) === mode);
  if (wf === undefined) throw new Error(`no README workflow runs mode ${mode}`);
  return wf;
};
const uploads = (wf: Workflow): Step[] => steps(wf).filter((s) => s.uses?.startsWith('actions/upload-artifact@'));
const downloads = (wf: Workflow): Step[] => steps(wf).filter((s) => s.uses?.startsWith('actions/download-artifact@'));

// Which events each mode handles (src/action/run.ts).
const EVENTS: Record<string, string[]> = {
  review: ['pull_request_target', 'pull_request', 'pull_request_review', 'issue_comment', 'merge_group'],
  analyze: ['pull_request', 'pull_request_review'],
  publish: ['workflow_run'],
  plan: ['push', 'workflow_dispatch', 'repository_dispatch'],
};
// Mode plan reads these itself (src/action/run.ts): what input dispatch sends, not an event with actions.
const DISPATCHES = new Set(['workflow_dispatch', 'repository_dispatch']);

describe('README workflows', () => {
  it('are one per mode, each running the Action once with declared inputs', () => {
    expect(workflows.map(modeOf).sort()).toEqual(['analyze', 'plan', 'publish', 'review']);
    for (const wf of workflows) {
      expect(ours(wf)).toHaveLength(1);
      for (const key of Object.keys(ours(wf)[0]!.with ?? {}))
        expect(Object.keys(action.inputs), `with: ${key}`).toContain(key);
    }
  });

  it('run each mode on events it handles, with event types it acts on', () => {
    for (const wf of workflows) {
      for (const [name, spec] of Object.entries(wf.on)) {
        expect(EVENTS[modeOf(wf)], `${modeOf(wf)} on ${name}`).toContain(name);
        if (DISPATCHES.has(name)) continue;
        for (const type of spec?.types ?? []) {
          let kind: string | undefined;
          try {
            kind = parseEvent(name, { action: type }).kind;
          } catch (e) {
            expect(e, `${name} ${type}`).toBeInstanceOf(EventError);
          }
          expect(kind, `${name} ${type}`).not.toBe('skip');
        }
      }
    }
  });

  it('hand the analysis from analyze to publish', () => {
    const analyze = byMode('analyze');
    const publish = byMode('publish');
    const [up] = uploads(analyze);
    const [down] = downloads(publish);
    expect(up?.with?.path).toBe(action.inputs['report-path']?.default);
    expect(down?.with?.name).toBe(up?.with?.name);
    expect(down?.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}');
    expect(publish.on.workflow_run?.workflows).toEqual([analyze.name]);
  });

  it('build from the Dockerfiles plan writes', () => {
    const plan = byMode('plan');
    const [up] = uploads(plan);
    const [down] = downloads(plan);
    expect(up?.with?.path).toBe(action.inputs['dockerfile-dir']?.default);
    expect(down?.with).toEqual({ name: up?.with?.name, path: up?.with?.path });
  });

  it('rebuild what a merge dispatches: the workflow the review names, with the inputs and event type sent', () => {
    const review = ours(byMode('review'))[0]!.with ?? {};
    const plan = byMode('plan');
    const file = /^# \.github\/workflows\/([\w.-]+):/m.exec(blocks[workflows.indexOf(plan)]!)?.[1];
    expect(review.dispatch).toBe('workflow');
    expect(review['dispatch-workflow']).toBe(file);
    const wd = plan.on.workflow_dispatch as { inputs?: Record<string, unknown> } | null;
    expect(Object.keys(wd?.inputs ?? {}).sort()).toEqual(['catalogs', 'sha']);
    expect(plan.on.repository_dispatch?.types).toEqual([action.inputs['dispatch-event-type']?.default]);
  });

  it('pin fbc-bot to the moving major tag in every recipe of the README and docs/', () => {
    const docs = readdirSync(new URL('../../docs/', import.meta.url)).filter((f) => f.endsWith('.md'));
    for (const text of [read('README.md'), ...docs.map((f) => read(`docs/${f}`))]) {
      expect(text).not.toContain('<this repository>');
      // Recipes are the YAML blocks; prose may name other pins (a sha, vX.Y.Z).
      for (const [, block] of text.matchAll(/```ya?ml\n([\s\S]*?)```/g))
        for (const m of block!.matchAll(/uses:\s*([\w./<>-]*fbc-bot[\w./@<>-]*)/g))
          // The Action, or the repository's other action (install-test-cluster), at the same tag.
          expect(m[1]).toMatch(/^fbc-bot\/fbc-bot(\/install-test-cluster)?@v1$/);
    }
    expect(workflows.every((wf) => ours(wf).length === 1)).toBe(true);
  });
});
