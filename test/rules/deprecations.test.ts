// Deprecation rules: opm's F-D1…F-D9 and empty messages, plus two warnings opm does not give.
import { describe, expect, it } from 'vitest';
import { basicCatalog, bundleDoc, channelDoc } from '../helpers/fixture.js';
import { errors, rules, validateFiles } from '../helpers/validate.js';

const ok = basicCatalog();
const ref = (schema: string, name: string | undefined, message = 'use something else') =>
  `- reference:\n    schema: ${schema}\n${name === undefined ? '' : `    name: ${name}\n`}  message: ${message}\n`;
const dep = (entries: string, pkg = 'foo') => `---\nschema: olm.deprecations\npackage: ${pkg}\nentries:\n${entries}`;
const check = (...docs: string[]) => validateFiles({ 'catalog.yaml': ok + docs.join('') });

describe('deprecations', () => {
  it('passes valid references to the package, a channel and a bundle; no entries at all is fine', () => {
    expect(
      check(dep(ref('olm.package', undefined) + ref('olm.channel', 'stable') + ref('olm.bundle', 'foo.v0.1.0'))),
    ).toEqual([]);
    expect(check('---\nschema: olm.deprecations\npackage: foo\n')).toEqual([]);
  });
  it('deprecation-package-missing', () => {
    expect(errors(check('---\nschema: olm.deprecations\nentries: []\n'))).toEqual(['deprecation-package-missing']);
  });
  it('deprecation-unknown-package', () => {
    expect(check(dep(ref('olm.package', undefined), 'bar'))).toMatchObject([
      { rule: 'deprecation-unknown-package', package: 'bar', line: 35, column: 1 },
    ]);
  });
  it('deprecation-duplicate-blob, on the second', () => {
    expect(check(dep(ref('olm.package', undefined)), dep(ref('olm.channel', 'stable')))).toMatchObject([
      { rule: 'deprecation-duplicate-blob', line: 42, column: 1 },
    ]);
  });
  it('deprecation-schema-missing', () => {
    expect(errors(check(dep('- reference:\n    name: x\n  message: m\n')))).toEqual(['deprecation-schema-missing']);
  });
  it(
    'deprecation-entry-duplicate: same reference twice, two package references; same name under two schemas is ' +
      'fine',
    () => {
      expect(errors(check(dep(ref('olm.bundle', 'foo.v0.1.0') + ref('olm.bundle', 'foo.v0.1.0'))))).toEqual([
        'deprecation-entry-duplicate',
      ]);
      expect(errors(check(dep(ref('olm.package', undefined) + ref('olm.package', undefined))))).toEqual([
        'deprecation-entry-duplicate',
      ]);
      const named = channelDoc('- name: foo.v0.2.0\n', 'foo.v0.1.0');
      expect(check(named, dep(ref('olm.bundle', 'foo.v0.1.0') + ref('olm.channel', 'foo.v0.1.0')))).toEqual([]);
    },
  );
  it('deprecation-unknown-bundle, including a bundle of another package', () => {
    expect(check(dep(ref('olm.bundle', 'foo.v9.0.0')))).toMatchObject([
      { rule: 'deprecation-unknown-bundle', bundle: 'foo.v9.0.0', line: 39, column: 5 },
    ]);
  });
  it('deprecation-unknown-channel', () => {
    expect(errors(check(dep(ref('olm.channel', 'fast'))))).toEqual(['deprecation-unknown-channel']);
  });
  it('deprecation-package-has-name', () => {
    expect(errors(check(dep(ref('olm.package', 'foo'))))).toEqual(['deprecation-package-has-name']);
  });
  it('deprecation-unknown-schema: the schema value is case-sensitive', () => {
    expect(errors(check(dep(ref('OLM.bundle', 'foo.v0.1.0'))))).toEqual(['deprecation-unknown-schema']);
  });
  it('deprecation-message-missing at every level; whitespace is a message', () => {
    expect(
      errors(
        check(
          dep(
            ref('olm.package', undefined, '""') +
              ref('olm.channel', 'stable', '""') +
              ref('olm.bundle', 'foo.v0.1.0', '""'),
          ),
        ),
      ),
    ).toEqual(['deprecation-message-missing']);
    expect(check(dep(ref('olm.package', undefined, '""'))).length).toBe(1);
    expect(check(dep(ref('olm.bundle', 'foo.v0.1.0', '" "')))).toEqual([]);
  });
  it('deprecated-default-channel: a warning while the package is not deprecated', () => {
    expect(check(dep(ref('olm.channel', 'stable')))).toMatchObject([
      { rule: 'deprecated-default-channel', severity: 'warning', line: 4 },
    ]);
    expect(check(dep(ref('olm.channel', 'stable') + ref('olm.package', undefined)))).toEqual([]);
  });
  it('deprecated-only-path: every upgrade from a supported bundle lands on a deprecated one', () => {
    expect(check(dep(ref('olm.bundle', 'foo.v0.2.0')))).toMatchObject([
      { rule: 'deprecated-only-path', severity: 'warning', bundle: 'foo.v0.1.0', channel: 'stable' },
    ]);
    const escape =
      channelDoc(
        '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  skips: ' +
          '[foo.v0.1.0, foo.v0.2.0]\n',
        'fast',
      ) + bundleDoc({ name: 'foo.v0.3.0' });
    const f = check(escape, dep(ref('olm.bundle', 'foo.v0.2.0')));
    expect(rules(f)).toEqual(['deprecated-only-path']);
    expect(f[0]).toMatchObject({ channel: 'stable' });
  });
});
