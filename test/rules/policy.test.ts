// Repository policy rules: allowed registries, digest pinning, olm.bundle.object banned from
// given catalogs — off unless the repository configures them.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { normalizeRegistry, underPattern } from '../../src/rules/policy.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { rules, validateFiles } from '../helpers/validate.js';

const DIGEST = 'sha256:' + 'a'.repeat(64);
const csv = Buffer.from(
  JSON.stringify({
    apiVersion: 'operators.coreos.com/v1alpha1',
    kind: 'ClusterServiceVersion',
    metadata: { name: 'foo.v0.2.0' },
    spec: { installModes: [{ type: 'AllNamespaces', supported: true }] },
  }),
).toString('base64');
const objectProp = `- type: olm.bundle.object\n  value:\n    data: ${csv}\n`;
const metadataProp =
  '- type: olm.csv.metadata\n  value:\n    installModes:\n    - {type: AllNamespaces, supported: true}\n';

function catalog(opts: { image?: string; related?: string[]; extraProps?: string } = {}): Record<string, string> {
  const related = opts.related
    ? `relatedImages:\n${opts.related.map((r, i) => `- name: img${i}\n  image: ${r}\n`).join('')}`
    : '';
  return {
    'foo/catalog.yaml': [
      pkgDoc(),
      channelDoc('- name: foo.v0.2.0\n'),
      bundleDoc({
        name: 'foo.v0.2.0',
        ...(opts.image ? { image: opts.image } : {}),
        properties: `- type: olm.package\n  value:\n    packageName: foo\n    version: 0.2.0\n${opts.extraProps ?? ''}`,
        extra: related,
      }),
    ].join(''),
  };
}

describe('no policy configured', () => {
  it('reports none of the policy rules', () => {
    expect(validateFiles(catalog({ image: 'docker.io/someone/foo:latest', extraProps: objectProp }))).toEqual([]);
  });
});

describe('image-registry-not-allowed', () => {
  const config = parseConfig(
    'policy:\n  allowedRegistries: &regs\n    - quay.io/example\n    - registry.redhat.io/\n  ' +
      'allowedRelatedImageRegistries: *regs\n',
  );
  it('flags the bundle image and each related image outside its list, at the image', () => {
    const fs = validateFiles(
      catalog({
        image: 'ghcr.io/example/foo-bundle:v0.2.0',
        related: ['registry.redhat.io/ubi9/ubi@' + DIGEST, 'busybox', 'quay.io/examples/x:1'],
      }),
      config,
    );
    expect(fs).toMatchObject([
      {
        rule: 'image-registry-not-allowed',
        severity: 'error',
        bundle: 'foo.v0.2.0',
        file: 'foo/catalog.yaml',
        line: 15,
        message: expect.stringContaining(
          'bundle image "ghcr.io/example/foo-bundle:v0.2.0" is not from an allowed registry ' +
            '(allowedRegistries: quay.io/example, registry.redhat.io/)',
        ),
      },
      {
        rule: 'image-registry-not-allowed',
        line: 25,
        message: expect.stringContaining(
          'related image "busybox" (img1) is not from an allowed registry (allowedRelatedImageRegistries:',
        ),
      },
      { rule: 'image-registry-not-allowed', line: 27, message: expect.stringContaining('"quay.io/examples/x:1"') },
    ]);
  });
  it('passes images under an allowed prefix, whole path components only', () => {
    expect(validateFiles(catalog({ related: ['quay.io/example/operator@' + DIGEST] }), config)).toEqual([]);
  });
  it('checks each kind of image only when its list is set', () => {
    const files = catalog({ image: 'ghcr.io/example/foo-bundle:v0.2.0', related: ['docker.io/library/busybox'] });
    expect(validateFiles(files, parseConfig('policy: {allowedRegistries: [quay.io/example]}\n'))).toMatchObject([
      { message: expect.stringContaining('bundle image') },
    ]);
    expect(
      validateFiles(files, parseConfig('policy: {allowedRelatedImageRegistries: [quay.io/example]}\n')),
    ).toMatchObject([{ message: expect.stringContaining('related image') }]);
  });
  it('compares Docker Hub names in their normalized form', () => {
    const hub = parseConfig('policy:\n  allowedRegistries: [index.docker.io/library]\n');
    expect(validateFiles(catalog({ image: 'busybox:1.36' }), hub)).toEqual([]);
    expect(rules(validateFiles(catalog({ image: 'someone/busybox:1.36' }), hub))).toEqual([
      'image-registry-not-allowed',
    ]);
  });
  it('leaves invalid pull specs to image-invalid', () => {
    expect(rules(validateFiles(catalog({ image: 'ghcr.io/Example/Foo' }), config))).toEqual(['image-invalid']);
  });
});

