// The install plan of a changed package in one catalog (pure): the first install a new user gets
// (the head of the default channel, head side), the upgrade each existing user gets (the base
// side's channel head → what `resolve` predicts on the head side, per channel and flavour), and
// the objects that carry them out for the OLM flavours that read the catalog.
import { channelHeads } from '../graph/heads.js';
import { resolveClassic, resolveV1, type Installed } from '../graph/resolve-install.js';
import type { Consumers, OlmFlavour } from '../model/consumers.js';
import type { InstallModeType } from '../catalog/install-modes.js';
import type { PackagePlan, PlannedInstall, PlannedUpgrade, PlanNote, SkippedPackage } from '../model/install-plan.js';
import { versionString } from '../semver/blang.js';
import { bundleFacts, INSTALL_MODES, type BundleFacts } from './install-plan-bundle.js';
import { classicObjects, packageNames, v1Objects, type Step } from './install-plan-objects.js';
import { installerRules } from './install-plan-rbac.js';
import { diffPackage } from './package-changes.js';
import type { Side } from './side.js';

export interface PackageSides {
  readonly catalog: string;
  readonly consumers: Consumers;
  readonly base?: Side | undefined;
  readonly head: Side;
  /** The catalog image a cluster pulls the head side from. */
  readonly image: string;
}

const flavoursOf = (c: Consumers): OlmFlavour[] => [
  ...(c.v1 ? ['v1' as const] : []),
  ...(c.classic ? ['classic' as const] : []),
];
const SHOW: Readonly<Record<OlmFlavour, string>> = { v1: 'OLM v1', classic: 'OLM classic' };

function uniqueHead(side: Side, channel: string): string | undefined {
  const heads = channelHeads(side.view.channels.get(channel) ?? []);
  return heads.length === 1 ? heads[0] : undefined;
}

/** Per channel both sides have: base's head, and what each flavour upgrades it to on head. */
function upgrades(p: PackageSides, flavours: readonly OlmFlavour[], notes: PlanNote[]): PlannedUpgrade[] {
  const { base, head } = p;
  if (!base) return [];
  const out: PlannedUpgrade[] = [];
  for (const channel of head.view.channels.keys()) {
    if (!base.view.channels.has(channel)) continue;
    const from = uniqueHead(base, channel);
    const fromVersion = from === undefined ? undefined : base.view.versions.get(from);
    if (from === undefined || !fromVersion) continue;
    if (!head.model.bundles.has(from)) {
      notes.push({
        message:
          `channel ${channel}: ${from}, its head before the change, is no longer in the catalog, so the ` +
          `upgrade of its users cannot be rehearsed from it`,
      });
      continue;
    }
    const installed: Installed = { name: from, version: fromVersion, versionText: '' };
    const req = { channels: [channel], installed };
    const picks = new Map<string, OlmFlavour[]>();
    for (const f of flavours) {
      const r = f === 'v1' ? resolveV1(head.view, req) : resolveClassic(head.view, req);
      if (r.error !== null)
        notes.push({ flavour: f, message: `channel ${channel}: ${SHOW[f]} finds no upgrade from ${from}: ${r.error}` });
      if (r.bundle === null || r.bundle === from) continue;
      picks.set(r.bundle, [...(picks.get(r.bundle) ?? []), f]);
    }
    for (const [to, by] of picks) {
      const toVersion = head.view.versions.get(to);
      if (!toVersion) continue;
      out.push({
        channel,
        from,
        fromVersion: versionString(fromVersion),
        to,
        toVersion: versionString(toVersion),
        ...(by.length < flavours.length ? { flavours: by } : {}),
      });
    }
  }
  return out;
}

/** The steps of a flavour: the first install, then each upgrade from a fresh install of its source. */
function stepsFor(f: OlmFlavour, install: PlannedInstall, ups: readonly PlannedUpgrade[]): Step[] {
  const steps: Step[] = [{ step: 'install', ...install, startingCSV: install.bundle }];
  for (const u of ups) {
    if (u.flavours && !u.flavours.includes(f)) continue;
    steps.push({ step: 'install', channel: u.channel, bundle: u.from, version: u.fromVersion, startingCSV: u.from });
    steps.push({ step: 'upgrade', channel: u.channel, bundle: u.to, version: u.toVersion, startingCSV: u.from });
  }
  return steps;
}

/**
 * The widest install mode every bundle that says supports (AllNamespaces when none says); a bundle
 * whose CSV fits no OperatorGroup is a refusal to expect, as install-classic-install-mode says.
 */
function classicMode(facts: readonly BundleFacts[], notes: PlanNote[]): InstallModeType {
  for (const b of facts)
    if (b.classicRefusal)
      notes.push({
        flavour: 'classic',
        message: `${b.name}: its CSV ${b.classicRefusal}: expect OLM classic to refuse the install`,
        refused: true,
      });
  const known = facts.filter((b) => b.installModes);
  if (known.length === 0) {
    notes.push({
      flavour: 'classic',
      message: 'the catalog does not say which install modes the bundles support: AllNamespaces is assumed',
    });
    return 'AllNamespaces';
  }
  const common = INSTALL_MODES.filter((m) => known.every((b) => b.installModes!.has(m)));
  if (common[0]) return common[0];
  notes.push({
    flavour: 'classic',
    message:
      `no install mode is supported by every bundle of the plan (${known.map((b) => b.name).join(', ')}): ` +
      `the OperatorGroup follows ${known[0]!.name}`,
  });
  return INSTALL_MODES.find((m) => known[0]!.installModes!.has(m)) ?? 'AllNamespaces';
}

