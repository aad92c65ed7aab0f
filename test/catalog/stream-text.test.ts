// A file's bytes become text as Node's UTF-8 decoder gives it (a faster decoder must give the
// same): values keep every character, positions count UTF-16 units, bad bytes become U+FFFD.
import { describe, expect, it } from 'vitest';
import { decodeFile } from '../../src/catalog/document-stream.js';
import type { DecodedDocument } from '../../src/catalog/types.js';

function decode(bytes: Uint8Array) {
  const docs: DecodedDocument[] = [];
  const problems = decodeFile('f.yaml', bytes, (d) => docs.push(d));
  return { docs, problems };
}

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('file text', () => {
  it('keeps every character of valid UTF-8: BOM, accents, astral characters, line and paragraph separators', () => {
    const { docs, problems } = decode(
      utf8(
        '\ufeffschema: olm.package\nname: "café 😀"\ndescription: "a\u2028b\u2029c\u0085d"\n---\nschema: x\n😀: é\n',
      ),
    );
    expect(problems).toEqual([]);
    expect(docs.map((d) => d.value)).toEqual([
      { schema: 'olm.package', name: 'café 😀', description: 'a\u2028b\u2029c\u0085d' },
      { schema: 'x', '😀': 'é' },
    ]);
    expect(docs.map((d) => [d.doc.line, d.doc.column])).toEqual([
      [1, 2],
      [5, 1],
    ]);
  });

  it('positions after non-ASCII characters count UTF-16 units, as before', () => {
    const { problems } = decode(utf8('schema: x\nname: "😀é"\nbad: a\x01b\n'));
    expect(problems).toMatchObject([{ rule: 'parse-error', line: 3, column: 7 }]);
  });

  it('invalid UTF-8 in a JSON file still decodes with U+FFFD for the bad bytes', () => {
    const bytes = Uint8Array.from([...utf8('{"schema": "x", "name": "a'), 0xff, ...utf8('é"}\n')]);
    const { docs, problems } = decode(bytes);
    expect(problems).toEqual([]);
    expect(docs[0]!.value).toEqual({ schema: 'x', name: 'a\ufffdé' });
  });
});
