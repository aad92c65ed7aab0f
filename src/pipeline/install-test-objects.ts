// The plan's manifests (model/install-plan) turned into the steps install-test applies, as data:
// the catalog pointed at the image the cluster pulls, the objects around it, and the install
// object (ClusterExtension, Subscription) pinned to each step's bundle. The plan says what to
// install; this only says when.
import type { OlmFlavour } from '../model/consumers.js';
import type { KubeObject, PackagePlan, PlannedInstall } from '../model/install-plan.js';

export class PlanShapeError extends Error {}

export interface FlavourObjects {
  /** Applied first, in the plan's order: namespaces, service accounts, RBAC, operator groups, the catalog. */
  readonly setup: readonly KubeObject[];
  readonly catalog: KubeObject;
  /** The ClusterExtension (v1) or Subscription (classic), applied once per step. */
  readonly install: KubeObject;
}

/** One thing a user gets: the base install, then (when the pull request adds an edge) the upgrade. */
export interface Scenario {
  readonly base: PlannedInstall;
  readonly upgrade?: PlannedInstall;
}

const KINDS: Record<OlmFlavour, { catalog: string; install: string; group: string }> = {
  v1: { catalog: 'ClusterCatalog', install: 'ClusterExtension', group: 'olm.operatorframework.io/' },
  classic: { catalog: 'CatalogSource', install: 'Subscription', group: 'operators.coreos.com/' },
};

export function scenarios(p: PackagePlan): Scenario[] {
  if (p.upgrades.length === 0) return [{ base: p.install }];
  return p.upgrades.map((u) => ({
    base: { channel: u.channel, bundle: u.from, version: u.fromVersion },
    upgrade: { channel: u.channel, bundle: u.to, version: u.toVersion },
  }));
}

function one(objects: readonly KubeObject[], kind: string, group: string, where: string): KubeObject {
  const found = objects.filter((o) => o.kind === kind && o.apiVersion.startsWith(group));
  if (found.length !== 1)
    throw new PlanShapeError(`${where}: the plan has ${found.length} ${kind} objects, install-test needs exactly one`);
  return found[0]!;
}

function spec(o: KubeObject): Record<string, unknown> {
  const s = o.spec;
  return typeof s === 'object' && s !== null && !Array.isArray(s) ? (s as Record<string, unknown>) : {};
}

/** The flavour's objects of a package's plan, the catalog pointed at `image` (where this cluster pulls it from). */
export function flavourObjects(p: PackagePlan, flavour: OlmFlavour, image: string): FlavourObjects {
  const objects = p.objects[flavour];
  const where = `${p.catalog} ${p.package} (${flavour})`;
  const kinds = KINDS[flavour];
  const catalog = one(objects, kinds.catalog, kinds.group, where);
  const install = one(objects, kinds.install, kinds.group, where);
  const s = spec(catalog);
  const source = (s.source ?? {}) as Record<string, unknown>;
  const pointed: KubeObject =
    flavour === 'v1'
      ? {
          ...catalog,
          spec: { ...s, source: { ...source, type: 'Image', image: { ...(source.image as object), ref: image } } },
        }
      : { ...catalog, spec: { ...s, sourceType: 'grpc', image } };
  return {
    setup: objects.filter((o) => o !== install).map((o) => (o === catalog ? pointed : o)),
    catalog: pointed,
    install,
  };
}

/** The install object of a step: the ClusterExtension pinned to the bundle's version in its channel. */
export function pinnedExtension(ce: KubeObject, step: PlannedInstall): KubeObject {
  const s = spec(ce);
  const source = (s.source ?? {}) as Record<string, unknown>;
  const catalog = (source.catalog ?? {}) as Record<string, unknown>;
  return {
    ...ce,
    spec: {
      ...s,
      source: {
        ...source,
        sourceType: 'Catalog',
        catalog: { ...catalog, channels: [step.channel], version: step.version },
      },
    },
  };
}

/** The Subscription of a step: its channel, the CSV to start from, every InstallPlan approved by install-test. */
export function pinnedSubscription(sub: KubeObject, step: PlannedInstall): KubeObject {
  return {
    ...sub,
    spec: { ...spec(sub), channel: step.channel, startingCSV: step.bundle, installPlanApproval: 'Manual' },
  };
}
