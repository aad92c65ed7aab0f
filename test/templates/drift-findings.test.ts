// The template findings of a change, from each side's mapping, templates and rendered directories:
// which rule (the catalog edited, the template not rendered, the mapping broken), introduced or
// already in base, and the render command as the fix.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/catalog/goyaml/json-value.js';
import { readCiYaml } from '../../src/config/ci-yaml.js';
import type { TemplateExpectation } from '../../src/templates/expectation.js';
import { templateFindings, type TemplateReaders, type TemplateSide } from '../../src/templates/drift-findings.js';
import { communityRenderings } from '../../src/templates/renderings.js';
import { ownPart } from '../../src/model/finding.js';
import { copiesOf, problemsOf } from '../../src/report/problems.js';

const CI =
  'fbc:\n  enabled: true\n  catalog_mapping:\n    - template_name: basic.yaml\n' +
  '      catalog_names: ["v4.16", "v4.18"]\n      type: olm.template.basic\n';
const TEMPLATE = 'operators/foo/catalog-templates/basic.yaml';

const pkg = { schema: 'olm.package', name: 'foo', defaultChannel: 'stable' };
const channel = (...names: string[]) => ({
  schema: 'olm.channel',
  name: 'stable',
  package: 'foo',
  entries: names.map((n, i) => (i === 0 ? { name: n } : { name: n, replaces: names[i - 1] })),
});
const bundle = (v: string, csv: boolean): JsonValue => ({
  schema: 'olm.bundle',
  name: `foo.v${v}`,
  package: 'foo',
  image: `quay.io/foo/bundle:v${v}`,
  properties: [{ type: csv ? 'olm.csv.metadata' : 'olm.bundle.object', value: { v } }],
});
const expectation = (...versions: string[]): TemplateExpectation => ({
  kind: 'basic',
  package: 'foo',
  documents: [pkg, channel(...versions.map((v) => `foo.v${v}`))],
  bundleImages: versions.map((v) => `quay.io/foo/bundle:v${v}`),
});
// The template's text names its versions; the constructed reader reads them back.
const readers: TemplateReaders = {
  basic: (text) =>
    text === 'broken' ? [{ message: 'decoding template schema', line: 3 }] : expectation(...text.split(' ')),
};

function side(
  ci: string,
  template: string | undefined,
  catalogs: Record<string, unknown[]>,
  known = ['v4.16', 'v4.18'],
): TemplateSide {
  const { renderings, problems } = communityRenderings('foo', readCiYaml(ci, 'operators/foo/ci.yaml'));
  return {
    renderings,
    problems,
    templates: new Map(template === undefined ? [] : [[TEMPLATE, { text: template }]]),
    dirs: new Map(
      Object.entries(catalogs).map(([v, docs]) => [
        `catalogs/${v}/foo`,
        {
          files: ['catalog.yaml'],
          documents: docs.map((value, i) => ({
            value: value as JsonValue,
            file: `catalogs/${v}/foo/catalog.yaml`,
            line: 1 + i * 5,
          })),
        },
      ]),
    ),
    catalogs: new Set(known.map((v) => `catalogs/${v}`)),
    knownCatalogs: known.map((v) => `catalogs/${v}`),
  };
}
const rendered = (...versions: string[]) => ({
  'v4.16': [pkg, channel(...versions.map((v) => `foo.v${v}`)), ...versions.map((v) => bundle(v, false))],
  'v4.18': [pkg, channel(...versions.map((v) => `foo.v${v}`)), ...versions.map((v) => bundle(v, true))],
});

