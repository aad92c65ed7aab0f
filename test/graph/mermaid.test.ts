// The Mermaid picture must parse with Mermaid's own parser, for the examples and for every
// package of every real catalog in ../shared/corpus.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogDir } from '../../src/catalog/fs-source.js';
import { packageGraph } from '../../src/graph/graph-json.js';
import { mermaidText, renderMermaid } from '../../src/graph/mermaid.js';
import { packageViews } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { basicCatalog } from '../helpers/fixture.js';
import { SHARED, skipNote } from '../helpers/shared.js';
import { writeTree } from '../helpers/validate.js';

type Mermaid = { parse(text: string): Promise<unknown> };
let mermaid: Mermaid;

beforeAll(async () => {
  // Mermaid sanitises labels with DOMPurify, which needs a DOM.
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  mermaid = ((await import('mermaid')) as unknown as { default: Mermaid }).default;
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
    const dep = '---\nschema: olm.deprecations\npackage: foo\nentries:\n- reference:\n    schema: olm.bundle\n    name: foo.v0.1.0\n  message: old\n';
    const text = basicCatalog().replace('  replaces: foo.v0.1.0\n', '  replaces: foo.v0.1.0\n  skips: ["gone.v0.0.1 <\\"x\\">"]\n') + dep;
    const [out] = render(writeTree({ 'catalog.yaml': text }));
    expect(out).toContain('subgraph p0c0["foo / stable (default)"]');
    expect(out).toContain('p0c0n0 -->|replace| p0c0n1');
    expect(out).toMatch(/class p0c0n0 deprecated/);
    expect(out).toMatch(/class p0c0n1 head/);
    expect(out).toMatch(/class p0c0n2 missing/);
    await expect(mermaid.parse(out!)).resolves.toBeTruthy();
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
  describe.skipIf(dirs.length === 0)(skipNote('every corpus package renders to Mermaid that parses'), () => {
    it.each(dirs)('%s', async (dir) => {
      for (const out of render(dir)) await expect(mermaid.parse(out)).resolves.toBeTruthy();
    });
  });
});
