// The fast scanner must decode exactly like the complete decoder wherever it does not bail:
// on every corpus file, on go-yaml's scalar forms, and on generated YAML.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BAIL, decodeYamlFast } from '../../src/catalog/goyaml/fast.js';
import { decodeYamlFull } from '../../src/catalog/goyaml/full.js';
import { splitYamlChunks } from '../../src/catalog/document-stream.js';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';

function agree(text: string): 'fast' | 'bail' {
  const fast = decodeYamlFast(text);
  if (fast === BAIL) return 'bail';
  const full = decodeYamlFull(text);
  expect(full.ok, `full decoder rejected what the fast path accepted:\n${text.slice(0, 300)}`).toBe(true);
  if (full.ok) expect(fast).toEqual(full.value);
  return 'fast';
}

function files(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) files(p, out);
    else if (n.endsWith('.yaml')) out.push(p);
  }
  return out;
}

const corpus = join(SHARED, 'corpus');

describe.skipIf(!hasSharedParts('corpus'))(skipNote('fast path = full decoder on every corpus file', 'corpus'), () => {
  let fastBytes = 0;
  let allBytes = 0;
  // A pull request's base and head, and the OCP versions of one package, share most of their documents
  // (60% of the corpus's bytes repeat a document seen before): both decoders are pure, so a document's
  // text is compared once and its answer counted wherever it occurs.
  const seen = new Map<string, 'fast' | 'bail'>();
  it.each(existsSync(corpus) ? files(corpus) : [])('%s', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const c of splitYamlChunks(text).chunks) {
      const doc = text.slice(c.start, c.end);
      const key = createHash('sha256').update(doc).digest('base64');
      let path = seen.get(key);
      if (path === undefined) seen.set(key, (path = agree(doc)));
      allBytes += c.end - c.start;
      if (path === 'fast') fastBytes += c.end - c.start;
    }
  });
  it('takes the fast path for nearly all of the corpus (what `opm render` writes)', () => {
    expect(fastBytes / allBytes).toBeGreaterThan(0.95);
  });
});

// Every scalar form go-yaml v2 resolves specially (opm-validate.md L-P6), with opm's JSON value.
const SCALARS: [string, unknown][] = [
  ['y', true],
  ['Y', true],
  ['yes', true],
  ['Yes', true],
  ['YES', true],
  ['on', true],
  ['On', true],
  ['ON', true],
  ['n', false],
  ['N', false],
  ['no', false],
  ['No', false],
  ['NO', false],
  ['off', false],
  ['Off', false],
  ['OFF', false],
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
  ['~', null],
  ['null', null],
  ['Null', null],
  ['NULL', null],
  ['', null],
  ['010', 8],
  ['0o17', 15],
  ['0x1F', 31],
  ['0b101', 5],
  ['-0b11', -3],
  ['1_000', 1000],
  ['+5', 5],
  ['-5', -5],
  ['0', 0],
  ['1.10', 1.1],
  ['0.2', 0.2],
  ['.5', 0.5],
  ['1e3', 1000],
  ['1.0', 1],
  ['-1.5e-3', -0.0015],
  ['2021-02-21', '2021-02-21'],
  ['2001-12-14t21:59:43.10-05:00', '2001-12-14t21:59:43.10-05:00'],
  ['9223372036854775807', Number(2n ** 63n - 1n)],
  ['18446744073709551615', Number(2n ** 64n - 1n)],
  ['1.2.3', '1.2.3'],
  ['0.1.0', '0.1.0'],
  ['v1', 'v1'],
  ['09', 9],
  ['0x', '0x'],
  ['1:20', '1:20'],
  ['yess', 'yess'],
  ['<<', '<<'],
  ['=', '='],
  ['0b', '0b'],
  ['1__0', 10],
  ['+.5', 0.5],
  ['.', '.'],
  ['-', undefined],
];

describe('go-yaml v2 scalar forms', () => {
  it.each(SCALARS.filter(([s]) => s !== '-' && s !== '<<'))('value %j', (written, expected) => {
    const text = `k: ${written}\n`;
    const full = decodeYamlFull(text);
    expect(full.ok && full.value).toEqual({ k: expected });
    // The fast path reads every one of these forms itself: a bail would skip the comparison.
    expect(decodeYamlFast(text)).toEqual({ k: expected });
  });

  it.each(['.inf', '-.Inf', '+.INF', '.nan', '.NaN'])('%s cannot become JSON', (written) => {
    expect(decodeYamlFast(`k: ${written}\n`)).toBe(BAIL);
    const r = decodeYamlFull(`k: ${written}\n`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/unsupported value/);
  });

  it('turns non-string keys into strings like sigs.k8s.io/yaml', () => {
    expect(decodeYamlFull('1: a\n1.5: b\ntrue: c\non: d\n0x10: e\n')).toEqual({
      ok: true,
      value: { 1: 'a', '1.5': 'b', true: 'd', 16: 'e' },
    });
    expect(decodeYamlFull('~: a\n').ok).toBe(false);
  });
});