// What the ClusterExtension's CEL rules demand of packageName and each channel (v1.11.0).
const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const subdomain = (s: string): boolean => s.length <= 253 && SUBDOMAIN.test(s);

/** Why no ClusterExtension can name this package or one of these channels, if so. */
function v1Unnameable(pkg: string, steps: readonly Step[]): string | undefined {
  if (!subdomain(pkg))
    return `the package name is not a DNS-1123 subdomain, which a ClusterExtension's packageName must be`;
  const bad = [...new Set(steps.map((s) => s.channel))].filter((c) => !subdomain(c));
  if (bad.length > 0)
    return `channel ${bad.join(', ')} is not a DNS-1123 subdomain, which a ClusterExtension's channels must be`;
  return undefined;
}

function v1Notes(facts: readonly BundleFacts[], notes: PlanNote[]): void {
  const refused = facts.filter((b) => b.installModes && !b.installModes.has('AllNamespaces')).map((b) => b.name);
  if (refused.length > 0)
    notes.push({
      flavour: 'v1',
      message:
        `${refused.join(', ')} do(es) not support AllNamespaces, the only install mode of OLM v1's standard ` +
        `ClusterExtension (v1.11.0; Single/OwnNamespace need the SingleOwnNamespaceInstallSupport feature ` +
        `gate and spec.config): expect OLM v1 to refuse the install`,
      refused: true,
    });
}

const uniqueBundles = (steps: readonly Step[]): string[] => [...new Set(steps.map((s) => s.bundle))];

/** The plan of one changed package, or why there is none. */
function planPackage(p: PackageSides): PackagePlan | SkippedPackage {
  const { head, catalog } = p;
  const skip = (reason: string): SkippedPackage => ({ package: head.view.name, catalog, reason });
  const channel = head.view.defaultChannel;
  if (!head.view.channels.has(channel)) return skip(`its default channel "${channel}" is not one of its channels`);
  const bundle = uniqueHead(head, channel);
  if (bundle === undefined) return skip(`its default channel "${channel}" has no single head`);
  const version = head.view.versions.get(bundle);
  if (!version) return skip(`the head of its default channel, ${bundle}, has no version OLM can read`);
  const install: PlannedInstall = { channel, bundle, version: versionString(version) };
  const flavours = flavoursOf(p.consumers);
  const notes: PlanNote[] = [];
  const ups = upgrades(p, flavours, notes);
  const names = packageNames(head.view.name, catalog);
  const facts = new Map<string, BundleFacts>();
  const factsOf = (steps: readonly Step[]): BundleFacts[] =>
    uniqueBundles(steps).map((n) => {
      let f = facts.get(n);
      if (!f) facts.set(n, (f = bundleFacts(head.model.bundles.get(n)!)));
      return f;
    });
  let v1: PackagePlan['objects']['v1'] = [];
  let classic: PackagePlan['objects']['classic'] = [];
  let installer: PackagePlan['installer'];
  let installMode: InstallModeType | undefined;
  const v1Steps = stepsFor('v1', install, ups);
  const unnameable = p.consumers.v1 ? v1Unnameable(head.view.name, v1Steps) : undefined;
  if (unnameable) notes.push({ flavour: 'v1', message: `OLM v1 cannot install it: ${unnameable}`, refused: true });
  else if (p.consumers.v1) {
    const steps = v1Steps;
    const bundles = factsOf(steps);
    v1Notes(bundles, notes);
    const rules = installerRules(bundles, names.extension);
    installer = rules ? 'derived' : 'cluster-admin';
    v1 = v1Objects({ names, image: p.image, rules, steps });
  }
  if (p.consumers.classic) {
    const steps = stepsFor('classic', install, ups);
    installMode = classicMode(factsOf(steps), notes);
    classic = classicObjects({ names, image: p.image, mode: installMode, steps });
  }
  return {
    package: head.view.name,
    catalog,
    install,
    upgrades: ups,
    consumers: flavours,
    objects: { v1, classic },
    catalogImage: p.image,
    ...(installer ? { installer } : {}),
    ...(installMode ? { installMode } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

const isSkipped = (x: PackagePlan | SkippedPackage): x is SkippedPackage => 'reason' in x;

export interface CatalogSidesOfPlan {
  readonly catalog: string;
  readonly consumers: Consumers;
  /** The packages of the regions the change touched, each side's. */
  readonly base: ReadonlyMap<string, Side>;
  readonly head: ReadonlyMap<string, Side>;
  readonly image: string;
}

/** The plans of the packages a change touches in one catalog (those it leaves as they were have none). */
export function planCatalog(c: CatalogSidesOfPlan): { packages: PackagePlan[]; skipped: SkippedPackage[] } {
  const packages: PackagePlan[] = [];
  const skipped: SkippedPackage[] = [];
  for (const name of [...new Set([...c.base.keys(), ...c.head.keys()])].sort()) {
    const base = c.base.get(name);
    const head = c.head.get(name);
    if (!head) {
      skipped.push({ package: name, catalog: c.catalog, reason: 'the change removes it from the catalog' });
      continue;
    }
    // diffPackage's findings are the diff's business: only whether anything changed counts here.
    if (base && !diffPackage(c.catalog, name, base, head, [], c.consumers)) continue;
    const plan = planPackage({ catalog: c.catalog, consumers: c.consumers, base, head, image: c.image });
    if (isSkipped(plan)) skipped.push(plan);
    else packages.push(plan);
  }
  return { packages, skipped };
}
