// The review comment rendered the way GitHub would (GFM) must show every catalog string as text:
// no element, link, mention, strikethrough or comment made from a name, and it must stay within
// GitHub's size limit with every error shown or counted.
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../../src/diff/diff.js';
import { htmlText, mdCode, mdMessage, mdText } from '../../src/escape/markdown.js';
import type { Finding } from '../../src/model/finding.js';
import { COMMENT_LIMIT, renderDiffMarkdown } from '../../src/report/render-diff.js';
import { HOSTILE, hostileDiff } from './hostile.js';
import { joined } from '../helpers/regexp.js';

function html(md: string): Document {
  return new JSDOM(marked.parse(md, { gfm: true, async: false })).window.document;
}

/** What a reader sees, with the invisible word joiners that break mentions and links removed. */
const seen = (doc: Document): string => (doc.body.textContent ?? '').replace(/\u2060/g, '');

/** How a name shows once control characters are made visible. */
const shown = (s: string): string => s.replace(/\n/g, '\\n').replace(/\u001b/g, '\\u001b');

/** Text GitHub scans for mentions, issue references and bare links (code is never scanned). */
function scanned(doc: Document): string {
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const code of body.querySelectorAll('code')) code.remove();
  return body.textContent ?? '';
}

function comments(doc: Document): number {
  const walker = doc.createTreeWalker(doc.body, 128 /* NodeFilter.SHOW_COMMENT */);
  let n = 0;
  while (walker.nextNode()) n++;
  return n;
}

