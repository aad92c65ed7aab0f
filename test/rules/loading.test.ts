// Loading and decoding rules (per file / document), opm-validate.md §2.
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicCatalog, pkgDoc } from '../helpers/fixture.js';
import { errors, rules, validateDir, validateFiles, writeTree } from '../helpers/validate.js';
import { isRoot, notRootNote } from '../helpers/skip-note.js';

const ok = basicCatalog();
const only = (files: Record<string, string>) => validateFiles({ 'catalog.yaml': ok, ...files });

describe('parse-error', () => {
  it('a bad `---` separator line, tab indentation, .inf, and an unterminated JSON object', () => {
    expect(only({ 'x.yaml': 'schema: a\n--- foo\nschema: b\n' })).toMatchObject([
      { rule: 'parse-error', file: 'x.yaml', line: 2 },
    ]);
    expect(only({ 'x.yaml': 'schema: a\nv:\n\tb: 1\n' })).toMatchObject([
      { rule: 'parse-error', file: 'x.yaml', line: 3 },
    ]);
    expect(only({ 'x.yaml': 'schema: a\nv: .inf\n' })).toMatchObject([
      { rule: 'parse-error', message: 'YAML: json: unsupported value: +Inf' },
    ]);
    expect(rules(only({ 'x.json': '{"schema": "a"' }))).toEqual(['parse-error']);
  });
  it('not for `--- # comment`, `...`, CRLF, or a JSON object with a trailing comma alone', () => {
    expect(
      only({
        'x.yaml': '--- # note\nschema: a\n...\n',
        'y.yaml': 'schema: a\r\nname: b\r\n',
        'z.json': '{"schema": "a",}\n',
      }),
    ).toEqual([]);
  });
});

describe('empty-document', () => {
  it('comment-only file, a leading comment before `---`, a trailing `---` then a blank line', () => {
    for (const text of [
      '# just a comment\n',
      '# c\n---\nschema: a\n',
      'schema: a\n---\n\n',
      '\n---\nschema: a\n',
      '---\n---\nschema: a\n',
    ]) {
      expect(rules(only({ 'x.yaml': text })), JSON.stringify(text)).toEqual(['empty-document']);
    }
  });
  it('not for a 0-byte file, a leading `---`, a trailing `---`, or a leading comment without separator', () => {
    for (const text of ['', '---\nschema: a\n', 'schema: a\n---\n', '# c\nschema: a\n']) {
      expect(only({ 'x.yaml': text }), JSON.stringify(text)).toEqual([]);
    }
  });
});

describe('not-an-object / duplicate-key / meta-not-string / missing-schema', () => {
  it('reports each at the document', () => {
    expect(rules(only({ 'x.yaml': '- a\n- b\n' }))).toEqual(['not-an-object']);
    expect(only({ 'x.yaml': 'schema: a\nname: b\nName: c\n' })).toMatchObject([
      { rule: 'duplicate-key', line: 3, column: 1 },
    ]);
    expect(rules(only({ 'x.yaml': 'schema: a\nſchema: b\n' }))).toEqual(['duplicate-key']);
    expect(only({ 'x.yaml': 'schema: a\nname: on\n' })).toMatchObject([{ rule: 'meta-not-string', line: 2 }]);
    expect(rules(only({ 'x.json': '{"schema": 1}' }))).toEqual(['meta-not-string']);
    expect(rules(only({ 'README.md': 'Maintainer: team-a\n' }))).toEqual(['missing-schema']);
  });
  it('accept exact duplicate keys (last wins), case variants in nested objects, unknown schemas', () => {
    expect(
      only({
        'x.json': '{"schema": "a", "schema": "olm.template.basic"}',
        'y.yaml': 'schema: OLM.package\nv: {a: 1, A: 2}\n',
      }),
    ).toEqual([]);
  });
});

