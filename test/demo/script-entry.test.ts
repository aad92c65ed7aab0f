// The scripts' command-line part (`npm run build`, gen-rule-docs, action-reference) runs when node
// starts the script, wherever the checkout lies: a path with a space, or reached through a symlink.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'fbc script entry '));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scriptIn(folder: string): string {
  mkdirSync(folder, { recursive: true });
  copyFileSync(new URL('../../scripts/is-main.mjs', import.meta.url), join(folder, 'is-main.mjs'));
  writeFileSync(
    join(folder, 'probe.mjs'),
    "import { isMain } from './is-main.mjs';\nconsole.log(isMain(import.meta.url) ? 'main' : 'imported');\n",
  );
  writeFileSync(join(folder, 'importer.mjs'), "import './probe.mjs';\n");
  return folder;
}

const run = (file: string): string => spawnSync(process.execPath, [file], { encoding: 'utf8' }).stdout.trim();

describe('isMain', () => {
  it('is true for the script node runs, in a path with spaces and %', () => {
    const folder = scriptIn(join(dir, 'my checkout %20'));
    expect(run(join(folder, 'probe.mjs'))).toBe('main');
  });

  it('is true through a symlinked checkout', () => {
    const folder = scriptIn(join(dir, 'real'));
    symlinkSync(folder, join(dir, 'link'));
    expect(run(join(dir, 'link', 'probe.mjs'))).toBe('main');
  });

  it('is false for a module another script imports', () => {
    const folder = scriptIn(join(dir, 'imported'));
    expect(run(join(folder, 'importer.mjs'))).toBe('imported');
  });
});
