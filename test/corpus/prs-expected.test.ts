// The real merged pull requests of ../shared/corpus/prs, judged finding by finding: for each PR
// and each catalog, the exact multiset of introduced errors and warnings, each kind with the reason
// it is true (prs-expected.json). A merged PR raising a finding not listed there is a false alarm
// or a new true one to justify; a listed one that disappears is a lost detection.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { run } from '../helpers/cli.js';
import { skipNote } from '../helpers/shared.js';
import { list, prDiffArgv, prs } from './prs-corpus.js';

interface Expected {
  readonly severity: 'error' | 'warning';
  readonly rule: string;
  readonly package?: string;
  readonly channel?: string;
  readonly bundle?: string;
  readonly count: number;
  readonly reason: string;
}

interface ExpectedPr {
  readonly title: string;
  readonly catalogs: Record<string, Expected[]>;
}

const expected = JSON.parse(readFileSync(join(import.meta.dirname, 'prs-expected.json'), 'utf8')) as Record<
  string,
  ExpectedPr
>;

/** A finding's catalog as the repository names it, whichever side (base for a removal) it sits on. */
const catalogOf = (f: Finding): string =>
  (f.catalog ?? '').replace(/^.*[/\\](base|head)[/\\]/, '').replaceAll('\\', '/');

function catalogsOf(pr: string): string[] {
  const names = new Set<string>();
  for (const side of ['base', 'head']) {
    const dir = join(prs, pr, side, 'catalogs');
    if (existsSync(dir)) for (const c of readdirSync(dir)) names.add(`catalogs/${c}`);
  }
  return [...names].sort();
}

/** One key per kind of finding; the multiset is the count of each key. */
const kind = (x: { severity: string; rule: string; package?: string; channel?: string; bundle?: string }): string =>
  [x.severity, x.rule, x.package ?? '-', x.channel ?? '-', x.bundle ?? '-'].join(' ');

function multiset(keys: string[]): Record<string, number> {
  const m: Record<string, number> = {};
  for (const k of keys.sort()) m[k] = (m[k] ?? 0) + 1;
  return m;
}

describe.skipIf(list.length === 0)(
  skipNote('corpus pull requests: expected introduced errors and warnings', 'corpus/prs'),
  () => {
    it('has one judged entry per corpus pull request, titled as in INDEX.tsv', () => {
      expect(Object.keys(expected).sort()).toEqual(list);
      const titles = new Map(
        readFileSync(join(prs, 'INDEX.tsv'), 'utf8')
          .trim()
          .split('\n')
          .map((l) => [l.split('\t')[0], l.split('\t')[2]]),
      );
      for (const pr of list) {
        expect(expected[pr]!.title).toBe(titles.get(pr));
        expect(Object.keys(expected[pr]!.catalogs)).toEqual(catalogsOf(pr));
        for (const e of Object.values(expected[pr]!.catalogs).flat()) {
          expect(e.reason.trim().length, kind(e)).toBeGreaterThan(20);
          expect(e.count).toBeGreaterThan(0);
        }
      }
    });

    it.each(list)('%s: introduced errors and warnings per catalog', async (pr) => {
      const r = await run(...prDiffArgv(pr));
      expect(r.err).toBe('');
      const findings = (JSON.parse(r.out) as { findings: Finding[] }).findings.filter(
        (f) => f.introduced !== false && (f.severity === 'error' || f.severity === 'warning'),
      );
      const want = expected[pr]!.catalogs;
      const got: Record<string, Record<string, number>> = {};
      for (const c of Object.keys(want)) got[c] = multiset(findings.filter((f) => catalogOf(f) === c).map(kind));
      const elsewhere = findings.filter((f) => !(catalogOf(f) in want)).map((f) => `${catalogOf(f)}: ${kind(f)}`);
      expect(elsewhere).toEqual([]);
      const wanted: Record<string, Record<string, number>> = {};
      for (const [c, es] of Object.entries(want)) {
        wanted[c] = {};
        for (const e of es) wanted[c][kind(e)] = (wanted[c][kind(e)] ?? 0) + e.count;
      }
      expect(got).toEqual(wanted);
      expect(r.code).toBe(findings.some((f) => f.severity === 'error') ? 1 : 0);
    });
  },
);
