// Mode install-test end to end below the runner: the plan file read from the workspace, the matrix,
// a run on the emulated cluster, and the check run `fbc-bot install` posted to the emulated GitHub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readInputs } from '../../src/action/inputs.js';
import { PlanFileError } from '../../src/action/install-plan-file.js';
import { catalogImageOf, installTestMode } from '../../src/action/install-test-mode.js';
import type { RunnerContext } from '../../src/action/context.js';
import { createGitHubClient } from '../../src/github/index.js';
import { Emulator } from '../emulator/server.js';
import { helloPlan } from './plan-fixture.js';
import {
  catalogsServe,
  extensionsInstall,
  fastClock,
  hasKubectl,
  kubeNote,
  startWorld,
  type World,
} from './kube-world.js';

let w: World;
let github: Emulator;
beforeAll(async () => {
  [w, github] = await Promise.all([startWorld(), Emulator.start()]);
  github.addToken('ghs_x', { permissions: { checks: 'write' } });
  github.state.addRepo('acme/catalogs');
});
afterAll(async () => {
  await Promise.all([w.close(), github.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const HEAD = 'c'.repeat(40);

const dirs: string[] = [];

function workspace(plan: unknown): RunnerContext {
  const dir = mkdtempSync(join(tmpdir(), 'install-mode-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'plan.json'), typeof plan === 'string' ? plan : JSON.stringify(plan));
  return { owner: 'acme', repo: 'catalogs', eventName: 'pull_request', payload: {}, workspace: dir, apiEnv: {} };
}

const inputs = (more: Record<string, string>) =>
  readInputs((n) => ({ 'github-token': 'ghs_x', mode: 'install-test', 'install-plan': 'plan.json', ...more })[n] ?? '');

describe('mode install-test', () => {
  it('outputs a matrix entry per package, with the flavours its catalog is read by, without a cluster', async () => {
    const plan = {
      packages: [
        helloPlan(),
        helloPlan({ package: 'other-operator', catalog: 'catalogs/v4.17', consumers: ['classic'] }),
      ],
    };
    const o = await installTestMode(inputs({ 'install-step': 'matrix' }), workspace(plan), HEAD, undefined, {
      log: () => {},
    });
    expect(o.matrix.include).toEqual([
      { package: 'hello-operator', catalog: 'catalogs/v4.16', key: 'catalogs/v4.16:hello-operator', olm: 'both' },
      { package: 'other-operator', catalog: 'catalogs/v4.17', key: 'catalogs/v4.17:other-operator', olm: 'classic' },
    ]);
    expect(o.result).toBeUndefined();
  });

  it.skipIf(!hasKubectl)(
    kubeNote("runs the matrix entry's package and posts its check run on the head commit"),
    async () => {
      w.emulator.store.reset();
      catalogsServe(w.emulator.store, 'kind-registry:5000/fbc/v4.16:pr');
      extensionsInstall(w.emulator.store, (v) => `hello-operator.v${v}`);
      const plan = {
        packages: [helloPlan({ consumers: ['v1'] }), helloPlan({ package: 'other-operator', consumers: ['v1'] })],
      };
      const cfg = inputs({
        'catalog-image': 'kind-registry:5000/fbc/{name}:pr',
        'install-package': 'catalogs/v4.16:hello-operator',
      });
      const client = createGitHubClient({ token: 'ghs_x', apiUrl: github.urls().apiUrl });
      const o = await installTestMode(cfg, workspace(plan), HEAD, client, {
        kube: w.client,
        clock: fastClock(),
        log: () => {},
      });
      expect(o.result?.packages.map((p) => [p.package, p.outcome])).toEqual([['hello-operator', 'passed']]);
      const runs = github.state.repo('acme', 'catalogs')!.checkRuns;
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        name: 'fbc-bot install (catalogs/v4.16:hello-operator)',
        headSha: HEAD,
        conclusion: 'success',
      });
      expect(runs[0]!.title).toBe('1 package: 1 passed');
      expect(runs[0]!.summary).toContain('| hello-operator | catalogs/v4.16 | v1 |');
      expect(github.violations).toEqual([]);
      expect(w.emulator.violations).toEqual([]);
    },
  );

  it.each([
    ['{"packages": [{"package": "x"}]}', /plan\.json: packages\[0\]\.catalog is not a string/],
    ['{"packages": {}}', /plan\.json: the document is not an object with a packages list/],
    ['[1', /plan\.json: not JSON/],
    [
      JSON.stringify({ packages: [{ ...helloPlan(), notes: [{ flavour: 'v1', message: 'm', refused: 'yes' }] }] }),
      /plan\.json: packages\[0\]\.notes\[0\]\.refused is not true/,
    ],
    [
      JSON.stringify({ packages: [{ ...helloPlan(), upgrades: [{ ...helloPlan().upgrades[0], flavours: 'v1' }] }] }),
      /plan\.json: packages\[0\]\.upgrades\[0\]\.flavours is not a list of "v1" and "classic"/,
    ],
  ])('refuses a plan file of the wrong shape, naming the field: %s', async (text, message) => {
    const run = installTestMode(inputs({ 'install-step': 'matrix' }), workspace(text), HEAD, undefined, {
      log: () => {},
    });
    await expect(run).rejects.toThrow(PlanFileError);
    await expect(run).rejects.toThrow(message);
  });

  it("fills catalog-image as install-plan fills its template, else takes the plan's own image", () => {
    const plan = { packages: [helloPlan({ catalogImage: 'reg.example/fbc:v4.16' })] };
    expect(catalogImageOf('kind-registry:5000/fbc/{name}:{sha}', plan, HEAD)('catalogs/v4.16')).toBe(
      `kind-registry:5000/fbc/v4.16:${HEAD}`,
    );
    expect(catalogImageOf(undefined, plan, HEAD)('catalogs/v4.16')).toBe('reg.example/fbc:v4.16');
    expect(() => catalogImageOf('reg.example/fbc:{sha}', plan, undefined)('catalogs/v4.16')).toThrow(
      'input catalog-image reg.example/fbc:{sha} gives "reg.example/fbc:" for catalogs/v4.16:',
    );
    expect(catalogImageOf(undefined, { packages: [helloPlan()] }, HEAD)('catalogs/v4.16')).toBe(
      'localhost:5001/fbc-bot/catalog:v4.16',
    );
  });
});
