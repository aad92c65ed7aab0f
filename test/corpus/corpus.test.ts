// Real catalogs from community-operators-prod: every merged state passed opm, so no error may
// be reported; every mutation case must yield exactly the opm-mapped error ids opm's code gave.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';
import { errors, opmErrors, validateDir } from '../helpers/validate.js';

const corpus = join(SHARED, 'corpus');
const present = hasSharedParts('corpus');

function catalogDirs(): string[] {
  const dirs: string[] = [];
  for (const v of readdirSync(join(corpus, 'head', 'catalogs'))) dirs.push(join('head', 'catalogs', v));
  for (const pr of readdirSync(join(corpus, 'prs')).filter((d) => !d.endsWith('.tsv'))) {
    for (const side of ['base', 'head']) {
      const c = join(corpus, 'prs', pr, side, 'catalogs');
      if (existsSync(c)) for (const v of readdirSync(c)) dirs.push(join('prs', pr, side, 'catalogs', v));
    }
  }
  return dirs.sort();
}

describe.skipIf(!present)(skipNote('corpus: merged catalogs report no error', 'corpus'), () => {
  it.each(present ? catalogDirs() : [])('%s', async (dir) => {
    const findings = await validateDir(join(corpus, dir));
    expect(
      findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.file}:${f.line} ${f.message}`),
    ).toEqual([]);
  });
});

describe.skipIf(!present)(skipNote('corpus: mutations give exactly the opm-mapped errors', 'corpus'), () => {
  const cases = present ? readdirSync(join(corpus, 'mutations')).sort() : [];
  it.each(cases)('%s', async (name) => {
    const expected = JSON.parse(readFileSync(join(corpus, 'mutations', name, 'expect.json'), 'utf8')) as {
      valid: boolean;
      rules: string[];
    };
    const findings = await validateDir(join(corpus, 'mutations', name, 'catalog'));
    expect(opmErrors(findings)).toEqual([...expected.rules].sort());
    expect(errors(findings).length === 0).toBe(expected.valid);
  });
});
