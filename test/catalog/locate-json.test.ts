// JSON documents are located by walking their containers (locate-json.ts), not by the yaml
// package's syntax tree: the positions must be the ones that tree gave.
import { isMap, isScalar, isSeq, parseDocument, type Node as YNode } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Path } from '../../src/catalog/declcfg.js';
import { locate, plainScalarSource } from '../../src/catalog/locate.js';
import { fold } from '../../src/catalog/meta.js';
import { decodeFile } from '../../src/catalog/document-stream.js';
import type { RawDocument } from '../../src/catalog/types.js';

function docsOf(text: string): RawDocument[] {
  const docs: RawDocument[] = [];
  expect(decodeFile('c.json', Buffer.from(text), (d) => docs.push(d.doc))).toEqual([]);
  return docs;
}

/** The position the yaml package's tree gives (what locate did for every document before). */
function viaTree(doc: RawDocument, path: Path): { line: number; column: number } {
  const { text, start, end, line, column } = doc.source;
  const t = text.text();
  const pos = (offset: number): { line: number; column: number } => {
    const before = t.slice(start, start + offset);
    const nl = before.lastIndexOf('\n');
    return { line: line + before.split('\n').length - 1, column: nl < 0 ? column + offset : offset - nl };
  };
  let best = { line: doc.line, column: doc.column };
  let node = parseDocument(t.slice(start, end), { schema: 'failsafe', uniqueKeys: false }).contents as YNode | null;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    if (typeof step === 'number' && node && isSeq(node)) {
      node = (node.items[step] as YNode | undefined) ?? null;
      if (!node?.range) return best;
      best = pos(node.range[0]);
    } else if (typeof step === 'string' && node && isMap(node)) {
      const pair = [...node.items].filter((p) => isScalar(p.key) && fold(String(p.key.value)) === fold(step)).pop();
      if (!pair) return best;
      const key = pair.key as YNode;
      if (i === path.length - 1) return pos(key.range![0]);
      node = pair.value as YNode;
      best = pos(node.range![0]);
    } else {
      return best;
    }
  }
  return best;
}

const bundle = {
  schema: 'olm.bundle',
  name: 'foo.v1',
  package: 'foo',
  image: 'quay.io/o/foo:v1',
  properties: [
    { type: 'olm.package', value: { packageName: 'foo', version: '1.0.0' } },
    { type: 'olm.maxOpenShiftVersion', value: 4.16 },
  ],
  relatedImages: [
    { name: 'a', image: 'quay.io/o/a:v1' },
    { name: 'b "q" \\ é', image: 'quay.io/o/b:v1' },
  ],
};
const PATHS: Path[] = [
  ['name'],
  ['relatedImages', 1, 'image'],
  ['relatedImages', 1],
  ['properties', 1, 'value'],
  ['properties', 0, 'value', 'version'],
  ['NAME'],
  ['relatedImages', 7, 'image'],
  ['relatedImages', 0, 'missing'],
  ['image', 0],
  ['properties', 'x'],
  ['nope', 'deeper'],
];

describe('locate in JSON documents', () => {
  it.each([
    ['pretty, after a package document', `{"schema":"olm.package","name":"foo"}\n${JSON.stringify(bundle, null, 2)}\n`],
    ['compact, two on a line', `${JSON.stringify({ schema: 'olm.package', name: 'foo' })} ${JSON.stringify(bundle)}`],
    ['CRLF and tabs', JSON.stringify(bundle, null, '\t').replace(/\n/g, '\r\n')],
  ])('%s: every path where the syntax tree put it', (_, text) => {
    const doc = docsOf(text).at(-1)!;
    for (const path of PATHS) expect(locate(doc, path), JSON.stringify(path)).toEqual(viaTree(doc, path));
  });

  it('names as encoding/json matches them: escaped, any case, the last of equal names', () => {
    const text = '{"schema":"olm.bundle","\\u006eame":"first",\n  "Name":"second",\n  "x":{"k":1,"K":[10,\n20]}}';
    const doc = docsOf(text)[0]!;
    for (const path of [['name'], ['x', 'k'], ['x', 'K', 1], ['X', 'k', 0]] as Path[])
      expect(locate(doc, path), JSON.stringify(path)).toEqual(viaTree(doc, path));
    expect(locate(doc, ['name'])).toEqual({ line: 2, column: 3 });
  });

  it('the written text of a bare scalar, nothing for a string or a missing field', () => {
    const doc = docsOf(JSON.stringify(bundle))[0]!;
    expect(plainScalarSource(doc, ['properties', 1, 'value'])).toBe('4.16');
    expect(plainScalarSource(doc, ['properties', 0, 'value', 'version'])).toBeUndefined();
    expect(plainScalarSource(doc, ['properties', 9, 'value'])).toBeUndefined();
  });

  it('a 200,000-element list: a finding anywhere in it', () => {
    const big = {
      ...bundle,
      relatedImages: Array.from({ length: 200_000 }, (_, i) => ({ name: `r${i}`, image: `quay.io/o/p${i}:v1` })),
    };
    const text = JSON.stringify(big);
    const doc = docsOf(text)[0]!;
    for (const i of [0, 123_456, 199_999]) {
      const at = text.indexOf(`{"name":"r${i}"`);
      expect(locate(doc, ['relatedImages', i, 'image'])).toEqual({
        line: 1,
        column: at + `{"name":"r${i}",`.length + 1,
      });
    }
  });

  it('20,000 findings in one 100,000-line document: each its own line (lines counted once, not per finding)', () => {
    const big = {
      ...bundle,
      relatedImages: Array.from({ length: 20_000 }, (_, i) => ({ name: `r${i}`, image: `quay.io/o/p${i}:v1` })),
    };
    const doc = docsOf(JSON.stringify(big, null, 2))[0]!;
    const lines = Array.from({ length: 20_000 }, (_, i) => locate(doc, ['relatedImages', i, 'image']).line);
    expect(lines[0]).toBe(viaTree(doc, ['relatedImages', 0, 'image']).line);
    expect(lines.every((l, i) => i === 0 || l === lines[i - 1]! + 4)).toBe(true);
  }, 10_000);
});
