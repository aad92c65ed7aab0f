// Prow-style OWNERS: approvers upward to no_parent_owners, aliases, and files that cannot be read.
import { describe, expect, it } from 'vitest';
import { parseAliases, prowOwners } from '../../src/ownership/owners-files.js';

const files =
  (m: Record<string, string>) =>
  (p: string): { text: string } | undefined =>
    m[p] === undefined ? undefined : { text: m[p]! };

describe('OWNERS', () => {
  const tree = {
    OWNERS: 'approvers: [root]\n',
    'a/OWNERS': 'approvers: [Team-A, ann]\nreviewers: [rev]\nemeritus_approvers: [old]\n',
    'a/b/OWNERS': 'approvers: [bea]\noptions:\n  no_parent_owners: true\n',
  };
  const aliases = parseAliases('aliases:\n  team-a: [tom, "@tia"]\n');
  it('approvers of every OWNERS file upward, aliases expanded case-insensitively', () => {
    expect(prowOwners('a/c/file.yaml', files(tree), aliases)).toEqual({
      from: 'a/OWNERS, OWNERS',
      logins: ['tom', 'tia', 'ann', 'root'],
      unverifiable: [],
    });
  });
  it('no_parent_owners stops the walk', () => {
    expect(prowOwners('a/b/c/file.yaml', files(tree), aliases).logins).toEqual(['bea']);
  });
  it('no OWNERS file anywhere: no owners', () => {
    expect(prowOwners('x/y', files({}), new Map())).toEqual({
      from: 'no OWNERS file above x/y',
      logins: [],
      unverifiable: [],
    });
  });
  it('a file that cannot be used gives no owners and says where', () => {
    expect(prowOwners('a/f', files({ 'a/OWNERS': 'approvers: alice\n' }), new Map()).problem).toBe(
      'a/OWNERS:1: approvers is not a list of names',
    );
    expect(
      prowOwners('a/f', files({ 'a/OWNERS': 'options:\n  no_parent_owners: yes please\n' }), new Map()).problem,
    ).toBe('a/OWNERS:1: options.no_parent_owners is not true or false');
    expect(prowOwners('a/f', files({ 'a/OWNERS': 'approvers: [a\n' }), new Map()).problem).toMatch(/^a\/OWNERS:\d+: /);
    expect(prowOwners('a/f', () => ({ problem: 'a/OWNERS: a symlink, not a regular file' }), new Map()).problem).toBe(
      'a/OWNERS: a symlink, not a regular file',
    );
    expect(prowOwners('a/f', files(tree), 'OWNERS_ALIASES:1: not a mapping of aliases').problem).toBe(
      'OWNERS_ALIASES:1: not a mapping of aliases',
    );
  });
  it('an alias bomb is refused', () => {
    const bomb =
      'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, ' +
      '*b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\napprovers: [*d, *d, *d, *d, ' +
      '*d, *d, *d, *d, *d]\n';
    expect(prowOwners('a/f', files({ 'a/OWNERS': bomb }), new Map()).problem).toContain('excessive aliasing');
  });
});
