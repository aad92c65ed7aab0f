// Packages and APIs the rest of the index provides: externalPackages and externalApis.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { configFails as fails } from '../helpers/config.js';

describe('external providers', () => {
  it('reads both lists', () => {
    expect(
      parseConfig('externalPackages: [cert-manager]\nexternalApis:\n  - cert-manager.io/v1/Certificate\n'),
    ).toEqual({
      policy: {},
      severity: {},
      externalPackages: ['cert-manager'],
      externalApis: ['cert-manager.io/v1/Certificate'],
    });
  });
  it('refuses an API that is not group/version/Kind, at the item, and anything but a list of names', () => {
    expect(fails('externalApis:\n  - cert-manager.io/v1/Certificate\n  - Certificate.cert-manager.io\n')).toBe(
      'cfg.yaml:3: "Certificate.cert-manager.io" is not group/version/Kind (e.g. cert-manager.io/v1/Certificate)',
    );
    expect(fails('externalApis: [/v1/Secret]\n')).toBe(
      'cfg.yaml:1: "/v1/Secret" is not group/version/Kind (e.g. cert-manager.io/v1/Certificate)',
    );
    expect(fails('externalPackages: cert-manager\n')).toBe('cfg.yaml:1: externalPackages must be array');
    expect(fails('externalPackages: [""]\n')).toMatch(
      /^cfg\.yaml:1: externalPackages\.0 must NOT have fewer than 1 characters/,
    );
    expect(fails('externalPackage: [cert-manager]\n')).toBe('cfg.yaml:1: unknown setting "externalPackage"');
  });
});
