// Lists read as people count: bundles in version order (v1.1.6 before v1.1.10), an entry that
// names no bundle drawn as such (not as a bundle added), a rule's summary cut at a word.
import { describe, expect, it } from 'vitest';
import { clipWords } from '../../src/escape/clip.js';
import { renderChangeGraph } from '../../src/report/change-graph-mermaid.js';
import { ruleItems } from '../../src/report/md-findings.js';
import { RULE_DOCS } from '../../src/report/rule-docs.js';
import type { Finding } from '../../src/model/finding.js';
import { renderDiffMarkdown } from '../../src/report/render-diff.js';
import { diffCatalogs, foo, validated } from '../helpers/diff-catalogs.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

describe('version order', () => {
  it('bundles added are listed by version, in the data and the comment', () => {
    const versions = ['1.1.16', '1.1.6', '1.1.10'];
    const entries =
      '- name: foo.v1.0.0\n' + versions.map((v) => `- name: foo.v${v}\n  replaces: foo.v1.0.0\n`).join('');
    const r = diffCatalogs(
      foo('- name: foo.v1.0.0\n', ['1.0.0']),
      pkgDoc() + channelDoc(entries) + ['1.0.0', ...versions].map((v) => bundleDoc({ name: `foo.v${v}` })).join(''),
    );
    expect(r.changes[0]!.bundlesAdded).toEqual(['foo.v1.1.6', 'foo.v1.1.10', 'foo.v1.1.16']);
    expect(renderDiffMarkdown(r, 'fail')).toContain('Bundles: added `foo.v1.1.6`, `foo.v1.1.10`, `foo.v1.1.16`.');
  });
  it('channel-stranded-bundles names the stranded bundles by version', () => {
    const r = validated(
      pkgDoc() +
        channelDoc(
          '- name: foo.v1.0.0\n- name: foo.v1.1.6\n- name: foo.v1.1.10\n  replaces: foo.v1.1.6\n' +
            '- name: foo.v1.1.16\n  replaces: foo.v1.1.10\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n  ' +
            'skips:\n  - foo.v1.1.16\n',
        ) +
        ['1.0.0', '1.1.6', '1.1.10', '1.1.16', '2.0.0'].map((v) => bundleDoc({ name: `foo.v${v}` })).join(''),
    );
    const f = r.findings.find((x) => x.rule === 'channel-stranded-bundles');
    expect(f?.message).toContain('strands foo.v1.1.6, foo.v1.1.10:');
  });
});

describe('an entry without a bundle', () => {
  it('is drawn as missing, not as "+ added"', () => {
    const base = foo('- name: foo.v0.1.0\n', ['0.1.0']);
    const head = foo('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n', ['0.1.0']);
    const r = diffCatalogs(base, head);
    const g = r.pictures[0]!.change!;
    expect(g.channels[0]!.nodes.find((n) => n.name === 'foo.v0.2.0')).toEqual({
      name: 'foo.v0.2.0',
      mark: 'added',
      head: true,
      noBundle: true,
    });
    const mermaid = renderChangeGraph(g);
    expect(mermaid).toContain('["foo.v0.2.0 (no bundle, head)"]');
    expect(mermaid).not.toContain('+ foo.v0.2.0');
    expect(mermaid).toMatch(/class c0n1 missing/);
  });
});

describe('a rule summary', () => {
  it("does not end at an abbreviation's dot nor leave a parenthesis open", () => {
    const heading = (rule: string): string =>
      ruleItems(
        [
          {
            finding: { rule, severity: 'warning', message: 'm', catalog: 'c', introduced: true } as Finding,
            catalogs: ['c'],
          },
        ],
        (r) => RULE_DOCS[r]?.what,
      )[0]!()
        .split('\n')
        .find((l) => l.startsWith('**'))!;
    expect(heading('empty-document')).toContain('comment-only YAML document, e.g. a comment or blank line');
    expect(heading('bundle-object-not-allowed')).toMatch(/requires `olm\.csv\.metadata` \(e\.g\. OCP ≥ 4\.17\)$/);
  });
  it('is cut at a word, never inside one nor inside a code span', () => {
    expect(clipWords('an edge whose `from` bundle carries no data', 30)).toBe('an edge whose `from` bundle…');
    expect(clipWords('see `olm.bundle.object` here', 20)).toBe('see…');
    expect(clipWords('averyveryverylongword', 10)).toBe('averyvery…');
    const doc =
      'an edge whose `from` or `to` bundle carries no `olm.bundle.object` (`olm.csv.metadata` only) and ' +
      'registry access is off, or its bundle image manifests could not be read (the message says why)';
    const [item] = ruleItems(
      [
        {
          finding: { rule: 'bundle-added', severity: 'warning', message: 'm', catalog: 'c', introduced: true },
          catalogs: ['c'],
        },
      ],
      () => doc,
    );
    const heading = item!()
      .split('\n')
      .find((l) => l.startsWith('**'))!;
    expect(heading).toMatch(/ — an edge whose .* or its bundle image manifests could…$/);
  });
});
