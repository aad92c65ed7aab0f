// docs/setup.md's workflows, as written: each one parsed, its job's `if:` evaluated on the payload
// GitHub sends for a fork's pull request, and its fbc-bot step run (the built Action, against the
// emulator) with its `with:` inputs and the token GitHub would give that job: the job's
// `permissions:`, or read-only on a fork's pull_request and pull_request_review.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import type { Pull, Repo } from '../emulator/state.js';
import { commit, git } from '../helpers/git.js';
import { evaluate, interpolate, truthy, type Value } from '../helpers/workflow-expression.js';
import { buildImage, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { pkgCatalog } from '../ownership/scenario.js';
import { actionIt as it, FULL, type ActionWorld } from './action-world.js';
import { approve, forkEvent, forkPull, forkRepo, READ_ONLY, type ForkRepo } from './fork-world.js';
import type { ActionRun } from './runner.js';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const OURS = /^fbc-bot\/fbc-bot@v1$/;
const doc = readFileSync(new URL('../../docs/setup.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => ({
  file: /^# (\.github\/workflows\/\S+\.yml)/.exec(m[1]!)?.[1] ?? '',
  title: m[1]!.split('\n')[0]!,
  wf: parse(m[1]!) as Workflow,
}));

function workflow(title: string): Workflow {
  const found = blocks.find((b) => b.title === title);
  if (found === undefined) throw new Error(`docs/setup.md has no workflow "${title}"`);
  return found.wf;
}

/** The emulator's scopes for a `permissions:` map (GitHub's names). */
function scopes(p: Record<string, string> | undefined): Record<string, 'read' | 'write'> {
  const out: Record<string, 'read' | 'write'> = {};
  for (const [k, v] of Object.entries(p ?? {})) if (v === 'write') out[k.replace('-', '_')] = 'write';
  return out;
}

interface Run {
  readonly skipped: boolean;
  readonly run?: ActionRun;
}

/**
 * Runs job `job` of `wf` on `event`: its `if:` first (skipped when false), then its fbc-bot step
 * with the job's token (`readOnly`: a fork's pull_request or pull_request_review), `steps` the
 * outputs of earlier steps the inputs may name.
 */
async function runJob(
  w: ActionWorld,
  cwd: string,
  wf: Workflow,
  job: string,
  event: string,
  payload: unknown,
  options: {
    readOnly?: boolean;
    steps?: Record<string, { outputs: Record<string, string> }>;
    /** More contexts (vars, secrets) the inputs may name. */
    contexts?: Record<string, Value>;
    /** Inputs replaced after interpolation: what a test cannot reach offline (a base image on quay.io). */
    replace?: Record<string, string>;
  } = {},
): Promise<Run> {
  const j = wf.jobs[job]!;
  const token = options.readOnly === true ? READ_ONLY : `ghs_${job}_${Object.keys(w.emulator.log).length}`;
  if (options.readOnly !== true) w.emulator.addToken(token, { permissions: scopes(j.permissions ?? wf.permissions) });
  const context = {
    github: { event_name: event, event: payload, repository: FULL, token },
    steps: options.steps ?? {},
    ...options.contexts,
  };
  if (j.if !== undefined && !truthy(evaluate(j.if.replace(/^\$\{\{|\}\}$/g, ''), context))) return { skipped: true };
  const step = j.steps.find((s) => s.uses !== undefined && OURS.test(s.uses))!;
  const inputs = Object.fromEntries(
    Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), context)]),
  );
  return {
    skipped: false,
    run: await w.act(cwd, event, payload, { 'github-token': token, ...inputs, ...options.replace }),
  };
}

function commentPayload(repo: Repo, number: number, c: { id: number; body: string }, login: string, pr = true) {
  return {
    action: 'created',
    repository: { id: repo.id, full_name: FULL },
    issue: { number, ...(pr ? { pull_request: { url: 'x' } } : {}) },
    comment: { id: c.id, body: c.body, user: { login } },
  };
}

