// Every conditional skip in the suite names its reason through a note the skip-reasons reporter
// prints (test/helpers/skip-note.ts and the notes of shared.ts and registry.ts), and nothing is
// skipped for good.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const NOTES = ['skipNote', 'registryNote', 'notRootNote', 'rootNote', 'kubeNote', 'snapshotNote'];
/** `.skipIf(condition)(title` (conditions nest parentheses one level deep, as `existsSync(x)`). */
const CONDITIONAL = /\.(?:skipIf|runIf)\((?:[^()]|\([^()]*\))*\)\(\s*([\w.]+)?/g;

function skipsIn(text: string): { title: string; line: number }[] {
  const found: { title: string; line: number }[] = [];
  for (const m of text.matchAll(/\.(?:skipIf|runIf)\(|\b(?:describe|it|test)\.skip\(/g)) {
    const at = text.slice(m.index);
    CONDITIONAL.lastIndex = 0;
    const c = m[0].startsWith('.') ? CONDITIONAL.exec(at) : null;
    found.push({
      title: c?.index === 0 ? (c[1] ?? '(a literal)') : '(unconditional)',
      line: text.slice(0, m.index).split('\n').length,
    });
  }
  return found;
}

describe('skip notes', () => {
  it('finds a conditional skip without a note, and a skip for good', () => {
    expect(skipsIn("describe.skipIf(!existsSync(x))(skipNote('a'), () => {});")).toEqual([
      { title: 'skipNote', line: 1 },
    ]);
    expect(skipsIn("\nit.skipIf(process.getuid?.() === 0)('no reason', () => {});")).toEqual([
      { title: '(a literal)', line: 2 },
    ]);
    expect(skipsIn("it.skip('later', () => {});")).toEqual([{ title: '(unconditional)', line: 1 }]);
  });

  it('every skip of the suite says why through a note', () => {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.test.ts') && !f.endsWith('skip-notes.test.ts'),
    );
    const skips = files.flatMap((f) =>
      skipsIn(readFileSync(join(root, f), 'utf8')).map((s) => ({ ...s, at: `test/${f}:${s.line}` })),
    );
    // The suite has conditional skips (../shared, the registry tools, root): a scan that finds none looked nowhere.
    expect(skips.length).toBeGreaterThan(0);
    const bare = skips.filter((s) => !NOTES.includes(s.title)).map((s) => `${s.at}: ${s.title}`);
    expect(bare).toEqual([]);
  });
});
