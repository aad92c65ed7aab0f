// The project's lint configuration on code placed in src/: an import from a lower layer into a
// higher one fails `npm run lint`, so does an import cycle, and src/ itself has none.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../eslint-rules/no-cycle.js';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The project's own rules (fbc/…) that `code` at `file` breaks, as "rule: message". */
async function fbcProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('fbc/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('fbc/layers', () => {
  it('fails an import of a higher layer', async () => {
    const code = "import type { DiffResult } from '../diff/diff.js';\n\nexport type Probe = DiffResult;\n";
    expect(await fbcProblems('src/catalog/probe.ts', code)).toEqual([
      expect.stringMatching(/^fbc\/layers: catalog\/ may not import diff\/: diff is not below catalog/),
    ]);
  });

  it('fails an import between folders of one layer', async () => {
    const code = "import type { Config } from '../config/config.js';\n\nexport type Probe = Config;\n";
    expect(await fbcProblems('src/graph/probe.ts', code)).toEqual([
      expect.stringMatching(/^fbc\/layers: graph\/ may not import config\//),
    ]);
  });

  it('keeps the two front ends apart: the Action does not import the command line', async () => {
    const code = "import type { Io } from '../cli/io.js';\n\nexport type Probe = Io;\n";
    expect(await fbcProblems('src/action/probe.ts', code)).toEqual([
      expect.stringMatching(/^fbc\/layers: action\/ may not import cli\//),
    ]);
  });

  it('fails a folder the layers do not place', async () => {
    const code = "import type { Finding } from '../model/finding.js';\n\nexport type Probe = Finding;\n";
    expect(await fbcProblems('src/newfolder/probe.ts', code)).toEqual([
      expect.stringMatching(/^fbc\/layers: newfolder\/ has no layer/),
    ]);
  });

  it('passes imports of lower layers and of the folder itself', async () => {
    const code =
      "import type { Finding } from '../model/finding.js';\nimport type { DiffResult } from " +
      "'../diff/diff.js';\nimport { textSafe } from '../escape/text.js';\nimport { mdText } from " +
      "'../escape/markdown.js';\n\nexport const probe = (f: Finding, r: DiffResult): string => " +
      'textSafe(f.message) + mdText(String(r.changes.length));\n';
    expect(await fbcProblems('src/report/probe.ts', code)).toEqual([]);
  });
});

describe('fbc/no-cycle', () => {
  it('fails an import that closes a cycle, naming its files', async () => {
    // escape/markdown.ts imports escape/clip.ts: clip importing markdown closes a cycle.
    expect(readFileSync(join(root, 'src/escape/markdown.ts'), 'utf8')).toContain("from './clip.js'");
    const code = `${readFileSync(join(root, 'src/escape/clip.ts'), 'utf8')}\nexport { mdText } from './markdown.js';\n`;
    expect(await fbcProblems('src/escape/clip.ts', code)).toEqual([
      'fbc/no-cycle: import cycle: src/escape/clip.ts → src/escape/markdown.ts → src/escape/clip.ts',
    ]);
  });

  it('passes the file as it is on disk', async () => {
    expect(await fbcProblems('src/escape/clip.ts', readFileSync(join(root, 'src/escape/clip.ts'), 'utf8'))).toEqual([]);
  });

  it('finds the cycle of a tree, and only the files on it', () => {
    const dir = join(root, 'test/lint/fixtures/cycle');
    expect(findCycles(dir)).toEqual([[join(dir, 'first.ts'), join(dir, 'second.ts')]]);
  });

  it('finds no cycle in src/', () => {
    expect(findCycles(join(root, 'src'))).toEqual([]);
  });
});
