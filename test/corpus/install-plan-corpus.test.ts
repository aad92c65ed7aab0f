// The install plan of real merged pull requests (../shared/corpus/prs, the small ones: each is
// committed to a temporary git repository first): every object it makes is one the API server
// takes, and two plans read as the pull requests did.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstallPlan } from '../../src/model/install-plan.js';
import { planInstalls } from '../../src/pipeline/install-plan-run.js';
import { commit, newRepo } from '../helpers/git.js';
import { skipNote } from '../helpers/shared.js';
import { objectErrors } from '../kube/validate-objects.js';
import { prs } from './prs-corpus.js';

// Small enough to commit in a test's time: a new package, a new bundle, a channel renamed, an icon.
const SMALL = ['49c38ed691d0', '6f27d1744956', '7fa59e9b3d3a', 'ea57c088c2de', 'ed1800b0edcb'];

async function planOf(pr: string): Promise<InstallPlan> {
  const repo = newRepo();
  cpSync(join(prs, pr, 'base'), repo, { recursive: true });
  commit(repo, 'base', {});
  for (const d of ['catalogs', 'operators']) rmSync(join(repo, d), { recursive: true, force: true });
  cpSync(join(prs, pr, 'head'), repo, { recursive: true });
  commit(repo, 'head', {});
  try {
    return await planInstalls({ repo, base: 'HEAD~1', head: 'HEAD' });
  } finally {
    // Megabytes of catalogs per pull request: not left behind.
    rmSync(repo, { recursive: true, force: true });
  }
}

const summary = (plan: InstallPlan): string[] =>
  plan.packages.map(
    (p) =>
      `${p.catalog} ${p.package} [${p.consumers.join(',')}] ${p.install.channel}/${p.install.bundle} ` +
      p.upgrades.map((u) => `${u.channel}:${u.from}→${u.to}`).join(' ') +
      ` ${p.installMode} ${p.installer ?? '-'}`,
  );

const havePrs = existsSync(join(prs, SMALL[0]!));

describe.skipIf(!havePrs)(skipNote('install plans of corpus pull requests', 'corpus/prs'), () => {
  it.each(SMALL.filter((pr) => existsSync(join(prs, pr))))(
    '%s: every object is one the API server takes',
    async (pr) => {
      const plan = await planOf(pr);
      expect(plan.packages.length).toBeGreaterThan(0);
      for (const p of plan.packages)
        for (const o of [...p.objects.v1, ...p.objects.classic])
          expect(objectErrors(o), `${p.catalog} ${o.kind} ${o.metadata.name}`).toEqual([]);
    },
  );

  it('jumpstarter-operator 0.9.0 (#10887): installs 0.9.0, upgrades 0.9.0-rc.2 users to it everywhere', async () => {
    const plan = await planOf('ed1800b0edcb');
    expect(summary(plan)).toEqual(
      ['v4.18', 'v4.19', 'v4.20', 'v4.21', 'v4.22'].map(
        (v) =>
          `catalogs/${v} jumpstarter-operator [v1,classic] alpha/jumpstarter-operator.v0.9.0 ` +
          'alpha:jumpstarter-operator.v0.9.0-rc.2→jumpstarter-operator.v0.9.0 AllNamespaces cluster-admin',
      ),
    );
  });

  it('cat-facts-operator 1.1.2 (#9631): a new OwnNamespace package, which OLM v1 will refuse', async () => {
    const plan = await planOf('7fa59e9b3d3a');
    expect(summary(plan)).toEqual(
      ['v4.19', 'v4.20', 'v4.21', 'v4.22'].map(
        (v) =>
          `catalogs/${v} cat-facts-operator [v1,classic] stable/cat-facts-operator.v1.1.2 ` +
          ' OwnNamespace cluster-admin',
      ),
    );
    for (const p of plan.packages) {
      expect(p.notes?.map((n) => n.flavour)).toEqual(['v1']);
      expect(p.objects.classic.find((o) => o.kind === 'OperatorGroup')!.spec).toEqual({
        targetNamespaces: ['fbc-bot-cat-facts-operator'],
      });
    }
  });
});
