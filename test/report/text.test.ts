// Text output is read in terminals and CI logs: a name must never add a line, start a GitHub
// workflow command or drive the terminal; findings read in line order, errors first; the summary
// counts per rule and names what was checked.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { renderDiffText } from '../../src/report/render-diff.js';
import { renderText } from '../../src/report/render-validate.js';
import { HOSTILE, hostileDiff, hostileFindings } from './hostile.js';

const checked = [{ catalog: 'cat', packages: 2, bundles: 5, empty: false }];

function safeLines(out: string): string[] {
  const lines = out.split('\n');
  expect(lines.pop()).toBe('');
  for (const l of lines) {
    expect(l.trimStart().startsWith('::'), l).toBe(false);
    expect(l).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  }
  return lines;
}

describe('text output', () => {
  it('validate: one line per finding and header, whatever the names and file names hold', () => {
    const findings = hostileFindings();
    const lines = safeLines(renderText(findings, checked));
    const catalogs = new Set(findings.map((f) => f.catalog)).size;
    const tally = new Set(findings.map((f) => f.rule)).size;
    // headers + blank lines between catalogs, findings, blank, "By rule:" + rows, Checked, verdict
    expect(lines).toHaveLength(catalogs + (catalogs - 1) + findings.length + 1 + 1 + tally + 1 + 1);
    expect(lines.filter((l) => / (error|info) (channel-multiple-heads|bundle-added): /.test(l))).toHaveLength(
      findings.length,
    );
    expect(lines.join('\n')).toContain('channel "\\u001b[31mred\\u001b[0m" has 2 heads');
    expect(lines.join('\n')).toContain('./::error::forged:');
    expect(HOSTILE.length).toBe(findings.length);
  });

  it('diff: the same guarantees', () => {
    const d = hostileDiff();
    const lines = safeLines(renderDiffText(d, 'fail'));
    // What base already had is listed only in the packages the change touches: none of them here.
    const base = d.findings.filter((f) => f.introduced === false).length;
    expect(
      lines.filter((l) => / (error|info) (channel-multiple-heads|bundle-added)( \(already in base\))?: /.test(l)),
    ).toHaveLength(d.findings.length - base);
    expect(lines).toContain(
      `${base} findings already in base in packages this change does not touch: see --format json.`,
    );
    expect(lines.filter((l) => / modified \(bundles \+1\)$/.test(l))).toHaveLength(d.changes.length);
    expect(lines.at(-1)).toBe(
      `FAIL: introduced 4 errors, 0 warnings, 4 info; ${d.changes.length} packages changed in ` +
        `${d.changes.length} catalogs`,
    );
  });

  it('reads in order: per catalog errors first, each file by line; tally and what was checked', () => {
    const f = (rule: Finding['rule'], severity: Finding['severity'], file: string, line: number): Finding => ({
      rule,
      severity,
      message: 'm',
      catalog: 'cat',
      file,
      line,
      column: 1,
    });
    const findings = [
      f('bundle-added', 'info', 'cat/a.yaml', 1),
      f('image-not-pinned', 'warning', 'cat/a.yaml', 2),
      f('channel-empty', 'error', 'cat/b.yaml', 30),
      f('channel-empty', 'error', 'cat/b.yaml', 4),
      f('image-invalid', 'error', 'cat/a.yaml', 9),
    ];
    const out = renderText(findings, [...checked, { catalog: 'other', packages: 0, bundles: 0, empty: true }]);
    expect(out).toBe(
      [
        'cat:',
        'cat/a.yaml:9:1: error image-invalid: m',
        'cat/b.yaml:4:1: error channel-empty: m',
        'cat/b.yaml:30:1: error channel-empty: m',
        'cat/a.yaml:2:1: warning image-not-pinned: m',
        'cat/a.yaml:1:1: info bundle-added: m',
        '',
        'By rule:',
        '       2 × channel-empty (error)',
        '       1 × image-invalid (error)',
        '       1 × image-not-pinned (warning)',
        '       1 × bundle-added (info)',
        'Checked 2 catalogs: 2 packages, 5 bundles.',
        'other: holds no catalog content (no package, channel or bundle); opm validate passes an empty ' +
          'catalog too — check the path.',
        'FAIL: 3 errors, 1 warning, 1 info in 2 catalogs',
        '',
      ].join('\n'),
    );
  });
});
