// Package rules (opm F-P1…F-P3, V-P3, V-P4, V-P6, and the default channel of F-C5/V-C1).
import { describe, expect, it } from 'vitest';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { errors, validateFiles } from '../helpers/validate.js';

const ok = basicCatalog();
const check = (text: string, extra: Record<string, string> = {}) => validateFiles({ 'catalog.yaml': text, ...extra });

describe('packages', () => {
  it('passes a well-formed package', () => {
    expect(check(ok)).toEqual([]);
  });

  it('package-name-missing', () => {
    expect(check(ok + '---\nschema: olm.package\ndefaultChannel: x\n')).toMatchObject([
      { rule: 'package-name-missing', line: 34, column: 1 },
    ]);
  });

  it('package-duplicate: on the later occurrence, also across files', () => {
    const f = check(ok, { 'z/again.yaml': pkgDoc() });
    expect(f).toMatchObject([{ rule: 'package-duplicate', file: 'z/again.yaml', line: 3, column: 1, package: 'foo' }]);
  });

  it('package-name-invalid: dots, length, underscore; a leading digit is fine', () => {
    const named = (n: string) => check(ok.replaceAll('foo', n));
    expect(named('foo.bar')).toMatchObject([
      { rule: 'package-name-invalid', message: expect.stringContaining('must not contain dots') },
    ]);
    expect(errors(named('a'.repeat(64)))).toEqual(['package-name-invalid']);
    expect(errors(named('foo_bar'))).toEqual(['package-name-invalid']);
    expect(named('1foo')).toEqual([]);
  });

  it('default-channel-missing, and package-no-channels only when there is no default either', () => {
    expect(errors(check(ok.replace('defaultChannel: stable', 'defaultChannel: ""')))).toEqual([
      'default-channel-missing',
    ]);
    const bare = pkgDoc('foo', '""');
    expect(errors(check(bare))).toEqual(['default-channel-missing', 'package-no-channels']);
  });

  it('default-channel-not-found: once, not also as an empty channel; a deprecation of it is accepted', () => {
    const f = check(ok.replace('defaultChannel: stable', 'defaultChannel: fast'));
    expect(f).toMatchObject([
      { rule: 'default-channel-not-found', line: 4, column: 1, message: expect.stringContaining('channels: stable') },
    ]);
    const dep =
      '---\nschema: olm.deprecations\npackage: foo\nentries:\n- reference:\n    schema: olm.channel\n    ' +
      'name: fast\n  message: use stable\n';
    expect(errors(check(ok.replace('defaultChannel: stable', 'defaultChannel: fast') + dep))).toEqual([
      'default-channel-not-found',
    ]);
    expect(
      check(ok.replace('defaultChannel: stable', 'defaultChannel: fast') + channelDoc('- name: foo.v0.2.0\n', 'fast')),
    ).toEqual([]);
  });

  it('bundle-version-duplicate: across channels, release-aware, build metadata distinct', () => {
    const twins =
      ok + channelDoc('- name: foo.v0.2.0-copy\n', 'other') + bundleDoc({ name: 'foo.v0.2.0-copy', version: '0.2.0' });
    expect(check(twins)).toMatchObject([{ rule: 'bundle-version-duplicate', bundle: 'foo.v0.2.0-copy' }]);
    const build =
      ok +
      channelDoc('- name: foo.v0.2.0-b\n', 'other') +
      bundleDoc({ name: 'foo.v0.2.0-b', version: '0.2.0+b', image: 'quay.io/example/foo-bundle:b' });
    expect(check(build)).toEqual([]);
    const prerelease =
      ok +
      channelDoc('- name: foo.v0.3.0-alpha\n- name: foo-v0.3.0-alpha\n  replaces: foo.v0.3.0-alpha\n', 'other') +
      bundleDoc({ name: 'foo.v0.3.0-alpha', version: '0.3.0-alpha' }) +
      bundleDoc({
        name: 'foo-v0.3.0-alpha',
        properties: '- type: olm.package\n  value:\n    packageName: foo\n    version: 0.3.0\n    release: alpha\n',
      });
    expect(errors(check(prerelease))).toEqual(['bundle-version-duplicate']);
  });
});
