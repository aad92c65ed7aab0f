// The real merged pull requests of ../shared/corpus/prs (one directory each, base/ and head/), and
// the diff both corpus suites run on them.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED } from '../helpers/shared.js';

export const prs = join(SHARED, 'corpus', 'prs');

/** The pull requests of the corpus, sorted; none without ../shared. */
export const list = existsSync(prs)
  ? readdirSync(prs)
      .filter((d) => !d.endsWith('.tsv'))
      .sort()
  : [];

/** The argv of `diff --format json` of pull request `pr` over catalogs/*, with a new cache directory. */
export function prDiffArgv(pr: string): string[] {
  const cache = mkdtempSync(join(tmpdir(), 'fbc-prs-cache-'));
  return [
    'diff',
    '--format',
    'json',
    '--catalogs',
    'catalogs/*',
    '--cache',
    cache,
    '--base',
    join(prs, pr, 'base'),
    '--head',
    join(prs, pr, 'head'),
  ];
}
