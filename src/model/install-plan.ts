// The install plan: what a pull request asks a cluster to do for each package it changes, per
// catalog. `install-plan` computes it from the catalogs (pure, offline); `mode: install-test`
// carries it out on a real cluster and compares what the cluster installed with it. Both speak
// this shape, and `install-plan --format json` prints it.
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
}

export interface InstallPlan {
  readonly packages: readonly PackagePlan[];
}
