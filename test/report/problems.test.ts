// Problems, not copies (report/problems.ts): the definition of "the same problem", and every
// format counting and printing a problem once with the catalogs it is in.
import { joined } from '../helpers/regexp.js';
import { describe, expect, it } from 'vitest';
import { annotationsOf } from '../../src/action/annotations.js';
import { summarize } from '../../src/action/check-and-merge.js';
import type { DiffResult } from '../../src/diff/diff.js';
import type { PackageChange } from '../../src/diff/package-changes.js';
import type { Finding } from '../../src/model/finding.js';
import { capFindings, PER_FILE_CAP } from '../../src/report/cap.js';
import { copiesOf, countPhrase, problemKey, problemsOf, tally } from '../../src/report/problems.js';
import { renderDiffMarkdown, renderDiffText } from '../../src/report/render-diff.js';
import { renderText } from '../../src/report/render-validate.js';
import { touchedBase } from '../../src/report/touched.js';

const cats = ['catalogs/v4.12', 'catalogs/v4.13', 'catalogs/v4.14'];

const at = (catalog: string, over: Partial<Finding> = {}): Finding => ({
  rule: 'upgrade-path-lost',
  severity: 'error',
  message:
    `installs of foo.v1 in channel "stable" are stranded; defined at ${catalog}/foo/catalog.yaml:` +
    `${catalog.length}`,
  catalog,
  package: 'foo',
  channel: 'stable',
  file: `${catalog}/foo/catalog.yaml`,
  line: catalog.length,
  column: 1,
  introduced: true,
  ...over,
});

const change = (catalog: string, pkg = 'foo'): PackageChange => ({
  catalog,
  package: pkg,
  status: 'modified',
  channels: [],
  bundlesAdded: [],
  bundlesRemoved: [],
  bundlesModified: [],
});

const diff = (findings: Finding[], changes = cats.map((c) => change(c))): DiffResult => ({
  findings,
  changes,
  pictures: [],
});

describe('the same problem', () => {
  it('is the same finding in different catalogs, the catalog path and positions after it aside', () => {
    const copies = copiesOf(cats.map((c) => at(c)));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.catalogs).toEqual(cats);
    expect(problemKey(at(cats[0]!))).toBe(problemKey(at(cats[1]!, { line: 99 })));
  });

  it('differs by severity, rule, package, channel, bundle, file inside the catalog, message or introduced', () => {
    const a = at(cats[0]!);
    for (const over of [
      { severity: 'warning' },
      { rule: 'edge-removed' },
      { package: 'bar' },
      { channel: 'fast' },
      { bundle: 'foo.v2' },
      { file: `${cats[1]}/foo/other.yaml` },
      { message: 'installs of foo.v2 are stranded' },
      { introduced: false },
    ] as Partial<Finding>[])
      expect(copiesOf([a, at(cats[1]!, over)]), JSON.stringify(over)).toHaveLength(2);
  });

  it('never merges two findings of one catalog: the k-th of each catalog go together', () => {
    const copies = copiesOf([at(cats[0]!), at(cats[0]!, { line: 40 }), at(cats[1]!), at(cats[1]!, { line: 40 })]);
    expect(copies.map((c) => c.catalogs)).toEqual([cats.slice(0, 2), cats.slice(0, 2)]);
  });

  it(
    "one channel's upgrade-path-lost and channel-stranded-bundles are one problem; a run's " +
      'crd-not-checkable one note',
    () => {
      const stranded = (c: string): Finding => at(c, { rule: 'channel-stranded-bundles', message: 'strands foo.v1' });
      const notCheckable = (c: string, to: string): Finding =>
        at(c, {
          rule: 'crd-not-checkable',
          severity: 'info',
          message: `edge a → ${to}: no CRDs`,
          edge: { from: 'a', to },
        });
      const fs = cats.flatMap((c) => [at(c), stranded(c), notCheckable(c, 'b'), notCheckable(c, 'c')]);
      expect(problemsOf(copiesOf(fs)).map((p) => p.map((m) => m.finding.rule))).toEqual([
        ['upgrade-path-lost', 'channel-stranded-bundles'],
        ['crd-not-checkable', 'crd-not-checkable'],
      ]);
      expect(tally(fs).problems).toEqual({ error: 1, warning: 0, info: 1 });
      // Without its pair, each upgrade-path-lost of the channel stands alone.
      expect(problemsOf(copiesOf([at(cats[0]!), at(cats[0]!, { bundle: 'x' })]))).toHaveLength(2);
    },
  );

  it('a cap summary is no error and no problem', () => {
    const many = Array.from({ length: PER_FILE_CAP + 5 }, (_, i) =>
      at(cats[0]!, { message: `problem ${i}`, line: i + 1 }),
    );
    const capped = capFindings(many);
    expect(capped.filter((f) => f.severity === 'error')).toHaveLength(PER_FILE_CAP);
    expect(capped.at(-1)).toMatchObject({ severity: 'info', more: 5 });
    expect(tally(capped).problems).toEqual({ error: PER_FILE_CAP, warning: 0, info: 0 });
    expect(renderDiffMarkdown(diff(capped), 'fail').split('\n')[0]).toBe(
      `## fbc-bot: ❌ fail — ${PER_FILE_CAP} errors, 0 warnings introduced`,
    );
  });
});

