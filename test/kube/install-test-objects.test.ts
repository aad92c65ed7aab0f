// The plan's manifests as install-test applies them: the catalog pointed where the cluster pulls
// it, the install object pinned to each step, and a plan without the objects a flavour needs
// refused by name.
import { describe, expect, it } from 'vitest';
import {
  flavourObjects,
  pinnedExtension,
  pinnedSubscription,
  PlanShapeError,
  scenarios,
} from '../../src/pipeline/install-test-objects.js';
import { helloPlan, v1Objects } from './plan-fixture.js';

const base = { channel: 'stable', bundle: 'hello-operator.v1.0.0', version: '1.0.0' };

describe('install-test objects', () => {
  it('points the catalog at the image the cluster pulls, keeping the rest of the plan in its order', () => {
    const v1 = flavourObjects(helloPlan(), 'v1', 'kind-registry:5000/fbc/v4.16:pr');
    expect(v1.catalog.spec).toEqual({ source: { type: 'Image', image: { ref: 'kind-registry:5000/fbc/v4.16:pr' } } });
    expect(v1.setup.map((o) => o.kind)).toEqual([
      'ClusterCatalog',
      'Namespace',
      'ServiceAccount',
      'ClusterRoleBinding',
    ]);
    expect(v1.install.kind).toBe('ClusterExtension');
    const classic = flavourObjects(helloPlan(), 'classic', 'kind-registry:5000/fbc/v4.16:pr');
    expect(classic.catalog.spec).toEqual({ sourceType: 'grpc', image: 'kind-registry:5000/fbc/v4.16:pr' });
  });

  it('pins each step: the extension to the version in its channel, the subscription to its starting CSV', () => {
    const ce = pinnedExtension(v1Objects.at(-1)!, base);
    expect(ce.spec).toMatchObject({
      source: {
        sourceType: 'Catalog',
        catalog: { packageName: 'hello-operator', channels: ['stable'], version: '1.0.0' },
      },
    });
    const sub = pinnedSubscription(helloPlan().objects.classic.at(-1)!, base);
    expect(sub.spec).toMatchObject({
      channel: 'stable',
      startingCSV: 'hello-operator.v1.0.0',
      installPlanApproval: 'Manual',
    });
  });

  it('installs the default channel head when the pull request adds no upgrade, else one scenario per upgrade', () => {
    expect(scenarios(helloPlan({ upgrades: [] }))).toEqual([{ base: helloPlan().install }]);
    expect(scenarios(helloPlan())).toEqual([
      { base, upgrade: { channel: 'stable', bundle: 'hello-operator.v1.1.0', version: '1.1.0' } },
    ]);
  });

  it('refuses a plan whose flavour lacks its install object, naming the package and flavour', () => {
    const plan = helloPlan({ objects: { v1: v1Objects.slice(0, -1), classic: [] } });
    expect(() => flavourObjects(plan, 'v1', 'x')).toThrow(PlanShapeError);
    expect(() => flavourObjects(plan, 'v1', 'x')).toThrow(
      'catalogs/v4.16 hello-operator (v1): the plan has 0 ClusterExtension objects, install-test needs exactly one',
    );
  });
});
