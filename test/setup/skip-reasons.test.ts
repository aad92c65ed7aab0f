// The reporter's lines: one per suite skipped with a note, none for what was skipped inside it or
// for a test skipped without one.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { skippedNote } from '../helpers/skip-note.js';
import SkipReasons from './skip-reasons.js';

type Node = { type: 'suite' | 'test'; name: string; options: { mode: string }; children: Node[] };
const suite = (name: string, mode: string, children: Node[] = []): Node => ({
  type: 'suite',
  name,
  options: { mode },
  children,
});
const test = (name: string, mode: string): Node => ({ type: 'test', name, options: { mode }, children: [] });
const moduleOf = (file: string, children: Node[]) =>
  ({ moduleId: join(process.cwd(), file), children }) as unknown as TestModule;

function printed(modules: TestModule[]): string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  new SkipReasons().onTestRunEnd(modules);
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe('skip reasons', () => {
  it('names each suite skipped with a note, nested or not, once', () => {
    const corpus = skippedNote('corpus replay', '/x/shared not found; set FBC_SHARED to run it');
    const registry = skippedNote('registry auth', 'skopeo not found; apt-get install -y skopeo');
    const out = printed([
      moduleOf('test/corpus/prs.test.ts', [suite(corpus, 'skip', [test('a case', 'skip')])]),
      moduleOf('test/registry/auth.test.ts', [suite('outer', 'run', [suite(registry, 'skip'), test('runs', 'run')])]),
      moduleOf('test/rules/loading.test.ts', [test('not observable as root', 'skip')]),
    ]);
    expect(out).toBe(
      '\nSkipped on this machine, and how to run them:\n' +
        `  ↓ test/corpus/prs.test.ts: corpus replay (skipped: /x/shared not found; set FBC_SHARED to run it)\n` +
        `  ↓ test/registry/auth.test.ts: registry auth (skipped: skopeo not found; apt-get install -y skopeo)\n`,
    );
  });

  it('prints nothing when nothing was skipped with a note', () => {
    expect(printed([moduleOf('test/a.test.ts', [suite('all there', 'run', [test('runs', 'run')])])])).toBe('');
  });
});
