// Channel rules: linking (F-C1…F-C5), emptiness (V-C1), opm's graph check (V-C2), the per-entry
// skips/skipRange checks, and the skipRange rules opm does not have.
import { describe, expect, it } from 'vitest';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { errors, validateFiles } from '../helpers/validate.js';

const bundles = (...vs: string[]) => vs.map((v) => bundleDoc({ name: `foo.v${v}` })).join('');
const cat = (entries: string, ...vs: string[]) =>
  validateFiles({ 'catalog.yaml': pkgDoc() + channelDoc(entries) + bundles(...vs) });

describe('channel linking', () => {
  it('passes a well-formed channel', () => {
    expect(validateFiles({ 'catalog.yaml': basicCatalog() })).toEqual([]);
  });
  it('channel-unknown-package, including an empty package; the schema value is case-sensitive', () => {
    const f = validateFiles({ 'catalog.yaml': basicCatalog() + channelDoc('- name: foo.v0.1.0\n', 'beta', 'bar') });
    expect(f).toMatchObject([{ rule: 'channel-unknown-package', channel: 'beta', package: 'bar' }]);
    expect(
      errors(validateFiles({ 'catalog.yaml': basicCatalog() + channelDoc('- name: foo.v0.1.0\n', 'beta', '""') })),
    ).toEqual(['channel-unknown-package']);
    expect(
      errors(validateFiles({ 'catalog.yaml': basicCatalog().replace('schema: olm.package', 'schema: OLM.package') })),
    ).toContain('channel-unknown-package');
  });
  it('channel-name-missing', () => {
    expect(
      errors(validateFiles({ 'catalog.yaml': basicCatalog() + channelDoc('- name: foo.v0.1.0\n', '""') })),
    ).toEqual(['channel-name-missing']);
  });
  it('channel-duplicate', () => {
    expect(validateFiles({ 'catalog.yaml': basicCatalog() + channelDoc('- name: foo.v0.1.0\n') })).toMatchObject([
      { rule: 'channel-duplicate', line: 36, column: 1 },
    ]);
  });
  it('channel-entry-duplicate, reported once and not also as multiple heads', () => {
    const f = cat(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.1.0\n',
      '0.1.0',
      '0.2.0',
    );
    expect(f).toMatchObject([{ rule: 'channel-entry-duplicate', bundle: 'foo.v0.1.0', line: 13, column: 3 }]);
  });
  it('channel-entry-no-bundle in every channel (opm checks only the last), not also bundle-image-missing', () => {
    const f = validateFiles({
      'catalog.yaml':
        basicCatalog().replace(
          '- name: foo.v0.1.0\n',
          '- name: foo.v0.0.9\n- name: foo.v0.1.0\n  replaces: foo.v0.0.9\n',
        ) + channelDoc('- name: foo.v0.2.0\n', 'fast'),
    });
    expect(f).toMatchObject([
      { rule: 'channel-entry-no-bundle', channel: 'stable', bundle: 'foo.v0.0.9', line: 10, column: 3 },
    ]);
  });
  it('channel-empty, also with `entries: null` or no entries key', () => {
    expect(
      errors(
        validateFiles({
          'catalog.yaml': basicCatalog() + '---\nschema: olm.channel\npackage: foo\nname: fast\nentries: []\n',
        }),
      ),
    ).toEqual(['channel-empty']);
    expect(
      errors(
        validateFiles({ 'catalog.yaml': basicCatalog() + '---\nschema: olm.channel\npackage: foo\nname: fast\n' }),
      ),
    ).toEqual(['channel-empty']);
  });
});

