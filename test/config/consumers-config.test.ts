// The consumers and per-catalog severity settings: their shape, and errors naming file and line.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { configFails as fails } from '../helpers/config.js';

describe('consumers and overrides settings', () => {
  it('reads consumers entries (catalog globs, OpenShift bounds) and scoped overrides', () => {
    const text = [
      'consumers:',
      "  - catalogs: ['catalogs/v4.1[0-7]']",
      '    olm: [classic]',
      "  - ocp: '>=4.18'",
      '    olm: [classic, v1]',
      'overrides:',
      '  - catalogs: [catalogs/legacy]',
      '    severity:',
      '      crd-default-changed: off',
      '',
    ].join('\n');
    expect(parseConfig(text)).toEqual({
      policy: {},
      severity: {},
      consumers: [
        { catalogs: ['catalogs/v4.1[0-7]'], olm: ['classic'] },
        { ocp: '>=4.18', olm: ['classic', 'v1'] },
      ],
      overrides: [{ catalogs: ['catalogs/legacy'], severity: { 'crd-default-changed': 'off' } }],
    });
  });

  it('names the line of a bad consumers entry', () => {
    expect(fails('consumers:\n  - olm: [classic]\n')).toBe(
      'cfg.yaml:2: a consumers entry needs catalogs, ocp or both: which catalogs it is about',
    );
    expect(fails('consumers:\n  - ocp: "4.18+"\n    olm: [v1]\n')).toBe(
      'cfg.yaml:2: ocp "4.18+" is not a comparator and an OpenShift version (e.g. >=4.18, <4.16, 4.16)',
    );
    expect(fails('consumers:\n  - catalogs: [x]\n    olm: [v2]\n')).toBe(
      'cfg.yaml:3: consumers.0.olm.0 must be one of: classic, v1',
    );
    expect(fails('consumers:\n  - catalogs: [x]\n')).toBe("cfg.yaml:2: consumers.0 must have required property 'olm'");
    expect(fails('consumers:\n  - catalogs: ["catalogs/[v4"]\n    olm: [v1]\n')).toBe(
      'cfg.yaml:2: "catalogs/[v4" is not a valid pattern (Go filepath.Match syntax)',
    );
  });

  it('names the line of a bad scoped override, and fixed rules stay fixed there too', () => {
    expect(fails('overrides:\n  - catalogs: [a]\n    severity:\n      channel-multiple-heads: warning\n')).toBe(
      'cfg.yaml:4: rule channel-multiple-heads is fixed: its severity cannot change',
    );
    expect(fails('overrides:\n  - catalogs: [a]\n    severity:\n      no-such-rule: off\n')).toBe(
      'cfg.yaml:4: unknown rule id "no-such-rule"',
    );
    expect(fails('overrides:\n  - severity: {}\n')).toBe(
      "cfg.yaml:2: overrides.0 must have required property 'catalogs'",
    );
  });
});
