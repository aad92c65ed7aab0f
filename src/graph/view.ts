// The upgrade-graph view of one package, built from the validated model: channels with their
// (de-duplicated) entries, bundle versions, and what is deprecated.
import type { Deprecated, MPackage, Model } from '../model/catalog-model.js';
import type { Version } from '../semver/blang.js';
import type { EntryLike } from './edges.js';

export interface PackageView {
  readonly name: string;
  readonly defaultChannel: string;
  /** Real channels only (not opm's stand-in for a missing default channel), by name. */
  readonly channels: ReadonlyMap<string, readonly EntryLike[]>;
  readonly versions: ReadonlyMap<string, Version>;
  readonly deprecatedBundles: ReadonlySet<string>;
  readonly deprecatedChannels: ReadonlySet<string>;
  readonly packageDeprecated: boolean;
  /** Bundles with the legacy olm.deprecated property: OLM classic never installs them. */
  readonly notInstallable: ReadonlySet<string>;
}

export function packageView(pkg: MPackage, dep: Deprecated | undefined): PackageView {
  const channels = new Map<string, readonly EntryLike[]>();
  for (const [name, ch] of [...pkg.channels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!ch.synthetic) channels.set(name, ch.entries);
  }
  const versions = new Map<string, Version>();
  const notInstallable = new Set<string>();
  // forEach: no [name, bundle] pair per bundle of a 100,000-bundle package.
  pkg.bundles.forEach((mb, name) => {
    if (mb.version) versions.set(name, mb.version);
    if (mb.doc.properties.some((p) => p.type === 'olm.deprecated')) notInstallable.add(name);
  });
  return {
    name: pkg.name,
    defaultChannel: pkg.doc.defaultChannel,
    channels,
    versions,
    deprecatedBundles: dep?.bundles ?? new Set(),
    deprecatedChannels: dep?.channels ?? new Set(),
    packageDeprecated: dep?.package ?? false,
    notInstallable,
  };
}

export function packageViews(model: Model, deprecated: ReadonlyMap<string, Deprecated>): PackageView[] {
  return [...model.packages.values()]
    .map((p) => packageView(p, deprecated.get(p.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
