// The Action's whole story on the example repository, against the GitHub API emulator (loopback,
// no token, no network): a pull request reviewed and refused, its fix pushed, approved by an owner
// and merged pinned to the reviewed head, then the rebuild plan of the merge and its catalog image
// published to a loopback registry (when docker-registry is installed). Each step runs the
// built Action (dist/index.js) as the runner does; what it did is read back from the emulator.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain, type ActionRun } from '../../test/action/run-main.js';
import { Emulator } from '../../test/emulator/server.js';
import type { CheckRun, Pull, Repo } from '../../test/emulator/state.js';
import { commitFiles, exampleMain, git } from './example-repo.js';
import { terminalText } from './terminal.js';
import { publishStep, type PublishStep } from './publish.js';

const FULL = 'example/catalogs';
const TOKEN = 'ghs_demo';
const OWNER = 'alice';
const AUTHOR = 'dana';

export interface StoryOptions {
  /** The built Action (dist/index.js). */
  readonly action: string;
  /** The example repository's files (examples/). */
  readonly examples: string;
  readonly print: (text: string) => void;
  /** Where the publish step looks for docker-registry, skopeo and umoci (default: PATH). */
  readonly path?: string;
}

/** What happened, for the demo's exit code and its test. */
export interface StoryResult {
  /** `body`: the sticky comment as first posted (docs/comment.png is its picture). */
  readonly first: {
    readonly conclusion: string | undefined;
    readonly annotations: number;
    readonly commentId: number | undefined;
    readonly body: string | undefined;
    readonly merged: boolean;
  };
  readonly fixed: {
    readonly conclusion: string | undefined;
    readonly commentId: number | undefined;
    readonly comments: number;
  };
  readonly approved: {
    readonly conclusion: string | undefined;
    readonly merged: boolean;
    readonly mergeSha: unknown;
    readonly fixHead: string;
  };
  readonly plan: { readonly matrix: unknown; readonly dockerfile: string };
  /** The merged catalog published to a loopback registry, or why not. */
  readonly published: PublishStep;
  /** The steps that did not go as the story says: empty when it ran as designed. */
  readonly unexpected: readonly string[];
}

const short = (sha: string): string => sha.slice(0, 7);

