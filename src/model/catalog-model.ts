// The catalog's meaning, as operator-registry's model is declcfg's: packages holding their
// channels and bundles, linked and de-duplicated (rules/link-model.ts builds it), and what is
// deprecated. Every rule, the graph view and the reports read these shapes.
import type { DBundle, DChannel, DEntry, DPackage, DDeprecation } from '../catalog/declcfg.js';
import type { Version } from '../semver/blang.js';

export interface MBundle {
  readonly doc: DBundle;
  version?: Version;
  release?: string;
  /** The olm.package property could be read (exactly one, well-formed). */
  packageProperty: boolean;
}

export interface MChannel {
  readonly doc: DChannel | undefined;
  readonly name: string;
  /** Entries with later duplicates dropped (reported once as channel-entry-duplicate). */
  readonly entries: DEntry[];
  /** opm's stand-in for a defaultChannel that names no channel. */
  readonly synthetic: boolean;
}

export interface MPackage {
  readonly doc: DPackage;
  readonly name: string;
  readonly channels: Map<string, MChannel>;
  readonly bundles: Map<string, MBundle>;
  /** Every bundle name a document of this package declares, duplicates and broken ones too. */
  readonly bundleNames: Set<string>;
  /** Every channel document of this package, duplicates too. */
  readonly channelDocs: DChannel[];
  deprecation?: DDeprecation;
}

export interface Model {
  readonly packages: Map<string, MPackage>;
  /** Names of bundle documents that could not be linked (no or unknown package): entries and
   * deprecations naming them are follow-ons of that one error, not problems of their own. */
  readonly unlinkedBundles: Set<string>;
}

/** What a package's olm.deprecations document deprecates (rules/deprecations.ts reads it). */
export interface Deprecated {
  package: boolean;
  readonly channels: Set<string>;
  readonly bundles: Set<string>;
}