describe('image-not-pinned', () => {
  const config = parseConfig('policy:\n  requireDigests: true\n');
  it('refuses a bundle image referenced by tag: the policy says images must be pinned', () => {
    expect(validateFiles(catalog({ image: 'quay.io/example/foo-bundle:v0.2.0' }), config)).toMatchObject([
      { rule: 'image-not-pinned', severity: 'error', line: 15, column: 1 },
    ]);
  });
  it('passes a digest, with or without a tag', () => {
    expect(validateFiles(catalog({ image: `quay.io/example/foo-bundle@${DIGEST}` }), config)).toEqual([]);
    expect(validateFiles(catalog({ image: `quay.io/example/foo-bundle:v0.2.0@${DIGEST}` }), config)).toEqual([]);
  });
});

describe('bundle-object-not-allowed', () => {
  const config = parseConfig("policy:\n  bundleObjectNotAllowed: ['catalogs/v4.1[7-9]', 'catalogs/v4.[2-9][0-9]']\n");
  const files = catalog({ extraProps: objectProp });
  it('flags a bundle with olm.bundle.object in a matching catalog, once, at its first object', () => {
    expect(validateFiles(files, config, 'catalogs/v4.17')).toMatchObject([
      {
        rule: 'bundle-object-not-allowed',
        severity: 'error',
        file: 'catalogs/v4.17/foo/catalog.yaml',
        line: 21,
        message: expect.stringContaining('under "catalogs/v4.1[7-9]"'),
      },
    ]);
    expect(rules(validateFiles(files, config, 'catalogs/v4.21'))).toEqual(['bundle-object-not-allowed']);
  });
  it('matches a file below a pattern when the catalog is a parent directory', () => {
    expect(rules(validateFiles({ 'v4.18/foo/catalog.yaml': files['foo/catalog.yaml']! }, config, 'catalogs'))).toEqual([
      'bundle-object-not-allowed',
    ]);
  });
  it('passes older catalogs and bundles rendered with olm.csv.metadata', () => {
    expect(validateFiles(files, config, 'catalogs/v4.16')).toEqual([]);
    expect(validateFiles(catalog({ extraProps: metadataProp }), config, 'catalogs/v4.17')).toEqual([]);
  });
});

describe('severity overrides', () => {
  it('raise, lower and silence a rule', () => {
    const files = catalog({ image: 'quay.io/example/foo-bundle:v0.2.0' });
    expect(
      validateFiles(files, parseConfig('policy: {requireDigests: true}\nseverity: {image-not-pinned: warning}\n')),
    ).toMatchObject([{ rule: 'image-not-pinned', severity: 'warning' }]);
    expect(
      validateFiles(files, parseConfig('policy: {requireDigests: true}\nseverity: {image-not-pinned: off}\n')),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('normalizeRegistry lowercases the host and drops trailing slashes', () => {
    expect(normalizeRegistry('Quay.IO/Org/')).toBe('quay.io/Org');
    expect(normalizeRegistry('index.docker.io')).toBe('docker.io');
  });
  it('underPattern matches runs of whole segments with Go filepath.Match, anchored by a leading /', () => {
    expect(underPattern('catalogs/v4.17/foo/catalog.yaml', ['catalogs/v4.1[7-9]'])).toBe('catalogs/v4.1[7-9]');
    expect(underPattern('../elsewhere/catalogs/v4.18/foo/catalog.yaml', ['catalogs/v4.1[7-9]'])).toBe(
      'catalogs/v4.1[7-9]',
    );
    expect(underPattern('catalogs/v4.16/foo/catalog.yaml', ['catalogs/v4.1[7-9]'])).toBeUndefined();
    expect(underPattern('catalogs/v4.170/foo/catalog.yaml', ['catalogs/v4.1[7-9]'])).toBeUndefined();
    expect(underPattern('catalogs/v4.17', ['catalogs/*/foo'])).toBeUndefined();
    expect(underPattern('old/catalogs/v4.17/foo/catalog.yaml', ['/catalogs/v4.17'])).toBeUndefined();
    expect(underPattern('catalogs/v4.17/foo/catalog.yaml', ['/catalogs/v4.17'])).toBe('/catalogs/v4.17');
  });
});
