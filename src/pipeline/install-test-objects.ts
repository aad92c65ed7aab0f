// The plan's manifests (model/install-plan) turned into the steps install-test applies, as data:
// the catalog pointed at the image the cluster pulls, the objects around it, and one install object
// (ClusterExtension, Subscription) per step. `install-plan` writes a step object per step, annotated
// with the step (install: from nothing; upgrade: from the step before) and the bundle the cluster
// must then run, and those are applied as written. A plan with a single unannotated install object
// gets its steps from its install and upgrades, the object pinned to each. The plan says what to
// install; this only says when.
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { BUNDLE_ANNOTATION, STEP_ANNOTATION } from '../diff/install-plan-objects.js';
import type { OlmFlavour } from '../model/consumers.js';
import type { KubeObject, PackagePlan, PlannedInstall } from '../model/install-plan.js';
import { field, text } from './install-test-conditions.js';

export class PlanShapeError extends Error {}

/** One step of a flavour: the install object as applied, and the bundle the cluster must run after it. */
export interface PlanStep {
  readonly step: 'install' | 'upgrade';
  readonly object: KubeObject;
  readonly target: PlannedInstall;
}

export interface FlavourObjects {
  /** Applied first, in the plan's order: namespaces, service accounts, RBAC, operator groups, the catalog. */
  readonly setup: readonly KubeObject[];
  readonly catalog: KubeObject;
  /** The ClusterExtension's (v1) or Subscription's (classic) steps, in order; the first is an install. */
  readonly steps: readonly PlanStep[];
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

/** The scenarios of a flavour from the plan's install and upgrades (those `flavours` gives to another left out). */
export function scenarios(p: PackagePlan, flavour?: OlmFlavour): Scenario[] {
  const ups = p.upgrades.filter((u) => flavour === undefined || !u.flavours || u.flavours.includes(flavour));
  if (ups.length === 0) return [{ base: p.install }];
  return ups.map((u) => ({
    base: { channel: u.channel, bundle: u.from, version: u.fromVersion },
    upgrade: { channel: u.channel, bundle: u.to, version: u.toVersion },
  }));
}

function ofKind(objects: readonly KubeObject[], kind: string, group: string): KubeObject[] {
  return objects.filter((o) => o.kind === kind && o.apiVersion.startsWith(group));
}

function spec(o: KubeObject): Record<string, unknown> {
  const s = o.spec;
  return isJsonObject(s) ? s : {};
}

/** The channel and version a step object asks for, as its flavour's spec says them. */
function asked(o: KubeObject, flavour: OlmFlavour): { channel: string; version: string } {
  if (flavour === 'classic') return { channel: text(field(o, 'spec', 'channel')), version: '' };
  const channels = field(o, 'spec', 'source', 'catalog', 'channels');
  const version = text(field(o, 'spec', 'source', 'catalog', 'version'));
  return { channel: Array.isArray(channels) ? text(channels[0]) : '', version };
}

/** A bundle's version as the plan gives it (classic's Subscription does not name versions). */
function versionOf(p: PackagePlan, bundle: string): string {
  if (p.install.bundle === bundle) return p.install.version;
  for (const u of p.upgrades) {
    if (u.from === bundle) return u.fromVersion;
    if (u.to === bundle) return u.toVersion;
  }
  return '';
}

function annotatedSteps(p: PackagePlan, flavour: OlmFlavour, installs: readonly KubeObject[], where: string) {
  return installs.map((o, i): PlanStep => {
    const a = o.metadata.annotations ?? {};
    const step = a[STEP_ANNOTATION];
    const bundle = a[BUNDLE_ANNOTATION];
    const at = `${where}: ${o.kind} ${i + 1} of ${installs.length}`;
    if (step !== 'install' && step !== 'upgrade')
      throw new PlanShapeError(`${at}: annotation ${STEP_ANNOTATION} is "${String(step)}", not install or upgrade`);
    if (i === 0 && step !== 'install') throw new PlanShapeError(`${at}: the first step is an upgrade from nothing`);
    if (typeof bundle !== 'string' || bundle === '')
      throw new PlanShapeError(`${at}: annotation ${BUNDLE_ANNOTATION} does not name the bundle`);
    const first = installs[0]!.metadata;
    if (o.metadata.name !== first.name || o.metadata.namespace !== first.namespace)
      throw new PlanShapeError(
        `${at}: named ${o.metadata.name}, the steps before ${first.name}: one object per flavour`,
      );
    const { channel, version } = asked(o, flavour);
    return { step, object: o, target: { channel, bundle, version: version || versionOf(p, bundle) } };
  });
}

function pinnedSteps(p: PackagePlan, flavour: OlmFlavour, install: KubeObject): PlanStep[] {
  const pin = flavour === 'v1' ? pinnedExtension : pinnedSubscription;
  return scenarios(p, flavour).flatMap((s) => [
    { step: 'install' as const, object: pin(install, s.base, s.base), target: s.base },
    ...(s.upgrade ? [{ step: 'upgrade' as const, object: pin(install, s.upgrade, s.base), target: s.upgrade }] : []),
  ]);
}

/** The flavour's objects of a package's plan, the catalog pointed at `image` (where this cluster pulls it from). */
export function flavourObjects(p: PackagePlan, flavour: OlmFlavour, image: string): FlavourObjects {
  const objects = p.objects[flavour];
  const where = `${p.catalog} ${p.package} (${flavour})`;
  const kinds = KINDS[flavour];
  const catalogs = ofKind(objects, kinds.catalog, kinds.group);
  if (catalogs.length !== 1)
    throw new PlanShapeError(
      `${where}: the plan has ${catalogs.length} ${kinds.catalog} objects, install-test needs exactly one`,
    );
  const catalog = catalogs[0]!;
  const installs = ofKind(objects, kinds.install, kinds.group);
  const annotated = installs.some((o) => o.metadata.annotations?.[STEP_ANNOTATION] !== undefined);
  if (installs.length === 0 || (!annotated && installs.length > 1))
    throw new PlanShapeError(
      `${where}: the plan has ${installs.length} ${kinds.install} objects, install-test needs one per step ` +
        `(annotated ${STEP_ANNOTATION}) or exactly one`,
    );
  const steps = annotated ? annotatedSteps(p, flavour, installs, where) : pinnedSteps(p, flavour, installs[0]!);
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
    setup: objects.filter((o) => !installs.includes(o)).map((o) => (o === catalog ? pointed : o)),
    catalog: pointed,
    steps,
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

/** The Subscription of a step: its channel, the CSV it starts from (the scenario's base), manual approval. */
export function pinnedSubscription(sub: KubeObject, step: PlannedInstall, from: PlannedInstall = step): KubeObject {
  return {
    ...sub,
    spec: { ...spec(sub), channel: step.channel, startingCSV: from.bundle, installPlanApproval: 'Manual' },
  };
}
