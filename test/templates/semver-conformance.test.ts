// Conformance of the semver template's channel generation with real opm output: templates and
// the catalogs community-operators-prod's pipeline rendered from them with opm (fixtures/, bundles
// reduced to name, version and image). Each case names the opm linkings whose channels equal the
// rendered ones: exactly one where the linkings disagree on the case.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { linkingsMatching, type RenderedPackage } from '../../src/templates/linking-match.js';
import type { OpmLinking } from '../../src/templates/opm-linking.js';
import { expectFromSemverTemplate, type TemplateBundle } from '../../src/templates/semver-expectation.js';
import { readSemverTemplate } from '../../src/templates/semver-read.js';

interface Fixture {
  readonly template: string;
  readonly package: string;
  readonly bundles: readonly TemplateBundle[];
  readonly rendered: RenderedPackage;
}

const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;

const CASES: readonly [string, string, readonly OpmLinking[]][] = [
  // Current opm (Makefile pins v1.46 but the catalogs were rendered after the change): major channels.
  ['kairos-major-edge', 'major channels, one minor after another, current opm', ['edge-scoped']],
  [
    'clusterpulse-major-channel-v1.46',
    'major channels across a new major (0.x to 1.x), opm v1.46',
    ['channel-scoped-skip-replaced'],
  ],
  [
    'konflux-minor-prerelease-edge',
    'minor channels, stable and candidate, -rc prereleases, current opm',
    ['edge-scoped'],
  ],
  [
    'kubernaut-issue-example-v1.46',
    "issue 23's package: 1.4.1 skips [1.3.4] under opm v1.46",
    ['channel-scoped-skip-replaced'],
  ],
  ['kairos-single-bundle', 'a single bundle', ['edge-scoped', 'channel-scoped-skip-replaced', 'channel-scoped']],
  ['openshift-integration-major', 'two minors in one major channel, opm v1.46', ['channel-scoped-skip-replaced']],
];

describe('semver template conformance with opm-rendered catalogs', () => {
  test.each(CASES)('%s: %s', (name, _what, linkings) => {
    const f = fixture(name);
    const t = readSemverTemplate(f.template);
    if (Array.isArray(t)) throw new Error(JSON.stringify(t));
    expect(linkingsMatching(t, f.bundles, f.rendered)).toEqual(linkings);
  });

  test('the expectation of the matching linking holds the rendered package and channels', () => {
    const f = fixture('kubernaut-issue-example-v1.46');
    const old = expectFromSemverTemplate(f.template, f.bundles, {
      linking: 'channel-scoped-skip-replaced',
      package: f.package,
    });
    if (Array.isArray(old)) throw new Error(JSON.stringify(old));
    expect(old.documents[0]).toEqual({ schema: 'olm.package', name: f.package, defaultChannel: 'candidate-v1' });
    const entry = (e: typeof old, name: string): unknown =>
      ((e.documents[1] as { entries: { name: string }[] }).entries ?? []).find((x) => x.name === name);
    expect(entry(old, 'kubernaut-operator.v1.4.1')).toEqual({
      name: 'kubernaut-operator.v1.4.1',
      replaces: 'kubernaut-operator.v1.3.4',
      skips: ['kubernaut-operator.v1.3.4'],
    });
    const now = expectFromSemverTemplate(f.template, f.bundles, { linking: 'edge-scoped', package: f.package });
    if (Array.isArray(now)) throw new Error(JSON.stringify(now));
    expect(entry(now, 'kubernaut-operator.v1.4.1')).toEqual({
      name: 'kubernaut-operator.v1.4.1',
      replaces: 'kubernaut-operator.v1.3.4',
      skips: ['kubernaut-operator.v1.3.2', 'kubernaut-operator.v1.3.3'],
    });
    expect(now.bundleImages).toEqual(f.bundles.map((b) => b.image));
  });
});
