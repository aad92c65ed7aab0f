// upgrade-path-lost: installs stranded by the change itself, per semantics (OLM classic: step by
// step to the channel head; OLM v1: a successor in the channel); stranding base already had is
// not this rule.
import { describe, expect, it } from 'vitest';
import { diffCatalogs, foo, rulesOf } from '../helpers/diff-catalogs.js';

const lostOf = (base: string, head: string) =>
  diffCatalogs(base, head).findings.filter((f) => f.rule === 'upgrade-path-lost');

describe('upgrade-path-lost', () => {
  it('stranding base already had is not reported: a release on a skips-only channel', () => {
    // OLM classic orders only entries nobody skips: 0.1.0, skipped by the skipped 0.2.0 alone, has
    // no classic upgrade in base already (v1 has one, and keeps it).
    const entries =
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  skips: [foo.v0.1.0]\n- name: foo.v0.3.0\n  skips: [foo.v0.2.0]\n';
    const base = foo(entries, ['0.1.0', '0.2.0', '0.3.0']);
    const head = foo(`${entries}- name: foo.v0.4.0\n  skips: [foo.v0.2.0, foo.v0.3.0]\n`, [
      '0.1.0',
      '0.2.0',
      '0.3.0',
      '0.4.0',
    ]);
    expect(diffCatalogs(base, head).findings.filter((f) => f.severity === 'error')).toEqual([]);
    // The same release without skipping 0.2.0 strands it: this change's doing, reported.
    const careless = foo(`${entries}- name: foo.v0.4.0\n  skips: [foo.v0.3.0]\n`, ['0.1.0', '0.2.0', '0.3.0', '0.4.0']);
    expect(lostOf(base, careless).map((f) => f.message)).toEqual([
      expect.stringContaining(
        'installs of foo.v0.2.0 in channel "stable" are stranded by this change (OLM classic): nothing ' +
          'upgrades them to foo.v0.4.0',
      ),
    ]);
  });

  it('a channel the change leaves as it was is never judged (only an image re-pinned)', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  skips: [foo.v0.1.0]\n- name: foo.v0.3.0\n  skips: [foo.v0.2.0]\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = base.replace('foo-bundle:v0.3.0', 'foo-bundle@sha256:' + 'a'.repeat(64));
    expect(rulesOf(diffCatalogs(base, head))).not.toContain('upgrade-path-lost');
  });

  it('names the semantics that loses the path: v1 only when classic was already stranded in base', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        'foo.v0.2.0\n  skips: [foo.v0.2.0]\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo('- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.3.0']);
    const lost = lostOf(base, head);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.message).toContain(
      'installs of foo.v0.1.0 in channel "stable" are stranded by this change (OLM v1)',
    );
    expect(lost[0]!.message).not.toContain('foo.v0.2.0');
  });

  it('classic and v1 together when the change deletes the only edge', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo('- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', ['0.2.0', '0.3.0']);
    const lost = lostOf(base, head);
    expect(lost.map((f) => [f.severity, f.channel])).toEqual([['error', 'stable']]);
    expect(lost[0]!.message).toContain(
      'installs of foo.v0.1.0 in channel "stable" are stranded by this change (for every OLM flavour that ' +
        'consumes this catalog)',
    );
  });

  it('a deleted bundle still named by replaces or covered by a skipRange strands no one (nightly clean-up)', () => {
    const base = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        "foo.v0.2.0\n  skipRange: '>=0.1.0 <0.3.0'\n",
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    const head = foo(
      '- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n  ' +
        "skipRange: '>=0.1.0 <0.3.0'\n",
      ['0.2.0', '0.3.0'],
    );
    const r = diffCatalogs(base, head);
    expect(rulesOf(r)).toEqual(['bundle-removed']);
  });

  it('the old head is not stranded when a new head takes over its place by skipping it', () => {
    const base = foo('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n', ['0.1.0', '0.2.0']);
    const head = foo(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: ' +
        'foo.v0.1.0\n  skips: [foo.v0.2.0]\n',
      ['0.1.0', '0.2.0', '0.3.0'],
    );
    expect(lostOf(base, head)).toEqual([]);
  });
});
