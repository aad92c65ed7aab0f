// Dependency and property rules OLM applies at install/upgrade time and opm never checks.
import { describe, expect, it } from 'vitest';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { rules, validateFiles } from '../helpers/validate.js';
import { loadCatalog } from '../../src/catalog/load.js';
import { validatePart } from '../../src/rules/validate.js';

const withProps = (props: string) =>
  validateFiles({ 'catalog.yaml': basicCatalog().replace('    version: 0.2.0\n', `    version: 0.2.0\n${props}`) });
const bar =
  pkgDoc('bar') +
  channelDoc('- name: bar.v1.2.0\n', 'stable', 'bar') +
  bundleDoc({
    name: 'bar.v1.2.0',
    pkg: 'bar',
    extra: '- type: olm.gvk\n  value:\n    group: bar.example.com\n    version: v1\n    kind: Bar\n',
  });
const withBar = (props: string) =>
  validateFiles({
    'catalog.yaml': basicCatalog().replace('    version: 0.2.0\n', `    version: 0.2.0\n${props}`),
    'bar.yaml': bar,
  });
const required = (pkg: string, range: string) =>
  `- type: olm.package.required\n  value:\n    packageName: ${pkg}\n    versionRange: '${range}'\n`;
const gvk = (type: string, g: string, v: string, k: string) =>
  `- type: ${type}\n  value:\n    group: "${g}"\n    version: "${v}"\n    kind: "${k}"\n`;

describe('olm.package.required', () => {
  it('dependency-range-invalid: not blang, or an empty || group', () => {
    expect(withBar(required('bar', '~1.2.0'))).toMatchObject([
      { rule: 'dependency-range-invalid', severity: 'error', line: 36, column: 5 },
    ]);
    expect(rules(withBar(required('bar', '>=1.0.0 || || <0.1.0')))).toEqual(['dependency-range-invalid']);
  });
  it('dependency-package-unsatisfied: no such package, or no version in range', () => {
    expect(withProps(required('bar', '>=1.0.0'))).toMatchObject([
      {
        rule: 'dependency-package-unsatisfied',
        severity: 'warning',
        message: expect.stringContaining('no package "bar"'),
      },
    ]);
    expect(rules(withBar(required('bar', '>=2.0.0')))).toEqual(['dependency-package-unsatisfied']);
  });
  it('passes when a bundle of the package is in range', () => {
    expect(withBar(required('bar', '>=1.0.0 <2.0.0'))).toEqual([]);
  });
});

describe('olm.gvk and olm.gvk.required', () => {
  it('gvk-invalid: an empty group, version or kind', () => {
    expect(withProps(gvk('olm.gvk', 'foo.example.com', '', 'Foo'))).toMatchObject([
      { rule: 'gvk-invalid', severity: 'warning', message: 'olm.gvk has an empty version' },
    ]);
  });
  it('dependency-gvk-unsatisfied unless some bundle provides it', () => {
    expect(rules(withProps(gvk('olm.gvk.required', 'bar.example.com', 'v1', 'Bar')))).toEqual([
      'dependency-gvk-unsatisfied',
    ]);
    expect(withBar(gvk('olm.gvk.required', 'bar.example.com', 'v1', 'Bar'))).toEqual([]);
  });
});

describe('requirements as facts (joined across parts, stored in the cache)', () => {
  it('carry their position, located when read, as plain JSON data in a fixed key order', () => {
    const text = basicCatalog().replace(
      '    version: 0.2.0\n',
      `    version: 0.2.0\n${required('bar', '>=1.0.0')}${gvk('olm.gvk.required', 'bar.example.com', 'v1', 'Bar')}`,
    );
    const { facts } = validatePart(loadCatalog([{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }]), {
      catalog: '.',
    });
    expect(JSON.parse(JSON.stringify(facts.requires))).toEqual([
      {
        package: 'foo',
        bundle: 'foo.v0.2.0',
        file: 'catalog.yaml',
        line: 34,
        column: 3,
        kind: 'package',
        name: 'bar',
        range: '>=1.0.0',
        valid: true,
      },
      {
        package: 'foo',
        bundle: 'foo.v0.2.0',
        file: 'catalog.yaml',
        line: 38,
        column: 3,
        kind: 'gvk',
        group: 'bar.example.com',
        version: 'v1',
        gvkKind: 'Bar',
      },
    ]);
    expect(Object.keys(facts.requires[1]!)).toEqual([
      'package',
      'bundle',
      'file',
      'line',
      'column',
      'kind',
      'group',
      'version',
      'gvkKind',
    ]);
  });
});