describe('a document inside a larger text', () => {
  // The scanner searches the document alone for `: `, ` #` and tabs: what follows it, and
  // what a search from an earlier offset found, must not leak into it.
  const doc = 'a: x#y\nb: y z\nc: http://h:80/p\n';
  it.each([
    ['a comment after it', '#c\n'],
    ['a tab after it', 'd:\t1\n'],
    ['a `: ` in the next line', 'q: r\n'],
    ['a `:` at the very end', 'z:'],
  ])('%s', (_, after) => {
    const text = `${doc}---\n${after}`;
    expect(decodeYamlFast(text, 0, doc.length)).toEqual({ a: 'x#y', b: 'y z', c: 'http://h:80/p' });
  });

  it('a comment, tab or `key: ` inside the document still counts', () => {
    for (const bad of ['a: x #c\n', 'a: x\ty\n', 'a: x: y\n', 'a: x\n  y: z\n']) {
      const text = `${doc}${bad}---\nq: r\n`;
      expect(decodeYamlFast(text, 0, doc.length + bad.length)).toBe(BAIL);
    }
  });
});

describe('hostile shapes (test/hostile): both decoders give the same value', () => {
  const big = '9'.repeat(5000);
  it.each([
    ['prototype names as keys', '__proto__: a\nconstructor: b\ntoString: c\nhasOwnProperty:\n  __proto__: d\n'],
    ['an integer of 5,000 digits (no int64: a string, as ParseFloat overflows)', `k: ${big}\n`],
    ['a negative hexadecimal past 64 bits', `k: -0x${'f'.repeat(40)}\n`],
    ['binary with 100 leading zeros', `k: 0b${'0'.repeat(100)}101\n`],
    ['a 100 KB plain scalar', `k: ${'x'.repeat(100_000)}\n`],
    ['a 100 KB double-quoted scalar with escapes', `k: "${'\\t'.repeat(50_000)}"\n`],
  ])('%s', (_, text) => {
    const full = decodeYamlFull(text);
    expect(full.ok).toBe(true);
    // Each shape is within the fast path's subset: it must decode it, and to the same value.
    const fast = decodeYamlFast(text);
    expect(fast).not.toBe(BAIL);
    if (full.ok) expect(fast).toEqual(full.value);
  });

  it('an aliased huge integer resolves like the anchored one, and as the scalar written in place', () => {
    const full = decodeYamlFull(`a: &n ${big}\nb: [*n, *n]\n`);
    expect(full).toEqual({ ok: true, value: { a: big, b: [big, big] } });
    expect(decodeYamlFast(`a: ${big}\n`)).toEqual({ a: big });
  });

  it('prototype names are own keys in both', () => {
    const text = '__proto__: x\n';
    const fast = decodeYamlFast(text);
    const full = decodeYamlFull(text);
    expect(fast !== BAIL && Object.keys(fast as object)).toEqual(['__proto__']);
    expect(full.ok && Object.keys(full.value as object)).toEqual(['__proto__']);
  });
});

const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9._/-]{0,12}$/);
const tricky = fc.constantFrom(
  ...SCALARS.map(([s]) => s),
  'a: b',
  'a #b',
  '#x',
  '- x',
  '"q"',
  "'s'",
  'multi\nline',
  'trail \n\nx',
  'tab\there',
  'é ü 中',
  '{a}',
  '[b]',
  '*c',
  '&d',
  '!e',
  '|',
  '>',
  '%',
  '@',
  '`',
  'x:',
  ' lead',
  'trail ',
  '\\back',
  'emoji 😀',
);
const scalar = fc.oneof(
  word,
  tricky,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('map')),
  list: fc.array(tie('node'), { maxLength: 4 }),
  map: fc.dictionary(word, tie('node'), { maxKeys: 5 }),
})).map;

describe('generated YAML', () => {
  it('the fast path never disagrees with the full decoder', () => {
    let fast = 0;
    fc.assert(
      fc.property(
        value,
        fc.constantFrom(20, 40, 80),
        fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL'),
        (doc, lineWidth, defaultStringType) => {
          let text: string;
          try {
            text = stringify(doc, {
              lineWidth,
              minContentWidth: 10,
              defaultStringType: defaultStringType as never,
              indentSeq: false,
            });
          } catch {
            return;
          }
          if (agree(text) === 'fast') fast++;
        },
      ),
      { numRuns: 600 },
    );
    expect(fast).toBeGreaterThan(100);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        decodeYamlFast(s);
        decodeYamlFull(s);
      }),
      { numRuns: 500 },
    );
  });
});
