// What `mode: install-test` found on a real cluster for each package of an install plan
// (model/install-plan): per OLM flavour, each step (the catalog serving, the base install, the
// upgrade) with what the plan expected and what the cluster reported, and on failure the
// conditions, events and controller log lines that say why.
import type { OlmFlavour } from './consumers.js';

/**
 * passed: the cluster did what the plan predicts. failed: it refused, or installed something else.
 * timed-out: no answer within the package's (or the job's) time limit. not-verifiable: the cluster could not pull
 * an image without a login, which says nothing about the catalog. skipped: not attempted (the job's time ran out
 * first, or the flavour is not on the cluster).
 */
export type InstallOutcome = 'passed' | 'failed' | 'timed-out' | 'not-verifiable' | 'skipped';

export type InstallStepName = 'catalog' | 'install' | 'upgrade';

export interface InstallStep {
  readonly step: InstallStepName;
  /** What the plan expects: the catalog's name, or the bundle the step installs. */
  readonly expected: string;
  /** What the cluster reported (the installed bundle or CSV), when it reported one. */
  readonly observed?: string;
  readonly outcome: InstallOutcome;
  readonly seconds: number;
  /** Why, in one line, when it did not pass. */
  readonly detail?: string;
}

/** Lines read from the cluster that explain a failure: one object's conditions, events, a controller's log. */
export interface InstallEvidence {
  readonly source: string;
  readonly lines: readonly string[];
}

export interface FlavourResult {
  readonly flavour: OlmFlavour;
  readonly outcome: InstallOutcome;
  readonly steps: readonly InstallStep[];
  readonly evidence: readonly InstallEvidence[];
  readonly note?: string;
}

export interface PackageResult {
  readonly package: string;
  readonly catalog: string;
  readonly outcome: InstallOutcome;
  readonly seconds: number;
  readonly flavours: readonly FlavourResult[];
}

export interface InstallTestResult {
  readonly outcome: InstallOutcome;
  readonly packages: readonly PackageResult[];
}

/** The worst outcome first: a package fails when any of its flavours or steps does. */
const RANK: readonly InstallOutcome[] = ['failed', 'timed-out', 'not-verifiable', 'passed', 'skipped'];

export function worstOutcome(outcomes: readonly InstallOutcome[]): InstallOutcome {
  if (outcomes.length === 0) return 'skipped';
  return RANK.find((o) => outcomes.includes(o)) ?? 'passed';
}
