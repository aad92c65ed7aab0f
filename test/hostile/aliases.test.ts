// A YAML alias repeats one long value over hundreds of places at no cost to the author: every
// finding it earns must quote the value clipped from the start (findings are all held until the
// end), and a skipRange text is judged once however often it is repeated.
import { describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { channelIndex } from '../../src/graph/channel-index.js';
import type { Draft } from '../../src/model/draft.js';
import { bundleRules } from '../../src/rules/bundles.js';
import { channelRules } from '../../src/rules/channels.js';
import { dependencyRules } from '../../src/rules/dependencies.js';
import { deprecationRules } from '../../src/rules/deprecations.js';
import { buildModel } from '../../src/rules/link-model.js';
import { packageRules } from '../../src/rules/packages.js';
import { requirementRules } from '../../src/rules/requirements.js';
import { semanticsRules } from '../../src/rules/semantics.js';
import { parseVersion } from '../../src/semver/blang.js';
import { validateCatalog } from '../../src/rules/validate.js';

const parsed = vi.hoisted(() => ({ chars: 0 }));
vi.mock('../../src/semver/blang-range.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/semver/blang-range.js')>();
  return { ...m, parseBlangRange: (s: string) => ((parsed.chars += s.length), m.parseBlangRange(s)) };
});

const SIZE = 100_000;
const COPIES = 300;
/** A few kilobytes, whatever the size of the values quoted. */
const LIMIT = 4_000;
const PKG = '---\nschema: olm.package\nname: foo\ndefaultChannel: stable\n';

/** A channel whose entries all carry one long invalid skipRange through an alias. */
function aliasedSkipRanges(range: string, channel = 'stable'): string {
  const entries = Array.from(
    { length: COPIES },
    (_, i) =>
      `- name: foo.v${i}\n${i > 0 ? `  replaces: foo.v${i - 1}\n` : ''}  skipRange: ` +
      `${i === 0 ? `&r '${range}'` : '*r'}\n`,
  );
  return `---\nschema: olm.channel\npackage: foo\nname: ${channel}\nentries:\n${entries.join('')}`;
}

/** A bundle requiring, through aliases, one long package name with one long invalid range, many times. */
function aliasedRequirements(): string {
  const req = (i: number): string =>
    i === 0
      ? `- type: olm.package.required\n  value: &q {packageName: ${'p'.repeat(SIZE)}, versionRange: '` +
        `${'>'.repeat(SIZE)}'}\n`
      : '- type: olm.package.required\n  value: *q\n';
  return (
    `---\nschema: olm.bundle\npackage: foo\nname: foo.v0\nimage: quay.io/a/b:1\nproperties:\n- type: ` +
    `olm.package\n  value: {packageName: foo, version: 1.0.0}\n` +
    `${Array.from({ length: COPIES }, (_, i) => req(i)).join('')}`
  );
}

/** A bundle requiring, through aliases, one long group and kind many times. */
function aliasedGvks(): string {
  const req = (i: number): string =>
    i === 0
      ? `- type: olm.gvk.required\n  value: &q {group: ${'g'.repeat(SIZE)}, version: v1, kind: ${'K'.repeat(SIZE)}}\n`
      : '- type: olm.gvk.required\n  value: *q\n';
  return (
    `---\nschema: olm.bundle\npackage: foo\nname: foo.v0\nimage: quay.io/a/b:1\nproperties:\n- type: ` +
    `olm.package\n  value: {packageName: foo, version: 1.0.0}\n` +
    `${Array.from({ length: COPIES }, (_, i) => req(i)).join('')}`
  );
}

/** Every draft the rules make, before anything clips them. */
function drafts(text: string): Draft[] {
  const loaded = loadCatalog([{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }]);
  const out: Draft[] = loaded.drafts;
  const model = buildModel(loaded.cfg, out);
  bundleRules(model, out);
  packageRules(model, out);
  channelRules(model, out);
  const deprecated = deprecationRules(model, loaded.cfg.deprecations, out);
  const facts = dependencyRules(model, out);
  semanticsRules(model, deprecated, out);
  out.push(...requirementRules([facts]));
  return out;
}

