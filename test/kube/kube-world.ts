// A test's cluster: the emulator, a kubectl client pointed at it, fast polls, and the statuses
// operator-controller and OLM document, built for scripts (each test still says which it answers).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kubeClient, type KubeClient } from '../../src/kube/index.js';
import type { Clock } from '../../src/pipeline/install-test-poll.js';
import type { InstallTestOptions } from '../../src/pipeline/install-test-run.js';
import { KubeEmulator } from './emulator/server.js';
import type { Store } from './emulator/store.js';
import { skippedNote } from '../helpers/skip-note.js';

/** kubectl as the tests run it: FBC_KUBECTL, else the one on PATH. */
export const KUBECTL = process.env.FBC_KUBECTL ?? 'kubectl';

/** The client's minor version, or undefined without kubectl. */
function kubectlMinor(): number | undefined {
  try {
    const out = execFileSync(KUBECTL, ['version', '--client', '--output=json'], { encoding: 'utf8', stdio: 'pipe' });
    return Number((JSON.parse(out) as { clientVersion: { minor: string } }).clientVersion.minor.replace(/\D.*$/, ''));
  } catch {
    return undefined;
  }
}

// kubectl before 1.29 asks /openapi/v2 whether the server takes fieldValidation, and the emulator serves only v3
// (what API servers publish since 1.27): FBC_KUBECTL=kubectl.1.29 runs these tests with the oldest that works here.
const MINOR = kubectlMinor();
export const hasKubectl = MINOR !== undefined && MINOR >= 29;

export function kubeNote(what: string): string {
  return hasKubectl
    ? what
    : skippedNote(
        what,
        MINOR === undefined ? 'kubectl not found (1.29 or later)' : `kubectl 1.${MINOR} is older than 1.29`,
      );
}

export interface World {
  readonly emulator: KubeEmulator;
  readonly client: KubeClient;
  /** Stops the emulator and removes kubectl's cache. */
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const emulator = await KubeEmulator.start();
  const cacheDir = mkdtempSync(join(tmpdir(), 'kube-cache-'));
  const client = kubeClient({ binary: KUBECTL, kubeconfig: emulator.kubeconfig(), cacheDir });
  return {
    emulator,
    client,
    close: async () => {
      await emulator.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** A clock whose sleeps pass at once: time limits are reached after a few polls, not after seconds. */
export function fastClock(): Clock {
  let now = 1_000_000;
  return { now: () => now, sleep: async (ms) => void (now += ms) };
}

export function options(over: Partial<InstallTestOptions> = {}): InstallTestOptions {
  return {
    flavours: ['v1'],
    catalogImage: (catalog) => `kind-registry:5000/fbc/${catalog.split('/').pop()}:pr`,
    // Simulated time (fastClock): a wait reads its objects at most four times before giving up.
    packageSeconds: 15,
    jobSeconds: 600,
    concurrency: 1,
    pollMs: 5000,
    clock: fastClock(),
    ...over,
  };
}

const T = '2026-01-01T00:00:00Z';

export function condition(
  type: string,
  status: 'True' | 'False' | 'Unknown',
  reason: string,
  message = '',
  observedGeneration?: number,
) {
  return {
    type,
    status,
    reason,
    message,
    lastTransitionTime: T,
    ...(observedGeneration !== undefined ? { observedGeneration } : {}),
  };
}

/** ClusterCatalog status once catalogd unpacked the image and serves it. */
export function catalogServing(ref: string) {
  return {
    conditions: [
      condition('Progressing', 'True', 'Succeeded', 'Successfully unpacked and stored content from resolved source'),
      condition('Serving', 'True', 'Available', 'Serving desired content from resolved source'),
    ],
    // The repository (the tag dropped, not the registry's port) at the digest catalogd resolved.
    resolvedSource: { type: 'Image', image: { ref: `${ref.replace(/:[^:/]+$/, '')}@sha256:${'a'.repeat(64)}` } },
    urls: { base: 'https://catalogd-service.olmv1-system.svc/catalogs/fbc-v4-16' },
    lastUnpacked: T,
  };
}

/** ClusterExtension status: a bundle installed (or not yet), with Progressing as the test says. */
export function extensionStatus(
  generation: number,
  installed: { name: string; version: string } | undefined,
  progressing: [status: 'True' | 'False', reason: string, message: string],
) {
  return {
    conditions: [
      installed === undefined
        ? condition('Installed', 'False', 'Failed', 'No bundle installed', generation)
        : condition('Installed', 'True', 'Succeeded', `Installed bundle ${installed.name} successfully`, generation),
      condition('Progressing', ...progressing, generation),
    ],
    ...(installed !== undefined ? { install: { bundle: installed } } : {}),
  };
}

/** catalogd at once: every ClusterCatalog applied serves `ref`. */
export function catalogsServe(store: Store, ref: string): void {
  store.onApply('ClusterCatalog', (o) =>
    store.setStatus({ kind: 'ClusterCatalog', name: o.metadata.name }, catalogServing(ref)),
  );
}

/**
 * operator-controller at once: every ClusterExtension applied installs the version it pins, the
 * bundle named by `bundle` (from the version and the extension's name), Progressing ending in `message`.
 */
export function extensionsInstall(
  store: Store,
  bundle: (version: string, extension: string) => string,
  message = 'ok',
): void {
  store.onApply('ClusterExtension', (o) => {
    const v = (o.spec as { source: { catalog: { version: string } } }).source.catalog.version;
    store.setStatus(
      { kind: 'ClusterExtension', name: o.metadata.name },
      extensionStatus(Number(o.metadata.generation), { name: bundle(v, o.metadata.name), version: v }, [
        'True',
        'Succeeded',
        message,
      ]),
    );
  });
}
