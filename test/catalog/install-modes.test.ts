// installModes as Go's encoding/json decodes []v1alpha1.InstallMode: what it cannot assign stays
// the zero value, field names match case-insensitively, and every entry is kept in order.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/catalog/goyaml/json-value.js';
import { isInstallModeType, readInstallModes, supportedInstallModes } from '../../src/catalog/install-modes.js';

const read = (json: string) => readInstallModes(JSON.parse(json) as JsonValue);

describe('readInstallModes', () => {
  it('reads each entry, in order, duplicates and unknown types kept', () => {
    expect(
      read(
        '[{"type":"OwnNamespace","supported":true},{"type":"Everywhere","supported":true},' +
          '{"type":"OwnNamespace","supported":false}]',
      ),
    ).toEqual([
      { type: 'OwnNamespace', supported: true },
      { type: 'Everywhere', supported: true },
      { type: 'OwnNamespace', supported: false },
    ]);
  });

  it('matches field names case-insensitively; of two spellings, the one sorting last (assigned last) wins', () => {
    expect(read('[{"TYPE":"AllNamespaces","Supported":true}]')).toEqual([{ type: 'AllNamespaces', supported: true }]);
    expect(read('[{"Supported":true,"supported":false,"type":"AllNamespaces"}]')).toEqual([
      { type: 'AllNamespaces', supported: false },
    ]);
  });

  it('leaves what Go cannot assign at the zero value', () => {
    expect(read('[null,"AllNamespaces",{"type":["AllNamespaces"],"supported":"true"},{}]')).toEqual(
      Array(4).fill({ type: '', supported: false }),
    );
  });

  it('reads no entries from a value that is not a list', () => {
    for (const v of [undefined, null, 'AllNamespaces', { type: 'AllNamespaces', supported: true }])
      expect(readInstallModes(v as JsonValue | undefined)).toEqual([]);
  });
});

describe('supportedInstallModes', () => {
  it('is the known types some entry supports: a duplicate supported once counts, other spellings do not', () => {
    const modes = read(
      '[{"type":"AllNamespaces","supported":false},{"type":"AllNamespaces","supported":true},' +
        '{"type":"ownnamespace","supported":true},{"type":"SingleNamespace","supported":false}]',
    );
    expect([...supportedInstallModes(modes)]).toEqual(['AllNamespaces']);
    expect(isInstallModeType('MultiNamespace')).toBe(true);
    expect(isInstallModeType('Multinamespace')).toBe(false);
  });
});
