// A change that moves no upgrade edge still says what it changed: the package's description,
// icon, default channel and properties, entry fields, channel properties, bundle fields — as data
// in `changes`, one line each in the comment and the text report.
import { describe, expect, it } from 'vitest';
import { renderDiffMarkdown, renderDiffText } from '../../src/report/render-diff.js';
import { diffCatalogs, foo } from '../helpers/diff-catalogs.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const entries = '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n';

describe('field changes', () => {
  it('a new description and icon: each named, no value shown', () => {
    const r = diffCatalogs(
      foo(entries, ['0.1.0', '0.2.0']),
      pkgDoc('foo', 'stable', 'description: a new text\nicon:\n  base64data: AAAA\n  mediatype: image/png\n') +
        channelDoc(entries) +
        ['0.1.0', '0.2.0'].map((v) => bundleDoc({ name: `foo.v${v}` })).join(''),
    );
    expect(r.changes).toHaveLength(1);
    expect(r.changes[0]!.fields).toEqual([
      { on: 'package', field: 'description', change: 'added' },
      { on: 'package', field: 'icon', change: 'added' },
    ]);
    const md = renderDiffMarkdown(r, 'pass');
    expect(md).toContain('- package description added\n- package icon added');
    expect(renderDiffText(r, 'pass')).toContain(
      'cat foo: modified\n  package description added\n  package icon added\n',
    );
  });
  it('skips added to the head, naming bundles the channel no longer has: the entry and what it skips', () => {
    const r = diffCatalogs(
      foo(entries, ['0.1.0', '0.2.0']),
      foo(`${entries}  skips:\n  - foo.v0.0.9\n`, ['0.1.0', '0.2.0']),
    );
    expect(r.changes[0]!.fields).toEqual([
      { on: 'entry', channel: 'stable', name: 'foo.v0.2.0', field: 'skips', change: 'added', added: ['foo.v0.0.9'] },
    ]);
    expect(renderDiffMarkdown(r, 'pass')).toContain('- channel `stable`, entry `foo.v0.2.0`: skips + `foo.v0.0.9`');
    expect(renderDiffText(r, 'pass')).toContain('  channel "stable", entry "foo.v0.2.0": skips + "foo.v0.0.9"\n');
  });
  it('a default channel, a replaces, channel and bundle properties: before → after', () => {
    const two = (def: string, replaces: string, chanProps: string, maxOcp: string) =>
      pkgDoc('foo', def) +
      channelDoc(`- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: ${replaces}\n`, 'stable', 'foo', chanProps) +
      channelDoc('- name: foo.v0.1.0\n', 'fast') +
      bundleDoc({ name: 'foo.v0.1.0' }) +
      bundleDoc({
        name: 'foo.v0.2.0',
        properties:
          `- type: olm.package\n  value:\n    packageName: foo\n    version: 0.2.0\n` +
          `- type: olm.maxOpenShiftVersion\n  value: "${maxOcp}"\n`,
      });
    const r = diffCatalogs(
      two('stable', 'foo.v0.1.0', '', '4.16'),
      two('fast', 'foo.v0.0.1', 'properties:\n- type: example.com/tier\n  value: gold\n', '4.18'),
    );
    expect(r.changes[0]!.fields).toEqual([
      { on: 'package', field: 'defaultChannel', change: 'changed', before: 'stable', after: 'fast' },
      {
        on: 'entry',
        channel: 'stable',
        name: 'foo.v0.2.0',
        field: 'replaces',
        change: 'changed',
        before: 'foo.v0.1.0',
        after: 'foo.v0.0.1',
      },
      { on: 'channel', channel: 'stable', field: 'properties', change: 'added', added: ['example.com/tier'] },
      {
        on: 'bundle',
        name: 'foo.v0.2.0',
        field: 'properties',
        change: 'changed',
        changed: ['olm.maxOpenShiftVersion'],
      },
    ]);
    const md = renderDiffMarkdown(r, 'pass');
    expect(md).toContain('- package defaultChannel `stable` → `fast`');
    expect(md).toContain('- channel `stable`, entry `foo.v0.2.0`: replaces `foo.v0.1.0` → `foo.v0.0.1`');
    expect(md).toContain('- channel `stable` properties + `example.com/tier`');
    expect(md).toContain('- bundle `foo.v0.2.0`: properties changed `olm.maxOpenShiftVersion`');
  });
  it('a channel whose properties alone change is a change (its graph is the same)', () => {
    const r = diffCatalogs(
      foo(entries, ['0.1.0', '0.2.0']),
      pkgDoc() +
        channelDoc(entries, 'stable', 'foo', 'properties:\n- type: example.com/tier\n  value: gold\n') +
        ['0.1.0', '0.2.0'].map((v) => bundleDoc({ name: `foo.v${v}` })).join(''),
    );
    expect(r.changes.map((c) => c.fields)).toEqual([
      [{ on: 'channel', channel: 'stable', field: 'properties', change: 'added', added: ['example.com/tier'] }],
    ]);
  });
  it('a catalog string in a field change cannot forge a line or markup', () => {
    const r = diffCatalogs(
      foo(entries, ['0.1.0', '0.2.0']),
      foo(`${entries}  skips:\n  - "x\\n::error::<b>@owner"\n`, ['0.1.0', '0.2.0']),
    );
    const text = renderDiffText(r, 'pass');
    expect(text).not.toMatch(/^::error::/m);
    expect(text).toContain('skips + "x\\n::error::<b>@owner"');
    const md = renderDiffMarkdown(r, 'pass');
    expect(md).not.toContain('<b>');
    expect(md).toContain('skips + <code>x\\\\n::error::&lt;b&gt;@owner</code>');
  });
});
