// Many .indexignore patterns of every shape over many files: each file is matched against the
// few patterns that could match it (the work is counted, not timed), and the verdict is exactly
// the last matching pattern's, as go-git's matcher scanning them all would give.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { IgnoreMatcher, isIgnored, parseIgnoreFile, type IgnorePattern } from '../../src/catalog/indexignore.js';

const work = vi.hoisted(() => ({ matches: 0 }));
vi.mock('../../src/catalog/gomatch.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/catalog/gomatch.js')>();
  return { ...m, matchGoGlob: (...a: Parameters<typeof m.matchGoGlob>) => ((work.matches += 1), m.matchGoGlob(...a)) };
});

function parse(text: string, dir = ''): IgnorePattern[] {
  const r = parseIgnoreFile(text, dir);
  if (!r.ok) throw new Error(r.error);
  return r.patterns;
}

/** Shapes with no literal start or end, path patterns, `**`, classes, negations, duplicates. */
function hostile(n: number): string {
  const shapes = [
    (i: number) => `?ile-${i}.yam?`,
    (i: number) => `*/file-${i}.yaml`,
    (i: number) => `**/[f]ile-${i}.yaml`,
    (i: number) => `*ile-${i}*`,
    (i: number) => `pkg*/file-${i}.y*`,
    (i: number) => `!*le-${i}.y[a]ml`,
    () => '**/*.nothing',
  ];
  return Array.from({ length: n }, (_, i) => shapes[i % shapes.length]!(i)).join('\n') + '\n';
}

describe('100,000 .indexignore patterns over 2,000 files', () => {
  const patterns = parse(hostile(100_000));
  const files = Array.from({ length: 2000 }, (_, f) => `pkg${f % 50}/file-${f}.yaml`);
  const m = new IgnoreMatcher(patterns);

  it('cost a bounded number of glob matches per file', () => {
    work.matches = 0;
    let f = 0;
    // Stops at the first file over the bound, so the count fails fast where the work is quadratic.
    for (; f < files.length && work.matches <= 500 * (f + 1); f++) m.ignored(files[f]!);
    expect({ files: f, matchesPerFile: Math.round(work.matches / Math.max(f, 1)) }).toEqual({
      files: files.length,
      matchesPerFile: expect.any(Number) as unknown,
    });
    expect(work.matches / files.length).toBeLessThan(500);
  });

  it('decide as scanning every pattern from the last does', () => {
    const sample = [0, 5, 101, 1999].map((f) => files[f]!);
    expect(sample.map((p) => m.ignored(p))).toEqual(sample.map((p) => isIgnored(patterns, p)));
    expect(m.ignored('pkg0/file-0.yaml')).toBe(true); // ?ile-0.yam?
    expect(m.ignored('pkg5/file-5.yaml')).toBe(false); // !*le-5.y[a]ml re-includes it
  });
});

describe('the index never changes a verdict (property)', () => {
  const segment = fc.stringMatching(/^[ab.]{1,4}$/);
  const globPart = fc.stringMatching(/^(\*\*|([ab.]|\*|\?|\[ab\]|\[^a\]|\\b){1,4})$/);
  const line = fc
    .tuple(fc.boolean(), fc.boolean(), fc.array(globPart, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([neg, lead, parts, dirOnly]) => `${neg ? '!' : ''}${lead ? '/' : ''}${parts.join('/')}${dirOnly ? '/' : ''}`);
  const file = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

  it('IgnoreMatcher agrees with the plain scan on random patterns, scopes and paths', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.array(line, { maxLength: 6 }),
        fc.array(file, { minLength: 1, maxLength: 8 }),
        (root, sub, paths) => {
          const patterns = [...parse(root.join('\n')), ...parse(sub.join('\n'), 'a')];
          const m = new IgnoreMatcher(patterns);
          for (const p of paths) expect(m.ignored(p)).toBe(isIgnored(patterns, p));
        },
      ),
      { numRuns: 400 },
    );
  });
});