function setup(w: ActionWorld): { repo: Repo; f: ForkRepo } {
  w.emulator.addToken(READ_ONLY, { permissions: {} });
  const f = forkRepo(w.emulator);
  const { repo } = f;
  // GitHub's squash merge, a real commit on origin's main: the workflows dispatch its rebuild.
  repo.mergeCommit = (p) => {
    const sha = git(f.origin, 'commit-tree', `${p.headSha}^{tree}`, '-p', 'main', '-m', `squash #${p.number}`).trim();
    git(f.origin, 'update-ref', 'refs/heads/main', sha);
    return sha;
  };
  return { repo, f };
}

/** The push to main of pull request `number`'s merge, adding catalog v4.17: what a rebuild workflow runs on. */
function mergePush(w: ActionWorld, number: number): { f: ForkRepo; after: string; payload: unknown } {
  const { repo, f } = setup(w);
  const after = commit(f.checkout, `merge #${number}`, { 'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2) });
  const payload = {
    ref: 'refs/heads/main',
    before: f.base,
    after,
    repository: { id: repo.id, full_name: FULL, default_branch: 'main' },
  };
  return { f, after, payload };
}

describe('docs/setup.md', () => {
  vitestIt('holds the workflows, each valid YAML naming its file, using only fbc-bot and first-party actions', () => {
    expect(blocks.map((b) => b.file)).toEqual([
      '.github/workflows/fbc-bot-review.yml',
      '.github/workflows/fbc-bot-sweep.yml',
      '.github/workflows/fbc-bot-analyze.yml',
      '.github/workflows/fbc-bot-publish.yml',
      '.github/workflows/fbc-bot-rebuild.yml',
      '.github/workflows/fbc-bot-publish-image.yml',
      '.github/workflows/fbc-bot-sweep.yml',
    ]);
    const inputs = Object.keys(
      (parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as { inputs: object }).inputs,
    );
    for (const { wf } of blocks) {
      expect(wf.on).toBeDefined();
      const ours = Object.values(wf.jobs).flatMap((j) => j.steps.filter((s) => OURS.test(s.uses ?? '')));
      expect(ours.length).toBeGreaterThan(0);
      for (const s of ours) for (const key of Object.keys(s.with ?? {})) expect(inputs, `with: ${key}`).toContain(key);
      for (const s of Object.values(wf.jobs).flatMap((j) => j.steps))
        if (s.uses !== undefined && !OURS.test(s.uses)) expect(s.uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
    }
  });
});

describe('docs/setup.md: the review workflow on a fork pull request', () => {
  const wf = workflow('# .github/workflows/fbc-bot-review.yml');

  it(
    'opened: reviewed and published; an approving review: the read-only run neither posts nor fails; ' +
      'a sweep merges',
    async (w, { expect }) => {
      const { repo, f } = setup(w);
      const pull = forkPull(w.emulator, f, 21);
      const opened = await runJob(w, f.checkout, wf, 'review', 'pull_request_target', forkEvent(repo, pull, 'opened'));
      expect(opened.run?.outputs).toMatchObject({ verdict: 'pending', conclusion: 'action_required' });
      approve(w.emulator, repo, pull, 'Bob', 1);

      const reviewed = await runJob(
        w,
        f.checkout,
        wf,
        'review',
        'pull_request_review',
        forkEvent(repo, pull, 'submitted'),
        {
          readOnly: true,
        },
      );

      expect(reviewed.run?.code).toBe(0);
      expect(reviewed.run?.outputs.merged).toBe('false');
      expect(reviewed.run?.stdout).toContain(
        'the sweep (mode: sweep) or an /approve comment will pick the pull request up',
      );
      expect(repo.checkRuns).toHaveLength(1);

      const sweep = workflow('# .github/workflows/fbc-bot-sweep.yml');
      const swept = await runJob(w, f.checkout, sweep, 'sweep', 'schedule', { schedule: '*/20 * * * *' });
      expect(swept.run?.outputs).toMatchObject({ 'merged-pull-requests': '[21]' });
      expect(w.merges()).toEqual([{ sha: pull.headSha, merge_method: 'squash' }]);
      // The sweep's merge starts the rebuild workflow of section 6 itself, once.
      expect(repo.dispatches.map((d) => [d.kind, d.workflowId])).toEqual([['workflow', 'fbc-bot-rebuild.yml']]);
    },
  );

  it('comments: /approve merges with the comment run; no command, or an issue, starts no job', async (w, {
    expect,
  }) => {
    const { repo, f } = setup(w);
    const pull = forkPull(w.emulator, f, 22);
    await runJob(w, f.checkout, wf, 'review', 'pull_request_target', forkEvent(repo, pull, 'opened'));
    const thanks = w.emulator.state.addComment(FULL, 22, 'dave', 'thanks!');
    const onIssue = { id: 99, body: '/approve' };
    const before = w.emulator.log.length;

    expect(
      await runJob(w, f.checkout, wf, 'review', 'issue_comment', commentPayload(repo, 22, thanks, 'dave')),
    ).toEqual({
      skipped: true,
    });
    expect(
      await runJob(w, f.checkout, wf, 'review', 'issue_comment', commentPayload(repo, 5, onIssue, 'alice', false)),
    ).toEqual({ skipped: true });
    expect(w.emulator.log.length).toBe(before);

    const c = w.emulator.state.addComment(FULL, 22, 'alice', '/approve');
    const approved = await runJob(w, f.checkout, wf, 'review', 'issue_comment', commentPayload(repo, 22, c, 'alice'));
    expect(approved.run?.outputs).toMatchObject({ conclusion: 'success', merged: 'true' });
    expect(pull.merged).toBe(true);
  });

  it("merge_group: the check on the queue's group head", async (w, { expect }) => {
    const { repo, f } = setup(w);
    const pull = forkPull(w.emulator, f, 23);
    approve(w.emulator, repo, pull, 'alice', 3);
    git(f.origin, 'checkout', '-q', '-b', `gh-readonly-queue/main/pr-23-${pull.headSha}`, f.base);
    const group = commit(f.origin, 'queue', { 'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo', 2) });
    git(f.origin, 'checkout', '-q', 'main');
    const payload = {
      action: 'checks_requested',
      repository: { id: repo.id, full_name: FULL },
      merge_group: {
        head_sha: group,
        head_ref: `refs/heads/gh-readonly-queue/main/pr-23-${pull.headSha}`,
        base_sha: f.base,
        base_ref: 'refs/heads/main',
      },
    };

    const queued = await runJob(w, f.checkout, wf, 'review', 'merge_group', payload);

    expect(queued.run?.outputs).toMatchObject({ conclusion: 'success', merged: 'false' });
    expect(repo.checkRuns.map((r) => [r.headSha, r.conclusion])).toEqual([[group, 'success']]);
  });
});

describe('docs/setup.md: the sweep workflows', () => {
  const sweep = workflow('# .github/workflows/fbc-bot-sweep.yml');

  it('runs after a fork review run (workflow_run), not after a same-repository one', async (w, { expect }) => {
    const { repo, f } = setup(w);
    const pull: Pull = forkPull(w.emulator, f, 24);
    approve(w.emulator, repo, pull, 'Bob', 4);
    const after = (event: string, headRepo: string): unknown => ({
      action: 'completed',
      repository: { id: repo.id, full_name: FULL },
      workflow_run: {
        id: 5,
        event,
        conclusion: 'success',
        head_sha: pull.headSha,
        head_repository: { full_name: headRepo },
      },
    });

    expect(await runJob(w, f.checkout, sweep, 'sweep', 'workflow_run', after('pull_request_target', FULL))).toEqual({
      skipped: true,
    });
    const swept = await runJob(
      w,
      f.checkout,
      sweep,
      'sweep',
      'workflow_run',
      after('pull_request_review', 'dave/catalogs'),
    );
    expect(swept.run?.outputs).toMatchObject({ 'reviewed-pull-requests': '[24]', 'merged-pull-requests': '[24]' });
  });

  it("with a GitHub App's token: the App reviews and merges", async (w, { expect }) => {
    const { repo, f } = setup(w);
    const app = blocks.filter((b) => b.file === '.github/workflows/fbc-bot-sweep.yml')[1]!.wf;
    const pull = forkPull(w.emulator, f, 25);
    approve(w.emulator, repo, pull, 'Bob', 5);
    w.emulator.addToken('ghs_app_installation', {
      login: 'fbc-bot-app[bot]',
      permissions: { checks: 'write', contents: 'write', pull_requests: 'write' },
    });

    const swept = await runJob(
      w,
      f.checkout,
      app,
      'sweep',
      'workflow_dispatch',
      { inputs: {} },
      {
        steps: { app: { outputs: { token: 'ghs_app_installation' } } },
      },
    );

    expect(swept.run?.outputs).toMatchObject({ 'merged-pull-requests': '[25]' });
    const writes = w.emulator.log.filter((e) => e.method !== 'GET');
    expect(new Set(writes.map((e) => e.login))).toEqual(new Set(['fbc-bot-app[bot]']));
  });
});

describe('docs/setup.md: analyze, publish and rebuild', () => {
  it('analyze on a fork pull request (read-only), then publish from workflow_run', async (w, { expect }) => {
    const { repo, f } = setup(w);
    const pull = forkPull(w.emulator, f, 26);
    const analyzed = await runJob(
      w,
      f.checkout,
      workflow('# .github/workflows/fbc-bot-analyze.yml'),
      'analyze',
      'pull_request',
      forkEvent(repo, pull, 'opened'),
      { readOnly: true },
    );
    expect(analyzed.run?.code).toBe(0);
    expect(repo.checkRuns).toEqual([]);

    // The download step leaves the analysis where the analyze step wrote it: the same checkout here.
    const completed = (conclusion: string): unknown => ({
      action: 'completed',
      repository: { id: repo.id, full_name: FULL },
      workflow_run: { id: 902, head_sha: pull.headSha, conclusion, pull_requests: [] },
    });
    const publish = workflow('# .github/workflows/fbc-bot-publish.yml');
    expect(await runJob(w, f.checkout, publish, 'publish', 'workflow_run', completed('failure'))).toEqual({
      skipped: true,
    });
    const published = await runJob(w, f.checkout, publish, 'publish', 'workflow_run', completed('success'));
    expect(published.run?.outputs).toMatchObject({ conclusion: 'action_required', merged: 'false' });
    expect(repo.checkRuns.map((r) => r.headSha)).toEqual([pull.headSha]);
  });

  it('rebuild: the push of a merge plans the changed catalog', async (w, { expect }) => {
    const { f, payload } = mergePush(w, 27);

    const planned = await runJob(
      w,
      f.checkout,
      workflow('# .github/workflows/fbc-bot-rebuild.yml'),
      'plan',
      'push',
      payload,
    );

    expect(planned.run?.code).toBe(0);
    expect(planned.run?.outputs['changed-catalogs']).toBe('["catalogs/v4.17"]');
    expect(JSON.parse(planned.run!.outputs.matrix!).include).toHaveLength(1);
  });
});

describe.skipIf(!hasRegistryTools)(registryNote('docs/setup.md: publish-image'), () => {
  let registry: Registry;
  let base: string;
  beforeAll(async () => {
    registry = await startRegistry();
    const layout = ociLayout();
    buildImage(layout, 'opm', [{ 'bin/opm': '#!/bin/sh\necho opm\n' }]);
    base = `${registry.host}/base/opm:v1`;
    push(layout, 'opm', base);
    removeLayout(layout);
  });
  afterAll(() => registry?.stop());

  it('the push of a merge publishes the changed catalog, tagged, read back', async (w, { expect }) => {
    const { f, after, payload } = mergePush(w, 28);
    const to = `${registry.host}/example/catalog`;

    const published = await runJob(
      w,
      f.checkout,
      workflow('# .github/workflows/fbc-bot-publish-image.yml'),
      'publish',
      'push',
      payload,
      {
        contexts: { vars: { CATALOG_REPOSITORY: to }, secrets: { CATALOG_REGISTRY_AUTH: '' } },
        replace: { 'base-image': base },
      },
    );

    expect(published.run?.code).toBe(0);
    expect(published.run?.outputs).toMatchObject({
      'publish-outcome': 'published',
      'changed-catalogs': '["catalogs/v4.17"]',
    });
    const [c] = (JSON.parse(published.run!.outputs['published-images']!) as { catalogs: { digest: string }[] })
      .catalogs;
    expect(skopeoDigest(`${to}:v4.17-${after.slice(0, 12)}`)).toBe(c!.digest);
    expect(w.emulator.log).toEqual([]);
  });
});
