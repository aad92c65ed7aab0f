// Hostile bytes: each case gets the verdict opm's decoders give (go-yaml v2, encoding/json,
// apimachinery's stream splitting), as a finding naming the file, in bounded time and output.
import { describe, expect, it } from 'vitest';
import { decodeFile } from '../../src/catalog/document-stream.js';
import type { DecodedDocument } from '../../src/catalog/types.js';
import { imageRefError } from '../../src/rules/imageref.js';
import type { Finding } from '../../src/model/finding.js';
import { sortFindings } from '../../src/model/finding.js';
import { validateCatalog } from '../../src/rules/validate.js';

function decode(data: Uint8Array | string) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const docs: DecodedDocument[] = [];
  const problems = decodeFile('f.yaml', bytes, (d) => docs.push(d));
  return { docs, problems };
}

function validate(text: string): Finding[] {
  return sortFindings(
    validateCatalog({ catalog: '.', entries: [{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }] })
      .findings,
  );
}

const PKG = 'schema: olm.package\nname: foo\n';

describe(
  'characters go-yaml refuses (yaml_reader: tab, breaks, 0x20–0x7E, 0x85, 0xA0–0xD7FF, 0xE000–0xFFFD, ' + '0x10000+)',
  () => {
    it.each([
      ['NUL', '\0'],
      ['SOH', '\x01'],
      ['ESC', '\x1b'],
      ['DEL', '\x7f'],
      ['U+0080', '\x80'],
      ['U+009F', '\x9f'],
      ['U+FFFE', '\ufffe'],
    ])('%s in a plain scalar is a parse error: yaml_reader rejects control characters', (_, ch) => {
      const { docs, problems } = decode(`${PKG}description: a${ch}b\n`);
      expect(docs).toHaveLength(0);
      expect(problems).toMatchObject([{ rule: 'parse-error', line: 3, column: 15 }]);
      expect(problems[0]!.message).toMatch(/control characters are not allowed/);
    });

    it.each([
      ['tab', '\t'],
      ['NEL', '\x85'],
      ['NBSP', '\xa0'],
      ['U+E000', '\ue000'],
      ['emoji', '😀'],
    ])('%s inside a quoted scalar is accepted', (_, ch) => {
      const { docs, problems } = decode(`${PKG}description: "a${ch}b"\n`);
      expect(problems).toEqual([]);
      expect(docs[0]!.value).toMatchObject({ description: `a${ch}b` });
    });

    it('only the document holding the character fails (opm splits documents before go-yaml reads them)', () => {
      const { docs, problems } = decode(`${PKG}---\n${PKG}x: "\x07"\n`);
      expect(docs).toHaveLength(1);
      expect(problems).toMatchObject([{ rule: 'parse-error', line: 6 }]);
    });
  },
);

describe('byte order marks and UTF-16 (go-yaml sniffs the encoding; apimachinery splits bytes)', () => {
  const utf16 = (text: string, be: boolean): Uint8Array => {
    const le = Buffer.from('\ufeff' + text, 'utf16le');
    if (be) for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
    return le;
  };
  it.each([
    ['little', false],
    ['big', true],
  ])('UTF-16 %s-endian with a BOM decodes: go-yaml reads UTF-16', (_, be) => {
    const { docs, problems } = decode(utf16(`${PKG}defaultChannel: stable\n`, be));
    expect(problems).toEqual([]);
    expect(docs[0]!.value).toEqual({ schema: 'olm.package', name: 'foo', defaultChannel: 'stable' });
  });

  it(
    'UTF-16 with `---` separators is one stream to go-yaml: the documents after the first are silently ' + 'dropped',
    () => {
      const { docs, problems } = decode(utf16(`${PKG}---\nschema: olm.package\nname: bar\n`, false));
      expect(docs).toHaveLength(1);
      expect(problems.map((p) => p.rule)).toEqual(['documents-silently-dropped']);
    },
  );

  it(
    'a UTF-8 BOM at the start of a document after `---` is skipped: go-yaml skips a BOM at column 0 before a ' +
      'token',
    () => {
      const { docs, problems } = decode(`${PKG}---\n\ufeffschema: olm.package\nname: bar\n`);
      expect(problems).toEqual([]);
      expect(docs[1]!.value).toEqual({ schema: 'olm.package', name: 'bar' });
    },
  );
});

