// Bundle rules (opm F-B1…F-B11, V-B1, V-B2, V-B7, V-B9), once per bundle.
import { describe, expect, it } from 'vitest';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { errors, opmErrors, validateFiles } from '../helpers/validate.js';

const ok = basicCatalog();
const check = (text: string) => validateFiles({ 'catalog.yaml': text });
const oneBundle = (b: Parameters<typeof bundleDoc>[0], entries = `- name: ${b.name}\n`) =>
  check(pkgDoc() + channelDoc(entries) + bundleDoc(b));
const pkgProp = (fields: string) => `- type: olm.package\n  value:\n${fields}`;

describe('bundle linking', () => {
  it('passes well-formed bundles; the same bundle name in two packages is fine', () => {
    expect(check(ok)).toEqual([]);
    expect(check(ok + ok.replaceAll('foo', 'bar'))).toEqual([]);
  });
  it('bundle-package-missing', () => {
    expect(check(ok.replace('package: foo\nname: foo.v0.2.0', 'name: foo.v0.2.0'))).toMatchObject([
      { rule: 'bundle-package-missing', bundle: 'foo.v0.2.0' },
    ]);
  });
  it('bundle-unknown-package, and its channel entry is not also reported as having no bundle', () => {
    expect(errors(check(ok + bundleDoc({ name: 'bar.v0.1.0', pkg: 'bar' })))).toEqual(['bundle-unknown-package']);
    expect(errors(check(ok.replace('package: foo\nname: foo.v0.2.0', 'package: fooo\nname: foo.v0.2.0')))).toEqual([
      'bundle-unknown-package',
    ]);
  });
  it('bundle-duplicate, on the later one', () => {
    expect(check(ok + bundleDoc({ name: 'foo.v0.2.0' }))).toMatchObject([{ rule: 'bundle-duplicate', line: 36 }]);
  });
  it('bundle-name-missing: an entry with an empty name', () => {
    expect(
      errors(
        check(
          ok.replace(
            '- name: foo.v0.1.0\n- name: foo.v0.2.0\n',
            '- name: foo.v0.1.0\n- name: ""\n  replaces: foo.v0.2.0\n- name: foo.v0.2.0\n',
          ),
        ),
      ),
    ).toContain('bundle-name-missing');
  });
  it('bundle-not-in-channel: an orphaned bundle, also one without a name', () => {
    expect(check(ok + bundleDoc({ name: 'foo.v0.3.0' }))).toMatchObject([
      { rule: 'bundle-not-in-channel', bundle: 'foo.v0.3.0' },
    ]);
    expect(
      errors(
        check(
          ok +
            '---\nschema: olm.bundle\npackage: foo\nimage: quay.io/x/y:z\nproperties:\n' +
            pkgProp('    packageName: foo\n    version: 9.9.9\n'),
        ),
      ),
    ).toEqual(['bundle-not-in-channel']);
  });
});

