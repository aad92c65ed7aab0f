// The installer's rules from CSVs a catalog decides: only rules the API server takes, never one
// made wider by leaving out a field it could not read.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/catalog/goyaml/json-value.js';
import { installerRules } from '../../src/diff/install-plan-rbac.js';
import { csvOf } from '../helpers/install-bundles.js';

/** The CSV of foo 1.0.0 whose cluster permissions are `rules`. */
function csvWith(rules: unknown[]): JsonObject {
  const csv = csvOf({ pkg: 'foo', version: '1.0.0' }) as unknown as JsonObject;
  const spec = (csv.spec as JsonObject).install as JsonObject;
  (spec.spec as JsonObject).clusterPermissions = [{ serviceAccountName: 'foo', rules }] as never;
  return csv;
}

const copied = (rules: unknown[]) =>
  installerRules([{ name: 'foo.v1.0.0', csv: csvWith(rules), objects: [] }], 'foo')!.slice(-(rules.length + 1));

describe('installerRules', () => {
  it('copies the rules a CSV grants its operator, known fields only', () => {
    expect(
      copied([
        { apiGroups: [''], resources: ['pods'], verbs: ['get'], extra: 'x' },
        { nonResourceURLs: ['/metrics'], verbs: ['get'] },
      ]),
    ).toEqual([
      { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] },
      { apiGroups: [''], resources: ['pods'], verbs: ['get'] },
      { nonResourceURLs: ['/metrics'], verbs: ['get'] },
    ]);
  });
  it('drops a rule whole when a field is not a list of strings, or the server would refuse it', () => {
    const leases = [{ apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] }];
    for (const bad of [
      { apiGroups: [1], resources: ['secrets'], verbs: ['*'] },
      { apiGroups: ['*'], resources: 'secrets', verbs: ['*'] },
      { apiGroups: [''], resources: ['secrets'], resourceNames: [{}], verbs: ['get'] },
      { apiGroups: [''], resources: ['secrets'] },
      { apiGroups: [''], resources: ['secrets'], verbs: [] },
      { resources: ['secrets'], verbs: ['*'] },
      { apiGroups: [''], verbs: ['*'] },
      { apiGroups: [''], resources: ['pods'], nonResourceURLs: ['/x'], verbs: ['get'] },
      { verbs: ['get'] },
      'rule',
      null,
    ])
      expect(copied([bad]).slice(-1), JSON.stringify(bad)).toEqual(leases.slice(-1));
  });
  it('is undefined without a CSV for every bundle', () => {
    expect(installerRules([{ name: 'foo.v1.0.0', objects: [] }], 'foo')).toBeUndefined();
    expect(installerRules([], 'foo')).toBeUndefined();
  });
});
