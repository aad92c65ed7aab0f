// `mode: install-test`'s work on a cluster: for each package of the install plan (or the one a
// matrix job names), for each OLM flavour both the catalog and the cluster have, the steps of
// install-test-v1 and install-test-classic. Bounded: each package has its own time limit inside the
// job's, packages run `concurrency` at a time (each in its own namespaces, as the plan names them),
// and what the job's time leaves unstarted is reported timed out.
import type { KubeClient } from '../kube/index.js';
import type { OlmFlavour } from '../model/consumers.js';
import type { InstallPlan, PackagePlan } from '../model/install-plan.js';
import {
  worstOutcome,
  type FlavourResult,
  type InstallTestResult,
  type PackageResult,
} from '../model/install-result.js';
import { CLASSIC_CONTROLLERS, runClassic } from './install-test-classic.js';
import type { Controllers } from './install-test-evidence.js';
import { PlanShapeError } from './install-test-objects.js';
import { realClock, type Clock } from './install-test-poll.js';
import type { FlavourRun } from './install-test-step.js';
import { runV1, V1_CONTROLLERS } from './install-test-v1.js';

export interface InstallTestOptions {
  /** The OLM flavours installed on the cluster. */
  readonly flavours: readonly OlmFlavour[];
  /** The image reference the cluster pulls a catalog directory's image from. */
  readonly catalogImage: (catalog: string) => string;
  readonly packageSeconds: number;
  readonly jobSeconds: number;
  readonly concurrency: number;
  /** How often objects are read while waiting (default 2 s). */
  readonly pollMs?: number;
  readonly clock?: Clock;
  readonly controllers?: Partial<Record<OlmFlavour, Controllers>>;
  readonly log?: (line: string) => void;
}

/** A package's key in the plan and in the matrix: `<catalog>:<package>`. */
export function packageKey(p: { readonly catalog: string; readonly package: string }): string {
  return `${p.catalog}:${p.package}`;
}

/** The packages a job tests: all, or the one `only` names (a package's key, or its name when only one has it). */
export function selectPackages(plan: InstallPlan, only: string | undefined): PackagePlan[] {
  if (only === undefined) return [...plan.packages];
  const byKey = plan.packages.filter((p) => packageKey(p) === only);
  const picked = byKey.length > 0 ? byKey : plan.packages.filter((p) => p.package === only);
  if (picked.length === 0)
    throw new PlanShapeError(
      `install-package "${only}" is not in the install plan (its packages: ${
        plan.packages.slice(0, 20).map(packageKey).join(', ') || 'none'
      })`,
    );
  return picked;
}

async function testPackage(
  client: KubeClient,
  p: PackagePlan,
  o: InstallTestOptions,
  clock: Clock,
  jobDeadline: number,
): Promise<PackageResult> {
  const start = clock.now();
  const deadline = Math.min(jobDeadline, start + o.packageSeconds * 1000);
  const log = (line: string): void => o.log?.(`${packageKey(p)}: ${line}`);
  const flavours: FlavourResult[] = [];
  for (const flavour of (['v1', 'classic'] as const).filter((f) => p.consumers.includes(f))) {
    if (!o.flavours.includes(flavour)) {
      flavours.push({
        flavour,
        outcome: 'skipped',
        steps: [],
        evidence: [],
        note: `OLM ${flavour} is not on the cluster (input olm)`,
      });
      continue;
    }
    // Compared with the plan: a refusal it predicts is not rehearsed (operator-controller retries a refused install
    // until the time limit, and its words differ between releases); the flavour is skipped with the plan's reason.
    const refusal = p.notes?.find((n) => n.flavour === flavour && n.refused === true);
    if (refusal !== undefined || p.objects[flavour].length === 0) {
      flavours.push({
        flavour,
        outcome: 'skipped',
        steps: [],
        evidence: [],
        note: refusal?.message ?? `the install plan has no OLM ${flavour} objects for it`,
      });
      continue;
    }
    const run: FlavourRun = {
      client,
      waiting: { clock, deadline, intervalMs: o.pollMs ?? 2000 },
      controllers: o.controllers?.[flavour] ?? (flavour === 'v1' ? V1_CONTROLLERS : CLASSIC_CONTROLLERS),
      log,
    };
    try {
      const image = o.catalogImage(p.catalog);
      flavours.push(await (flavour === 'v1' ? runV1(run, p, image) : runClassic(run, p, image)));
    } catch (e) {
      // A plan the cluster refuses (an apply error) or that lacks its objects: this package fails, saying so.
      flavours.push({ flavour, outcome: 'failed', steps: [], evidence: [], note: (e as Error).message });
    }
  }
  return {
    package: p.package,
    catalog: p.catalog,
    outcome: worstOutcome(flavours.map((f) => f.outcome)),
    seconds: Math.round((clock.now() - start) / 1000),
    flavours,
  };
}

export async function runInstallTest(
  client: KubeClient,
  packages: readonly PackagePlan[],
  o: InstallTestOptions,
): Promise<InstallTestResult> {
  const clock = o.clock ?? realClock;
  const jobDeadline = clock.now() + o.jobSeconds * 1000;
  const results: PackageResult[] = new Array<PackageResult>(packages.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < packages.length) {
      const i = next++;
      const p = packages[i]!;
      results[i] =
        clock.now() >= jobDeadline
          ? {
              package: p.package,
              catalog: p.catalog,
              // Not started: the job's time limit passed first. Unproven, so not a pass.
              outcome: 'timed-out',
              seconds: 0,
              flavours: [],
            }
          : await testPackage(client, p, o, clock, jobDeadline);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, packages.length)) }, worker));
  return { outcome: worstOutcome(results.map((r) => r.outcome)), packages: results };
}
