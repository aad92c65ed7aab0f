// The Mermaid picture must parse with Mermaid's own parser, for the examples and for every
// package of every real catalog in ../shared/corpus.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogDir } from '../../src/source/fs-source.js';
import { packageGraph } from '../../src/graph/graph-json.js';
import { mermaidText, renderMermaid } from '../../src/graph/graph-mermaid.js';
import { textSafe } from '../../src/escape/text.js';
import { packageViews } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { basicCatalog } from '../helpers/fixture.js';
import { loadMermaid, type Mermaid } from '../helpers/mermaid.js';
import { SHARED, skipNote } from '../helpers/shared.js';
import { writeTree } from '../helpers/validate.js';
import { HOSTILE, hostileGraph } from '../report/hostile.js';

let mermaid: Mermaid;

beforeAll(async () => {
  mermaid = await loadMermaid();
});

function render(dir: string): string[] {
  const r = validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries });
  return packageViews(r.model, r.deprecated).map((v) => renderMermaid([packageGraph(v)], () => v.deprecatedChannels));
}

describe('mermaid', () => {
  it('escapes what would break a label', () => {
    expect(mermaidText('a "b" <c> #d')).toBe('a #quot;b#quot; #lt;c#gt; #35;d');
  });

  it('styles heads, skipped, deprecated and missing bundles, and parses', async () => {
    const dep =
      '---\nschema: olm.deprecations\npackage: foo\nentries:\n- reference:\n    schema: olm.bundle\n    ' +
      'name: foo.v0.1.0\n  message: old\n';
    const text =
      basicCatalog().replace(
        '  replaces: foo.v0.1.0\n',
        '  replaces: foo.v0.1.0\n  skips: ["gone.v0.0.1 <\\"x\\">"]\n',
      ) + dep;
    const [out] = render(writeTree({ 'catalog.yaml': text }));
    expect(out).toContain('subgraph p0c0["foo / stable (default)"]');
    expect(out).toContain('p0c0n0 -->|replace| p0c0n1');
    expect(out).toMatch(/class p0c0n0 deprecated/);
    expect(out).toMatch(/class p0c0n1 head/);
    expect(out).toMatch(/class p0c0n2 missing/);
    await expect(mermaid.parse(out!)).resolves.toBeTruthy();
  });

  it('hostile names parse, only as label text: no directive applied, ids independent of names', async () => {
    const out = renderMermaid([hostileGraph()], () => new Set([HOSTILE[1]]));
    // parse reports the configuration a diagram sets (front matter, %%{init}%% directives): none.
    expect(await mermaid.parse(out)).toMatchObject({ diagramType: 'flowchart-v2', config: {} });
    type Db = { getVertices(): Map<string, { text: string }>; getSubGraphs(): { id: string; title: string }[] };
    const api = (mermaid as unknown as { mermaidAPI: { getDiagramFromText(t: string): Promise<{ db: Db }> } })
      .mermaidAPI;
    const { db } = await api.getDiagramFromText(out);
    // Mermaid keeps entity codes encoded until it draws; decoded, each label is the name as shown.
    const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };
    const decode = (t: string): string =>
      t
        .replace(/ﬂ°°(\d+)¶ß/g, (_, n: string) => String.fromCharCode(Number(n)))
        .replace(/ﬂ°(\w+)¶ß/g, (_, n: string) => named[n]!);
    const shown = (s: string): string => s.replace(/\n/g, '\\n').replace(/\u001b/g, '\\u001b');
    const vertices = [...db.getVertices()];
    // Channels laid out in rows are linked by their subgraph ids, which Mermaid lists as vertices too.
    expect(vertices.every(([id]) => /^p0c\d+(n\d+)?$/.test(id))).toBe(true);
    expect(db.getSubGraphs().every((g) => /^p0c\d+$/.test(g.id))).toBe(true);
    const labels = new Set([
      ...vertices.map(([, v]) => decode(v.text)),
      ...db.getSubGraphs().map((g) => decode(g.title)),
    ]);
    for (const name of HOSTILE.slice(2)) expect(labels).toContain(shown(name));
    expect(labels).toContain(`${shown(HOSTILE[0])} / ${shown(HOSTILE[1])} (default, deprecated)`);
  });

  it('any name parses and comes back as its label', async () => {
    const pieces = [
      ...'#"<>%&`{}[]()|;:@\\-=~*_ \n\t\u001bwa1',
      '%%{init: {"theme":"dark"}}%%',
      '-->',
      ':::',
      'end',
      'subgraph',
      '```',
      '#quot;',
      '#35;',
    ];
    const name = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 20 }).map((a) => a.join(''));
    const api = (
      mermaid as unknown as {
        mermaidAPI: {
          getDiagramFromText(t: string): Promise<{ db: { getVertices(): Map<string, { text: string }> } }>;
        };
      }
    ).mermaidAPI;
    const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };
    const decode = (t: string): string =>
      t
        .replace(/ﬂ°°(\d+)¶ß/g, (_, n: string) => String.fromCharCode(Number(n)))
        .replace(/ﬂ°(\w+)¶ß/g, (_, n: string) => named[n]!);
    await fc.assert(
      fc.asyncProperty(name, name, async (a, b) => {
        const graph = {
          package: 'p',
          defaultChannel: 'c',
          channels: [
            {
              channel: 'c',
              entries: [
                { name: a, deprecated: false },
                { name: `${b}x`, deprecated: false },
              ],
              edges: [{ from: a, to: `${b}x`, via: ['replaces' as const] }],
              successors: { v1: {} },
            },
          ],
        };
        const out = renderMermaid([graph]);
        expect(await mermaid.parse(out)).toMatchObject({ config: {} });
        // Mermaid trims a label's outer spaces when it draws; nothing else may differ.
        const shown = (l: string): string => l.replace(/ +/g, ' ').trim();
        // The subgraph is listed as a vertex too (its `style` line names it): not a label.
        const labels = [...(await api.getDiagramFromText(out)).db.getVertices()]
          .filter(([id]) => !/^p\d+c\d+$/.test(id))
          .map(([, v]) => shown(decode(v.text)));
        expect(labels).toEqual([...new Set([textSafe(a), textSafe(`${b}x`)])].map(shown));
      }),
      { numRuns: 100 },
    );
  });

  it('rejects what is not Mermaid (the parser is really checking)', async () => {
    await expect(mermaid.parse('flowchart LR\n  a["x" -->|y| \n')).rejects.toThrow();
  });

  const corpus = join(SHARED, 'corpus');
  const dirs: string[] = [];
  if (existsSync(corpus)) {
    for (const v of readdirSync(join(corpus, 'head', 'catalogs'))) dirs.push(join(corpus, 'head', 'catalogs', v));
    for (const pr of readdirSync(join(corpus, 'prs')).filter((d) => !d.endsWith('.tsv'))) {
      for (const side of ['base', 'head']) {
        const c = join(corpus, 'prs', pr, side, 'catalogs');
        if (existsSync(c)) for (const v of readdirSync(c)) dirs.push(join(c, v));
      }
    }
  }
  describe.skipIf(dirs.length === 0)(skipNote('every corpus package renders to Mermaid that parses', 'corpus'), () => {
    // A pull request's base and head, and one package across OCP versions, mostly render the same graphs: Mermaid's
    // parser is pure, so each distinct text is parsed once (every directory is still rendered).
    const parsed = new Set<string>();
    it.each(dirs)('%s', async (dir) => {
      for (const out of render(dir)) {
        if (parsed.has(out)) continue;
        await expect(mermaid.parse(out)).resolves.toBeTruthy();
        parsed.add(out);
      }
    });
  });
});