describe('markdown escaping', () => {
  it.each(HOSTILE)('%j stays text in a paragraph, a code span and raw HTML', (name) => {
    for (const md of [
      `x ${mdText(name)} y`,
      `x ${mdCode(name)} y`,
      `<details><summary>${htmlText(name)}</summary>\n\n</details>`,
    ]) {
      const doc = html(md);
      expect(
        doc.querySelectorAll('img, a, h1, h2, h3, h4, h5, h6, del, s, pre, script, table, ul, ol').length,
        md,
      ).toBe(0);
      expect(comments(doc), md).toBe(0);
      expect(seen(doc)).toContain(shown(name));
      expect(scanned(doc)).not.toMatch(/@\w|#\d|:\/\/|www\./);
    }
  });

  it('a message shows its quoted values as code, safely', () => {
    const doc = html(mdMessage('channel "~1.1.0 <img src=x> @octocat" has 2 heads: "a`b" and ""'));
    expect([...doc.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['~1.1.0 <img src=x> @octocat', 'a`b']);
    expect(seen(doc)).toBe('channel ~1.1.0 <img src=x> @octocat has 2 heads: a`b and ""\n');
    expect(doc.querySelectorAll('img, del, a').length).toBe(0);
  });

  it("a message's own code spans render as code, not as escaped backticks", () => {
    const doc = html(mdMessage('connect the others with `replaces` or `skips`; bundle a`b <img src=x> `@octocat`'));
    expect([...doc.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
      'replaces',
      'skips',
      'b <img src=x> ',
    ]);
    // A catalog's stray backtick pairs up with another, its content a span's: the rest still text.
    expect(seen(doc)).toBe('connect the others with replaces or skips; bundle ab <img src=x> @octocat`\n');
    expect(doc.querySelectorAll('img, del, a').length).toBe(0);
    // Spans side by side stay apart.
    expect([...html(mdMessage('`a``b`')).querySelectorAll('code')].map((c) => c.textContent)).toEqual(['a', 'b']);
  });

  it('a code span fences backticks and a table cell keeps its pipes', () => {
    expect(mdCode('a ``b`` c')).toBe('```a ``b`` c```');
    const doc = html(`| a | b |\n|---|---|\n| ${mdText('x|y')} | z |\n`);
    expect([...doc.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['x|y', 'z']);
  });
});

describe('the review comment', () => {
  it('shows hostile names only as text, in the headings, the findings and the graph titles', () => {
    const r = hostileDiff();
    const md = renderDiffMarkdown(r, 'fail');
    const doc = html(md);
    expect(doc.querySelectorAll('img, a, h1, h5, h6, del, s, script').length).toBe(0);
    expect([...doc.querySelectorAll('h2, h3')].map((h) => h.textContent)).toEqual([
      'fbc-bot: ❌ fail — 4 errors, 0 warnings introduced',
      '❌ What blocks',
      'Changes by package',
    ]);
    expect(comments(doc)).toBe(0);
    // One heading per changed package: no name opened a heading, list or table of its own.
    const packages = [...doc.querySelectorAll('h4')].map((h) => h.textContent!.replace(/\u2060/g, ''));
    expect(packages).toEqual(
      [...r.changes]
        .sort((a, b) => (a.package < b.package ? -1 : 1))
        .map((c) => `${shown(c.package)} — modified in ${shown(c.catalog)}`),
    );
    // Every fence holds exactly the diagram: no name closed it early.
    const graphs = [...doc.querySelectorAll('pre > code.language-mermaid')].map((c) => c.textContent);
    expect(graphs).toEqual(r.pictures.flatMap((p) => [p.before, p.after]));
    expect(
      [...doc.querySelectorAll('summary')]
        .map((s) => s.textContent!.replace(/\u2060/g, ''))
        .filter((s) => s.startsWith('Upgrade graphs of'))
        .sort(),
    ).toEqual(
      r.pictures.map((p) => `Upgrade graphs of ${shown(p.package)} before and after (${shown(p.catalog)})`).sort(),
    );
    for (const name of HOSTILE) expect(seen(doc)).toContain(shown(name));
    expect(scanned(doc)).not.toMatch(/@\w|#\d|:\/\/|www\./);
  });
});

describe('the comment budget', () => {
  const finding = (i: number, severity: Finding['severity'], channel: string): Finding => ({
    rule: severity === 'error' ? 'channel-multiple-heads' : severity === 'warning' ? 'edge-removed' : 'bundle-added',
    severity,
    message: `channel "${channel}" problem ${i}`,
    catalog: 'cat',
    package: 'foo',
    channel,
    file: 'cat/foo/catalog.yaml',
    line: i + 1,
    column: 1,
    introduced: true,
  });
  const errorsShownOrCounted = (md: string): number => {
    const errors = md.slice(
      md.indexOf('### ❌ What blocks'),
      md.indexOf('\n\n', md.indexOf('### ❌ What blocks') + 20),
    );
    const listed = errors.split('\n').filter((l) => l.startsWith('- ❌')).length;
    const more = /- …and (\d+) more errors/.exec(errors);
    return listed + (more ? Number(more[1]) : 0);
  };

  it('a long channel name does not push the errors out', () => {
    const long = 'c'.repeat(200_000);
    const r: DiffResult = {
      findings: [...Array.from({ length: 5 }, (_, i) => finding(i, 'error', long)), finding(9, 'info', long)],
      changes: [
        {
          catalog: 'cat',
          package: 'foo',
          status: 'modified',
          channels: [{ channel: long, status: 'modified', head: {}, edgesAdded: [], edgesRemoved: [] }],
          bundlesAdded: [],
          bundlesRemoved: [],
          bundlesModified: [],
        },
      ],
      pictures: [],
    };
    const md = renderDiffMarkdown(r, 'fail');
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md.split('\n').filter((l) => l.startsWith('- ❌'))).toHaveLength(5);
    expect(md).not.toContain('Left out');
  });

  it('thousands of findings: within the limit, every error shown or counted, the cut named', () => {
    const long = 'x'.repeat(70_000);
    const findings = [
      ...Array.from({ length: 3_000 }, (_, i) => finding(i, 'error', `${long}${i}`)),
      ...Array.from({ length: 2_000 }, (_, i) => finding(i, 'warning', 'stable')),
      ...Array.from({ length: 2_000 }, (_, i) => finding(i, 'info', 'stable')),
    ];
    const graph = `flowchart LR\n${'  a --> b\n'.repeat(1_000)}`;
    const change = {
      catalog: 'cat',
      package: 'foo',
      status: 'modified' as const,
      channels: [],
      bundlesAdded: [],
      bundlesRemoved: [],
      bundlesModified: [],
    };
    const r: DiffResult = {
      findings,
      changes: [change],
      pictures: [{ catalog: 'cat', package: 'foo', before: graph, after: graph }],
    };
    const md = renderDiffMarkdown(r, 'fail');
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toMatch(/^## fbc-bot: ❌ fail — 3000 errors, 2000 warnings introduced\n/);
    expect(errorsShownOrCounted(md)).toBe(3_000);
    expect(md).toMatch(
      joined(
        /_Left out to stay within GitHub's comment size limit: /,
        /\d+ of 3000 errors, 1 package changes, 2000 warnings, 1 upgrade graphs, 2000 changes\./,
      ),
    );
    expect(md.match(/<details>/g)?.length ?? 0).toBe(md.match(/<\/details>/g)?.length ?? 0);
  });

  it('a comment that fits is not cut, and the folded graphs go before the changes noted', () => {
    const r: DiffResult = {
      findings: [finding(1, 'info', 'stable')],
      changes: [],
      pictures: [{ catalog: 'cat', package: 'foo', after: 'flowchart LR\n  a --> b\n' }],
    };
    const md = renderDiffMarkdown(r, 'pass');
    expect(md).not.toContain('Left out');
    expect(md.indexOf('```mermaid')).toBeLessThan(md.indexOf('<summary>ℹ️ Changes noted (1)</summary>'));
  });

  it('renders only what it shows: a message is read to merge findings, again only when shown', () => {
    let reads = 0;
    const counted = (f: Finding): Finding => {
      const { message, ...rest } = f;
      return Object.defineProperty(rest, 'message', { enumerable: true, get: () => (reads++, message) }) as Finding;
    };
    const n = 20_000;
    const findings = [
      ...Array.from({ length: n }, (_, i) => counted(finding(i, 'warning', `stable${i}`))),
      ...Array.from({ length: n }, (_, i) =>
        counted({ ...finding(i, 'info', `fast${i}`), package: 'bar', introduced: false }),
      ),
    ];
    // What base already had is listed for the packages the change touches: bar here.
    const change = {
      catalog: 'cat',
      package: 'bar',
      status: 'modified' as const,
      channels: [],
      bundlesAdded: [],
      bundlesRemoved: [],
      bundlesModified: [],
    };
    const md = renderDiffMarkdown({ findings, changes: [change], pictures: [] }, 'pass');
    expect(md).toMatch(
      /_Left out to stay within GitHub's comment size limit: \d+ of 20000 warnings, 20000 findings already in base\./,
    );
    const shown = md.split('\n').filter((l) => l.startsWith('- ⚠️')).length;
    expect(shown).toBeGreaterThan(100);
    // Each message once to merge (its key) and once to render what is shown, never all twice.
    expect(reads).toBeLessThan(2 * n + 5 * shown);
  });
});
