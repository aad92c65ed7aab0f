// A group's parts are one problem (report/problems.ts, model/finding.ts `group`): a rendered catalog
// that differs from its template in three places is said once, under its head, each difference at
// its own line, the render fix once, and counted once; the JSON, SARIF, the annotations and the
// verdict keep each finding.
import { describe, expect, it } from 'vitest';
import { annotationsOf } from '../../src/action/annotations.js';
import type { DiffResult } from '../../src/diff/diff.js';
import type { Finding } from '../../src/model/finding.js';
import { findingsToFix } from '../../src/model/verdict.js';
import { linksFor } from '../../src/report/links.js';
import { copiesOf, countPhrase, problemsOf, tally } from '../../src/report/problems.js';
import { renderDiffJson, renderDiffMarkdown, renderDiffText } from '../../src/report/render-diff.js';
import { problemLines } from '../../src/report/text-problems.js';

const FIX = 'stale render: the catalog lacks what the template renders: render it again: opm alpha render-template';

/** A difference of `catalog`'s foo from the template `template` renders, at `line`. */
const drift = (catalog: string, what: string, line: number, template = 'basic', over: Partial<Finding> = {}) => {
  const head = `${catalog}/foo is not what operators/foo/${template}.yaml renders (operators/foo/ci.yaml:4)`;
  const fix = `${FIX} basic operators/foo/${template}.yaml > ${catalog}/foo/catalog.yaml`;
  const f: Finding = {
    rule: 'template-catalog-edited',
    severity: 'error',
    message: `${head}: ${what}; ${fix}`,
    catalog,
    package: 'foo',
    file: `${catalog}/foo/catalog.yaml`,
    line,
    introduced: true,
    group: { head, fix },
    ...over,
  };
  return f;
};

const WHAT = ['bundle image quay.io/foo@sha256:1 of the template is not in the catalog', 'olm.channel 3.x differs'];
const three = (catalog: string, template = 'basic', over: Partial<Finding> = {}): Finding[] =>
  [...WHAT, 'olm.channel 3.3.x differs'].map((w, i) => drift(catalog, w, 1 + i * 10, template, over));

const diff = (findings: Finding[]): DiffResult => ({ findings, changes: [], pictures: [] });
const blocks = (md: string): string => md.slice(md.indexOf('### ❌ What blocks'), md.indexOf('Finding ids reported'));
const count = (s: string, part: string): number => s.split(part).length - 1;

