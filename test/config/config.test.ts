// The repository configuration: its schema, and errors that name the file and line.
import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, parseConfig } from '../../src/config/config.js';
import { configFails as fails } from '../helpers/config.js';

describe('parseConfig', () => {
  it('reads every setting', () => {
    expect(
      parseConfig(
        'policy:\n  allowedRegistries: [quay.io/org]\n  allowedRelatedImageRegistries: [quay.io/org, ' +
          'registry.redhat.io]\n  requireDigests: true\n  bundleObjectNotAllowed: ' +
          '[catalogs/v4.17]\nseverity:\n  upgrade-path-lost: warning\n',
      ),
    ).toEqual({
      policy: {
        allowedRegistries: ['quay.io/org'],
        allowedRelatedImageRegistries: ['quay.io/org', 'registry.redhat.io'],
        requireDigests: true,
        bundleObjectNotAllowed: ['catalogs/v4.17'],
      },
      severity: { 'upgrade-path-lost': 'warning' },
    });
  });
  it('an empty file (or only comments) is no configuration', () => {
    expect(parseConfig('')).toEqual(EMPTY_CONFIG);
    expect(parseConfig('# nothing yet\n')).toEqual(EMPTY_CONFIG);
  });
  it('names the line of an unknown setting, a wrong type, an unknown rule', () => {
    expect(fails('policy:\n  allowedRegistries: [quay.io]\n  requireDigest: true\n')).toBe(
      'cfg.yaml:3: unknown setting "requireDigest"',
    );
    expect(fails('policy:\n  requireDigests: "yes"\n')).toBe('cfg.yaml:2: policy.requireDigests must be boolean');
    expect(fails('severity:\n  no-such-rule: off\n')).toBe('cfg.yaml:2: unknown rule id "no-such-rule"');
    expect(fails('severity:\n  upgrade-path-lost: fatal\n')).toBe(
      'cfg.yaml:2: severity.upgrade-path-lost must be one of: error, warning, info, off',
    );
    expect(fails('- a list\n')).toBe('cfg.yaml:1: the configuration must be object');
  });
  it('refuses to change a fixed (opm) rule', () => {
    expect(fails('severity:\n  channel-multiple-heads: warning\n')).toBe(
      'cfg.yaml:2: rule channel-multiple-heads is fixed: its severity cannot change',
    );
    expect(parseConfig('severity:\n  channel-multiple-heads: error\n').severity).toEqual({
      'channel-multiple-heads': 'error',
    });
  });
  it('refuses a registry without a host and a malformed pattern, at the item', () => {
    expect(fails('policy:\n  allowedRegistries:\n    - quay.io/ok\n    - my-org\n')).toBe(
      'cfg.yaml:4: "my-org" does not start with a registry host (e.g. quay.io/my-org)',
    );
    expect(fails('policy:\n  allowedRelatedImageRegistries: [library]\n')).toBe(
      'cfg.yaml:2: "library" does not start with a registry host (e.g. quay.io/my-org)',
    );
    expect(fails('policy:\n  bundleObjectNotAllowed: ["catalogs/v4.[17"]\n')).toBe(
      'cfg.yaml:2: "catalogs/v4.[17" is not a valid pattern (Go filepath.Match syntax)',
    );
  });
  it('image checks: insecure registries are hosts (with a port), and requireImagesVerified a boolean', () => {
    expect(
      parseConfig(
        'policy:\n  insecureRegistries: [registry.internal:5000, "[::1]:5000", mirror]\n  ' +
          'requireImagesVerified: true\n',
      ).policy,
    ).toEqual({ insecureRegistries: ['registry.internal:5000', '[::1]:5000', 'mirror'], requireImagesVerified: true });
    expect(fails('policy:\n  insecureRegistries:\n    - ok.example\n    - registry.internal/org\n')).toBe(
      'cfg.yaml:4: "registry.internal/org" is not a registry host (host or host:port, e.g. registry.internal:5000)',
    );
    expect(fails('policy:\n  requireImagesVerified: 1\n')).toBe(
      'cfg.yaml:2: policy.requireImagesVerified must be boolean',
    );
  });
  it('packageDirectories is a boolean, absent unless set', () => {
    expect(parseConfig('packageDirectories: true\n').packageDirectories).toBe(true);
    expect(parseConfig('packageDirectories: false\n').packageDirectories).toBe(false);
    expect('packageDirectories' in parseConfig('maintainers: [mia]\n')).toBe(false);
    expect(fails('maintainers: [mia]\npackageDirectories: yes please\n')).toBe(
      'cfg.yaml:2: packageDirectories must be boolean',
    );
  });
  it('templates: each template and the directories it is rendered into, inside the repository', () => {
    expect(parseConfig('templates:\n  - template: t/foo.yaml\n    catalogs: [catalogs/v4.16/foo]\n').templates).toEqual(
      [{ template: 't/foo.yaml', catalogs: ['catalogs/v4.16/foo'] }],
    );
    expect(parseConfig('templates: []\n').templates).toEqual([]);
    expect(fails('templates:\n  - template: t/foo.yaml\n')).toBe(
      "cfg.yaml:2: templates.0 must have required property 'catalogs'",
    );
    expect(fails('templates:\n  - template: t.yaml\n    catalogs:\n      - ../x\n')).toBe(
      'cfg.yaml:4: "../x" must be a path inside the repository, relative to its root',
    );
  });
  it('image checks: imageCheckSeconds is a whole number of seconds from 1 to 600', () => {
    expect(parseConfig('policy:\n  imageCheckSeconds: 20\n').policy).toEqual({ imageCheckSeconds: 20 });
    for (const bad of ['0', '601', '1.5', '"20"'])
      expect(fails(`policy:\n  imageCheckSeconds: ${bad}\n`)).toMatch(/^cfg\.yaml:2: policy\.imageCheckSeconds /);
  });
  it('reports YAML syntax errors with their line', () => {
    expect(fails('policy:\n  requireDigests: [true\n')).toMatch(/^cfg\.yaml:\d+: /);
  });
  it('an alias bomb is a configuration error at its first alias, not a crash', () => {
    const levels = ['x: &l0 ["a","a","a","a","a","a","a","a","a"]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    expect(fails(levels.join('\n') + '\n')).toBe('cfg.yaml:2: excessive aliasing (the aliases expand too far)');
  });
  it('nesting far deeper than a configuration needs is refused before parsing', () => {
    expect(fails('['.repeat(200_000))).toBe('cfg.yaml:1: nested more than 64 levels deep');
    expect(fails('{'.repeat(100_000))).toBe('cfg.yaml:1: nested more than 64 levels deep');
    expect(fails(Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}- x`).join('\n'))).toBe(
      'cfg.yaml:1: nested more than 64 levels deep',
    );
  });
});