describe('findings of aliased long values quote them clipped where they are made', () => {
  it.each([
    ['an invalid skipRange', aliasedSkipRanges(`not a range ${'x'.repeat(SIZE)}`), 'skiprange-invalid'],
    [
      'a skipRange with an empty group',
      aliasedSkipRanges(`${'>=1.0.0 '.repeat(SIZE / 8)}|| || <2.0.0`),
      'skiprange-empty-group',
    ],
    [
      'a skipRange that matches nothing',
      aliasedSkipRanges(`${'>=2.0.0 '.repeat(SIZE / 8)}<1.0.0`),
      'skiprange-matches-nothing',
    ],
    ['an invalid package requirement', aliasedRequirements(), 'dependency-range-invalid'],
    [
      'an unsatisfied package requirement',
      aliasedRequirements().replace(`'${'>'.repeat(SIZE)}'`, `'${'>=9.0.0 '.repeat(SIZE / 8)}'`),
      'dependency-package-unsatisfied',
    ],
    ['an unsatisfied gvk requirement', aliasedGvks(), 'dependency-gvk-unsatisfied'],
  ])('%s', (_, doc, rule) => {
    const all = drafts(PKG + doc);
    expect(all.some((d) => d.rule === rule)).toBe(true);
    expect(
      all
        .filter((d) => d.message.length > LIMIT)
        .map((d) => `${d.rule} ${d.message.length}: ${d.message.slice(0, 300)}`)
        .slice(0, 2),
    ).toEqual([]);
  });

  it('one skipRange text over many entries and channels is parsed once, for the rules and the graph alike', () => {
    const text =
      PKG +
      aliasedSkipRanges(`not a range ${'x'.repeat(SIZE)}`) +
      aliasedSkipRanges(`not a range ${'x'.repeat(SIZE)}`, 'fast');
    parsed.chars = 0;
    const findings = validateCatalog({
      catalog: '.',
      entries: [{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }],
    }).findings;
    expect(findings.filter((f) => f.rule === 'skiprange-invalid').length).toBeGreaterThan(0);
    expect(parsed.chars).toBeLessThanOrEqual(SIZE + 12);
  });

  it(
    'a versionRange repeated over many requirements is parsed once, for the dependency and requirement rules ' +
      'alike',
    () => {
      const range = '>=9.0.0 '.repeat(SIZE / 8).trim();
      const req = (i: number): string =>
        i === 0
          ? `- type: olm.package.required\n  value: &q {packageName: foo, versionRange: '${range}'}\n`
          : '- type: olm.package.required\n  value: *q\n';
      const text =
        `${PKG}---\nschema: olm.bundle\npackage: foo\nname: foo.v0\nimage: quay.io/a/b:1\nproperties:\n- type: ` +
        `olm.package\n  value: {packageName: foo, version: 1.0.0}\n` +
        `${Array.from({ length: COPIES }, (_, i) => req(i)).join('')}`;
      parsed.chars = 0;
      const findings = validateCatalog({
        catalog: '.',
        entries: [{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }],
      }).findings;
      expect(findings.filter((f) => f.rule === 'dependency-range-invalid')).toEqual([]);
      expect(findings.filter((f) => f.rule === 'dependency-package-unsatisfied').length).toBeGreaterThan(0);
      expect(parsed.chars).toBeGreaterThan(0);
      expect(parsed.chars).toBeLessThanOrEqual(range.length);
    },
  );

  it('a valid skipRange text over many entries is parsed once, for the rules and the graph alike', () => {
    const range = '>=0.0.1 '.repeat(SIZE / 8).trim();
    const text = PKG + aliasedSkipRanges(range) + aliasedSkipRanges(range, 'fast');
    parsed.chars = 0;
    const findings = validateCatalog({
      catalog: '.',
      entries: [{ path: 'catalog.yaml', data: new TextEncoder().encode(text) }],
    }).findings;
    expect(findings.filter((f) => f.rule.startsWith('skiprange-'))).toEqual([]);
    // The graph indexes the same channel, as a review's diff does.
    const entries = Array.from({ length: COPIES }, (_, i) => ({
      name: `foo.v${i}`,
      replaces: i > 0 ? `foo.v${i - 1}` : '',
      skips: [],
      skipRange: range,
    }));
    const versionOf = (n: string) => {
      const v = parseVersion(`${n.slice('foo.v'.length)}.0.0`);
      return v.ok ? v.value : undefined;
    };
    // foo.v0 is 0.0.0, below the range; every other entry is covered by the last one.
    expect(channelIndex(entries, versionOf).rangeTargetCount(COPIES - 1)).toBe(COPIES - 2);
    expect(parsed.chars).toBeGreaterThan(0);
    expect(parsed.chars).toBeLessThanOrEqual(range.length);
  });
});
