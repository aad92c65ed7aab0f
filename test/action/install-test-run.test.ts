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
import { FULL, pullEvent, TOKEN } from './action-world.js';
import { runAction } from './runner.js';

let w: World;
let github: Emulator;
const dir = mkdtempSync(join(tmpdir(), 'install-action-'));
beforeAll(async () => {
  [w, github] = await Promise.all([startWorld(), Emulator.start()]);
  github.addToken(TOKEN, { permissions: { checks: 'write' } });
});
afterAll(async () => {
  await Promise.all([w.close(), github.close()]);
  rmSync(dir, { recursive: true, force: true });
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
});
