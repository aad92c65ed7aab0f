// Mode install-test on a pull request with no plan file: the plan computed from the pull request's
// base and head in a real git repository (what `fbc-bot install-plan` writes: a step object per
// step, annotated), its matrix, and its steps carried out on the emulated cluster for OLM v1 and
// OLM classic, the check run posted to the emulated GitHub. Each test scripts what the cluster answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunnerContext } from '../../src/action/context.js';
import { readInputs } from '../../src/action/inputs.js';
import { installTestMode } from '../../src/action/install-test-mode.js';
import { createGitHubClient } from '../../src/github/index.js';
import { planInstalls } from '../../src/pipeline/install-plan-run.js';
import { Emulator } from '../emulator/server.js';
import { channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { installBundleDoc, type InstallModeName } from '../helpers/install-bundles.js';
import type { KubeObj, Store } from './emulator/store.js';
import {
  catalogsServe,
  extensionsInstall,
  fastClock,
  hasKubectl,
  kubeNote,
  startWorld,
  type World,
} from './kube-world.js';

/** catalogs/v4.18/<pkg>/catalog.yaml: channel stable, each version replacing the one before. */
function catalog(pkg: string, versions: readonly string[], modes?: readonly InstallModeName[]): string {
  const entries = versions.map(
    (v, i) => `- name: ${pkg}.v${v}\n${i > 0 ? `  replaces: ${pkg}.v${versions[i - 1]}\n` : ''}`,
  );
  return (
    pkgDoc(pkg) +
    channelDoc(entries.join(''), 'stable', pkg) +
    versions.map((version) => installBundleDoc({ pkg, version, ...(modes ? { modes } : {}) })).join('')
  );
}

const repo = newRepo();
const BASE = commit(repo, 'base', {
  'catalogs/v4.18/foo/catalog.yaml': catalog('foo', ['1.0.0']),
  'catalogs/v4.18/bar/catalog.yaml': catalog('bar', ['2.0.0'], ['OwnNamespace']),
});
// The pull request: foo 1.1.0 replaces 1.0.0; bar 2.1.0 (OwnNamespace only, which OLM v1 refuses) replaces 2.0.0.
const HEAD = commit(repo, 'head', {
  'catalogs/v4.18/foo/catalog.yaml': catalog('foo', ['1.0.0', '1.1.0']),
  'catalogs/v4.18/bar/catalog.yaml': catalog('bar', ['2.0.0', '2.1.0'], ['OwnNamespace']),
});

const ctx: RunnerContext = {
  owner: 'acme',
  repo: 'catalogs',
  eventName: 'pull_request',
  payload: {
    action: 'synchronize',
    repository: { id: 1, full_name: 'acme/catalogs' },
    pull_request: {
      number: 9,
      user: { login: 'author' },
      base: { sha: BASE, ref: 'main', repo: { id: 1 } },
      head: { sha: HEAD, ref: 'feature', repo: { id: 1, full_name: 'acme/catalogs' } },
    },
  },
  workspace: repo,
  apiEnv: {},
};

const inputs = (more: Record<string, string>) =>
  readInputs((n) => ({ 'github-token': 'ghs_x', mode: 'install-test', ...more })[n] ?? '');

let w: World;
let github: Emulator;
beforeAll(async () => {
  [w, github] = await Promise.all([startWorld(), Emulator.start()]);
  github.addToken('ghs_x', { permissions: { checks: 'write' } });
  github.state.addRepo('acme/catalogs');
});
afterAll(async () => {
  await Promise.all([w.close(), github.close()]);
  rmSync(repo, { recursive: true, force: true });
});
beforeEach(() => {
  w.emulator.store.reset();
  w.emulator.violations.length = 0;
});

const run = (more: Record<string, string>) =>
  installTestMode(inputs(more), ctx, HEAD, createGitHubClient({ token: 'ghs_x', apiUrl: github.urls().apiUrl }), {
    kube: w.client,
    clock: fastClock(),
    log: () => {},
  });

const IMAGE = 'localhost:5001/fbc-bot/catalog:v4.18';

describe('mode install-test without a plan file', () => {
  it("outputs the pull request's plan as the matrix, one entry per changed package", async () => {
    const o = await installTestMode(inputs({ 'install-step': 'matrix' }), ctx, HEAD, undefined, { log: () => {} });
    expect(o.matrix.include).toEqual([
      { package: 'bar', catalog: 'catalogs/v4.18', key: 'catalogs/v4.18:bar', olm: 'both' },
      { package: 'foo', catalog: 'catalogs/v4.18', key: 'catalogs/v4.18:foo', olm: 'both' },
    ]);
  });

  it('refuses an event that is no pull request, saying to give it a plan file', async () => {
    const push = { ...ctx, eventName: 'workflow_dispatch', payload: {} };
    await expect(
      installTestMode(inputs({ 'install-step': 'matrix' }), push, HEAD, undefined, { log: () => {} }),
    ).rejects.toThrow(/computes the install plan of a pull request .* not of workflow_dispatch.*input install-plan/);
  });
});

describe.skipIf(!hasKubectl)(kubeNote('mode install-test on the emulated cluster, its plan computed from git'), () => {
  it("OLM v1: the plan's first install, then the base head upgraded across the new edge, each read back", async () => {
    const s = w.emulator.store;
    catalogsServe(s, IMAGE);
    extensionsInstall(s, (v) => `foo.v${v}`, 'Desired state reached');
    const o = await run({ olm: 'v1', 'install-package': 'catalogs/v4.18:foo' });
    const v1 = o.result!.packages[0]!.flavours[0]!;
    expect(v1.steps.map((x) => [x.step, x.expected, x.outcome, x.observed])).toEqual([
      ['catalog', 'fbc-bot-catalogs-v4-18', 'passed', undefined],
      ['install', 'foo.v1.1.0 (1.1.0)', 'passed', 'foo.v1.1.0 (1.1.0)'],
      ['install', 'foo.v1.0.0 (1.0.0)', 'passed', 'foo.v1.0.0 (1.0.0)'],
      ['upgrade', 'foo.v1.1.0 (1.1.0)', 'passed', 'foo.v1.1.0 (1.1.0)'],
    ]);
    // Where install-test-cluster's registry serves what publish-image pushed (install-plan's default).
    const cc = s.get({ kind: 'ClusterCatalog', name: 'fbc-bot-catalogs-v4-18' });
    expect(cc?.spec).toMatchObject({ source: { image: { ref: IMAGE } } });
    // The plan's installer RBAC went through the API's validation with the rest.
    expect(s.get({ kind: 'ClusterRole', name: 'fbc-bot-foo-installer' })).toBeDefined();
    expect(w.emulator.violations).toEqual([]);
    const check = github.state.repo('acme', 'catalogs')!.checkRuns.at(-1)!;
    expect(check).toMatchObject({ name: 'fbc-bot install (catalogs/v4.18:foo)', headSha: HEAD, conclusion: 'success' });
  });

  it('carries out a plan file `fbc-bot install-plan --format json` wrote, step objects and all', async () => {
    const s = w.emulator.store;
    catalogsServe(s, IMAGE);
    extensionsInstall(s, (v) => `foo.v${v}`, 'Desired state reached');
    const workspace = mkdtempSync(join(tmpdir(), 'install-plan-file-'));
    try {
      const plan = await planInstalls({ repo, base: BASE, head: HEAD });
      writeFileSync(join(workspace, 'plan.json'), JSON.stringify(plan));
      const o = await installTestMode(
        inputs({ 'install-plan': 'plan.json', olm: 'v1', 'install-package': 'catalogs/v4.18:foo' }),
        { ...ctx, workspace },
        HEAD,
        undefined,
        { kube: w.client, clock: fastClock(), log: () => {} },
      );
      const v1 = o.result!.packages[0]!.flavours[0]!;
      expect(v1.note).toBeUndefined();
      expect(v1.steps.map((x) => [x.step, x.outcome])).toEqual([
        ['catalog', 'passed'],
        ['install', 'passed'],
        ['install', 'passed'],
        ['upgrade', 'passed'],
      ]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('OLM v1: a package the plan predicts v1 refuses is skipped, saying why, not run to its time limit', async () => {
    const o = await run({ olm: 'v1', 'install-package': 'catalogs/v4.18:bar' });
    const p = o.result!.packages[0]!;
    expect(p.outcome).toBe('skipped');
    expect(p.flavours[0]!.note).toMatch(/do\(es\) not support AllNamespaces.*expect OLM v1 to refuse the install/);
    expect(w.emulator.store.get({ kind: 'ClusterExtension', name: 'fbc-bot-bar' })).toBeUndefined();
  });

  it('OLM classic: each InstallPlan the plan predicts approved, in the OperatorGroup of the install mode', async () => {
    const s = w.emulator.store;
    const NS = 'fbc-bot-bar';
    const SUB = { kind: 'Subscription', name: 'fbc-bot-bar', namespace: NS };
    s.onApply('CatalogSource', (o) =>
      s.setStatus(
        { kind: 'CatalogSource', name: o.metadata.name, namespace: NS },
        { connectionState: { lastObservedState: 'READY' } },
      ),
    );
    scriptOlm(s, NS, SUB, { 'bar.v2.0.0': 'bar.v2.1.0' });
    const o = await run({ olm: 'classic', 'install-package': 'catalogs/v4.18:bar' });
    const classic = o.result!.packages[0]!.flavours.find((f) => f.flavour === 'classic')!;
    expect(classic.steps.map((x) => [x.step, x.expected, x.outcome])).toEqual([
      ['catalog', 'fbc-bot-catalogs-v4-18', 'passed'],
      ['install', 'bar.v2.1.0', 'passed'],
      ['install', 'bar.v2.0.0', 'passed'],
      ['upgrade', 'bar.v2.1.0', 'passed'],
    ]);
    expect(s.get({ kind: 'OperatorGroup', name: NS, namespace: NS })?.spec).toEqual({ targetNamespaces: [NS] });
    expect(s.get({ kind: 'CatalogSource', name: 'fbc-bot-catalogs-v4-18', namespace: NS })?.spec).toMatchObject({
      image: IMAGE,
    });
    expect(w.emulator.violations).toEqual([]);
  });
});

/** Scripted OLM classic: a Subscription's startingCSV is planned; approved, its CSV succeeds, then `next`. */
function scriptOlm(
  s: Store,
  ns: string,
  sub: { kind: string; name: string; namespace: string },
  next: Record<string, string>,
) {
  const A1 = 'operators.coreos.com/v1alpha1';
  let n = 0;
  const plan = (csv: string): void => {
    const name = `install-${++n}`;
    s.put({
      apiVersion: A1,
      kind: 'InstallPlan',
      metadata: { name, namespace: ns },
      spec: { approval: 'Manual', approved: false, clusterServiceVersionNames: [csv] },
      status: { phase: 'RequiresApproval', catalogSources: [] },
    });
    s.setStatus(sub, {
      lastUpdated: '2026-01-01T00:00:00Z',
      state: 'UpgradePending',
      installPlanRef: { apiVersion: A1, kind: 'InstallPlan', name, namespace: ns },
    });
  };
  s.onApply('Subscription', (o: KubeObj) => plan((o.spec as { startingCSV: string }).startingCSV));
  s.onApply('InstallPlan', (ip: KubeObj) => {
    const spec = ip.spec as { approved: boolean; clusterServiceVersionNames: string[] };
    if (!spec.approved || (ip.status as { phase?: string } | undefined)?.phase === 'Complete') return;
    s.setStatus(
      { kind: 'InstallPlan', name: ip.metadata.name, namespace: ns },
      { phase: 'Complete', catalogSources: [] },
    );
    const csv = spec.clusterServiceVersionNames[0]!;
    s.put({
      apiVersion: A1,
      kind: 'ClusterServiceVersion',
      metadata: { name: csv, namespace: ns },
      spec: { displayName: csv, install: { strategy: 'deployment' } },
      status: { phase: 'Succeeded' },
    });
    s.setStatus(sub, {
      lastUpdated: '2026-01-01T00:00:00Z',
      state: 'AtLatestKnown',
      installedCSV: csv,
      currentCSV: csv,
    });
    if (next[csv] !== undefined) plan(next[csv]);
  });
}
