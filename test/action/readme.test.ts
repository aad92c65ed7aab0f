// The README's Action reference is action.yml's, as scripts/action-reference.mjs renders it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('README action reference', () => {
  it('is in sync with action.yml (regenerate: node scripts/action-reference.mjs --write)', async () => {
    const gen = (await import('../../scripts/action-reference.mjs' as string)) as { withReference: (readme: string, yamlText: string) => string; actionReference: (yamlText: string) => string };
    const readme = read('README.md');
    expect(gen.withReference(readme, read('action.yml'))).toBe(readme);
    const meta = read('action.yml');
    for (const name of ['github-token', 'auto-merge', 'merge-method', 'matrix', 'verdict']) expect(gen.actionReference(meta)).toContain(`| \`${name}\` |`);
  });
});
