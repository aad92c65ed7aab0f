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
import type { KubeObject } from '../../src/model/install-plan.js';
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
    expect(v1.steps.map((s) => [s.step, s.object.kind, s.target.bundle])).toEqual([
      ['install', 'ClusterExtension', 'hello-operator.v1.0.0'],
      ['upgrade', 'ClusterExtension', 'hello-operator.v1.1.0'],
    ]);
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
      'catalogs/v4.16 hello-operator (v1): the plan has 0 ClusterExtension objects, install-test needs one per step',
    );
  });
});

describe('install-test objects of a plan install-plan wrote (a step object per step)', () => {
  const ce = (step: string, bundle: string, version: string, name = 'hello-operator'): KubeObject => ({
    ...pinnedExtension(v1Objects.at(-1)!, { channel: 'stable', bundle, version }),
    metadata: { name, annotations: { 'fbc-bot.io/step': step, 'fbc-bot.io/bundle': bundle } },
  });
  const withSteps = (...steps: KubeObject[]) =>
    helloPlan({ objects: { v1: [...v1Objects.slice(0, -1), ...steps], classic: [] } });

  it('applies each step object as written, expecting the bundle its annotation names', () => {
    const plan = withSteps(
      ce('install', 'hello-operator.v1.1.0', '1.1.0'),
      ce('install', 'hello-operator.v1.0.0', '1.0.0'),
      ce('upgrade', 'hello-operator.v1.1.0', '1.1.0'),
    );
    const steps = flavourObjects(plan, 'v1', 'x').steps;
    expect(steps.map((s) => [s.step, s.target.bundle, s.target.version, s.target.channel])).toEqual([
      ['install', 'hello-operator.v1.1.0', '1.1.0', 'stable'],
      ['install', 'hello-operator.v1.0.0', '1.0.0', 'stable'],
      ['upgrade', 'hello-operator.v1.1.0', '1.1.0', 'stable'],
    ]);
    expect(steps[1]!.object).toBe(plan.objects.v1.at(-2));
  });

  it.each([
    [[ce('upgrade', 'hello-operator.v1.1.0', '1.1.0')], /ClusterExtension 1 of 1: the first step is an upgrade/],
    [[ce('install', 'a', '1.0.0'), ce('replace', 'b', '1.1.0')], /2 of 2: annotation fbc-bot.io\/step is "replace"/],
    [[ce('install', 'a', '1.0.0'), ce('upgrade', 'b', '1.1.0', 'other')], /named other, the steps before hello/],
  ])('refuses step objects that do not make one sequence, naming the object', (steps, message) => {
    expect(() => flavourObjects(withSteps(...steps), 'v1', 'x')).toThrow(message);
  });

  it("leaves out of a flavour's steps an upgrade the plan gives to the other flavour only", () => {
    const only = helloPlan({ upgrades: [{ ...helloPlan().upgrades[0]!, flavours: ['v1'] }] });
    expect(scenarios(only, 'classic')).toEqual([{ base: only.install }]);
    expect(scenarios(only, 'v1')).toEqual(scenarios(helloPlan()));
  });
});