describe('invalid-field-type / invalid-icon / invalid-bundle-object', () => {
  it('a known field of the wrong type', () => {
    const f = validateFiles({
      'catalog.yaml': ok.replace('defaultChannel: stable', 'defaultChannel: stable\ndescription: yes'),
    });
    expect(f).toMatchObject([{ rule: 'invalid-field-type', package: 'foo', line: 5, column: 1 }]);
    expect(errors(validateFiles({ 'catalog.yaml': ok.replace('replaces: foo.v0.1.0', 'replaces: 1') }))).toEqual([
      'invalid-field-type',
    ]);
  });
  it('icon data that is not padded standard base64', () => {
    expect(
      rules(
        validateFiles({
          'catalog.yaml': ok.replace(
            'defaultChannel: stable',
            'defaultChannel: stable\nicon:\n  base64data: PHN2Zz4-\n  mediatype: x',
          ),
        }),
      ),
    ).toEqual(['invalid-icon']);
    expect(
      validateFiles({
        'catalog.yaml': ok.replace(
          'defaultChannel: stable',
          'defaultChannel: stable\nicon:\n  base64data: PHN2Zz4=\n  mediatype: anything',
        ),
      }),
    ).toEqual([]);
  });
  it(
    'bundle objects: missing value, bad base64, YAML payload that does not parse; JSON payloads are not ' + 'parsed',
    () => {
      const withObj = (v: string) =>
        validateFiles({
          'catalog.yaml': ok.replace('    version: 0.2.0\n', `    version: 0.2.0\n- type: olm.bundle.object\n${v}`),
        });
      expect(rules(withObj('  other: 1\n'))).toEqual(['invalid-bundle-object']);
      expect(rules(withObj('  value:\n    data: "e30"\n'))).toEqual(['invalid-bundle-object']);
      expect(rules(withObj(`  value:\n    data: ${Buffer.from('a: [b').toString('base64')}\n`))).toEqual([
        'invalid-bundle-object',
      ]);
      expect(withObj(`  value:\n    data: ${Buffer.from('{ not json').toString('base64')}\n`)).toEqual([]);
      expect(withObj(`  value:\n    data: ${Buffer.from('kind: ConfigMap\n').toString('base64')}\n`)).toEqual([]);
    },
  );
});

describe('file-unreadable / path-escapes-catalog (directory sources)', () => {
  it(
    'a symlink to a directory is unreadable, a symlink to a file is read, one out of the catalog ' + 'is not followed',
    async () => {
      const root = writeTree({ 'catalog/foo/catalog.yaml': ok, 'outside/extra.yaml': pkgDoc('bar') });
      mkdirSync(join(root, 'catalog/real'));
      writeFileSync(
        join(root, 'catalog/real/x.yaml'),
        pkgDoc('baz', 'stable').replace('defaultChannel: stable\n', 'defaultChannel: ""\n'),
      );
      writeFileSync(join(root, 'catalog/.indexignore'), 'real/\n');
      symlinkSync('real', join(root, 'catalog/dirlink'));
      symlinkSync('../outside/extra.yaml', join(root, 'catalog/escape.yaml'));
      symlinkSync('foo/catalog.yaml', join(root, 'catalog/inner.yaml'));
      const f = await validateDir(join(root, 'catalog'));
      expect(f.map((x) => [x.rule, x.file])).toEqual(
        expect.arrayContaining([
          ['file-unreadable', 'dirlink'],
          ['path-escapes-catalog', 'escape.yaml'],
          ['package-duplicate', 'inner.yaml'],
        ]),
      );
    },
  );
  it.skipIf(isRoot)(notRootNote('an unreadable directory is a finding'), async () => {
    const root = writeTree({ 'foo/catalog.yaml': ok, 'locked/x.yaml': 'schema: a\n' });
    chmodSync(join(root, 'locked'), 0o000);
    const f = await validateDir(root);
    chmodSync(join(root, 'locked'), 0o755);
    expect(rules(f)).toEqual(['file-unreadable']);
  });
});

describe('documents-silently-dropped', () => {
  it('the JSON→YAML fallback and `...` both hide what follows', () => {
    const json = '{"schema": "olm.template.basic",}\n{"schema": "b"}\n';
    expect(only({ 'x.json': json })).toMatchObject([{ rule: 'documents-silently-dropped', line: 2, column: 1 }]);
    expect(only({ 'x.yaml': 'schema: a\n...\nschema: b\n' })).toMatchObject([
      { rule: 'documents-silently-dropped', line: 3 },
    ]);
  });
  it('not for a single object with a comment, or JSON then `---` then YAML', () => {
    expect(
      only({ 'x.json': '{"schema": "a", # note\n "b": 1}\n', 'y.json': '{"schema": "a"}\n---\nschema: b\n' }),
    ).toEqual([]);
  });
});

describe('yaml-type-surprise', () => {
  const prop = (v: string) =>
    validateFiles({
      'catalog.yaml': ok.replace(
        '    version: 0.2.0\n',
        `    version: 0.2.0\n- type: example.com/info\n  value:\n    x: ${v}\n`,
      ),
    });
  it('floats that lose digits, YAML 1.1 booleans, octal and hex in values opm does not type', () => {
    for (const v of ['4.10', '1.0', 'on', 'no', 'y', '010', '0x1F'])
      expect(
        prop(v).map((f) => f.rule),
        v,
      ).toEqual(['yaml-type-surprise']);
    expect(prop('4.10')).toMatchObject([{ severity: 'warning', bundle: 'foo.v0.2.0', line: 35, column: 5 }]);
  });
  it('not for quoted text, true/false, plain integers, or JSON files', () => {
    for (const v of ['"4.10"', 'true', '12', '1.5']) expect(prop(v), v).toEqual([]);
    expect(only({ 'x.json': '{"schema": "a", "v": 4.10}' })).toEqual([]);
  });
});
