// The decision alone: owner sets, maintainers, approvals that hold or not.
import { describe, expect, it } from 'vitest';
import { decide, type PackageInput } from '../../src/ownership/ownership-decision.js';
import { classify, templatePackage, type Layout } from '../../src/ownership/layout.js';
import { isLogin } from '../../src/model/login.js';

const pkg = (name: string, ...sets: { logins: string[]; unverifiable?: string[] }[]): PackageInput => ({
  package: name,
  catalogs: ['catalogs/v1'],
  sets: sets.map((s, i) => ({ from: `${name}-${i}`, logins: s.logins, unverifiable: s.unverifiable ?? [] })),
  owns: (p) => p.includes(`/${name}/`),
});
const always = (): boolean => true;

describe('decide', () => {
  it('every owner set of a package must be covered', () => {
    const d = decide({
      author: 'a',
      maintainers: [],
      packages: [pkg('foo', { logins: ['a'] }, { logins: ['b'] })],
      others: [],
      approvals: [],
      holds: always,
    });
    expect(d.packages[0]).toMatchObject({ status: 'pending', approvedBy: ['a'], canApprove: ['b'] });
    const ok = decide({
      author: 'a',
      maintainers: [],
      packages: [pkg('foo', { logins: ['a'] }, { logins: ['b'] })],
      others: [],
      approvals: [{ login: 'B', commit: 'x' }],
      holds: always,
    });
    expect(ok.decision).toBe('approved');
  });
  it('a set of teams only is pending, not without owners; an empty set needs a maintainer', () => {
    expect(
      decide({
        author: 'x',
        maintainers: ['m'],
        packages: [pkg('foo', { logins: [], unverifiable: ['@o/t'] })],
        others: [],
        approvals: [],
        holds: always,
      }).packages[0]!.status,
    ).toBe('pending');
    expect(
      decide({
        author: 'x',
        maintainers: ['m'],
        packages: [pkg('foo', { logins: [] })],
        others: [],
        approvals: [],
        holds: always,
      }).packages[0]!.status,
    ).toBe('no-owners');
    expect(
      decide({
        author: 'M',
        maintainers: ['m'],
        packages: [pkg('foo', { logins: [] })],
        others: [],
        approvals: [],
        holds: always,
      }).packages[0]!.status,
    ).toBe('approved');
  });
  it('an approval that does not hold is listed as stale', () => {
    const d = decide({
      author: undefined,
      maintainers: [],
      packages: [pkg('foo', { logins: ['a'] })],
      others: [],
      approvals: [{ login: 'a', commit: 'old' }],
      holds: () => false,
    });
    expect(d.packages[0]).toMatchObject({ status: 'pending', stale: [{ login: 'a', commit: 'old' }] });
  });
  it('other paths: a maintainer authors or approves', () => {
    expect(
      decide({ author: 'a', maintainers: ['m'], packages: [], others: ['x'], approvals: [], holds: always }).decision,
    ).toBe('pending');
    expect(
      decide({
        author: 'a',
        maintainers: ['m'],
        packages: [],
        others: ['x'],
        approvals: [{ login: 'm', commit: 'h' }],
        holds: always,
      }).others,
    ).toEqual({ paths: ['x'], allowed: true, approvedBy: ['m'] });
    expect(
      decide({
        author: 'a',
        maintainers: ['m'],
        packages: [],
        others: ['x'],
        approvals: [{ login: 'm', commit: 'h' }],
        holds: () => false,
      }).decision,
    ).toBe('pending');
  });
});

describe('layout', () => {
  const layout: Layout = {
    catalogs: ['catalogs/*', 'extra/v*'],
    source: 'ci-yaml',
    ownersPath: 'operators/{package}/ci.yaml',
    maintainers: [],
    packageDirectories: true,
    configFiles: ['.github/fbc-bot.yaml'],
  };
  it('sorts paths into catalog files, owners files and the rest', () => {
    expect(classify(layout, 'catalogs/v4.16/foo/catalog.yaml')).toEqual({
      kind: 'catalog',
      catalog: 'catalogs/v4.16',
      package: 'foo',
      ownership: false,
    });
    expect(classify(layout, 'extra/v1/bar/x/y.json')).toEqual({
      kind: 'catalog',
      catalog: 'extra/v1',
      package: 'bar',
      ownership: false,
    });
    expect(classify(layout, 'operators/foo/ci.yaml')).toEqual({ kind: 'owners', package: 'foo' });
    expect(classify(layout, 'operators/foo/0.1.0/manifests/csv.yaml')).toEqual({
      kind: 'package',
      package: 'foo',
      ownership: false,
    });
    expect(classify(layout, 'operators/README.md')).toEqual({ kind: 'other', ownership: false });
    expect(classify(layout, 'catalogs/v4.16/index.yaml')).toEqual({ kind: 'other', ownership: false });
    expect(classify(layout, '.github/fbc-bot.yaml')).toEqual({ kind: 'other', ownership: true });
    expect(templatePackage('operators/{package}/ci.yaml', 'operators/ci.yaml')).toBeUndefined();
  });
  it('logins', () => {
    for (const ok of ['alice', 'a-b', 'A1', 'ack-bot[bot]']) expect(isLogin(ok)).toBe(true);
    for (const bad of ['@alice', '', '-a', 'a b', 'a_b', 'org/team', 'x'.repeat(40)]) expect(isLogin(bad)).toBe(false);
  });
});
