// The review comment as a reviewer reads it (rendered with marked, GFM, as GitHub would): the
// verdict and what blocks before any graph, a change said once for every catalog it is in, one
// change graph per package that Mermaid parses and that marks what was added, removed or
// stranded, cut around the change in a large channel; CRD findings under their edge.
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffPair, type DiffResult } from '../../src/diff/diff.js';
import { catalogRanges } from '../../src/report/catalog-merge.js';
import { compareNatural } from '../../src/semver/natural-order.js';
import { renderChangeGraph } from '../../src/report/change-graph-mermaid.js';
import type { Finding } from '../../src/model/finding.js';
import { ruleItems, type Merged } from '../../src/report/md-findings.js';
import { COMMENT_LIMIT, renderDiffMarkdown, renderDiffText } from '../../src/report/render-diff.js';
import { ownershipSection } from '../../src/report/render-ownership.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from '../crd/helpers.js';
import { foo, validated } from '../helpers/diff-catalogs.js';
import { channelDoc } from '../helpers/fixture.js';
import { loadMermaid, type Mermaid } from '../helpers/mermaid.js';
import { HOSTILE } from './hostile.js';
import { joined } from '../helpers/regexp.js';

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = await loadMermaid();
});

const html = (md: string): Document => new JSDOM(marked.parse(md, { gfm: true, async: false })).window.document;

/** The same base → head in each catalog, as one diff result (as diffListings joins them). */
function across(catalogs: readonly string[], base: string, head: string): DiffResult {
  const parts = catalogs.map((catalog) => diffPair({ catalog, base: validated(base), head: validated(head) }));
  return {
    findings: parts.flatMap((p) => p.findings),
    changes: parts.flatMap((p) => p.changes),
    pictures: parts.flatMap((p) => p.pictures),
  };
}

const chain = (n: number): string =>
  Array.from({ length: n }, (_, i) => `- name: foo.v0.${i + 1}.0\n${i > 0 ? `  replaces: foo.v0.${i}.0\n` : ''}`).join(
    '',
  );
const versions = (n: number): string[] => Array.from({ length: n }, (_, i) => `0.${i + 1}.0`);
const release = (n: number): [string, string] => [foo(chain(n), versions(n)), foo(chain(n + 1), versions(n + 1))];

describe('catalog ranges', () => {
  it('sorts by version and compresses runs, gaps kept', () => {
    const cats = ['v4.9', 'v4.10', 'v4.11', 'v4.12', 'v4.14'].map((v) => `catalogs/${v}`);
    expect([...cats].reverse().sort(compareNatural)).toEqual(cats);
    expect(catalogRanges(cats)).toBe('catalogs/v4.9–v4.12, v4.14');
    expect(catalogRanges(['catalogs/v4.16'])).toBe('catalogs/v4.16');
    expect(catalogRanges(['a/v1', 'b/v2'])).toBe('a/v1, b/v2');
  });
});

const nine = Array.from({ length: 9 }, (_, i) => `catalogs/v4.${12 + i}`);