describe('every format counts problems', () => {
  const fs = cats.flatMap((c) => [at(c), at(c, { rule: 'edge-removed', severity: 'warning', message: 'edge gone' })]);

  it('the headline, the text summary and the check title: problems, then the findings they stand for', () => {
    expect(countPhrase(fs, ['error', 'warning'], ' introduced')).toBe(
      '1 error, 1 warning introduced (6 findings in 3 catalogs)',
    );
    const md = renderDiffMarkdown(diff(fs), 'fail');
    expect(md.split('\n')[0]).toBe('## fbc-bot: ❌ fail — 1 error, 1 warning introduced (6 findings in 3 catalogs)');
    expect(md.split('\n')[2]).toBe('Changed: 1 package in 3 catalogs (catalogs/v4.12–v4.14).');
    const text = renderDiffText(diff(fs), 'fail').trimEnd().split('\n');
    expect(text.at(-1)).toBe(
      'FAIL: introduced 1 error, 1 warning, 0 info (6 findings in 3 catalogs); 1 package changed in 3 catalogs',
    );
    expect(text[0]).toBe('catalogs/v4.12–v4.14 foo: modified');
    expect(text.filter((l) => l.includes('upgrade-path-lost:'))).toHaveLength(1);
    expect(text).toContain('catalogs/v4.12–v4.14 (3 catalogs):');
    const review = {
      result: diff(fs),
      verdict: 'fail' as const,
      ownership: { decision: 'approved' as const },
      decision: { packages: [], others: { paths: [], allowed: true, approvedBy: [] } },
      maintainers: [],
      autoMerge: { eligible: false, reasons: [] },
    };
    expect(summarize(review).counts).toBe('1 error, 1 warning introduced (6 findings in 3 catalogs)');
  });

  it("a finding of no catalog (a package's ownership) is in none of the catalogs counted", () => {
    const owners: Finding = {
      rule: 'ownership-config-changed',
      severity: 'warning',
      message: 'ci.yaml',
      package: 'foo',
    };
    expect(countPhrase([...cats.map((c) => at(c)), owners], ['error', 'warning'])).toBe(
      '1 error, 1 warning (4 findings in 3 catalogs)',
    );
  });

  it('validate text: a problem once under its catalogs', () => {
    const checked = cats.map((catalog) => ({ catalog, packages: 1, bundles: 1, empty: false }));
    const lines = renderText(fs, checked).trimEnd().split('\n');
    expect(lines.filter((l) => l.includes(' error upgrade-path-lost: '))).toHaveLength(1);
    expect(lines).toContain('       1 × upgrade-path-lost (error; 3 findings)');
    expect(lines.at(-1)).toBe('FAIL: 1 error, 1 warning, 0 info in 3 catalogs (6 findings)');
  });

  it('annotations: one per problem, at its first copy, naming the other places', () => {
    const { annotations, omitted } = annotationsOf(fs);
    expect(annotations.map((a) => [a.path, a.title])).toEqual([
      ['catalogs/v4.12/foo/catalog.yaml', 'upgrade-path-lost'],
      ['catalogs/v4.12/foo/catalog.yaml', 'edge-removed'],
    ]);
    expect(annotations[0]!.message).toMatch(
      joined(
        /\n\nAlso in catalogs\/v4\.12–v4\.14: /,
        /catalogs\/v4\.13\/foo\/catalog\.yaml:14, catalogs\/v4\.14\/foo\/catalog\.yaml:14$/,
      ),
    );
    expect(omitted).toBe(0);
  });
});

describe('already in base', () => {
  it('lists only the packages and catalogs the change touches, counting the rest', () => {
    const base = [
      at(cats[0]!, { introduced: false }),
      at(cats[0]!, { introduced: false, package: 'other' }),
      at('catalogs/v4.20', { introduced: false }),
      at(cats[0]!, { introduced: false, package: undefined, message: 'a file problem' }),
    ];
    const r = diff(base, [change(cats[0]!)]);
    expect(touchedBase(r).listed.map((f) => f.message)).toEqual([base[0]!.message, 'a file problem']);
    expect(touchedBase(r).elsewhere).toBe(2);
    const md = renderDiffMarkdown(r, 'pass');
    expect(md).toContain('Already in base, not judged (2; 2 more in packages this change does not touch)');
    expect(md).not.toContain('package `other`');
    expect(renderDiffText(r, 'pass')).toContain(
      '2 findings already in base in packages this change does not touch: see --format json.',
    );
  });
});