describe("opm's graph check: at most one per channel, on the channel", () => {
  it('channel-no-head: a self-skip alone, or a two-node cycle', () => {
    expect(cat('- name: foo.v0.1.0\n  skips: [foo.v0.1.0]\n', '0.1.0')).toMatchObject([
      { rule: 'channel-no-head', channel: 'stable', line: 8 },
    ]);
    expect(
      errors(
        cat(
          '- name: foo.v0.1.0\n  replaces: foo.v0.2.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n',
          '0.1.0',
          '0.2.0',
        ),
      ),
    ).toEqual(['channel-no-head']);
  });
  it('channel-multiple-heads: skipRange does not count; a missing middle makes two heads', () => {
    expect(cat('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  skipRange: <0.2.0\n', '0.1.0', '0.2.0')).toMatchObject([
      { rule: 'channel-multiple-heads', message: expect.stringContaining('foo.v0.1.0, foo.v0.2.0') },
    ]);
    expect(errors(cat('- name: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', '0.1.0', '0.3.0'))).toEqual([
      'channel-multiple-heads',
    ]);
  });
  it('channel-replaces-cycle below the head', () => {
    const f = cat(
      '- name: foo.v0.1.0\n  replaces: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n',
      '0.1.0',
      '0.2.0',
    );
    expect(f).toMatchObject([
      { rule: 'channel-replaces-cycle', message: expect.stringContaining('foo.v0.1.0 -> foo.v0.1.0') },
    ]);
  });
  it('channel-stranded-bundles: a skip by anyone stops the walk', () => {
    const f = cat(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        'foo.v0.2.0\n  skips: [foo.v0.2.0]\n',
      '0.1.0',
      '0.2.0',
      '0.3.0',
    );
    expect(f).toMatchObject([
      { rule: 'channel-stranded-bundles', message: expect.stringContaining('strands foo.v0.1.0') },
    ]);
  });
  it('valid: skips-only graphs, replaces and skips of the same entry, names outside the catalog', () => {
    expect(
      cat(
        '- name: foo.v0.1.0\n- name: foo.v0.2.0\n- name: foo.v0.3.0\n  skips: [foo.v0.1.0, foo.v0.2.0]\n',
        '0.1.0',
        '0.2.0',
        '0.3.0',
      ),
    ).toEqual([]);
    expect(
      cat(
        '- name: foo.v0.1.0\n  replaces: bar.v9.9.9\n  skips: [nothing.v1]\n- name: foo.v0.2.0\n  ' +
          'replaces: foo.v0.1.0\n  skips: [foo.v0.1.0]\n',
        '0.1.0',
        '0.2.0',
      ),
    ).toEqual([]);
  });
});

describe('entry checks', () => {
  it('skip-empty', () => {
    expect(
      cat('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n  skips: [""]\n', '0.1.0', '0.2.0'),
    ).toMatchObject([{ rule: 'skip-empty', bundle: 'foo.v0.2.0', line: 13, column: 11 }]);
  });
  it('skiprange-invalid once per bundle even in two channels; opm quirks accepted', () => {
    const bad =
      pkgDoc() +
      channelDoc("- name: foo.v0.1.0\n  skipRange: '~0.0.1'\n") +
      channelDoc("- name: foo.v0.1.0\n  skipRange: '~0.0.1'\n", 'fast') +
      bundles('0.1.0');
    expect(validateFiles({ 'catalog.yaml': bad })).toMatchObject([
      { rule: 'skiprange-invalid', message: expect.stringContaining('Could not parse comparator "~"') },
    ]);
    for (const ok of ['>=0.0.1 <0.1.0', '>0.0.1 , <0.1.0', '>=0.0.1 || <0.0.0', '0.0.x', '>=0.0.1-xyz']) {
      expect(cat(`- name: foo.v0.1.0\n  skipRange: '${ok}'\n`, '0.1.0'), ok).toEqual([]);
    }
    for (const bad of ['>v0.0.1', '>1.00.1', '>1.0', '>=1.0.0 ||', '>=1.0.0\t<2.0.0', '0.0.1-xyz', 'ab']) {
      expect(errors(cat(`- name: foo.v0.1.0\n  skipRange: '${bad}'\n`, '0.1.0')), bad).toEqual(['skiprange-invalid']);
    }
  });
  it('skiprange-empty-group: accepted by opm, crashes OLM', () => {
    expect(cat("- name: foo.v0.1.0\n  skipRange: '>=1.0.0 || || <0.0.5'\n", '0.1.0')).toMatchObject([
      { rule: 'skiprange-empty-group', severity: 'error' },
    ]);
  });
  it('skiprange-matches-nothing: a warning', () => {
    expect(cat("- name: foo.v0.1.0\n  skipRange: '1.0.0 - 2.0.0'\n", '0.1.0')).toMatchObject([
      { rule: 'skiprange-matches-nothing', severity: 'warning' },
    ]);
    expect(cat("- name: foo.v0.1.0\n  skipRange: '!=1.2.x'\n", '0.1.0')).toMatchObject([
      { rule: 'skiprange-matches-nothing' },
    ]);
    expect(cat("- name: foo.v0.1.0\n  skipRange: '>=1.0.0 <=1.0.0'\n", '0.1.0')).toEqual([]);
  });
});