describe("a group's parts", () => {
  const fs = three('catalogs/v4.22');

  it('are one problem: the headline counts one error and the findings it stands for', () => {
    expect(problemsOf(copiesOf(fs)).map((p) => p.length)).toEqual([3]);
    expect(tally(fs).problems).toEqual({ error: 1, warning: 0, info: 0 });
    expect(countPhrase(fs, ['error', 'warning'], ' introduced')).toBe(
      '1 error, 0 warnings introduced (3 findings in 1 catalog)',
    );
    const md = renderDiffMarkdown(diff(fs), 'fail');
    expect(md.split('\n')[0]).toBe('## fbc-bot: ❌ fail — 1 error, 0 warnings introduced (3 findings in 1 catalog)');
    expect(md).toContain('Finding ids reported: `template-catalog-edited`.');
  });

  it('are one item of "What blocks": the head, one line per difference at its linked position, the fix once', () => {
    const links = linksFor({ repository: 'acme/catalog', sha: 'a'.repeat(40) });
    const md = blocks(renderDiffMarkdown(diff(fs), 'fail', 65_536, [], links));
    const url = `https://github.com/acme/catalog/blob/${'a'.repeat(40)}/catalogs/v4.22/foo/catalog.yaml`;
    expect(md).toContain(
      [
        '- ❌ `template-catalog-edited` catalogs/v4.22/foo is not what operators/foo/basic.yaml renders ' +
          '(operators/foo/ci.yaml:4) — catalogs/v4.22:',
        `  - bundle image quay.io/foo@⁠sha256:1 of the template is not in the catalog — ` +
          `[\`foo/catalog.yaml:1\`](${url}#L1)`,
        `  - olm.channel 3.x differs — [\`foo/catalog.yaml:11\`](${url}#L11)`,
        `  - olm.channel 3.3.x differs — [\`foo/catalog.yaml:21\`](${url}#L21)`,
        `  - **Fix:** ${FIX} basic operators/foo/basic.yaml &gt; catalogs/v4.22/foo/catalog.yaml`,
      ].join('\n'),
    );
    expect(count(md, 'render it again')).toBe(1);
    expect(count(md, 'is not what')).toBe(1);
  });

  it('are said once in the text: the head, each difference at its position, the fix', () => {
    expect(problemLines(fs)).toEqual([
      'catalogs/v4.22:',
      'catalogs/v4.22/foo is not what operators/foo/basic.yaml renders (operators/foo/ci.yaml:4):',
      `  catalogs/v4.22/foo/catalog.yaml:1: error template-catalog-edited: ${WHAT[0]}`,
      `  catalogs/v4.22/foo/catalog.yaml:11: error template-catalog-edited: ${WHAT[1]}`,
      '  catalogs/v4.22/foo/catalog.yaml:21: error template-catalog-edited: olm.channel 3.3.x differs',
      `  fix: ${FIX} basic operators/foo/basic.yaml > catalogs/v4.22/foo/catalog.yaml`,
    ]);
    const text = renderDiffText(diff(fs), 'fail');
    expect(text).toContain('       1 × template-catalog-edited (error; 3 findings)');
    expect(count(text, 'render it again')).toBe(1);
  });

  it('stay findings for the JSON, the annotations (one per line) and the verdict', () => {
    const json = JSON.parse(renderDiffJson(diff(fs), 'fail')) as { findings: Finding[] };
    expect(json.findings).toEqual(fs);
    expect(annotationsOf(fs).annotations.map((a) => [a.startLine, a.message])).toEqual(
      fs.map((f) => [f.line, f.message]),
    );
    expect(findingsToFix(fs)).toHaveLength(3);
  });

  it('are one item among the warnings and in what base already had, with the fix', () => {
    const warned = three('catalogs/v4.22', 'basic', { severity: 'warning' });
    const md = renderDiffMarkdown(diff(warned), 'pass');
    expect(md).toContain('**⚠️ `template-catalog-edited`** (1)');
    expect(count(md, 'is not what')).toBe(1);
    expect(count(md, '  - **Fix:** stale render')).toBe(1);
    const base = three('catalogs/v4.22', 'basic', { severity: 'warning', introduced: false });
    const r: DiffResult = {
      findings: base,
      changes: [
        {
          catalog: 'catalogs/v4.22',
          package: 'foo',
          status: 'modified',
          channels: [],
          bundlesAdded: [],
          bundlesRemoved: [],
          bundlesModified: [],
        },
      ],
      pictures: [],
    };
    const already = renderDiffMarkdown(r, 'pass');
    expect(already).toContain('Already in base, not judged (1)');
    expect(count(already, 'is not what')).toBe(1);
    expect(count(already, '  - **Fix:** stale render')).toBe(1);
  });

  it('merge with their copies in other catalogs, as one problem naming the catalogs', () => {
    const cats = ['catalogs/v4.20', 'catalogs/v4.21', 'catalogs/v4.22'];
    const all = cats.flatMap((c) => three(c));
    expect(problemsOf(copiesOf(all)).map((p) => [p.length, p[0]!.catalogs])).toEqual([[3, cats]]);
    const md = blocks(renderDiffMarkdown(diff(all), 'fail'));
    expect(md).toContain('renders (operators/foo/ci.yaml:4) — catalogs/v4.20–v4.22:');
    expect(count(md, 'is not what')).toBe(1);
    expect(countPhrase(all, ['error'])).toBe('1 error (9 findings in 3 catalogs)');
  });

  it('of two catalogs, or of two templates, are two problems', () => {
    const two = [
      ...WHAT.map((w, i) => drift('catalogs/v4.21', w, 1 + i)),
      ...WHAT.map((w, i) => drift('catalogs/v4.22', `${w} too`, 1 + i)),
    ];
    expect(problemsOf(copiesOf(two)).map((p) => p.map((m) => m.finding.catalog))).toEqual([
      ['catalogs/v4.21', 'catalogs/v4.21'],
      ['catalogs/v4.22', 'catalogs/v4.22'],
    ]);
    const templates = [...three('catalogs/v4.22'), ...three('catalogs/v4.22', 'other')];
    expect(problemsOf(copiesOf(templates)).map((p) => p.length)).toEqual([3, 3]);
    expect(tally(templates).problems.error).toBe(2);
    expect(count(blocks(renderDiffMarkdown(diff(templates), 'fail')), 'is not what')).toBe(2);
  });

  it('that differ in fix, severity or introduced are apart; a finding whose message lost its head stands alone', () => {
    const [a, b] = [drift('catalogs/v4.22', WHAT[0]!, 1), drift('catalogs/v4.22', WHAT[1]!, 2)];
    for (const over of [
      { group: { ...b.group!, fix: 'render' }, message: `${b.group!.head}: x; render` },
      { severity: 'warning' },
      { introduced: false },
      { message: 'clipped' },
    ] as Partial<Finding>[])
      expect(problemsOf(copiesOf([a, { ...b, ...over }])), JSON.stringify(over)).toHaveLength(2);
  });
});