export async function story(opts: StoryOptions): Promise<StoryResult> {
  const { print } = opts;
  const unexpected: string[] = [];
  const expect = (ok: boolean, what: string): void => {
    if (!ok) unexpected.push(what);
  };
  const heading = (n: number, title: string): void =>
    print(`\n━━━ ${n}. ${title} ${'━'.repeat(Math.max(3, 64 - title.length))}\n`);

  const dir = mkdtempSync(join(tmpdir(), 'fbc-bot-story-'));
  // origin: the repository on GitHub (branches, refs/pull/1/head); checkout: the runner's clone.
  const origin = join(dir, 'origin');
  const checkout = join(dir, 'checkout');
  const emulator = await Emulator.start();
  try {
    emulator.addToken(TOKEN, {
      permissions: { checks: 'write', pull_requests: 'write', issues: 'write', contents: 'write' },
    });
    const r: Repo = emulator.state.addRepo(FULL);
    const { apiUrl, graphqlUrl } = emulator.urls();
    const act = (event: string, payload: unknown, inputs: Record<string, string>): Promise<ActionRun> =>
      runMain(opts.action, {
        cwd: checkout,
        event,
        payload,
        inputs: { 'github-token': TOKEN, ...inputs },
        env: { GITHUB_REPOSITORY: FULL, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: graphqlUrl },
      });
    // Offline: the example's images are made up, so no registry is asked about them.
    const review = { 'auto-merge': 'true', 'merge-method': 'squash', 'check-images': 'false' };

    // The repository: main holds the catalogs; the pull request's branch adds hello-operator v1.3.0.
    const main = exampleMain(origin, opts.examples);
    git(dir, 'clone', '-q', origin, checkout);
    git(origin, 'checkout', '-q', '-b', 'hello-operator-v1.3.0');
    const head = commitFiles(
      origin,
      join(opts.examples, 'pull-request'),
      'hello-operator v1.3.0, skipping the buggy v1.2.0',
    );
    git(origin, 'update-ref', 'refs/pull/1/head', head);
    const pull: Pull = emulator.state.addPull(FULL, {
      number: 1,
      title: 'hello-operator v1.3.0',
      author: AUTHOR,
      baseSha: main,
      headSha: head,
      headRef: 'hello-operator-v1.3.0',
    });
    const prEvent = (action: string): unknown => ({
      action,
      repository: { id: r.id, full_name: FULL },
      pull_request: {
        number: 1,
        user: { login: AUTHOR },
        base: { sha: pull.baseSha, ref: 'main', repo: { id: r.id } },
        head: { sha: pull.headSha, ref: pull.headRef, repo: { id: r.id } },
      },
    });

    heading(1, `${AUTHOR} opens pull request #1: hello-operator v1.3.0`);
    print(`v1.2.0 has a bug, so v1.3.0 "skips" it — but still "replaces" it (${short(main)} → ${short(head)}).`);
    print('The workflow runs the Action on pull_request_target (auto-merge: true).');
    const first = await act('pull_request_target', prEvent('opened'), review);
    const comment1 = r.comments.find((c) => c.user.login === 'github-actions[bot]');
    // The emulator updates this comment in place later on: its first text, kept now.
    const body1 = comment1?.body;
    const check1 = r.checkRuns.at(-1);
    print('\nThe comment fbc-bot posted (as GitHub shows it; folded parts closed):\n');
    print(indent(terminalText(body1 ?? '(none)')));
    printCheck(print, check1);
    printOutputs(print, first);
    print(
      `\nGitHub (the emulator): pull request #1 ${pull.merged ? 'merged' : 'open, not merged'}; merge ` +
        `requests made: ${mergeCalls(emulator).length}.`,
    );
    expect(
      first.outputs.verdict === 'fail' && check1?.conclusion === 'failure' && (check1?.annotations.length ?? 0) > 0,
      'the first review did not fail with annotations',
    );
    expect(
      comment1 !== undefined && !pull.merged && mergeCalls(emulator).length === 0,
      'the first review posted no comment, or merged',
    );

    heading(2, `${AUTHOR} pushes the fix`);
    const fixHead = commitFiles(
      origin,
      join(opts.examples, 'pull-request-fix'),
      'replace v1.1.0 and skip v1.2.0; image by digest',
    );
    git(origin, 'update-ref', 'refs/pull/1/head', fixHead);
    print(
      `v1.3.0 now replaces v1.1.0, skips v1.2.0 and covers >=1.0.0 <1.3.0; its image is pinned (${short(fixHead)}).`,
    );
    pull.headSha = fixHead;
    const fixed = await act('pull_request_target', prEvent('synchronize'), review);
    const comment2 = r.comments.filter((c) => c.user.login === 'github-actions[bot]');
    const check2 = r.checkRuns.at(-1);
    print(`\nThe same comment (id ${comment2[0]?.id}), updated in place; its head now reads:\n`);
    print(
      indent(
        terminalText(comment2[0]?.body ?? '')
          .split('\n')
          .slice(0, 12)
          .join('\n'),
      ),
    );
    printCheck(print, check2);
    printOutputs(print, fixed);
    // Only the owner's approval is missing now: the check waits for it, neither red nor green.
    expect(
      check2?.headSha === fixHead &&
        check2.conclusion === 'action_required' &&
        check2.annotations.every((a) => a.annotation_level !== 'failure'),
      'the fix did not leave only the approval missing',
    );
    expect(
      comment2.length === 1 && comment2[0]!.id === comment1?.id && comment2[0]!.updatedAt !== comment2[0]!.createdAt,
      'the comment was not updated in place',
    );

    heading(3, `${OWNER} (an owner, from CODEOWNERS) approves`);
    pull.reviews.push({
      id: 1,
      user: emulator.state.user(OWNER),
      state: 'APPROVED',
      body: 'LGTM',
      commitId: fixHead,
      submittedAt: emulator.state.now(),
    });
    print(`A pull_request_review "approved" on ${short(fixHead)} runs the Action again.`);
    const approved = await act(
      'pull_request_review',
      { ...(prEvent('submitted') as object), review: { state: 'approved', user: { login: OWNER } } },
      review,
    );
    const check3 = r.checkRuns.at(-1);
    const merge = emulator.log.find((e) => e.operation === 'pulls/merge');
    const final = terminalText(r.comments.find((c) => c.id === comment1?.id)?.body ?? '').split('\n');
    const owners = final.filter((l) => l.includes(OWNER) && l.includes('│'));
    const shown = [final[0] ?? '', '…', ...owners, '…', ...final.filter((l) => l.startsWith('Merge:'))];
    print(`\nThe comment now reads:\n\n${indent(shown.join('\n'))}`);
    printCheck(print, check3);
    printOutputs(print, approved);
    print(`\nGitHub (the emulator) now has: pull request #1 merged=${pull.merged}, method ${pull.mergeMethod ?? '—'};`);
    print(
      `the merge request was PUT /pulls/1/merge ${JSON.stringify(merge?.body)} — pinned to the reviewed ` +
        `head ${short(fixHead)}.`,
    );
    const mergeSha = (merge?.body as { sha?: unknown } | undefined)?.sha;
    expect(
      pull.merged && mergeSha === fixHead && approved.outputs.merged === 'true',
      'the approved fix was not merged pinned to its head',
    );

    heading(4, 'The merge lands on main: the rebuild plan');
    git(origin, 'checkout', '-q', 'main');
    git(origin, 'merge', '-q', '--squash', fixHead);
    git(origin, 'commit', '-q', '-m', 'hello-operator v1.3.0 (#1)');
    const merged = git(origin, 'rev-parse', 'HEAD');
    // The push workflow's checkout: the merge commit, with history (fetch-depth: 0).
    git(checkout, 'fetch', '-q', 'origin', 'main');
    git(checkout, 'checkout', '-q', '--detach', merged);
    print(`The squash commit ${short(merged)} is pushed to main; the workflow runs the Action with mode: plan.`);
    const pushed = {
      ref: 'refs/heads/main',
      before: main,
      after: merged,
      repository: { id: r.id, default_branch: 'main' },
    };
    const planned = await act('push', pushed, { mode: 'plan' });
    let matrix: unknown;
    try {
      matrix = JSON.parse(planned.outputs.matrix ?? 'null');
    } catch {
      matrix = planned.outputs.matrix;
    }
    print(`\nOutput matrix (for a build job's strategy.matrix):\n${indent(JSON.stringify(matrix, null, 2))}`);
    const entry = (matrix as { include?: { catalog?: string; dockerfile?: string }[] } | null)?.include?.[0];
    let dockerfile = '';
    try {
      dockerfile = readFileSync(join(checkout, entry?.dockerfile ?? 'missing'), 'utf8');
    } catch {
      dockerfile = '';
    }
    print(
      `\n${entry?.dockerfile ?? 'the Dockerfile'} (what opm generate dockerfile writes):\n` +
        `${indent(dockerfile.trimEnd())}`,
    );
    expect(
      planned.code === 0 && entry?.catalog === 'catalogs/v4.16' && dockerfile.includes('ADD v4.16 /configs'),
      'the plan did not name catalogs/v4.16 with its Dockerfile',
    );

    heading(5, 'The merged catalog published, without a container daemon');
    const published = await publishStep({ act, payload: pushed, print, ...(opts.path ? { path: opts.path } : {}) });
    if (!('skipped' in published))
      expect(
        published.code === 0 && published.outcome === 'published' && published.readBack === 'ok',
        'the merged catalog was not published and read back',
      );
    expect(
      emulator.violations.length === 0,
      `requests GitHub would refuse: ${JSON.stringify(emulator.violations).slice(0, 500)}`,
    );

    return {
      first: {
        conclusion: check1?.conclusion ?? undefined,
        annotations: check1?.annotations.length ?? 0,
        commentId: comment1?.id,
        body: body1,
        merged: first.outputs.merged === 'true',
      },
      fixed: { conclusion: check2?.conclusion ?? undefined, commentId: comment2[0]?.id, comments: comment2.length },
      approved: { conclusion: check3?.conclusion ?? undefined, merged: pull.merged, mergeSha, fixHead },
      plan: { matrix, dockerfile },
      published,
      unexpected,
    };
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const indent = (s: string): string =>
  s
    .split('\n')
    .map((l) => (l === '' ? '' : `  ${l}`))
    .join('\n');

function mergeCalls(emulator: Emulator): string[] {
  return emulator.log
    .filter(
      (e) =>
        e.operation === 'pulls/merge' ||
        (e.operation === 'graphql' && JSON.stringify(e.body).includes('enablePullRequestAutoMerge')),
    )
    .map((e) => e.operation);
}

function printCheck(print: (s: string) => void, c: CheckRun | undefined): void {
  if (c === undefined) return print('\nNo check run.');
  print(`\nCheck run "${c.name}" on ${short(c.headSha)}: ${c.conclusion ?? c.status} — ${c.title ?? ''}`);
  for (const a of c.annotations.slice(0, 8))
    print(`  ${a.annotation_level.padEnd(7)} ${a.path}:${a.start_line}  ${a.title ?? ''}`);
  if (c.annotations.length > 8) print(`  … ${c.annotations.length - 8} more annotation(s)`);
}

function printOutputs(print: (s: string) => void, run: ActionRun): void {
  const o = run.outputs;
  print(
    `Outputs: verdict=${o.verdict} conclusion=${o.conclusion} changed-catalogs=${o['changed-catalogs']} ` +
      `auto-merge-eligible=${o['auto-merge-eligible']} merged=${o.merged}`,
  );
  const reasons = JSON.parse(o['auto-merge-reasons'] ?? '[]') as string[];
  if (reasons.length > 0) print(`Not merged because: ${reasons.join('; ')}.`);
  const errors = run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::error::'))
    .map((l) => l.slice(9, 300));
  print(`The step exits ${run.code}${errors.length > 0 ? ` (::error:: ${errors.join('; ')})` : ''}.`);
}
