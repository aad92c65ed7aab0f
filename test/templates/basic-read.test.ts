// Reading a basic template as opm render-template does: the documents it writes back, and every
// input opm refuses named at its line.
import { expect, test } from 'vitest';
import { expectFromBasicTemplate } from '../../src/templates/basic-read.js';
import type { TemplateExpectation } from '../../src/templates/expectation.js';

test('documents as opm writes them back: typed fields in struct order, unknown fields dropped, others sorted', () => {
  const text = [
    '---',
    'Schema: olm.template.basic',
    'Entries:',
    '- Schema: olm.package',
    '  Name: foo',
    '  DefaultChannel: stable',
    '  comment: dropped by opm',
    '- schema: olm.channel',
    '  package: foo',
    '  name: stable',
    '  entries:',
    '  - {name: foo.v2, replaces: foo.v1, skips: [foo.v0]}',
    '  - name: foo.v1',
    '- schema: olm.bundle',
    '  image: q.io/foo:1',
    '- schema: olm.bundle',
    '  image: q.io/foo:2',
    '- schema: olm.bundle',
    '  image: q.io/foo:1',
    '- schema: vendor.thing',
    '  zeta: 1',
    '  alpha: {b: 2, a: 1}',
  ].join('\n');
  const e = expectFromBasicTemplate(text);
  expect(e).toEqual({
    kind: 'basic',
    package: 'foo',
    documents: [
      { schema: 'olm.package', name: 'foo', defaultChannel: 'stable' },
      {
        schema: 'olm.channel',
        name: 'stable',
        package: 'foo',
        entries: [{ name: 'foo.v2', replaces: 'foo.v1', skips: ['foo.v0'] }, { name: 'foo.v1' }],
      },
      { alpha: { a: 1, b: 2 }, schema: 'vendor.thing', zeta: 1 },
    ],
    bundleImages: ['q.io/foo:1', 'q.io/foo:2'],
  });
  expect(Object.keys((e as TemplateExpectation).documents[2]!)).toEqual(['alpha', 'schema', 'zeta']);
});

test('what opm refuses, each at its line', () => {
  const text = [
    'schema: olm.template.basic',
    'entries:',
    '- schema: olm.package',
    '  name: foo',
    '  Name: bar',
    '- schema: olm.bundle',
    '  image: q.io/foo:1',
    '  package: foo',
    '- name: no-schema',
    '- schema: olm.channel',
    '  name: 7',
    '  package: foo',
    '  entries: []',
    '- just text',
  ].join('\n');
  expect(expectFromBasicTemplate(text)).toEqual([
    { message: 'entries[0] repeats a key up to case: name, Name', line: 3 },
    { message: 'entries[1]: a bundle of a basic template has only a schema and an image (it has package)', line: 6 },
    { message: 'entries[2] has no schema', line: 9 },
    { message: 'olm.channel: name must be a string', line: 11 },
    { message: 'entries[4] must be a mapping (a catalog document)', line: 14 },
  ]);
});

test('another schema, and a template without a package', () => {
  expect(expectFromBasicTemplate('schema: olm.semver\n')).toEqual([
    { message: 'schema must be "olm.template.basic", not "olm.semver"', line: 1 },
  ]);
  expect(expectFromBasicTemplate('schema: olm.template.basic\nentries: []\n')).toEqual([
    { message: 'the template has no olm.package document', line: 1 },
  ]);
});
