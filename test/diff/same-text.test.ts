import { describe, expect, it } from 'vitest';
import { documentText } from '../../src/catalog/redecode.js';
import type { RawDocument } from '../../src/catalog/types.js';
import { sameDocumentText } from '../../src/catalog/same-text.js';

const doc = (text: string, start: number, end: number): RawDocument => ({
  file: 'catalog.yaml',
  line: 1,
  column: 1,
  mode: 'yaml',
  source: { text: { text: () => text }, start, end, line: 1, column: 1, json: false },
});

describe('sameDocumentText', () => {
  const a = '---\nname: foo.v1\nschema: olm.bundle\n---\nname: foo.v2\nschema: olm.bundle\n';
  const b = 'x\n---\nname: foo.v1\nschema: olm.bundle\n---\nname: foo.v3\nschema: olm.bundle\n';
  const cases: [RawDocument, RawDocument][] = [
    [doc(a, 4, 36), doc(b, 6, 38)], // the same text at other offsets of another file
    [doc(a, 40, 72), doc(b, 42, 74)], // one character differs (v2 / v3)
    [doc(a, 4, 36), doc(a, 4, 36)], // the very same range
    [doc(a, 4, 36), doc(a, 40, 72)], // same length, other text of the same file
    [doc(a, 4, 36), doc(b, 6, 37)], // a prefix
    [doc(a, 4, 4), doc(b, 0, 0)], // both empty
  ];
  it('answers as comparing the documents\u2019 texts does', () => {
    for (const [x, y] of cases) expect(sameDocumentText(x, y)).toBe(documentText(x) === documentText(y));
    expect(cases.map(([x, y]) => sameDocumentText(x, y))).toEqual([true, false, true, false, false, true]);
  });
});
