// `npm run demo`'s story, run on the Action built from the sources: the pull request refused with
// a failing check and a comment, the fix re-reviewed in the same comment, the owner's approval
// merging it pinned to the fixed head, the plan of the merge naming the changed catalog, and that
// catalog published to a loopback registry and read back.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installPlan } from '../../scripts/demo/install-plan.js';
import { laptop } from '../../scripts/demo/laptop.js';
import { story } from '../../scripts/demo/story.js';
import { publishStep } from '../../scripts/demo/publish.js';
import { hasRegistryTools } from '../helpers/registry.js';
import { builtAction } from '../action/runner.js';

const examples = fileURLToPath(new URL('../../examples', import.meta.url));

describe('npm run demo', () => {
  it('first shows the CLI refusing the pull request on a laptop', async () => {
    const printed: string[] = [];
    const cli = join(dirname(await builtAction()), 'cli.js');
    expect(laptop({ cli, examples, print: (s) => printed.push(s) })).toBe(true);
    const text = printed.join('\n');
    expect(text).toMatch(
      /catalog\.yaml:9:1: error upgrade-path-lost: installs of hello-operator\.v1\.0\.0, hello-operator\.v1\.1\.0/,
    );
    expect(text).toContain('FAIL: introduced 3 errors, 0 warnings, 4 info (8 findings in 1 catalog)');
    // The per-rule tally is left out; base's findings, all in packages the change does not touch, are counted.
    expect(text).not.toContain('By rule:');
    expect(text).toContain('3 findings already in base in packages this change does not touch: see --format json.');
  });

  it('then prints the install plan of the fixed pull request', async () => {
    const printed: string[] = [];
    const cli = join(dirname(await builtAction()), 'cli.js');
    expect(installPlan({ cli, examples, print: (s) => printed.push(s) })).toBe(true);
    const text = printed.join('\n');
    expect(text).toContain('- First install: `hello-operator.v1.3.0` (1.3.0), head of the default channel `stable`');
    expect(text).toContain('startingCSV: hello-operator.v1.2.0');
  });

  it('says so when docker-registry, skopeo or umoci is not installed, and publishes nothing', async () => {
    const printed: string[] = [];
    const act = (): never => {
      throw new Error('the Action is not run without a registry');
    };
    const r = await publishStep({ act, payload: {}, print: (s) => printed.push(s), path: '/nonexistent' });
    expect(r).toEqual({ skipped: expect.stringContaining('docker-registry, skopeo, umoci not installed') });
    expect(printed.join('\n')).toContain('apt-get install -y docker-registry skopeo umoci');
  });

  it('tells the whole story as designed', async () => {
    const printed: string[] = [];
    const r = await story({ action: await builtAction(), examples, print: (s) => printed.push(s) });
    const text = printed.join('\n');

    expect(r.unexpected).toEqual([]);
    expect(r.first).toMatchObject({ conclusion: 'failure', merged: false });
    expect(r.first.annotations).toBeGreaterThan(0);
    // The comment as first posted (docs/comment.png's text), not as later updated in place.
    expect(r.first.body).toContain('\n## fbc-bot: ❌ fail — 3 errors, 0 warnings introduced (4 findings in 1 catalog)');
    expect(r.first.body).toContain('upgrade-path-lost');
    expect(r.fixed).toMatchObject({ conclusion: 'action_required', commentId: r.first.commentId, comments: 1 });
    expect(r.approved).toMatchObject({ conclusion: 'success', merged: true, mergeSha: r.approved.fixHead });
    expect(r.plan.matrix).toMatchObject({ include: [{ catalog: 'catalogs/v4.16' }] });
    expect(r.plan.dockerfile).toContain('ADD v4.16 /configs');
    // Last, the merged catalog published to a loopback registry and read back (when the tools are there).
    if (hasRegistryTools) {
      expect(r.published).toMatchObject({ code: 0, outcome: 'published', readBack: 'ok' });
      const digest = (r.published as { digest: string }).digest;
      expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(text).toMatch(new RegExp(`catalogs/v4\\.16 → 127\\.0\\.0\\.1:\\d+/example/catalog@${digest}`));
      expect(text).toContain(`digest:    ${digest}\n  read back: ok`);
    } else expect(r.published).toMatchObject({ skipped: expect.stringContaining('not installed') });
    // The reader sees the stranding, rendered as text (no markdown escapes left over).
    expect(text).toContain('channel-stranded-bundles');
    expect(text).toMatch(/hello-operator\.v1\.0\.0 \(stranded\) ──replace──▶/);
    expect(text).not.toMatch(/\\[`*_]/);
  });
});
