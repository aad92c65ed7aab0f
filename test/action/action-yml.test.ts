// action.yml and the code that reads it agree: every input it declares is read, every input read
// is declared, and its defaults give the same configuration as no value at all.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';

const meta = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    expect(meta.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs readInputs reads, kebab-case, each documented with a default', () => {
    const read = new Set<string>();
    readInputs((name) => {
      read.add(name);
      return name === 'github-token' ? 't' : '';
    });
    expect(Object.keys(meta.inputs).sort()).toEqual([...read].sort());
    for (const [name, input] of Object.entries(meta.inputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(input.description.length).toBeGreaterThan(10);
      expect(input.default).toBeTypeOf('string');
    }
    expect(meta.inputs['github-token']!.default).toBe('${{ github.token }}');
  });

  it('its defaults mean what no value means', () => {
    const defaults = (name: string): string => (name === 'github-token' ? 't' : (meta.inputs[name]?.default ?? ''));
    expect(readInputs(defaults)).toEqual(readInputs((name) => (name === 'github-token' ? 't' : '')));
  });

  it('documents every output', () => {
    for (const o of ['verdict', 'report-path', 'changed-catalogs', 'auto-merge-eligible', 'matrix'])
      expect(meta.outputs[o]?.description).toBeTruthy();
    // …and declares exactly the outputs the Action sets, so the README's reference names each one.
    const set = new Set(
      [
        ...readFileSync(new URL('../../src/action/run.ts', import.meta.url), 'utf8').matchAll(
          /setOutput\('([a-z-]+)'/g,
        ),
      ].map((m) => m[1]!),
    );
    expect(Object.keys(meta.outputs).sort()).toEqual([...set].sort());
  });
});
