// The pictures as GitHub draws them in a comment: a diagram wider than the comment shrinks with
// its text, so their layout is bounded in boxes per row; their colours must read on GitHub's light
// and dark pages; the entry that strands installs is pointed at, with every edge into it.
import { describe, expect, it } from 'vitest';
import { diffPair } from '../../src/diff/diff.js';
import { renderMermaid, type PicturePackage } from '../../src/graph/graph-mermaid.js';
import { packRows, rankWidth } from '../../src/graph/mermaid-style.js';
import { renderChangeGraph } from '../../src/report/change-graph-mermaid.js';
import { foo, validated } from '../helpers/diff-catalogs.js';

// WCAG 2 relative luminance and contrast ratio.
const channel = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel(((n >> 16) & 255) / 255) +
    0.7152 * channel(((n >> 8) & 255) / 255) +
    0.0722 * channel((n & 255) / 255)
  );
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const PAGES = ['#ffffff', '#0d1117']; // GitHub's light and dark page backgrounds

/** Every colour a diagram sets: its classes' fill, border and text, and its edges'. */
function colours(text: string): { boxes: Record<string, string>[]; edges: string[]; unfilled: string[] } {
  const boxes = [...text.matchAll(/^ *classDef (\w+) (.*)$/gm)].map(([, name, style]): Record<string, string> => ({
    name: name!,
    ...Object.fromEntries(style!.split(',').map((kv) => kv.split(':') as [string, string])),
  }));
  const edges = [...text.matchAll(/^ *linkStyle [\d,]+ .*stroke:(#[0-9a-f]{6})/gm)].map((m) => m[1]!);
  // The subgraphs drawn without a fill, so that the page is what lies behind an edge.
  const unfilled = [...text.matchAll(/^ *style (\w+) fill:none,stroke:(#[0-9a-f]{6})$/gm)].map(([, id, stroke]) => {
    boxes.push({ name: id!, stroke: stroke! });
    return id!;
  });
  return { boxes, edges, unfilled };
}

function expectReadable(text: string): void {
  const { boxes, edges, unfilled } = colours(text);
  const subgraphs = [...text.matchAll(/^ *subgraph (\w+)\[/gm)].map((m) => m[1]);
  expect(unfilled.sort()).toEqual(subgraphs.sort());
  for (const b of boxes) {
    if (b.stroke)
      for (const page of PAGES)
        expect(contrast(b.stroke, page), `${b.name} border on ${page}`).toBeGreaterThanOrEqual(3);
    if (b.fill && b.fill !== 'none') expect(contrast(b.color!, b.fill), `${b.name} text`).toBeGreaterThanOrEqual(4.5);
  }
  for (const e of edges)
    for (const page of PAGES) expect(contrast(e, page), `edge ${e} on ${page}`).toBeGreaterThanOrEqual(3);
}

/**
 * How wide a drawing lies, in boxes: per subgraph its widest rank, subgraphs in rows by the
 * invisible links (`a ~~~ b`: b a row below a), and the widest row.
 */
function widthInBoxes(text: string): number {
  const lines = text.split('\n');
  const boxes = new Map<string, string[]>();
  const links = new Map<string, [string, string][]>();
  let inside: string | undefined;
  const below: [string, string][] = [];
  for (const line of lines) {
    const sg = /^ *subgraph (\w+)\[/.exec(line);
    if (sg) {
      inside = sg[1]!;
      boxes.set(inside, []);
      links.set(inside, []);
      continue;
    }
    if (/^ *end$/.test(line)) continue;
    const node = /^ *(\w+)\["/.exec(line);
    if (node && inside) boxes.get(inside)!.push(node[1]!);
    const link = /^ *(\w+) (?:-->|==>|-\.->)(?:\|[^|]*\|)? (\w+)$/.exec(line);
    if (link) {
      const owner = [...boxes].find(([, ns]) => ns.includes(link[1]!))![0];
      links.get(owner)!.push([link[1]!, link[2]!]);
    }
    const hidden = /^ *(\w+) ~~~ (\w+)$/.exec(line);
    if (hidden) below.push([hidden[1]!, hidden[2]!]);
  }
  const row = new Map([...boxes.keys()].map((id) => [id, 0]));
  for (const [a, b] of below) row.set(b, Math.max(row.get(b)!, row.get(a)! + 1));
  const perRow = new Map<number, number>();
  for (const [id, ns] of boxes)
    perRow.set(row.get(id)!, (perRow.get(row.get(id)!) ?? 0) + rankWidth(ns, links.get(id)!));
  return Math.max(...perRow.values());
}

const entries = (n: number, extra: (i: number) => string = () => ''): string =>
  Array.from({ length: n }, (_, i) => `- name: foo.v0.${i + 1}.0\n${extra(i + 1)}`).join('');
const versions = (n: number): string[] => Array.from({ length: n }, (_, i) => `0.${i + 1}.0`);

describe('the change graph', () => {
  // The demo's pull request: v0.4.0 replaces and skips v0.3.0, which leaves classic's order, and
  // with it the way up of v0.1.0 and v0.2.0 (v0.3.0 replaced one and covered both by skipRange).
  const base = foo(
    entries(3, (i) =>
      i === 2 ? '  replaces: foo.v0.1.0\n' : i === 3 ? "  replaces: foo.v0.2.0\n  skipRange: '>=0.1.0 <0.3.0'\n" : '',
    ),
    versions(3),
  );
  const head = foo(
    entries(
      4,
      (i) =>
        ({
          2: '  replaces: foo.v0.1.0\n',
          3: "  replaces: foo.v0.2.0\n  skipRange: '>=0.1.0 <0.3.0'\n",
          4: '  replaces: foo.v0.3.0\n  skips: [foo.v0.3.0]\n',
        })[i] ?? '',
    ),
    versions(4),
  );
  const g = diffPair({ catalog: 'cat', base: validated(base), head: validated(head) }).pictures[0]!.change!;
  const text = renderChangeGraph(g);

  it('points at the entry that strands the installs, with every edge into it', () => {
    const nodes = g.channels[0]!.nodes;
    expect(nodes.filter((n) => n.stranded).map((n) => n.name)).toEqual(['foo.v0.1.0', 'foo.v0.2.0']);
    expect(nodes.filter((n) => n.cause).map((n) => n.name)).toEqual(['foo.v0.3.0']);
    expect(text).toContain('c0n2["foo.v0.3.0 (skipped: strands installs)"]');
    expect(text).toMatch(/^ {2}class c0n2 cause$/m);
    // Both ways up it cut: v0.2.0's replaces and v0.1.0's skipRange (an unchanged skipRange edge,
    // drawn because it ends at the cause).
    expect(text).toContain('c0n0 -->|skipRange| c0n2');
    expect(text).toContain('c0n1 -->|replace, skipRange| c0n2');
    expect(text).toContain('c0n2 ==>|replace, skip| c0n3');
  });

  it('runs top to bottom, one box wide for a chain, in colours that read on both GitHub themes', () => {
    expect(text.split('\n').slice(0, 3)).toEqual([
      'flowchart TB',
      '  subgraph c0["stable (default)"]',
      '    direction TB',
    ]);
    expect(widthInBoxes(text)).toBe(1);
    expectReadable(text);
  });
});

describe('the full graph', () => {
  const pkg = (channels: PicturePackage['channels']): PicturePackage => ({
    package: 'foo',
    defaultChannel: 'c0',
    channels,
  });
  const name = (i: number): string => `foo.v0.${i}.0`;

  it('draws 25 skips into one head as a line of its label, the entries skipped for nothing else left out', () => {
    // Like konflux-operator's channels: the head skips every older entry, which have no other edge.
    const n = 26;
    const text = renderMermaid([
      pkg([
        {
          channel: 'c0',
          head: name(n),
          entries: Array.from({ length: n }, (_, i) => ({ name: name(i + 1), deprecated: false })),
          edges: [
            ...Array.from({ length: n - 2 }, (_, i) => ({ from: name(i + 1), to: name(n), via: ['skips' as const] })),
            { from: name(n - 1), to: name(n), via: ['replaces' as const, 'skips' as const] },
          ],
        },
      ]),
    ]);
    expect(text).toContain('p0c0n1["foo.v0.26.0 — skips 24: foo.v0.1.0 … foo.v0.24.0"]');
    expect(text).toContain('p0c0n0 -->|replace, skip| p0c0n1');
    expect(text.match(/-->/g)).toHaveLength(1);
    expect(text).not.toContain('foo.v0.1.0"]');
    expect(widthInBoxes(text)).toBeLessThanOrEqual(2);
    expectReadable(text);
  });

  it('draws a skipRange over every older entry as a chain, each range said in its label', () => {
    // Like sailoperator's stable channel: each entry replaces the one before and covers all older ones.
    const n = 12;
    const edges = Array.from({ length: n }, (_, t) =>
      Array.from({ length: t }, (_, f) => ({
        from: name(f + 1),
        to: name(t + 1),
        via: f === t - 1 ? (['replaces', 'skipRange'] as const) : (['skipRange'] as const),
      })),
    ).flat();
    const text = renderMermaid([
      pkg([
        {
          channel: 'c0',
          head: name(n),
          entries: Array.from({ length: n }, (_, i) => ({ name: name(i + 1), deprecated: false })),
          edges: edges.map((e) => ({ ...e, via: [...e.via] })),
        },
      ]),
    ]);
    expect(text).toContain('p0c0n11["foo.v0.12.0 — skipRange covers 10: foo.v0.1.0 … foo.v0.10.0"]');
    // At most FAN_MAX edges beside the replaces one into an entry, none left floating.
    expect(widthInBoxes(text)).toBe(1);
    expect(text.match(/-->/g)!.length).toBeLessThanOrEqual(n - 1 + 2 * 2);
  });

  it('lays many channels out in rows at most three boxes wide, each a column', () => {
    const chain = (c: number): PicturePackage['channels'][number] => ({
      channel: `c${c}`,
      head: name(3),
      entries: [1, 2, 3].map((i) => ({ name: name(i), deprecated: false })),
      edges: [
        { from: name(1), to: name(2), via: ['replaces'] },
        { from: name(2), to: name(3), via: ['replaces'] },
      ],
    });
    const text = renderMermaid([pkg(Array.from({ length: 7 }, (_, c) => chain(c)))]);
    expect(text.split('\n')[0]).toBe('flowchart TB');
    expect(text.match(/^ {4}direction TB$/gm)).toHaveLength(7);
    expect(widthInBoxes(text)).toBe(3);
    expectReadable(text);
  });
});

describe('layout arithmetic', () => {
  it('ranks boxes as the layout does and packs rows within the budget', () => {
    expect(
      rankWidth(
        ['a', 'b', 'c', 'd'],
        [
          ['a', 'c'],
          ['b', 'c'],
          ['c', 'd'],
        ],
      ),
    ).toBe(2);
    expect(
      rankWidth(
        ['a', 'b', 'c'],
        [
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ],
      ),
    ).toBe(1);
    // A cycle (an error of its own) still has a width.
    expect(
      rankWidth(
        ['a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    ).toBe(2);
    expect(packRows([1, 2, 1, 1, 3, 1], 3)).toEqual([[0, 1], [2, 3], [4], [5]]);
  });
});
