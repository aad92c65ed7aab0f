// Replaying the real pull requests of ../shared/corpus/prs: no crash, and no error from an
// opm-mapped rule in head (opm accepted every head when it was merged).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { isOpmMapped, type RuleId } from '../../src/rules/registry.js';
import { SHARED, skipNote } from '../helpers/shared.js';

const prs = join(SHARED, 'corpus', 'prs');
const list = existsSync(prs) ? readdirSync(prs).filter((d) => !d.endsWith('.tsv')).sort() : [];

describe.skipIf(list.length === 0)(skipNote('corpus pull requests replay'), () => {
  it.each(list)('%s', async (pr) => {
    let out = '';
    let err = '';
    const code = await main(['diff', '--format', 'json', '--catalogs', 'catalogs/*', '--base', join(prs, pr, 'base'), '--head', join(prs, pr, 'head')], { out: (s) => (out += s), err: (s) => (err += s) });
    expect(err).toBe('');
    expect([0, 1]).toContain(code);
    const report = JSON.parse(out) as { findings: { rule: RuleId; severity: string }[]; changes: unknown[] };
    expect(report.findings.filter((f) => f.severity === 'error' && isOpmMapped(f.rule))).toEqual([]);
    expect(report.changes.length).toBeGreaterThan(0);
  });
});