describe('encoding/json limits in JSON-mode files', () => {
  const nested = (n: number): string => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  it('a value nested 10,001 deep is a parse error: encoding/json stops at 10,000 ("exceeded max depth")', () => {
    const { problems } = decode(nested(10_001));
    expect(problems).toMatchObject([{ rule: 'parse-error' }]);
    expect(problems[0]!.message).toMatch(/exceeded max depth/);
  });

  it('a value nested 300,000 deep is the same parse error, not a stack overflow', () => {
    const { problems } = decode(nested(300_000));
    expect(problems[0]!.message).toMatch(/exceeded max depth/);
  });

  it('a YAML flow sequence nested 300,000 deep is go-yaml\'s "exceeded max depth of 10000"', () => {
    const { problems } = decode('['.repeat(300_000) + ']'.repeat(300_000));
    expect(problems[0]!.message).toMatch(/exceeded max depth of 10000/);
  });

  it('10,000 levels are accepted by encoding/json', () => {
    const { docs, problems } = decode(nested(10_000));
    expect(problems).toEqual([]);
    expect(docs).toHaveLength(1);
  });

  it(
    '1e400 in a JSON document is a parse error: Meta.UnmarshalJSON decodes into interface{}, and float64 cannot ' +
      'hold it',
    () => {
      const { docs, problems } = decode(
        '{"schema": "olm.package", "name": "foo", "x": 1e400}\n{"schema": "olm.package", "name": "bar"}\n',
      );
      expect(docs).toHaveLength(1);
      expect(problems).toMatchObject([{ rule: 'parse-error', line: 1 }]);
      expect(problems[0]!.message).toMatch(/cannot unmarshal number 1e400 into Go value of type float64/);
    },
  );

  it('1e400 written in YAML is a string (go-yaml resolves a float only when ParseFloat succeeds)', () => {
    const { docs, problems } = decode(`${PKG}x: 1e400\n`);
    expect(problems).toEqual([]);
    expect(docs[0]!.value).toMatchObject({ x: '1e400' });
  });
});

describe('amplification through aliases and size', () => {
  it('a 200 KB string aliased 900 times as channel entries: findings stay small (values are quoted clipped)', () => {
    const big = 'a'.repeat(200_000);
    const text =
      `${PKG}---\nschema: olm.channel\npackage: foo\nname: stable\nentries:\n- name: &big ${big}\n` +
      `${'- name: *big\n'.repeat(900)}`;
    const t = Date.now();
    const findings = validate(text);
    expect(Date.now() - t).toBeLessThan(20_000);
    expect(findings.length).toBeGreaterThan(0);
    const size = findings.reduce((n, f) => n + f.message.length, 0);
    expect(size).toBeLessThan(2_000_000);
    expect(findings.every((f) => !/internal error/.test(f.message))).toBe(true);
  });

  it('a 100,000-digit integer aliased 900 times decodes at once (an int64 has at most 64 significant digits)', () => {
    const n = '9'.repeat(100_000);
    const t = Date.now();
    const { docs, problems } = decode(`${PKG}x: &n ${n}\nz: [${'*n, '.repeat(899)}*n]\n`);
    expect(Date.now() - t).toBeLessThan(5000);
    expect(problems).toEqual([]);
    expect((docs[0]!.value as { z: unknown[] }).z).toHaveLength(900);
  });

  it(
    'a flow sequence past 100,000 entries is a parse error naming the file, not minutes in the complete ' + 'decoder',
    () => {
      const t = Date.now();
      const { problems } = decode(`${PKG}x: [${'1, '.repeat(100_001)}1]\n`);
      expect(Date.now() - t).toBeLessThan(5000);
      expect(problems).toMatchObject([{ rule: 'parse-error', file: 'f.yaml', line: 1 }]);
      expect(problems[0]!.message).toMatch(/flow-collection entries/);
    },
  );

  it('a 1 MB image reference is invalid without running the reference regex', () => {
    expect(imageRefError('quay.io/' + 'a'.repeat(1_000_000))).toMatch(/invalid reference format/);
  });
});

describe("nesting the complete decoder refuses below go-yaml's limit", () => {
  it("a flow sequence nested 1,001 deep is a parse error naming this decoder's limit (go-yaml would read it)", () => {
    const t = Date.now();
    const { problems } = decode(`${PKG}x: ${'['.repeat(1001)}${']'.repeat(1001)}\n`);
    expect(Date.now() - t).toBeLessThan(5000);
    expect(problems).toMatchObject([{ rule: 'parse-error', file: 'f.yaml' }]);
    expect(problems[0]!.message).toMatch(/nested more than 1000 levels/);
  });

  it('300 levels decode (the test process has a small stack; the CLI runs with 64 MB)', () => {
    const { docs, problems } = decode(`${PKG}x: ${'['.repeat(300)}${']'.repeat(300)}\n`);
    expect(problems).toEqual([]);
    expect(docs).toHaveLength(1);
  });
});