describe('properties', () => {
  it('property-invalid: no value, wrong shapes of typed properties; custom types take anything', () => {
    expect(
      oneBundle({
        name: 'foo.v0.1.0',
        properties: pkgProp('    packageName: foo\n    version: 0.1.0\n') + '- type: olm.gvk\n',
      }),
    ).toMatchObject([{ rule: 'property-invalid', message: expect.stringContaining('no `value`') }]);
    expect(
      errors(
        oneBundle({
          name: 'foo.v0.1.0',
          properties: pkgProp('    packageName: foo\n    version: 0.1.0\n') + '- type: olm.gvk\n  value: apps/v1\n',
        }),
      ),
    ).toEqual(['property-invalid']);
    expect(
      errors(
        oneBundle({
          name: 'foo.v0.1.0',
          properties:
            pkgProp('    packageName: foo\n    version: 0.1.0\n') +
            '- type: olm.csv.metadata\n  value:\n    annotations:\n      a: 1\n',
        }),
      ),
    ).toEqual(['property-invalid']);
    expect(
      errors(oneBundle({ name: 'foo.v0.1.0', properties: pkgProp('    packageName: foo\n    version: 0.1\n') })),
    ).toEqual(['property-invalid']);
    // opm accepts these (an empty olm.gvk, any custom value, a null olm.constraint): no opm-mapped
    // error; fbc-bot's own gvk-invalid / constraint-invalid speak for OLM.
    expect(
      opmErrors(
        oneBundle({
          name: 'foo.v0.1.0',
          properties:
            pkgProp('    packageName: foo\n    version: 0.1.0\n') +
            '- type: olm.gvk\n  value: {}\n- type: x.y/z\n  value: [1, 2]\n- type: olm.constraint\n  value: null\n',
        }),
      ),
    ).toEqual([]);
  });
  it('bundle-package-property-count: none, two, or the type spelled differently', () => {
    expect(errors(oneBundle({ name: 'foo.v0.1.0', properties: '[]\n' }))).toEqual(['bundle-package-property-count']);
    expect(
      errors(
        oneBundle({ name: 'foo.v0.1.0', properties: pkgProp('    packageName: foo\n    version: 0.1.0\n').repeat(2) }),
      ),
    ).toEqual(['bundle-package-property-count']);
    expect(
      errors(
        oneBundle({
          name: 'foo.v0.1.0',
          properties: pkgProp('    packageName: foo\n    version: 0.1.0\n').replace('olm.package', 'OLM.package'),
        }),
      ),
    ).toEqual(['bundle-package-property-count']);
  });
  it('bundle-package-property-mismatch, also with a null value', () => {
    expect(
      oneBundle({ name: 'foo.v0.1.0', properties: pkgProp('    packageName: foo-operator\n    version: 0.1.0\n') }),
    ).toMatchObject([{ rule: 'bundle-package-property-mismatch', line: 19, column: 5 }]);
    expect(errors(oneBundle({ name: 'foo.v0.1.0', properties: '- type: olm.package\n  value: null\n' }))).toContain(
      'bundle-package-property-mismatch',
    );
  });
});

describe('images', () => {
  const img = (image: string) => errors(oneBundle({ name: 'foo.v0.1.0', image }));
  it('image-invalid: truncated digest, scheme, uppercase repository, 64-hex name, + in a tag, md5', () => {
    for (const bad of [
      'quay.io/x/y@sha256:abc',
      'docker://quay.io/x/y:1',
      'quay.io/X/y:1',
      'e'.repeat(64),
      'quay.io/x/y:v1+b',
      `quay.io/x/y@md5:${'a'.repeat(32)}`,
      `quay.io/x/y@sha256:${'A'.repeat(64)}`,
    ]) {
      expect(img(bad), bad).toEqual(['image-invalid']);
    }
  });
  it('valid: docker hub short names, uppercase registry, tag + digest, sha384/sha512, ports', () => {
    for (const good of [
      'busybox',
      'Quay.io/x/y:1',
      `quay.io/x/y:1@sha256:${'a'.repeat(64)}`,
      `x/y@sha384:${'b'.repeat(96)}`,
      `x/y@sha512:${'c'.repeat(128)}`,
      'localhost:5000/a/b:c',
    ]) {
      expect(img(good), good).toEqual([]);
    }
  });
  it('related-image-invalid; empty related images are not checked', () => {
    const f = oneBundle({
      name: 'foo.v0.1.0',
      extra: 'relatedImages:\n- name: a\n  image: ""\n- name: b\n  image: quay.io/Bad/x:1\n',
    });
    expect(f).toMatchObject([
      { rule: 'related-image-invalid', message: expect.stringContaining('relatedImages[1]'), line: 25, column: 3 },
    ]);
  });
  it('bundle-image-missing unless there is an olm.bundle.object (olm.csv.metadata does not count)', () => {
    expect(errors(oneBundle({ name: 'foo.v0.1.0', image: '""' }))).toEqual(['bundle-image-missing']);
    const withCsv = pkgProp('    packageName: foo\n    version: 0.1.0\n') + '- type: olm.csv.metadata\n  value: {}\n';
    expect(errors(oneBundle({ name: 'foo.v0.1.0', image: '""', properties: withCsv }))).toEqual([
      'bundle-image-missing',
    ]);
    const withObject =
      pkgProp('    packageName: foo\n    version: 0.1.0\n') + '- type: olm.bundle.object\n  value:\n    data: e30=\n';
    expect(oneBundle({ name: 'foo.v0.1.0', image: '""', properties: withObject })).toEqual([]);
  });
});

