// The semver template's channel generation on small cases worked out by hand from
// operator-registry's alpha/template/semver (each linking as the opm releases that have it).
import { describe, expect, test } from 'vitest';
import type { TemplateExpectation, TemplateProblem } from '../../src/templates/expectation.js';
import type { OpmLinking } from '../../src/templates/opm-linking.js';
import { expectFromSemverTemplate, type TemplateBundle } from '../../src/templates/semver-expectation.js';

const b = (version: string): TemplateBundle => ({ name: `op.v${version}`, version, image: `q.io/op:${version}` });

function template(head: string, lists: Record<string, readonly string[]>): string {
  const body = Object.entries(lists)
    .map(([arch, vs]) => `${arch}:\n  bundles:\n${vs.map((v) => `  - image: q.io/op:${v}\n`).join('')}`)
    .join('');
  return `schema: olm.semver\n${head}${body}`;
}

function expectation(text: string, bundles: readonly TemplateBundle[], linking: OpmLinking): TemplateExpectation {
  const e = expectFromSemverTemplate(text, bundles, { linking, package: 'op' });
  if (Array.isArray(e)) throw new Error(JSON.stringify(e));
  return e;
}

type Channel = { name: string; entries: unknown[] };
const channels = (e: TemplateExpectation): Channel[] => e.documents.slice(1) as unknown as Channel[];
const defaultChannel = (e: TemplateExpectation): unknown => e.documents[0]!['defaultChannel'];

describe('a skipped minor (1.0 then 1.2)', () => {
  const bundles = ['1.0.0', '1.0.1', '1.2.0'].map(b);
  const major = template('generateMajorChannels: true\n', { stable: ['1.0.0', '1.0.1', '1.2.0'] });
  test.each([
    ['edge-scoped', { name: 'op.v1.2.0', replaces: 'op.v1.0.1', skips: ['op.v1.0.0'] }],
    ['channel-scoped-skip-replaced', { name: 'op.v1.2.0', replaces: 'op.v1.0.1', skips: ['op.v1.0.1'] }],
    ['channel-scoped', { name: 'op.v1.2.0', replaces: 'op.v1.0.1' }],
  ] as const)('major channels, %s', (linking, head) => {
    const e = expectation(major, bundles, linking);
    expect(channels(e)).toEqual([
      {
        schema: 'olm.channel',
        name: 'stable-v1',
        package: 'op',
        entries: [{ name: 'op.v1.0.0' }, { name: 'op.v1.0.1', skips: ['op.v1.0.0'] }, head],
      },
    ]);
    expect(defaultChannel(e)).toBe('stable-v1');
  });

  test('minor channels: edge-scoped links across channels, channel-scoped never does', () => {
    const minor = template('', { stable: ['1.0.0', '1.0.1', '1.2.0'] });
    const edge = expectation(minor, bundles, 'edge-scoped');
    expect(channels(edge).map((c) => [c.name, c.entries])).toEqual([
      ['stable-v1.0', [{ name: 'op.v1.0.0' }, { name: 'op.v1.0.1', skips: ['op.v1.0.0'] }]],
      ['stable-v1.2', [{ name: 'op.v1.2.0', replaces: 'op.v1.0.1', skips: ['op.v1.0.0'] }]],
    ]);
    expect(defaultChannel(edge)).toBe('stable-v1.2');
    const scoped = expectation(minor, bundles, 'channel-scoped');
    expect(channels(scoped)[1]!.entries).toEqual([{ name: 'op.v1.2.0' }]);
  });
});

describe('versions', () => {
  test('build metadata orders like its version, and two versions differing only by it are refused', () => {
    const bundles = [b('1.0.0+build.1'), b('1.0.1'), b('1.0.0+build.2')];
    const e = expectation(template('', { stable: ['1.0.1', '1.0.0+build.1'] }), bundles, 'edge-scoped');
    expect(channels(e)[0]!.entries).toEqual([
      { name: 'op.v1.0.0+build.1' },
      { name: 'op.v1.0.1', skips: ['op.v1.0.0+build.1'] },
    ]);
    const clash = expectFromSemverTemplate(template('', { stable: ['1.0.0+build.1', '1.0.0+build.2'] }), bundles, {
      linking: 'edge-scoped',
      package: 'op',
    }) as TemplateProblem[];
    expect(clash).toEqual([
      {
        message:
          'bundle versions "1.0.0+build.1" and "1.0.0+build.2" (stable) differ only by build metadata, ' +
          'which cannot be ordered',
        line: 5,
      },
    ]);
  });

  test('a prerelease sorts before its release; a new major starts a chain of its own', () => {
    const bundles = ['1.9.0', '2.0.0-rc.1', '2.0.0'].map(b);
    const e = expectation(
      template('generateMajorChannels: true\n', { stable: ['2.0.0', '1.9.0', '2.0.0-rc.1'] }),
      bundles,
      'edge-scoped',
    );
    expect(channels(e).map((c) => [c.name, c.entries])).toEqual([
      ['stable-v1', [{ name: 'op.v1.9.0' }]],
      ['stable-v2', [{ name: 'op.v2.0.0-rc.1' }, { name: 'op.v2.0.0', skips: ['op.v2.0.0-rc.1'] }]],
    ]);
    expect(defaultChannel(e)).toBe('stable-v2');
  });
});

describe('the default channel', () => {
  const bundles = ['1.0.0', '2.0.0'].map(b);
  test('the most stable archetype wins over a higher version', () => {
    const e = expectation(template('', { candidate: ['2.0.0'], stable: ['1.0.0'] }), bundles, 'edge-scoped');
    expect(channels(e).map((c) => c.name)).toEqual(['candidate-v2.0', 'stable-v1.0']);
    expect(defaultChannel(e)).toBe('stable-v1.0');
  });
  test('with both kinds, the preferred kind (minor unless told)', () => {
    const both = 'generateMajorChannels: true\ngenerateMinorChannels: true\n';
    expect(defaultChannel(expectation(template(both, { fast: ['1.0.0'] }), bundles, 'edge-scoped'))).toBe('fast-v1.0');
    const major = both + 'defaultChannelTypePreference: major\n';
    expect(defaultChannel(expectation(template(major, { fast: ['1.0.0'] }), bundles, 'edge-scoped'))).toBe('fast-v1');
  });
});
