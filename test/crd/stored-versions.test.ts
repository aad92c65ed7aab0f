// crd-stored-version-removed: crdify's storedVersionRemoval, with stored versions synthesised
// from the upgrade paths into the `from` bundle (a bundle has no cluster status).
import { describe, expect, it } from 'vitest';
import { CSV, crd, crdCheck, lines, specSchema } from './helpers.js';

const s = specSchema({ a: { type: 'string' } });
const v = (name: string, storage: boolean) => ({ name, storage, schema: s });

describe('crd-stored-version-removed', () => {
  it('the storage version of the previous bundle dropped is refused', () => {
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, crd({ versions: [v('v1alpha1', true)] })] },
      { version: '0.2.0', objects: [CSV, crd({ versions: [v('v1', true)] })] },
    ]);
    expect(lines(f)).toEqual([
      'crd-stored-version-removed: CRD widgets.example.com: storedVersionRemoval: stored versions removed: ' +
        '[v1alpha1] (v1alpha1 stored since foo.v0.1.0); the API server refuses a CRD that drops a stored version',
    ]);
  });

  it('a version stored earlier on the path, still listed by `from`, counts too', () => {
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, crd({ versions: [v('v1alpha1', true)] })] },
      { version: '0.2.0', objects: [CSV, crd({ versions: [v('v1alpha1', false), v('v1', true)] })] },
      { version: '0.3.0', objects: [CSV, crd({ versions: [v('v1', true)] })] },
    ]);
    expect(lines(f)).toEqual([
      'crd-stored-version-removed: CRD widgets.example.com: storedVersionRemoval: stored versions removed: ' +
        '[v1alpha1] (v1alpha1 stored since foo.v0.1.0); the API server refuses a CRD that drops a stored version',
    ]);
    expect(f[0]!.message).toMatch(/^edge foo\.v0\.2\.0 → foo\.v0\.3\.0: /);
  });

  it('a version never stored may go, and versions may be added', () => {
    const f = crdCheck([
      { version: '0.1.0', objects: [CSV, crd({ versions: [v('v1', true), v('v2alpha1', false)] })] },
      { version: '0.2.0', objects: [CSV, crd({ versions: [v('v1', true), v('v2', false)] })] },
    ]);
    expect(f).toEqual([]);
  });
});
