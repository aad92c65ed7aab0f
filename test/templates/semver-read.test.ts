// Reading a semver template as opm does (sigs.k8s.io/yaml UnmarshalStrict into its Go struct),
// every problem at its line.
import { describe, expect, test } from 'vitest';
import { linkingOfOpm } from '../../src/templates/opm-linking.js';
import { expectFromSemverTemplate } from '../../src/templates/semver-expectation.js';
import { readSemverTemplate } from '../../src/templates/semver-read.js';

describe('readSemverTemplate', () => {
  test('keys match case-insensitively, as Go field names do (community templates write Stable/Bundles/Image)', () => {
    const t = readSemverTemplate(
      '---\nSchema: olm.semver\nGenerateMajorChannels: true\nStable:\n  Bundles:\n  - Image: q.io/a:1\n',
    );
    expect(t).toEqual({
      generateMajorChannels: true,
      generateMinorChannels: false,
      defaultChannelTypePreference: 'major',
      bundles: { candidate: [], fast: [], stable: [{ image: 'q.io/a:1', line: 6 }] },
    });
  });

  test('neither kind asked for: minor channels; JSON reads too', () => {
    const t = readSemverTemplate('{"schema": "olm.semver", "candidate": {"bundles": [{"image": "q.io/a:1"}]}}');
    expect(t).toMatchObject({
      generateMajorChannels: false,
      generateMinorChannels: true,
      defaultChannelTypePreference: 'minor',
    });
  });

  test('every problem opm refuses, at its line', () => {
    const text = [
      'schema: olm.semver',
      'generateMajorChannels: "yes please"',
      'defaultChannelTypePreference: major',
      'stable:',
      '  bundles:',
      '  - image: q.io/a:1',
      '  - imag: q.io/a:2',
      '  - 7',
      'stabel: {}',
    ].join('\n');
    expect(readSemverTemplate(text)).toEqual([
      { message: 'unknown field "stabel" (opm rejects it)', line: 9 },
      { message: 'generateMajorChannels must be true or false, not "yes please"', line: 2 },
      {
        message:
          'defaultChannelTypePreference is "major" but major-version channels are not generated ' +
          '(opm rejects the template)',
        line: 3,
      },
      { message: 'unknown field "imag" (opm rejects it)', line: 7 },
      { message: 'stable.bundles[1] has no image', line: 7 },
      { message: 'stable.bundles[2] must be a mapping {image: …}, not a number', line: 8 },
    ]);
  });

  test('another schema, a list, and text that is not YAML', () => {
    expect(readSemverTemplate('schema: olm.template.basic\n')).toEqual([
      { message: 'schema must be "olm.semver", not "olm.template.basic"', line: 1 },
    ]);
    expect(readSemverTemplate('- a\n')).toEqual([{ message: 'a semver template is a mapping, not a list', line: 1 }]);
    const bad = readSemverTemplate('schema: olm.semver\nstable: [\n');
    expect(bad).toHaveLength(1);
    expect((bad as { line: number }[])[0]!.line).toBeGreaterThanOrEqual(2);
  });
});

test('a template image the catalog lacks is a problem carrying the image', () => {
  const text = 'schema: olm.semver\nstable:\n  bundles:\n  - image: q.io/a:1\n  - image: q.io/a:2\n';
  const bundles = [{ name: 'a.v1', version: '1.0.0', image: 'q.io/a:1', package: 'a' }];
  expect(expectFromSemverTemplate(text, bundles, { linking: 'edge-scoped' })).toEqual([
    { message: 'bundle image "q.io/a:2" (stable) is not in the catalog', line: 5, image: 'q.io/a:2' },
  ]);
  const ok = expectFromSemverTemplate(text.slice(0, text.lastIndexOf('  - image')), bundles, {
    linking: 'edge-scoped',
  });
  expect(ok).toMatchObject({ kind: 'semver', package: 'a', bundleImages: ['q.io/a:1'] });
});

test('linkingOfOpm: the releases each linking belongs to', () => {
  expect(linkingOfOpm('v1.36.0')).toBe('edge-scoped');
  expect(linkingOfOpm('v1.37.0')).toBe('channel-scoped-skip-replaced');
  expect(linkingOfOpm('v1.46.0')).toBe('channel-scoped-skip-replaced');
  expect(linkingOfOpm('1.56.1')).toBe('channel-scoped-skip-replaced');
  expect(linkingOfOpm('v1.57.0')).toBe('channel-scoped');
  expect(linkingOfOpm('v1.60.0')).toBe('channel-scoped');
  expect(linkingOfOpm('v1.61.0')).toBe('edge-scoped');
  expect(linkingOfOpm('v1.73.0')).toBe('edge-scoped');
  expect(linkingOfOpm('v1.27.0')).toBeUndefined();
  expect(linkingOfOpm('v2.0.0')).toBeUndefined();
  expect(linkingOfOpm('latest')).toBeUndefined();
});
