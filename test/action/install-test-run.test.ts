// mode install-test as the runner runs it (the built dist/index.js): the plan file in the
// workspace, kubectl on the emulated cluster, the check run posted on the pull request's head, the
// outputs, the job summary and the step's status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Emulator } from '../emulator/server.js';
import { helloPlan } from '../kube/plan-fixture.js';
import {
  catalogServing,
  extensionStatus,
  hasKubectl,
  KUBECTL,
  kubeNote,
  startWorld,
  type World,
} from '../kube/kube-world.js';
import { channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { installBundleDoc } from '../helpers/install-bundles.js';
import { FULL, pullEvent, TOKEN } from './action-world.js';
import { runAction } from './runner.js';

let w: World;
let github: Emulator;
const dir = mkdtempSync(join(tmpdir(), 'install-action-'));
beforeAll(async () => {
  [w, github] = await Promise.all([startWorld(), Emulator.start()]);
  github.addToken(TOKEN, { permissions: { checks: 'write' } });
});
const checkout = newRepo();
afterAll(async () => {
  await Promise.all([w.close(), github.close()]);
  rmSync(dir, { recursive: true, force: true });
  rmSync(checkout, { recursive: true, force: true });
});

describe.skipIf(!hasKubectl)(kubeNote('mode install-test (dist/index.js)'), () => {
  it('posts fbc-bot install on the head, sets its outputs and fails the step on a failed upgrade', async () => {
    const s = w.emulator.store;
    s.onApply('ClusterCatalog', (o) =>
      s.setStatus({ kind: 'ClusterCatalog', name: o.metadata.name }, catalogServing('kind-registry:5000/fbc/v4.16:pr')),
    );
    // operator-controller installs 1.0.0, and refuses 1.1.0 for good.
    s.onApply('ClusterExtension', (o) => {
      const v = (o.spec as { source: { catalog: { version: string } } }).source.catalog.version;
      const g = Number(o.metadata.generation);
      const installed = { name: 'hello-operator.v1.0.0', version: '1.0.0' };
      s.setStatus(
        { kind: 'ClusterExtension', name: o.metadata.name },
        v === '1.0.0'
          ? extensionStatus(g, installed, ['True', 'Succeeded', 'ok'])
          : extensionStatus(g, installed, ['False', 'Blocked', 'bundle hello-operator.v1.1.0 requires AllNamespaces']),
      );
    });
    writeFileSync(join(dir, 'install-plan.json'), JSON.stringify({ packages: [helloPlan({ consumers: ['v1'] })] }));
    const repo = github.state.addRepo(FULL);
    const pull = github.state.addPull(FULL, { number: 7, headSha: 'd'.repeat(40) });
    const run = await runAction({
      cwd: dir,
      event: 'pull_request',
      payload: pullEvent(repo, pull),
      inputs: {
        'github-token': TOKEN,
        mode: 'install-test',
        'install-plan': 'install-plan.json',
        'catalog-image': 'kind-registry:5000/fbc/{name}:pr',
        kubeconfig: w.client.kubeconfig!,
      },
      env: {
        GITHUB_REPOSITORY: FULL,
        GITHUB_API_URL: github.urls().apiUrl,
        PATH: `${join(KUBECTL, '..')}:${process.env.PATH}`,
      },
    });
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toContain('::error::fbc-bot install: 1 package: 1 failed');
    expect(run.outputs['install-outcome']).toBe('failed');
    expect(JSON.parse(run.outputs.matrix!)).toEqual({
      include: [
        { package: 'hello-operator', catalog: 'catalogs/v4.16', key: 'catalogs/v4.16:hello-operator', olm: 'v1' },
      ],
    });
    const report = JSON.parse(readFileSync(join(dir, run.outputs['install-report-path']!), 'utf8'));
    expect(report.packages[0].flavours[0].steps.at(-1)).toMatchObject({ step: 'upgrade', outcome: 'failed' });
    expect(run.summary).toContain('requires AllNamespaces');
    const [check] = repo.checkRuns;
    expect(check).toMatchObject({ name: 'fbc-bot install', headSha: 'd'.repeat(40), conclusion: 'failure' });
    expect(check!.summary).toContain('Progressing=False Blocked: bundle hello-operator.v1.1.0 requires AllNamespaces');
    expect(github.violations).toEqual([]);
    expect(w.emulator.violations).toEqual([]);
  });

  it('plans the pull request from its checkout when install-plan is empty, and carries the plan out', async () => {
    const s = w.emulator.store;
    s.reset();
    const image = 'localhost:5001/fbc-bot/catalog:v4.18';
    s.onApply('ClusterCatalog', (o) =>
      s.setStatus({ kind: 'ClusterCatalog', name: o.metadata.name }, catalogServing(image)),
    );
    s.onApply('ClusterExtension', (o) => {
      const v = (o.spec as { source: { catalog: { version: string } } }).source.catalog.version;
      s.setStatus(
        { kind: 'ClusterExtension', name: o.metadata.name },
        extensionStatus(Number(o.metadata.generation), { name: `foo.v${v}`, version: v }, ['True', 'Succeeded', 'ok']),
      );
    });
    const bundles = (versions: string[]) =>
      pkgDoc('foo') +
      channelDoc(
        versions.map((v, i) => `- name: foo.v${v}\n${i > 0 ? `  replaces: foo.v${versions[i - 1]}\n` : ''}`).join(''),
        'stable',
        'foo',
      ) +
      versions.map((version) => installBundleDoc({ pkg: 'foo', version })).join('');
    const baseSha = commit(checkout, 'base', { 'catalogs/v4.18/foo/catalog.yaml': bundles(['1.0.0']) });
    const headSha = commit(checkout, 'head', { 'catalogs/v4.18/foo/catalog.yaml': bundles(['1.0.0', '1.1.0']) });
    const repo = github.state.repo('acme', 'catalogs') ?? github.state.addRepo(FULL);
    const pull = github.state.addPull(FULL, { number: 8, baseSha, headSha });
    const run = await runAction({
      cwd: checkout,
      event: 'pull_request',
      payload: pullEvent(repo, pull),
      inputs: { 'github-token': TOKEN, mode: 'install-test', olm: 'v1', kubeconfig: w.client.kubeconfig! },
      env: {
        GITHUB_REPOSITORY: FULL,
        GITHUB_API_URL: github.urls().apiUrl,
        PATH: `${join(KUBECTL, '..')}:${process.env.PATH}`,
      },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['install-outcome']).toBe('passed');
    expect(JSON.parse(run.outputs.matrix!)).toEqual({
      include: [{ package: 'foo', catalog: 'catalogs/v4.18', key: 'catalogs/v4.18:foo', olm: 'both' }],
    });
    const report = JSON.parse(readFileSync(join(checkout, run.outputs['install-report-path']!), 'utf8'));
    expect(report.packages[0].flavours[0].steps.map((x: { step: string; observed?: string }) => x.observed)).toEqual([
      undefined,
      'foo.v1.1.0 (1.1.0)',
      'foo.v1.0.0 (1.0.0)',
      'foo.v1.1.0 (1.1.0)',
    ]);
    expect(s.get({ kind: 'ClusterCatalog', name: 'fbc-bot-catalogs-v4-18' })?.spec).toMatchObject({
      source: { image: { ref: image } },
    });
    expect(repo.checkRuns.at(-1)).toMatchObject({ name: 'fbc-bot install', headSha, conclusion: 'success' });
    expect(github.violations).toEqual([]);
    expect(w.emulator.violations).toEqual([]);
  });
});
