// Replaying the real pull requests of ../shared/corpus/prs: no crash, no error from an
// opm-mapped rule in head (opm accepted every head when it was merged), head's findings exactly
// those of validating head alone, and the same report from a warm cache as from a cold one.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/report/finding.js';
import { isOpmMapped, type RuleId } from '../../src/rules/registry.js';
import { headFindings } from '../helpers/change-rules.js';
import { run } from '../helpers/cli.js';
import { SHARED, skipNote } from '../helpers/shared.js';

const prs = join(SHARED, 'corpus', 'prs');
const list = existsSync(prs) ? readdirSync(prs).filter((d) => !d.endsWith('.tsv')).sort() : [];

describe.skipIf(list.length === 0)(skipNote('corpus pull requests replay'), () => {
  it.each(list)('%s', async (pr) => {
    const cache = mkdtempSync(join(tmpdir(), 'fbc-prs-cache-'));
    const argv = ['diff', '--format', 'json', '--catalogs', 'catalogs/*', '--cache', cache, '--base', join(prs, pr, 'base'), '--head', join(prs, pr, 'head')];
    const cold = await run(...argv);
    expect(cold.err).toBe('');
    expect([0, 1]).toContain(cold.code);
    const report = JSON.parse(cold.out) as { findings: Finding[]; changes: unknown[] };
    expect(report.findings.filter((f) => f.severity === 'error' && isOpmMapped(f.rule as RuleId))).toEqual([]);
    expect(report.changes.length).toBeGreaterThan(0);

    const alone = await run('validate', '--format', 'json', '--catalogs', 'catalogs/*', join(prs, pr, 'head'));
    expect(headFindings(report.findings)).toEqual((JSON.parse(alone.out) as { findings: Finding[] }).findings);

    expect(await run(...argv)).toEqual(cold);
  });
});
