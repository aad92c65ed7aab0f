// The install test's check run: one row per package and flavour, the reasons of what did not pass
// with the cluster's evidence, within GitHub's limit, and nothing read from the cluster turned into markup.
import { describe, expect, it } from 'vitest';
import type { InstallTestResult, PackageResult } from '../../src/model/install-result.js';
import { installConclusion, installTitle, renderInstallTest } from '../../src/report/install-test-report.js';

const passed: PackageResult = {
  package: 'hello-operator',
  catalog: 'catalogs/v4.16',
  outcome: 'passed',
  seconds: 40,
  flavours: [
    {
      flavour: 'v1',
      outcome: 'passed',
      evidence: [],
      steps: [
        { step: 'catalog', expected: 'fbc-v4-16', outcome: 'passed', seconds: 5 },
        {
          step: 'install',
          expected: 'hello.v1.0.0 (1.0.0)',
          observed: 'hello.v1.0.0 (1.0.0)',
          outcome: 'passed',
          seconds: 20,
        },
      ],
    },
  ],
};

const failed = (name: string, evidenceLines: string[]): PackageResult => ({
  package: name,
  catalog: 'catalogs/v4.16',
  outcome: 'failed',
  seconds: 300,
  flavours: [
    {
      flavour: 'v1',
      outcome: 'failed',
      steps: [
        {
          step: 'upgrade',
          expected: 'x.v2 (2.0.0)',
          outcome: 'failed',
          seconds: 300,
          detail: 'still retrying: Progressing=True Retrying: preflight "NoStoredVersionRemoved"',
        },
      ],
      evidence: [{ source: 'ClusterExtension x', lines: evidenceLines }],
    },
  ],
});

describe('install test report', () => {
  it('tables every package and explains the failure with the evidence, fenced', () => {
    const r: InstallTestResult = {
      outcome: 'failed',
      packages: [passed, failed('x', ['```', '<!-- fbc-bot -->', '@alice'])],
    };
    expect(installConclusion(r)).toBe('failure');
    expect(installTitle(r)).toBe('2 packages: 1 failed, 1 passed');
    const md = renderInstallTest(r);
    expect(md).toContain(
      '| hello-operator | catalogs/v4.16 | v1 | ✅ fbc-v4-16 | ✅ hello.v1.0.0 (1.0.0) |  | ✅ passed |',
    );
    expect(md).toContain('#### ❌ x in catalogs/v4.16, OLM v1: failed');
    expect(md).toContain('NoStoredVersionRemoved');
    // The evidence's own backticks cannot close the fence it is shown in.
    expect(md).toContain('````text\n```\n<!-- fbc-bot -->\n@alice\n````');
  });

  it('stays within the budget, counting the failure reports it leaves out', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      failed(
        `p${i}`,
        Array.from({ length: 15 }, () => 'e'.repeat(490)),
      ),
    );
    const md = renderInstallTest({ outcome: 'failed', packages: many }, 65_000);
    expect(md.length).toBeLessThanOrEqual(65_000);
    expect(md).toMatch(/_\d+ more failure reports left out/);
    expect(md.split('\n').filter((l) => l.startsWith('| p')).length).toBe(40);
  });

  it('an image behind a login is not a failure of the check', () => {
    const r: InstallTestResult = { outcome: 'not-verifiable', packages: [{ ...passed, outcome: 'not-verifiable' }] };
    expect(installConclusion(r)).toBe('success');
    expect(installTitle(r)).toBe('1 package: 1 not verifiable');
  });
});