describe('the comment of a release to nine catalogs', () => {
  it('says the package change and each finding once, naming the catalogs', () => {
    const md = renderDiffMarkdown(across(nine, ...release(2)), 'pass');
    const doc = html(md);
    expect([...doc.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'foo — modified in catalogs/v4.12–v4.20',
    ]);
    expect(doc.querySelectorAll('pre > code.language-mermaid').length).toBe(3); // change graph, before, after
    expect(md.match(/new bundle/g)).toHaveLength(1);
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      'Finding ids reported: `bundle-added`, `channel-head-changed`, `edge-added`, `successor-changed`.',
    );
    const gap = renderDiffMarkdown(
      across(
        nine.filter((c) => c !== 'catalogs/v4.15'),
        ...release(2),
      ),
      'pass',
    );
    expect(gap).toContain('foo — modified in catalogs/v4.12–v4.14, v4.16–v4.20');
  });

  it('says a change once where only the full graphs differ, which keep one fold each', () => {
    const three = nine.slice(0, 3);
    const [base, head] = release(2);
    // v4.14 also has an unchanged channel: its full graphs differ, the change does not.
    const fast = channelDoc('- name: foo.v0.1.0\n', 'fast');
    const r = across(three.slice(0, 2), base, head);
    const other = across(three.slice(2), base + fast, head + fast);
    const md = renderDiffMarkdown(
      {
        findings: [...r.findings, ...other.findings],
        changes: [...r.changes, ...other.changes],
        pictures: [...r.pictures, ...other.pictures],
      },
      'pass',
    );
    const doc = html(md);
    expect([...doc.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'foo — modified in catalogs/v4.12–v4.14',
    ]);
    expect([...doc.querySelectorAll('details details summary')].map((s) => s.textContent)).toEqual([
      'Upgrade graphs of foo before and after (catalogs/v4.12, v4.13)',
      'Upgrade graphs of foo before and after (catalogs/v4.14)',
    ]);
    expect(renderChangeGraph(r.pictures[0]!.change!)).toContain('subgraph c0["stable (default)"]');
  });

  it('puts what blocks (stranded installs) before the first graph, and names the rules at the end', () => {
    const base = foo(chain(3), versions(3));
    const head = foo('- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.2.0', '0.3.0']);
    const md = renderDiffMarkdown(across(nine, base, head), 'fail');
    expect(md.split('\n')[0]).toBe('## fbc-bot: ❌ fail — 1 error, 2 warnings introduced (27 findings in 9 catalogs)');
    expect(md.split('\n')[2]).toBe('Changed: 1 package in 9 catalogs (catalogs/v4.12–v4.20).');
    expect(md.trimEnd().split('\n').at(-1)).toMatch(/^Finding ids reported: `upgrade-path-lost`, .*`bundle-removed`/);
    expect(md.indexOf('### ❌ What blocks')).toBeGreaterThan(0);
    expect(md.indexOf('upgrade-path-lost', md.indexOf('### ❌ What blocks'))).toBeLessThan(md.indexOf('```mermaid'));
    expect(md.match(/installs of foo\.v0\.1\.0/g)).toHaveLength(1);
  });
});

describe('the ownership section', () => {
  it("names a package's catalogs as ranges", () => {
    const pkg = {
      package: 'foo',
      catalogs: nine,
      owners: ['alice'],
      approvedBy: [],
      status: 'pending' as const,
      canApprove: ['alice'],
    };
    const lines = ownershipSection({
      result: { findings: [], changes: [], pictures: [] },
      verdict: 'pass',
      ownership: { decision: 'pending', packages: [] },
      decision: { packages: [pkg], others: { paths: [], allowed: true, approvedBy: [] } },
      maintainers: [],
      autoMerge: { eligible: false, reasons: [] },
    });
    expect(lines).toContain('| foo | catalogs/v4.12–v4.20 | alice | — | ⏳ pending | alice |');
  });
});

