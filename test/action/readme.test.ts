// The README's Action section is what the code does: its reference is action.yml's, as
// scripts/action-reference.mjs renders it, and its example workflow passes only declared inputs,
// on events the Action acts on, with the permissions its publishing needs.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EventError, parseEvent } from '../../src/action/event.js';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('README action reference', () => {
  it('is in sync with action.yml (regenerate: node scripts/action-reference.mjs --write)', async () => {
    const gen = (await import('../../scripts/action-reference.mjs' as string)) as {
      withReference: (readme: string, yamlText: string) => string;
      actionReference: (yamlText: string) => string;
    };
    const readme = read('README.md');
    expect(gen.withReference(readme, read('action.yml'))).toBe(readme);
    const meta = read('action.yml');
    for (const name of ['github-token', 'auto-merge', 'merge-method', 'matrix', 'verdict'])
      expect(gen.actionReference(meta)).toContain(`| \`${name}\` |`);
  });
});

describe('README example workflow', () => {
  const section = read('README.md').split('\n## GitHub Action\n')[1]?.split('\n## ')[0] ?? '';
  const yamlBlock = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const wf = parse(yamlBlock) as {
    on: Record<string, { types: string[] }>;
    permissions: Record<string, string>;
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
  };
  const inputs = Object.keys((parse(read('action.yml')) as { inputs: Record<string, unknown> }).inputs);

  it('passes the Action only inputs action.yml declares', () => {
    const ours = Object.values(wf.jobs)
      .flatMap((j) => j.steps)
      .filter((s) => s.uses?.startsWith('fbc-bot/fbc-bot@'));
    expect(ours).toHaveLength(1);
    const given = Object.keys(ours[0]!.with ?? {});
    expect(given.length).toBeGreaterThan(0);
    for (const key of given) expect(inputs, `with: ${key}`).toContain(key);
  });

  it('triggers only on event types the Action acts on', () => {
    const events = Object.entries(wf.on);
    expect(events.map(([name]) => name)).toContain('pull_request_target');
    for (const [name, { types }] of events) {
      expect(types.length).toBeGreaterThan(0);
      for (const action of types) {
        // An event the Action acts on asks its payload for what to review: with none, an EventError.
        // One it skips says so without looking further.
        let target: ReturnType<typeof parseEvent> | undefined;
        try {
          target = parseEvent(name, { action });
        } catch (e) {
          expect(e, `${name} ${action}`).toBeInstanceOf(EventError);
        }
        expect(target?.kind, `${name} ${action}`).not.toBe('skip');
      }
    }
  });

  it('grants what publishing and merging need', () => {
    // actions: write for the rebuild a merge dispatches (dispatch: workflow).
    expect(wf.permissions).toEqual({ contents: 'write', 'pull-requests': 'write', checks: 'write', actions: 'write' });
  });
});

describe('README publish workflow', () => {
  const blocks = [...read('README.md').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const wf = parse(blocks.find((b) => b.includes('mode: publish')) ?? '') as {
    permissions: Record<string, string>;
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
  };

  it('checks out the repository (never the pull request) before publish reviews it again from git', () => {
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    const checkout = steps.findIndex((s) => s.uses?.startsWith('actions/checkout@'));
    const ours = steps.findIndex((s) => s.uses?.startsWith('fbc-bot/fbc-bot@'));
    expect(steps[ours]?.with).toEqual({ mode: 'publish' });
    expect(checkout).toBeGreaterThanOrEqual(0);
    expect(checkout).toBeLessThan(ours);
    expect(steps[checkout]!.with).toEqual({ 'fetch-depth': 0 });
    expect(wf.permissions).toMatchObject({
      contents: 'read',
      checks: 'write',
      'pull-requests': 'write',
      actions: 'read',
    });
  });
});
