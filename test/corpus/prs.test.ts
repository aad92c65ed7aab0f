// Replaying the real pull requests of ../shared/corpus/prs: no crash, no error from an
// opm-mapped rule in head (opm accepted every head when it was merged), head's findings exactly
// those of validating head alone, and the same report from a warm cache as from a cold one.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { isOpmMapped, type RuleId } from '../../src/model/rule-table.js';
import { headFindings } from '../helpers/change-rules.js';
import { run } from '../helpers/cli.js';
import { skipNote } from '../helpers/shared.js';
import { list, prDiffArgv, prs } from './prs-corpus.js';

describe.skipIf(list.length === 0)(skipNote('corpus pull requests replay', 'corpus/prs'), () => {
  it.each(list)('%s', async (pr) => {
    const argv = prDiffArgv(pr);
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

  // The repository's own policy (spec/research/gitops-pipelines.md): bundle images from two
  // registries, no olm.bundle.object from v4.17 on. Every head passed its pipeline.
  it.each(list)('%s passes its repository policy', async (pr) => {
    const config = join(mkdtempSync(join(tmpdir(), 'fbc-prs-')), 'fbc-bot.yaml');
    writeFileSync(
      config,
      'policy:\n  allowedRegistries: [quay.io/community-operator-pipeline-prod/, ' +
        "quay.io/openshift-community-operators/]\n  bundleObjectNotAllowed: ['catalogs/v4.1[7-9]', " +
        "'catalogs/v4.[2-9][0-9]']\n",
    );
    // Head validated under the configuration file as it stands at the call.
    const findings = async (): Promise<Finding[]> => {
      const r = await run(
        'validate',
        '--format',
        'json',
        '--config',
        config,
        '--catalogs',
        'catalogs/*',
        join(prs, pr, 'head'),
      );
      return (JSON.parse(r.out) as { findings: Finding[] }).findings;
    };
    const policy = (await findings()).filter(
      (f) => f.rule === 'image-registry-not-allowed' || f.rule === 'bundle-object-not-allowed',
    );
    expect(policy).toEqual([]);
    // The same check where bundle objects are still in use does find them.
    writeFileSync(config, "policy:\n  bundleObjectNotAllowed: ['catalogs/v4.16']\n");
    const v416 = join(prs, pr, 'head', 'catalogs', 'v4.16');
    const inUse =
      existsSync(v416) &&
      readdirSync(v416).some((p) => readFileSync(join(v416, p, 'catalog.yaml'), 'utf8').includes('olm.bundle.object'));
    expect((await findings()).some((f) => f.rule === 'bundle-object-not-allowed')).toBe(inUse);
  });
});