describe('templateFindings', () => {
  it('catalogs rendered from their template: nothing', () => {
    const s = side(CI, '1.0.0 1.1.0', rendered('1.0.0', '1.1.0'));
    expect(templateFindings({ base: s, head: s, readers })).toEqual([]);
  });
  it('a catalog edited without its template: an introduced error with the render command', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const edited = rendered('1.0.0');
    const head = side(CI, '1.0.0', { ...edited, 'v4.18': [...edited['v4.18'], bundle('1.1.0', true)] });
    const f = templateFindings({ base, head, readers });
    const advice =
      'this pull request changed the catalog, not the template: a hand edit of a rendered ' +
      'catalog is overwritten at the next render: make the change in the template, then render: opm alpha ' +
      'render-template basic -o yaml --migrate-level ' +
      'bundle-object-to-csv-metadata operators/foo/catalog-templates/basic.yaml > catalogs/v4.18/foo/catalog.yaml';
    expect(f).toEqual([
      {
        rule: 'template-catalog-edited',
        severity: 'error',
        catalog: 'catalogs/v4.18',
        package: 'foo',
        file: 'catalogs/v4.18/foo/catalog.yaml',
        line: 16,
        introduced: true,
        message:
          'catalogs/v4.18/foo is not what operators/foo/catalog-templates/basic.yaml renders ' +
          '(operators/foo/ci.yaml:4): bundle foo.v1.1.0 (image quay.io/foo/bundle:v1.1.0) is in the catalog, not ' +
          `in the template; ${advice}`,
        // Every drift of the directory in this situation is one problem: the reports say head and fix once.
        group: {
          head:
            'catalogs/v4.18/foo is not what operators/foo/catalog-templates/basic.yaml renders ' +
            '(operators/foo/ci.yaml:4)',
          fix: advice,
        },
      },
    ]);
    // The message is the group's head and fix around the difference alone.
    expect(ownPart(f[0]!)).toBe(
      'bundle foo.v1.1.0 (image quay.io/foo/bundle:v1.1.0) is in the catalog, not in the template',
    );
    // The same drift already in base: not the change's doing, a warning.
    const again = templateFindings({ base: head, head, readers });
    expect(again.map((x) => [x.rule, x.severity, x.introduced])).toEqual([
      ['template-catalog-edited', 'warning', false],
    ]);
    expect(again[0]!.message).toContain(
      'not in the template; base already has this difference: it predates this pull request, which is not failed ' +
        'for it; to bring the catalog in step with the template, render it: opm alpha render-template basic',
    );
  });
  it('a template and its catalog both changed, the catalog holding what neither version renders: a hand edit', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const next = rendered('1.0.0', '1.1.0');
    const head = side(CI, '1.0.0 1.1.0', { ...next, 'v4.18': [...next['v4.18'], bundle('9.0.0', true)] });
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.severity, x.catalog])).toEqual([
      ['template-catalog-edited', 'error', 'catalogs/v4.18'],
    ]);
    expect(f[0]!.message).toContain(
      'is in the catalog, not in the template; this pull request changed the template and the catalog, which holds ' +
        'what neither version of the template renders: a hand edit of a rendered catalog is overwritten',
    );
  });
  it('a template changed without the catalogs: template-not-rendered in each catalog, saying to render', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const head = side(CI, '1.0.0 1.1.0', rendered('1.0.0'));
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.catalog, x.introduced])).toEqual([
      ['template-not-rendered', 'catalogs/v4.16', true],
      ['template-not-rendered', 'catalogs/v4.16', true],
      ['template-not-rendered', 'catalogs/v4.18', true],
      ['template-not-rendered', 'catalogs/v4.18', true],
    ]);
    expect(f[1]!.message).toContain(
      'bundle image quay.io/foo/bundle:v1.1.0 of the template is not in the catalog; the template changed ' +
        'without the catalog: render the catalog again: opm alpha render-template basic -o yaml ' +
        'operators/foo/catalog-templates/basic.yaml > catalogs/v4.16/foo/catalog.yaml',
    );
    // One render of each catalog fixes both of its differences: one problem per catalog (their render commands
    // differ in migrate level, so the catalogs' are no copies of each other).
    expect(f.map((x) => x.group?.head)).toEqual([
      ...Array<string>(2).fill(
        'catalogs/v4.16/foo is not what operators/foo/catalog-templates/basic.yaml renders (operators/foo/ci.yaml:4)',
      ),
      ...Array<string>(2).fill(
        'catalogs/v4.18/foo is not what operators/foo/catalog-templates/basic.yaml renders (operators/foo/ci.yaml:4)',
      ),
    ]);
    expect(problemsOf(copiesOf(f)).map((p) => [p.length, p[0]!.catalogs])).toEqual([
      [2, ['catalogs/v4.16']],
      [2, ['catalogs/v4.18']],
    ]);
  });
  it('stale render: a new catalog rendered from an older version of the template (apicurio-registry-3 v4.22)', () => {
    // The pull request maps the template into v4.18 and adds the catalog, rendered before the base branch
    // added 1.1.0 to the template: the catalog lags behind, which a render repairs; no hand edit.
    const base = side(CI.replace('"v4.16", "v4.18"', '"v4.16"'), '1.0.0 1.1.0', {
      'v4.16': rendered('1.0.0', '1.1.0')['v4.16'],
    });
    const head = side(CI, '1.0.0 1.1.0', { ...rendered('1.0.0', '1.1.0'), 'v4.18': rendered('1.0.0')['v4.18'] });
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.severity, x.introduced, x.catalog])).toEqual([
      ['template-catalog-edited', 'error', true, 'catalogs/v4.18'],
      ['template-catalog-edited', 'error', true, 'catalogs/v4.18'],
    ]);
    expect(f.map((x) => x.message.slice(x.message.indexOf('renders (') + 35))).toEqual([
      'olm.channel stable differs: entries: the template has entries the catalog does not (foo.v1.1.0); ' +
        'stale render: the catalog lacks what the template renders, as a render of an older version of the ' +
        'template does (the template changed since, on the base branch if not in this pull request): render it ' +
        'again: opm alpha render-template basic -o yaml --migrate-level bundle-object-to-csv-metadata ' +
        'operators/foo/catalog-templates/basic.yaml > catalogs/v4.18/foo/catalog.yaml (to leave it out instead, ' +
        'take it out of the template, then render)',
      expect.stringMatching(
        /^bundle image quay.io\/foo\/bundle:v1.1.0 of the template is not in the catalog; stale render: /,
      ),
    ]);
    expect(f.some((x) => x.message.includes('hand edit'))).toBe(false);
  });
  it('stale render: the template changed and a catalog was only partly rendered again', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const next = rendered('1.0.0', '1.1.0');
    // v4.18 got the new bundle, but its channel is still the one the template rendered before the change.
    const partial = [...rendered('1.0.0')['v4.18'], bundle('1.1.0', true)];
    const f = templateFindings({ base, head: side(CI, '1.0.0 1.1.0', { ...next, 'v4.18': partial }), readers });
    expect(f.map((x) => [x.rule, x.severity, x.catalog, x.line])).toEqual([
      ['template-catalog-edited', 'error', 'catalogs/v4.18', 6],
    ]);
    expect(f[0]!.message).toContain(
      '(foo.v1.1.0); stale render: the catalog still holds what the template rendered before this pull request ' +
        'changed it: render it again: opm alpha render-template basic -o yaml --migrate-level',
    );
  });
  it('stale render: a catalog rendered without the migrate level its OpenShift version takes', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const next = rendered('1.0.0', '1.1.0');
    const head = side(CI, '1.0.0 1.1.0', { ...next, 'v4.18': next['v4.16'] });
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.severity, x.catalog])).toEqual([
      ['template-catalog-edited', 'error', 'catalogs/v4.18'],
    ]);
    expect(f[0]!.message).toContain(
      'bundle-object-to-csv-metadata; stale render: the catalog was rendered with another migrate level than its ' +
        'OpenShift version takes (another render command or an older opm): render it again: opm alpha',
    );
  });
  it('drift in a template and catalogs the change left alone is never its error, whatever the mapping order', () => {
    // v4.18's foo.v1.0.0 already differs from v4.16's; the pull request only reorders catalog_names, so the
    // difference is told on the other catalog of the pair: still base's, a warning.
    const drifted = rendered('1.0.0');
    const odd = { ...(bundle('1.0.0', true) as object), relatedImages: [{ image: 'quay.io/foo/extra:v1' }] };
    const catalogs = { ...drifted, 'v4.18': [pkg, channel('foo.v1.0.0'), odd] };
    const base = side(CI, '1.0.0', catalogs);
    const head = side(CI.replace('"v4.16", "v4.18"', '"v4.18", "v4.16"'), '1.0.0', catalogs);
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.severity, x.introduced])).toEqual([['template-catalog-edited', 'warning', false]]);
    expect(f[0]!.message).toContain('base already has this difference: it predates this pull request');
  });
  it("a bundle changed in one catalog is told on that catalog, not on the template's other one", () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const odd = { ...(bundle('1.0.0', false) as object), relatedImages: [{ image: 'quay.io/foo/extra:v1' }] };
    const head = side(CI, '1.0.0', { ...rendered('1.0.0'), 'v4.16': [pkg, channel('foo.v1.0.0'), odd] });
    const f = templateFindings({ base, head, readers });
    expect(f.map((x) => [x.rule, x.severity, x.file])).toEqual([
      ['template-catalog-edited', 'error', 'catalogs/v4.16/foo/catalog.yaml'],
    ]);
    expect(f[0]!.message).toContain(
      'bundle foo.v1.0.0 is not the same as in catalogs/v4.18, which the same template renders (they may differ ' +
        "only in olm.bundle.object against olm.csv.metadata); stale render: a bundle's contents come from its image",
    );
  });
  it('a mapping naming a template or a catalog that does not exist, or a template opm cannot render', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const missing = side(CI, undefined, rendered('1.0.0'));
    expect(templateFindings({ base, head: missing, readers }).map((x) => [x.rule, x.message, x.line])).toEqual([
      [
        'template-mapping-invalid',
        'operators/foo/ci.yaml names template operators/foo/catalog-templates/basic.yaml, which does not exist',
        4,
      ],
    ]);
    const v422 = side(CI.replace('"v4.18"', '"v4.18", "v4.22"'), '1.0.0', rendered('1.0.0'));
    expect(templateFindings({ base, head: v422, readers }).map((x) => [x.rule, x.message])).toEqual([
      [
        'template-mapping-invalid',
        'operators/foo/ci.yaml renders operators/foo/catalog-templates/basic.yaml into catalog catalogs/v4.22, ' +
          'which does not exist: a catalog name is a directory of catalogs/ (v4.16, v4.18); correct v4.22 or take ' +
          'it out of catalog_names',
      ],
    ]);
    const broken = side(CI, 'broken', rendered('1.0.0'));
    expect(templateFindings({ base, head: broken, readers }).map((x) => [x.rule, x.file, x.line])).toEqual([
      ['template-invalid', TEMPLATE, 3],
    ]);
    const typo = side(CI.replace('olm.template.basic', 'olm.template.basik'), '1.0.0', rendered('1.0.0'));
    expect(templateFindings({ base, head: typo, readers }).map((x) => [x.rule, x.line])).toEqual([
      ['template-mapping-invalid', 4],
    ]);
  });
  it('a catalog name without its v (rsct-operator "4.22", PR #10527): at its line, the catalog it means', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'), ['v4.16', 'v4.18', 'v4.22']);
    const block = CI.replace('["v4.16", "v4.18"]', '\n        - v4.16\n        - "4.18"\n        - v4.22');
    const head = side(block.replace('- v4.22', '- "4.22"'), '1.0.0', rendered('1.0.0'), ['v4.16', 'v4.18', 'v4.22']);
    const meant = templateFindings({ base, head, readers });
    expect(meant.map((x) => [x.rule, x.severity, x.introduced, x.file, x.line])).toEqual([
      ['template-mapping-invalid', 'error', true, 'operators/foo/ci.yaml', 7],
      ['template-mapping-invalid', 'error', true, 'operators/foo/ci.yaml', 8],
    ]);
    expect(meant[1]!.message).toBe(
      'operators/foo/ci.yaml renders operators/foo/catalog-templates/basic.yaml into catalog catalogs/4.22, which ' +
        'does not exist: did you mean v4.22? Write v4.22 for 4.22 in catalog_names, then render it: opm alpha ' +
        'render-template basic -o yaml --migrate-level bundle-object-to-csv-metadata ' +
        'operators/foo/catalog-templates/basic.yaml > catalogs/v4.22/foo/catalog.yaml',
    );
    const both = side(CI.replace('"v4.18"', '"v4.18", "4.16"'), '1.0.0', rendered('1.0.0'), ['v4.16', 'v4.18']);
    expect(templateFindings({ base, head: both, readers }).map((x) => [x.line, x.message])).toEqual([
      [
        5,
        'operators/foo/ci.yaml renders operators/foo/catalog-templates/basic.yaml into catalog catalogs/4.16, which ' +
          'does not exist: the mapping already renders into catalogs/v4.16, which 4.16 likely means: take 4.16 out ' +
          'of catalog_names',
      ],
    ]);
  });
  it("a mapping's type named as an Object.prototype key is no kind: the mapping is invalid", () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    for (const type of ['constructor', 'toString', '__proto__']) {
      const head = side(CI.replace('olm.template.basic', type), '1.0.0', rendered('1.0.0'));
      expect(templateFindings({ base, head, readers }).map((x) => [x.rule, x.line, x.message])).toEqual([
        [
          'template-mapping-invalid',
          4,
          `type ${type} of template basic.yaml is neither olm.template.basic nor olm.semver`,
        ],
      ]);
    }
  });
  it("a mapping without a type: the template's first document's schema says, as opm reads it", () => {
    const untyped = CI.replace('      type: olm.template.basic\n', '');
    const text = 'schema: olm.template.basic\n---\n';
    const firstOnly: TemplateReaders = { basic: (t) => (t === text ? expectation('1.0.0') : []) };
    const s = side(untyped, text, rendered('1.0.0'));
    expect(templateFindings({ base: s, head: s, readers: firstOnly })).toEqual([]);
  });
  it('a mapped catalog without the package rendered: template-not-rendered at the mapping', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const { 'v4.16': only } = rendered('1.0.0');
    const f = templateFindings({ base, head: side(CI, '1.0.0', { 'v4.16': only }), readers });
    expect(f.map((x) => [x.rule, x.catalog, x.file, x.line])).toEqual([
      ['template-not-rendered', 'catalogs/v4.18', 'operators/foo/ci.yaml', 4],
    ]);
  });
  it('semver templates without their reader are noted as not compared, never an error', () => {
    const semver = CI.replace('olm.template.basic', 'olm.semver');
    const s = side(semver, '1.0.0', rendered('1.0.0'));
    const f = templateFindings({ base: side(CI, '1.0.0', {}), head: s, readers });
    expect(f.map((x) => [x.rule, x.severity])).toEqual([
      ['template-not-compared', 'info'],
      ['template-not-compared', 'info'],
    ]);
  });
  it('the configuration sets the severity of introduced findings; base drift stays a warning at most', () => {
    const base = side(CI, '1.0.0', rendered('1.0.0'));
    const head = side(CI, '1.0.0 1.1.0', rendered('1.0.0'));
    const severities = { severity: { 'template-not-rendered': 'warning' as const } };
    expect(templateFindings({ base, head, readers, severities }).map((x) => x.severity)).toContain('warning');
    const off = { severity: { 'template-not-rendered': 'off' as const } };
    expect(templateFindings({ base, head, readers, severities: off })).toEqual([]);
  });
});
