// opm's YAML (go-yaml v2 through sigs.k8s.io/yaml): the cases its emitter decides, each as go-yaml
// writes it. The emitter as a whole reproduces the 51 catalog files of ../shared/corpus/head byte
// for byte (see docs/templates.md).
import { expect, test } from 'vitest';
import { goYamlDocument, goYamlKeyLess } from '../../src/templates/opm-yaml.js';

test("keys in go-yaml v2's order: non-letters first, digit runs as numbers", () => {
  const keys = ['b', 'a10', 'A', 'a9', '1', '_x'];
  expect(keys.sort((x, y) => (goYamlKeyLess(x, y) ? -1 : goYamlKeyLess(y, x) ? 1 : 0))).toEqual([
    '_x',
    '1',
    'A',
    'a9',
    'a10',
    'b',
  ]);
});

test('each scalar in the style go-yaml v2 picks', () => {
  const doc = {
    a: '1.0',
    b: '',
    c: 'yes',
    d: 'x: y',
    e: '2025-08-14T15:39:56Z',
    f: '2025-06-24T14:07:09',
    g: 'tab\there',
    h: 'emoji 🐱',
    i: "it's: x",
    j: '- item',
    k: 'line1\nline2',
    l: 'trail\n',
    m: 7,
    n: 0.5,
    o: true,
    p: null,
  };
  expect(goYamlDocument(doc)).toBe(
    [
      '---',
      'a: "1.0"',
      'b: ""',
      'c: "yes"',
      "d: 'x: y'",
      'e: "2025-08-14T15:39:56Z"',
      'f: 2025-06-24T14:07:09',
      'g: "tab\\there"',
      'h: "emoji \\U0001F431"',
      "i: 'it''s: x'",
      "j: '- item'",
      'k: |-',
      '  line1',
      '  line2',
      'l: |',
      '  trail',
      'm: 7',
      '"n": 0.5', // y and n are YAML 1.1 booleans: quoted, key or value
      'o: true',
      'p: null',
      '',
    ].join('\n'),
  );
});

test('blocks: sequences in a mapping not indented, empty collections in flow style', () => {
  const doc = { entries: [{ name: 'a', skips: ['x', 'y'] }], empty: [], obj: {}, nested: { k: [[1, 2]] } };
  expect(goYamlDocument(doc)).toBe(
    '---\nempty: []\nentries:\n- name: a\n  skips:\n  - x\n  - "y"\nnested:\n  k:\n  - - 1\n    - 2\nobj: {}\n',
  );
});

test('plain text breaks at the first space past column 80, continuing two columns in', () => {
  const words = (n: number): string => Array(n).fill('word').join(' ');
  expect(goYamlDocument({ d: words(30) })).toBe(`---\nd: ${words(16)}\n  ${words(14)}\n`);
});
