// Any string, rendered as GitHub-flavoured Markdown through each escape, comes back as the same
// visible text and makes no element: checked on random mixtures of the characters that matter.
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { htmlText, mdCode, mdMessage, mdText } from '../../src/escape/markdown.js';
import { textSafe } from '../../src/escape/text.js';

const PIECES = [
  ...'<>&@#`*_[]()|~$\\!:/.= \t\n\u001b\u2028"\'-+{}%^wh1',
  'www.',
  'http://',
  '<!--',
  '-->',
  '```',
  '~~',
  '&amp;',
  '&#64;',
  '<img src=x>',
  '![a](b)',
  '# ',
  '\n- ',
  '\n1. ',
  '\n> ',
];
const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((a) => a.join(''));

// One document for every run: a JSDOM per rendering would exhaust the heap.
const page = new JSDOM('').window.document;

function render(md: string): HTMLElement {
  const root = page.createElement('div');
  root.innerHTML = marked.parse(md, { gfm: true, async: false });
  return root;
}

const visible = (root: HTMLElement): string => (root.textContent ?? '').replace(/\u2060/g, '');

describe('markdown escapes hold for any string', () => {
  it('mdText in a paragraph', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const doc = render(`x ${mdText(s)} y`);
        expect(doc.querySelectorAll('*:not(p)').length).toBe(0);
        expect(visible(doc)).toBe(`x ${textSafe(s)} y\n`);
      }),
      { numRuns: 300 },
    );
  });

  it('htmlText in a summary', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const doc = render(`<details><summary>x ${htmlText(s)} y</summary>\n\n</details>\n`);
        expect([...doc.querySelectorAll('*')].map((e) => e.tagName)).toEqual(['DETAILS', 'SUMMARY']);
        expect(doc.querySelector('summary')!.textContent!.replace(/\u2060/g, '')).toBe(`x ${textSafe(s)} y`);
      }),
      { numRuns: 300 },
    );
  });

  it('mdCode and mdMessage', () => {
    expect(mdCode('')).toBe('""');
    // Found by this property: adjacent quoted values once merged their fences.
    expect(render(`x ${mdMessage('a "```""![a](b)" b')} y`).querySelectorAll('*:not(p):not(code)').length).toBe(0);
    fc.assert(
      fc.property(
        hostile.filter((s) => s !== ''),
        (s) => {
          const code = render(`x ${mdCode(s)} y`);
          expect([...code.querySelectorAll('*')].map((e) => e.tagName)).toEqual(['P', 'CODE']);
          // Padding keeps spaces and backticks at either end: the span shows exactly the text.
          expect(code.querySelector('code')!.textContent!.replace(/\u2060/g, '')).toBe(textSafe(s));
          // No `<`, `>` or `&` of the text reaches the source raw: it could spell an HTML comment there.
          expect(mdCode(s).replace(/^<code>|<\/code>$/g, '')).not.toMatch(/[<>]|&(?!(?:amp|lt|gt);)/);
          const message = render(`x ${mdMessage(`a "${s}" b`)} y`);
          expect(message.querySelectorAll('*:not(p):not(code)').length).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