describe('olm.maxOpenShiftVersion', () => {
  const max = (v: string) => withProps(`- type: olm.maxOpenShiftVersion\n  value: ${v}\n`);
  it('max-openshift-version-unquoted: 4.10 becomes 4.1 (and not also a type surprise)', () => {
    expect(max('4.10')).toMatchObject([
      {
        rule: 'max-openshift-version-unquoted',
        severity: 'error',
        message: expect.stringContaining('`4.10` is read as the number 4.1'),
      },
    ]);
    expect(rules(max('4.16'))).toEqual(['max-openshift-version-unquoted']);
  });
  it('max-openshift-version-invalid: patch, v prefix, lone major, empty, twice', () => {
    for (const v of ['"4.12.1"', '"v4.12"', '"4"', '""', '"4.x"'])
      expect(rules(max(v)), v).toEqual(['max-openshift-version-invalid']);
    expect(
      rules(
        withProps(
          '- type: olm.maxOpenShiftVersion\n  value: "4.16"\n- type: olm.maxOpenShiftVersion\n  value: "4.17"\n',
        ),
      ),
    ).toEqual(['max-openshift-version-invalid']);
  });
  it('passes "<major>.<minor>"', () => {
    expect(max('"4.16"')).toEqual([]);
    expect(max('"5.0"')).toEqual([]);
  });
});

describe('olm.constraint', () => {
  const c = (value: string) => withProps(`- type: olm.constraint\n  value:\n${value}`);
  it('passes each kind, nested compounds, and a CEL rule over properties', () => {
    expect(
      c(
        '    failureMessage: needs a cert manager\n    gvk:\n      group: cert-manager.io\n      version: ' +
          'v1\n      kind: Certificate\n',
      ).filter((f) => f.rule.startsWith('constraint')),
    ).toEqual([]);
    expect(
      c("    package:\n      packageName: bar\n      versionRange: '>=1.0.0'\n").filter((f) =>
        f.rule.startsWith('constraint'),
      ),
    ).toEqual([]);
    expect(c('    cel:\n      rule: \'properties.exists(p, p.type == "certified" && p.value == "true")\'\n')).toEqual(
      [],
    );
    expect(
      c(
        "    all:\n      constraints:\n      - cel:\n          rule: 'properties.size() > 0'\n      - " +
          'not:\n          constraints:\n          - cel:\n              rule: ' +
          '\'semverCompare(properties[0].value, "1.0.0") == 0\'\n',
      ).filter((f) => f.rule.startsWith('constraint')),
    ).toEqual([]); // semverCompare is OLM's function, not a variable
  });
  it('constraint-invalid: not exactly one kind, a bad nested shape, a CEL rule that does not compile', () => {
    expect(
      c('    gvk:\n      group: a\n      version: v1\n      kind: A\n    cel:\n      rule: "true"\n'),
    ).toMatchObject([
      {
        rule: 'constraint-invalid',
        severity: 'error',
        message: expect.stringContaining('exactly one of gvk, package, cel, all, any, not (found gvk, cel)'),
      },
    ]);
    expect(c('    failureMessage: x\n')).toMatchObject([
      { rule: 'constraint-invalid', message: expect.stringContaining('(found none)') },
    ]);
    expect(c('    any:\n      constraints: []\n')).toMatchObject([{ rule: 'constraint-invalid' }]);
    expect(c('    cel:\n      rule: "properties.exists(p, "\n')).toMatchObject([
      { rule: 'constraint-invalid', message: expect.stringContaining('does not parse') },
    ]);
    expect(c('    cel:\n      rule: "cluster.version > 4"\n')).toMatchObject([
      { rule: 'constraint-invalid', message: expect.stringContaining('undeclared variable cluster') },
    ]);
    expect(c("    package:\n      packageName: bar\n      versionRange: '~1.0'\n")).toMatchObject([
      { rule: 'constraint-invalid', message: expect.stringContaining('Could not parse comparator') },
    ]);
  });
  it('constraint-too-large: over 2<<16 bytes', () => {
    expect(c(`    cel:\n      rule: "${'a'.repeat(140_000)}"\n`)).toMatchObject([
      { rule: 'constraint-too-large', severity: 'error' },
    ]);
  });
});
