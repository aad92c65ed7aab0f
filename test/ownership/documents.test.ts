// Which packages a file's documents name, and which documents a change adds or removes.
import { describe, expect, it } from 'vitest';
import { changedDocuments, namedDocuments } from '../../src/ownership/documents.js';
import { PackageHomes } from '../../src/ownership/homes.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const named = (s: string): string[][] => namedDocuments('x/f.yaml', bytes(s)).map((d) => [...d.packages]);
const changed = (a: string, b: string): string[] =>
  changedDocuments(namedDocuments('f', bytes(a)), namedDocuments('f', bytes(b))).map(
    (c) => `${c.side} ${c.document.packages.join(',')} :${c.document.line}`,
  );

describe('namedDocuments', () => {
  it('any schema names its package; olm.package by name; keys as opm folds them; JSON streams too', () => {
    expect(
      named(
        '---\nschema: olm.package\nname: a\n---\nschema: example.com/x\nPACKAGE: b\n---\nschema: ' +
          'olm.bundle\npackage: c\nname: c.v1\n---\nschema: example.com/none\n',
      ),
    ).toEqual([['a'], ['b'], ['c']]);
    expect(
      named('{"schema":"olm.channel","package":"a","name":"s"}\n{"schema":"olm.deprecations","package":"b"}\n'),
    ).toEqual([['a'], ['b']]);
    // Go's encoding/json: of keys equal under folding, the last in sort order is the one read.
    expect(named('{"schema":"x","Package":"a","package":"b"}\n')).toEqual([['b']]);
    expect(named('---\nschema: olm.package\nname: a\npackage: b\n')).toEqual([['b', 'a']]);
    expect(named('---\nschema: x\npackage: 7\n---\n- a list\n')).toEqual([]);
  });
});

describe('changedDocuments', () => {
  it('compares as multisets: reordering is no change, an edit removes and adds, a copy adds', () => {
    const a = '---\nschema: x\npackage: a\n---\nschema: x\npackage: b\n';
    expect(changed(a, '---\nschema: x\npackage: b\n---\nschema: x\npackage: a\n')).toEqual([]);
    expect(changed(a, '---\nschema: x\npackage: a\n---\nschema: x\npackage: b\nv: 2\n')).toEqual([
      'base b :5',
      'head b :5',
    ]);
    expect(changed(a, a + '---\nschema: x\npackage: b\n')).toEqual(['head b :8']);
    expect(changed(a, '')).toEqual(['base a :2', 'base b :5']);
  });
});

describe('PackageHomes', () => {
  const homes = new PackageHomes([
    { catalog: 'c/v1', path: 'konflux/catalog.yaml', packages: ['konflux-operator'] },
    { catalog: 'c/v2', path: 'bar/catalog.yaml', packages: ['bar'] },
    { catalog: 'c/v1', path: 'index.yaml', packages: ['loose'] },
  ]);
  it(
    'a package belongs to the directories holding it: in its catalog, else in any; a new one to where it is ' + 'added',
    () => {
      expect(homes.unitsOf('c/v1', 'foo/x.yaml', 'konflux-operator')).toEqual([
        { unit: 'konflux', path: 'c/v1/konflux/catalog.yaml' },
      ]);
      expect(homes.unitsOf('c/v1', 'foo/x.yaml', 'bar')).toEqual([{ unit: 'bar', path: 'c/v2/bar/catalog.yaml' }]);
      expect(homes.unitsOf('c/v1', 'foo/x.yaml', 'new')).toEqual([{ unit: 'foo', path: 'c/v1/foo/x.yaml' }]);
      expect(homes.unitsOf('c/v1', 'top.yaml', 'new')).toEqual([{ unit: 'new', path: 'c/v1/top.yaml' }]);
      expect([...homes.held('c/v1', 'konflux')]).toEqual(['konflux-operator']);
      expect(homes.homes('c/v1', 'loose').size).toBe(0);
    },
  );
});
