// The install plan: what a pull request asks a cluster to do for each package it changes, per
// catalog. `install-plan` computes it from the catalogs (pure, offline); `mode: install-test`
// carries it out on a real cluster and compares what the cluster installed with it. Both speak
// this shape, and `install-plan --format json` prints it.
import type { InstallModeType } from '../catalog/install-modes.js';
import type { OlmFlavour } from './consumers.js';

/** A complete Kubernetes manifest, as applied: apiVersion, kind, metadata, and the kind's body. */
export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly labels?: Readonly<Record<string, string>>;
    readonly annotations?: Readonly<Record<string, string>>;
  };
  readonly [field: string]: unknown;
}

/** A bundle of the package: its name, its version and the channel it is reached through. */
export interface PlannedInstall {
  readonly channel: string;
  readonly bundle: string;
  readonly version: string;
}

/** One upgrade an existing user gets across an edge the pull request adds. */
export interface PlannedUpgrade {
  readonly channel: string;
  /** The bundle installed now (the base side's channel head). */
  readonly from: string;
  readonly fromVersion: string;
  /** What OLM would upgrade it to on the head side (what `resolve` predicts). */
  readonly to: string;
  readonly toVersion: string;
  /** The flavours that predict this upgrade (they can differ: resolve's picks); absent: every consumer. */
  readonly flavours?: readonly OlmFlavour[];
}

/** What a plan could not include, or what the cluster is expected to refuse, in words. */
export interface PlanNote {
  readonly flavour?: OlmFlavour;
  readonly message: string;
  /** The flavour is predicted to refuse the install: install-test skips the flavour, giving this note as why. */
  readonly refused?: true;
}

export interface PackagePlan {
  readonly package: string;
  /** The catalog directory, relative to the repository root (`catalogs/v4.16`). */
  readonly catalog: string;
  /** The first install a new user gets: the default channel's head. */
  readonly install: PlannedInstall;
  readonly upgrades: readonly PlannedUpgrade[];
  /** The OLM flavours that read this catalog (model/consumers). */
  readonly consumers: readonly OlmFlavour[];
  /** The manifests that perform the install and the upgrades, in apply order, per flavour. */
  readonly objects: { readonly v1: readonly KubeObject[]; readonly classic: readonly KubeObject[] };
  /** The catalog image the ClusterCatalog and the CatalogSource serve. */
  readonly catalogImage?: string;
  /** How OLM v1's installer ServiceAccount is authorised: rules derived from the bundles' CSVs, or
   * cluster-admin when the catalog does not carry a CSV the plan goes through. */
  readonly installer?: 'derived' | 'cluster-admin';
  /** The install mode OLM classic's OperatorGroup selects. */
  readonly installMode?: InstallModeType;
  readonly notes?: readonly PlanNote[];
}

/** A changed package the plan has no install for, and why. */
export interface SkippedPackage {
  readonly package: string;
  readonly catalog: string;
  readonly reason: string;
}

export interface InstallPlan {
  readonly packages: readonly PackagePlan[];
  /** Changed packages with nothing to install (removed, or no default channel head). */
  readonly skipped?: readonly SkippedPackage[];
}
