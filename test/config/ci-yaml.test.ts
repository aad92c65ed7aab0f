// The one reader of operators/<pkg>/ci.yaml: owners, the bundle-format update mode, fbc.enabled and
// fbc.catalog_mapping from one parse, each as its users read it before they shared it.
import { describe, expect, it } from 'vitest';
import { readCiYaml } from '../../src/config/ci-yaml.js';

const COMMUNITY =
  '---\nreviewers:\n  - "@Alice"\n  - bob\nupdateGraph: semver-mode\nfbc:\n  enabled: true\n  catalog_mapping:\n' +
  '    - template_name: basic.yaml\n      catalog_names: ["v4.16", v4.17]\n      type: olm.template.basic\n' +
  '    - template_name: semver.yaml\n      catalog_names:\n        - v4.18\n      type: olm.semver\n';

describe('readCiYaml', () => {
  it('reads every field of a community ci.yaml from one parse, each catalog name at its line', () => {
    expect(readCiYaml(COMMUNITY, 'operators/foo/ci.yaml')).toEqual({
      reviewers: { logins: ['Alice', 'bob'] },
      updateGraph: 'semver',
      fbcEnabled: true,
      catalogMapping: [
        {
          templateName: 'basic.yaml',
          catalogNames: ['v4.16', 'v4.17'],
          catalogLines: [10, 10],
          type: 'olm.template.basic',
          line: 9,
        },
        { templateName: 'semver.yaml', catalogNames: ['v4.18'], catalogLines: [14], type: 'olm.semver', line: 12 },
      ],
      mappingProblems: [],
    });
  });
  it('defaults: replaces mode, not file-based, no mapping, no reviewers stated', () => {
    for (const text of ['', '# nothing\n', 'updateGraph: other\n'])
      expect(readCiYaml(text, 'f')).toEqual({
        updateGraph: 'replaces',
        fbcEnabled: false,
        catalogMapping: [],
        mappingProblems: [],
      });
    expect(readCiYaml('updateGraph: semver-skippatch-mode\n', 'f').updateGraph).toBe('semver-skippatch');
  });
  it('fbc.enabled as go-yaml (YAML 1.1) reads it: a plain yes is true, a quoted one is not', () => {
    expect(readCiYaml('fbc:\n  enabled: yes\n', 'f').fbcEnabled).toBe(true);
    expect(readCiYaml('fbc:\n  enabled: On\n', 'f').fbcEnabled).toBe(true);
    expect(readCiYaml('fbc:\n  enabled: "yes"\n', 'f').fbcEnabled).toBe(false);
    expect(readCiYaml('fbc:\n  enabled: no\n', 'f').fbcEnabled).toBe(false);
    expect(readCiYaml('fbc: {enabled: True}\n', 'f').fbcEnabled).toBe(true);
  });
  it('what cannot be used is said at its line, the rest still read', () => {
    expect(readCiYaml('- a\n', 'f').problem).toBe('f:1: not a mapping');
    expect(readCiYaml('reviewers: [a\n', 'f').problem).toMatch(/^f:\d+: /);
    expect(readCiYaml('fbc: {}\nreviewers: alice\n', 'f').reviewers).toEqual({
      problem: 'f:2: reviewers is not a list of logins',
    });
    const ci = readCiYaml(
      'fbc:\n  catalog_mapping:\n    - template_name: ../../x\n    - 3\n    - template_name: b.yaml\n',
      'f',
    );
    expect(ci.mappingProblems).toEqual([
      'f:3: template_name is not the name of a file in catalog-templates/',
      'f:4: not a mapping',
    ]);
    expect(ci.catalogMapping).toEqual([{ templateName: 'b.yaml', line: 5 }]);
  });
});