describe('the change graph', () => {
  it('marks added, removed and stranded bundles and added / removed edges, and parses', async () => {
    const base = foo(chain(3), versions(3));
    const head = foo(
      '- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n- name: foo.v0.4.0\n  replaces: foo.v0.3.0\n',
      ['0.2.0', '0.3.0', '0.4.0'],
    );
    const g = diffPair({ catalog: 'cat', base: validated(base), head: validated(head) }).pictures[0]!.change!;
    const ch = g.channels[0]!;
    expect(ch.nodes.map((n) => [n.name, n.mark, n.stranded ?? false, n.head ?? false])).toEqual([
      // 0.2.0 no longer replaces 0.1.0; 0.1.0 leaves the channel and its installs with it.
      ['foo.v0.2.0', 'changed', false, false],
      ['foo.v0.3.0', 'same', false, false],
      ['foo.v0.4.0', 'added', false, true],
      ['foo.v0.1.0', 'removed', true, false],
    ]);
    expect(ch.edges.map((e) => `${e.from}>${e.to}:${e.mark}`)).toEqual([
      'foo.v0.1.0>foo.v0.2.0:removed',
      'foo.v0.2.0>foo.v0.3.0:same',
      'foo.v0.3.0>foo.v0.4.0:added',
    ]);
    const text = renderChangeGraph(g);
    expect(text).toContain('c0n2["+ foo.v0.4.0 (head)"]');
    expect(text).toContain('c0n3["− foo.v0.1.0 (stranded)"]');
    expect(text).toContain('c0n1 ==>|replace| c0n2');
    expect(text).toContain('c0n3 -.->|replace| c0n0');
    expect(text).toMatch(
      joined(
        /class c0n2 added\n {2}class c0n3 removed\n {2}class c0n0 changed\n {2}class c0n3 stranded\n/,
        / {2}class c0n0 cause\n {2}class c0n2 head\n {2}linkStyle 2 stroke/,
      ),
    );
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
    // An edge declared two ways is labelled with both, as the full graph labels it.
    const both = foo(
      `${chain(2)}- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n  skipRange: '>=0.1.0 <0.3.0'\n`,
      versions(3),
    );
    const twice = renderChangeGraph(
      diffPair({ catalog: 'cat', base: validated(foo(chain(2), versions(2))), head: validated(both) }).pictures[0]!
        .change!,
    );
    expect(twice).toMatch(/c0n1 ==>\|replace, skipRange\| c0n2/);
    expect(twice).toMatch(/c0n0 ==>\|skipRange\| c0n2/);
    // An install left without a way up is stranded (upgrade-path-lost), and drawn so.
    const lost = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  skips: [foo.v0.1.0]\n- name: foo.v0.3.0\n  skips: ' +
        '[foo.v0.2.0]\n- name: foo.v0.4.0\n  skips: [foo.v0.3.0]\n',
      versions(4),
    );
    const lostBase = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  skips: [foo.v0.1.0]\n- name: foo.v0.3.0\n  skips: [foo.v0.2.0]\n',
      versions(3),
    );
    const st = diffPair({ catalog: 'cat', base: validated(lostBase), head: validated(lost) }).pictures[0]!.change!;
    expect(st.channels[0]!.nodes.filter((n) => n.stranded).map((n) => n.name)).toEqual(['foo.v0.2.0']);
    const drawn = renderChangeGraph(st);
    expect(drawn).toMatch(/c0n1\["foo\.v0\.2\.0 \(stranded\)"\]/);
    expect(drawn).toMatch(/class c0n1 stranded/);
    await expect(mermaid.parse(drawn)).resolves.toBeTruthy();
  });

  it('highlights every head of a channel the change leaves with several', async () => {
    const base = foo(chain(2), versions(2));
    const head = foo(`${chain(2)}- name: foo.v0.3.0\n  replaces: foo.v0.1.0\n`, versions(3));
    const g = diffPair({ catalog: 'cat', base: validated(base), head: validated(head) }).pictures[0]!.change!;
    expect(g.channels[0]!.heads).toEqual(['foo.v0.2.0', 'foo.v0.3.0']);
    const text = renderChangeGraph(g);
    expect(text).toContain('subgraph c0["stable (default) — 2 heads"]');
    expect(text).toContain('c0n1["foo.v0.2.0 (one of several heads)"]');
    expect(text).toMatch(/class c0n1,c0n2 heads\n/);
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it('draws a 200-entry channel around the change, saying how many bundles it leaves out', async () => {
    const g = diffPair({ catalog: 'cat', base: validated(release(200)[0]), head: validated(release(200)[1]) })
      .pictures[0]!.change!;
    const ch = g.channels[0]!;
    expect(ch.nodes.length).toBeLessThanOrEqual(40);
    expect(ch.nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['foo.v0.201.0', 'foo.v0.200.0']));
    expect(ch.hidden).toBe(201 - ch.nodes.length);
    const text = renderChangeGraph(g);
    expect(text).toContain(`["${ch.hidden} unchanged bundles not shown"]`);
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it('cuts a long linear channel to the change, the rest one "… n more" node, top to bottom', async () => {
    const g = diffPair({ catalog: 'cat', base: validated(release(11)[0]), head: validated(release(11)[1]) })
      .pictures[0]!.change!;
    expect(g.channels[0]!.nodes).toHaveLength(12); // the diff keeps them all: the drawing cuts
    const text = renderChangeGraph(g);
    expect(text.split('\n')[0]).toBe('flowchart TB');
    expect(text).toContain('c0e0["… 10 more unchanged bundles"]');
    expect(text).toContain('c0e0 -.-> c0n10');
    expect(text).toContain('c0n10 ==>|replace| c0n11');
    expect(text).not.toContain('foo.v0.5.0');
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it('a whole chain added at once keeps its ends, and stacks top to bottom past four nodes', async () => {
    const g = diffPair({
      catalog: 'cat',
      base: validated(foo(chain(1), versions(1))),
      head: validated(foo(chain(10), versions(10))),
    }).pictures[0]!.change!;
    const text = renderChangeGraph(g);
    expect(text.split('\n')[0]).toBe('flowchart TB');
    expect(text.match(/^ {4}c0\w+\["/gm)).toHaveLength(5);
    expect(text).toContain('["… 6 more added bundles"]');
    expect(text).toContain('c0n9["+ foo.v0.10.0 (head)"]');
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it('a channel of one bundle and no edge is said in words, not drawn as one huge box', () => {
    const base = foo(chain(1), versions(1));
    const md = renderDiffMarkdown(across(['cat'], base, base + channelDoc('- name: foo.v0.1.0\n', 'fast')), 'pass');
    const section = md.slice(md.indexOf('### Changes by package'), md.indexOf('<details>'));
    expect(section).toContain(
      'No upgrade edge to draw: one bundle per changed channel (`fast`: `foo.v0.1.0` (added, head)).',
    );
    expect(section).not.toContain('```mermaid');
  });

  it('labels of hostile names parse and stay labels', async () => {
    const base = foo(chain(1), versions(1));
    const r = diffPair({ catalog: 'cat', base: validated(base), head: validated(foo(chain(2), versions(2))) });
    const g = r.pictures[0]!.change!;
    const hostile = {
      ...g,
      channels: g.channels.map((c) => ({
        ...c,
        channel: HOSTILE[5],
        nodes: c.nodes.map((n, i) => ({ ...n, name: HOSTILE[i]! })),
        edges: c.edges.map((e) => ({ ...e, from: HOSTILE[0], to: HOSTILE[1] })),
      })),
    };
    await expect(mermaid.parse(renderChangeGraph(hostile))).resolves.toBeTruthy();
    // The channel is a %%{init}%% directive: parse reports the configuration a diagram sets (none),
    // and every node and subgraph id is positional, whatever the names.
    const text = renderChangeGraph(hostile);
    expect(await mermaid.parse(text)).toMatchObject({ diagramType: 'flowchart-v2', config: {} });
    type Db = { getVertices(): Map<string, { text: string }>; getSubGraphs(): { id: string; title: string }[] };
    const api = (mermaid as unknown as { mermaidAPI: { getDiagramFromText(t: string): Promise<{ db: Db }> } })
      .mermaidAPI;
    const { db } = await api.getDiagramFromText(text);
    // The subgraph's own id is listed too: its `style` line (drawn without a fill) names it.
    expect([...db.getVertices().keys()]).toEqual(['c0n0', 'c0n1', 'c0']);
    expect(db.getSubGraphs().map((sg) => sg.id)).toEqual(['c0']);
  });
});

describe('CRD findings under their edge', () => {
  const str = crd(specSchema({ mode: { type: 'string' } }));
  const int = crd(specSchema({ mode: { type: 'integer' }, size: { type: 'integer' } }));
  const b = (version: string, c: unknown): BundleIn => ({ version, objects: [CSV, c as never] });
  const r = across(
    ['catalogs/v4.16', 'catalogs/v4.17'],
    catalogText([b('0.1.0', str)]),
    catalogText([b('0.1.0', str), b('0.2.0', int)]),
  );

  it('markdown: one edge heading, its problems nested below without repeating the edge', () => {
    const md = renderDiffMarkdown(r, 'fail');
    const doc = html(md);
    const edge = [...doc.querySelectorAll('li')].find((li) => li.textContent!.startsWith('Upgrade edge'))!;
    expect(edge.firstChild!.textContent).toBe('Upgrade edge');
    expect(edge.textContent).toContain('foo.v0.1.0 → foo.v0.2.0 (package foo, channel stable, catalogs/v4.16, v4.17):');
    const nested = [...edge.querySelectorAll('li')].map((li) => li.textContent);
    expect(nested).toEqual([
      expect.stringMatching(/^❌ crd-type-changed CRD widgets\.example\.com v1 \.spec\.mode: type: type changed/),
      'Fix: OLM v1 refuses to upgrade foo.v0.1.0 to foo.v0.2.0 over these CRD changes: keep the CRD of ' +
        'foo.v0.2.0 compatible with the old one (undo them, or make them in a new CRD version)',
    ]);
    expect(md.match(/Upgrade edge/g)).toHaveLength(1);
    expect(md.indexOf('Upgrade edge')).toBeLessThan(md.indexOf('```mermaid'));
  });

  it('text: the edge once for both catalogs, its problems indented below, then the fix', () => {
    const text = renderDiffText(r, 'fail');
    expect(text).toMatch(
      joined(
        /\ncatalogs\/v4\.16, v4\.17 \(2 catalogs\):\n/,
        /foo: upgrade edge foo\.v0\.1\.0 → foo\.v0\.2\.0 \(channel stable\):\n/,
        / {2}catalogs\/v4\.16\/foo\/catalog\.yaml:\d+:\d+: error crd-type-changed: /,
        /CRD widgets\.example\.com v1 \.spec\.mode: type.*\n/,
        / {2}fix: OLM v1 refuses to upgrade foo\.v0\.1\.0 to foo\.v0\.2\.0/,
      ),
    );
    expect(text.match(/upgrade edge foo\.v0\.1\.0/g)).toHaveLength(1);
  });

  it('as warnings (a catalog OLM v1 does not consume), still under their edge with the fix', () => {
    const warned = { ...r, findings: r.findings.map((f) => (f.edge ? { ...f, severity: 'warning' as const } : f)) };
    const md = renderDiffMarkdown(warned, 'pass');
    const warnings = md.slice(md.indexOf('### ⚠️ Warnings'));
    const edge = [...html(warnings).querySelectorAll('li')].find((li) => li.textContent!.startsWith('Upgrade edge'))!;
    expect([...edge.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^⚠️ crd-type-changed CRD widgets\.example\.com v1 \.spec\.mode: type/),
      expect.stringMatching(/^Fix: OLM v1 refuses to upgrade foo\.v0\.1\.0 to foo\.v0\.2\.0/),
    ]);
    expect(md.split('\n')[0]).toBe('## fbc-bot: ✅ pass — 0 errors, 1 warning introduced (2 findings in 2 catalogs)');
  });

  it('the JSON finding carries the edge', () => {
    expect(r.findings.filter((f) => f.rule === 'crd-type-changed').map((f) => f.edge)).toEqual([
      { from: 'foo.v0.1.0', to: 'foo.v0.2.0' },
      { from: 'foo.v0.1.0', to: 'foo.v0.2.0' },
    ]);
  });
});

describe('the budget with hostile names everywhere', () => {
  it('stays within the limit, errors first and counted, cut named', () => {
    const findings = HOSTILE.flatMap((name, i) =>
      Array.from({ length: 300 }, (_, k) => ({
        rule: k % 2 === 0 ? ('upgrade-path-lost' as const) : ('edge-removed' as const),
        severity: k % 2 === 0 ? ('error' as const) : ('warning' as const),
        message: `installs of "${name}${'x'.repeat(400)}" in channel "${name}" are stranded ${k}`,
        catalog: `catalogs/${name}`,
        package: name,
        channel: name,
        introduced: true,
        file: `catalogs/${name}/c.yaml`,
        line: i + 1,
      })),
    );
    const base = release(30);
    const r = across(
      HOSTILE.map((n) => `catalogs/${n}`),
      ...base,
    );
    const md = renderDiffMarkdown({ ...r, findings: [...r.findings, ...findings] }, 'fail');
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const errors = md.split('\n').filter((l) => l.startsWith('- ❌')).length;
    const more = /- …and (\d+) more errors/.exec(md);
    expect(errors + Number(more?.[1] ?? 0)).toBe(HOSTILE.length * 150);
    expect(md).toMatch(/_Left out to stay within GitHub's comment size limit: \d+ of 1800 errors, \d+ package changes/);
    const doc = html(md);
    expect(doc.querySelectorAll('img, a, h1, h5, h6, del, s, script').length).toBe(0);
  });
});

describe('findings by rule', () => {
  const f = (message: string, rule: Finding['rule'] = 'channel-removed'): Merged => ({
    finding: { rule, severity: 'warning', message, catalog: 'c' },
    catalogs: ['c'],
  });

  it('says a fix every message of the rule ends with once, and only an instruction counts as one', () => {
    const items = ruleItems(
      [
        f('channel "a" is removed; keep the channel until they have moved'),
        f('channel "b" is removed; keep the channel until they have moved'),
      ],
      () => undefined,
    ).map((item) => item());
    expect(items.join('\n').match(/keep the channel/g)).toHaveLength(1);
    expect(items.join('\n')).toContain('Fix: keep the channel until they have moved');
    expect(items[1]).toBe('- ⚠️ channel `b` is removed — c');
    const notFix = ruleItems(
      [f('x; OLM v1 runs it on the cluster'), f('y; OLM v1 runs it on the cluster')],
      () => undefined,
    ).map((item) => item());
    expect(notFix.join('\n')).not.toContain('Fix:');
  });
});

describe('what blocks', () => {
  const at = {
    catalog: 'catalogs/v4.16',
    package: 'foo',
    file: 'catalogs/v4.16/foo/catalog.yaml',
    line: 9,
    introduced: true,
  } as const;
  const fix = 'add a `replaces`, `skips` or `skipRange` on a newer bundle that covers them';
  const findings: Finding[] = [
    {
      ...at,
      rule: 'ownership-unapproved',
      severity: 'error',
      message: 'package "foo" is not approved: "alice" can approve',
    },
    {
      ...at,
      rule: 'channel-stranded-bundles',
      severity: 'error',
      channel: 'stable',
      message:
        'channel "stable" strands foo.v0.1.0: they are neither on the head\'s replaces chain nor skipped by any entry',
    },
    {
      ...at,
      rule: 'upgrade-path-lost',
      severity: 'error',
      channel: 'stable',
      message:
        `installs of foo.v0.1.0 in channel "stable" are stranded by this change (OLM classic): nothing ` +
        `upgrades them to foo.v0.3.0 any more; ${fix}`,
    },
    {
      ...at,
      rule: 'image-registry-not-allowed',
      severity: 'error',
      message: 'bundle image "x.io/foo:1" is not from an allowed registry',
      line: 55,
    },
  ];
  const md = renderDiffMarkdown({ findings, changes: [], pictures: [] }, 'fail');
  const blocks = md.slice(md.indexOf('### ❌ What blocks'), md.indexOf('\n\n', md.indexOf('### ❌ What blocks') + 20));

  it('counts the errors to fix as ❌ and says the approval apart, in the heading and in the list', () => {
    expect(md.split('\n')[0]).toBe(
      '## fbc-bot: ❌ fail — 2 errors, 0 warnings introduced (3 findings in 1 catalog); approval pending',
    );
    expect(blocks.match(/❌ `/g)).toHaveLength(3);
    expect(blocks.match(/⏳ `ownership-unapproved`/g)).toHaveLength(1);
  });

  it('lists catalog errors first, then the stranding, the approval last', () => {
    const order = [
      'image-registry-not-allowed',
      'upgrade-path-lost',
      'channel-stranded-bundles',
      'ownership-unapproved',
    ].map((rule) => blocks.indexOf(`\`${rule}\``));
    expect(order.every((p) => p > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("says one channel's stranding once: one heading, both findings below it, the fix once", () => {
    const doc = html(md);
    const item = [...doc.querySelectorAll('li')].find((li) => li.textContent!.startsWith('Stranded installs'))!;
    expect(item.firstChild!.textContent).toBe('Stranded installs');
    expect(item.textContent).toContain('in channel stable (package foo, catalogs/v4.16 foo/catalog.yaml:9):');
    expect([...item.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '❌ upgrade-path-lost installs of foo.v0.1.0 in channel stable are stranded by this change (OLM ' +
        'classic): nothing upgrades them to foo.v0.3.0 any more',
      "❌ channel-stranded-bundles channel stable strands foo.v0.1.0: they are neither on the head's " +
        'replaces chain nor skipped by any entry',
      'Fix: add a replaces, skips or skipRange on a newer bundle that covers them',
    ]);
    expect(md.match(/newer bundle that covers them/g)).toHaveLength(1);
  });

  it('names every finding id once, on one line at the end', () => {
    expect(md.split('\n').slice(0, 4).join('\n')).not.toContain('`upgrade-path-lost`');
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      'Finding ids reported: `channel-stranded-bundles`, `image-registry-not-allowed`, ' +
        '`ownership-unapproved`, `upgrade-path-lost`.',
    );
  });

  it('only an approval missing: the heading waits, nothing is counted to fix', () => {
    const pending = renderDiffMarkdown({ findings: findings.slice(0, 1), changes: [], pictures: [] }, 'pending');
    expect(pending.split('\n')[0]).toBe('## fbc-bot: ⏳ awaiting approval — 0 errors, 0 warnings introduced');
    expect(pending).toContain('### ⏳ What blocks');
    expect(pending).not.toContain('❌');
  });
});