describe('versions and releases', () => {
  const version = (v: string) =>
    errors(oneBundle({ name: 'foo.v1', properties: pkgProp(`    packageName: foo\n    version: "${v}"\n`) }));
  it('bundle-version-invalid: blang strictness', () => {
    for (const bad of ['0.2', '0.02.0', '0.2.0-rc..1', ' 0.2.0', '0..2', 'v1.0.0', '1.0.0+', '01.0.0', '1.0.0-01'])
      expect(version(bad), bad).toEqual(['bundle-version-invalid']);
    for (const good of ['0.2.0', '1.0.0-01x', '1.0.0-rc.1+build.007', '18446744073709551615.0.0'])
      expect(version(good), good).toEqual([]);
    expect(version('18446744073709551616.0.0')).toEqual(['bundle-version-invalid']);
  });
  const release = (name: string, v: string, r: string) =>
    errors(
      oneBundle({
        name,
        image: 'quay.io/example/foo-bundle:x',
        properties: pkgProp(`    packageName: foo\n    version: "${v}"\n    release: "${r}"\n`),
      }),
    );
  it('bundle-release-invalid: leading zero, underscore, over 20 bytes; all bad segments listed', () => {
    expect(release('foo-v0.2.0-01', '0.2.0', '01')).toEqual(['bundle-release-invalid']);
    expect(release('foo-v0.2.0-a_b', '0.2.0', 'a_b')).toEqual(['bundle-release-invalid']);
    expect(release(`foo-v0.2.0-${'a'.repeat(21)}`, '0.2.0', 'a'.repeat(21))).toEqual(['bundle-release-invalid']);
    const f = oneBundle({
      name: 'x',
      properties: pkgProp('    packageName: foo\n    version: 0.2.0\n    release: ".b_"\n'),
    });
    expect(f.find((x) => x.rule === 'bundle-release-invalid')?.message).toContain(
      'segment 0: Prerelease is empty\nsegment 1: Invalid character(s) found in prerelease "b_"',
    );
    expect(release(`foo-v0.2.0-${'a'.repeat(20)}`, '0.2.0', 'a'.repeat(20))).toEqual([]);
    expect(release('foo-v0.2.0-alpha-0.2.0-alpha', '0.2.0-alpha', '0.2.0-alpha')).toEqual([]);
  });
  it('bundle-name-not-normalized: with a release the name is <pkg>-v<version>-<release>', () => {
    expect(release('foo.v0.1.0-alpha.1.0.0', '0.1.0', 'alpha.1.0.0')).toEqual(['bundle-name-not-normalized']);
    expect(release('foo-v0.1.0-alpha.1.0.0', '0.1.0', 'alpha.1.0.0')).toEqual([]);
  });
  it('bundle-build-metadata-with-release (with the normalized name it still fires alone)', () => {
    expect(release('foo.v0.1.0+alpha.1.0.0-0.0.1', '0.1.0+alpha.1.0.0', '0.0.1')).toEqual([
      'bundle-build-metadata-with-release',
      'bundle-name-not-normalized',
    ]);
    expect(release('foo-v0.1.0+alpha.1.0.0-0.0.1', '0.1.0+alpha.1.0.0', '0.0.1')).toEqual([
      'bundle-build-metadata-with-release',
    ]);
  });
});
