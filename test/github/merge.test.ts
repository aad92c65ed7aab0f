import { describe, expect, it } from 'vitest';
import {
  disableAutoMerge,
  enableAutoMerge,
  getPullRequest,
  GitHubError,
  mergePinned,
  type GitHubClient,
} from '../../src/github/index.js';
import type { Emulator } from '../emulator/server.js';
import { HEAD, PR, useWorld } from './world.js';

let emulator: Emulator;
let gh: GitHubClient;
useWorld((w) => ({ emulator, gh } = w));

const pull = () => emulator.state.repo('acme', 'catalog')!.pulls.get(7)!;

describe('merge pinned to the reviewed sha', () => {
  it('merges when the head is the reviewed sha', async () => {
    const { sha } = await mergePinned(gh, { ...PR, sha: HEAD, method: 'squash' });
    expect(pull()).toMatchObject({ merged: true, state: 'closed', mergeMethod: 'squash', mergeCommitSha: sha });
    expect(emulator.log[0]!.body).toEqual({ sha: HEAD, merge_method: 'squash' });
  });

  it('does not merge, and does not retry, when the head moved (409)', async () => {
    pull().headSha = '3'.repeat(40);
    const error = await mergePinned(gh, { ...PR, sha: HEAD, method: 'merge' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect([(error as GitHubError).kind, (error as GitHubError).status]).toEqual(['head-moved', 409]);
    expect((error as GitHubError).message).toContain('Head branch was modified');
    expect((error as GitHubError).message).toContain('re-evaluate');
    expect(pull().merged).toBe(false);
    expect(emulator.log.filter((e) => e.operation === 'pulls/merge')).toHaveLength(1);
  });
});

describe('auto-merge through GraphQL with expectedHeadOid', () => {
  it('is enabled for the reviewed head', async () => {
    const pr = await getPullRequest(gh, PR);
    const result = await enableAutoMerge(gh, {
      pullRequestId: pr.nodeId,
      expectedHeadOid: pr.headSha,
      method: 'squash',
      label: 'acme/catalog#7',
    });
    expect(result.enabledAt).not.toBeNull();
    expect(pull().autoMerge).toMatchObject({
      mergeMethod: 'SQUASH',
      expectedHeadOid: HEAD,
      enabledBy: 'github-actions[bot]',
    });
    const sent = emulator.log.find((e) => e.operation === 'graphql')!.body as { variables: Record<string, string> };
    expect(sent.variables).toEqual({ pullRequestId: pr.nodeId, expectedHeadOid: HEAD, mergeMethod: 'SQUASH' });
  });

  it('says who armed it, and is disarmed', async () => {
    const pr = await getPullRequest(gh, PR);
    expect(pr.autoMergeBy).toBeNull();
    await enableAutoMerge(gh, {
      pullRequestId: pr.nodeId,
      expectedHeadOid: pr.headSha,
      method: 'squash',
      label: 'acme/catalog#7',
    });
    expect((await getPullRequest(gh, PR)).autoMergeBy).toBe('github-actions[bot]');
    await disableAutoMerge(gh, { pullRequestId: pr.nodeId, label: 'acme/catalog#7' });
    expect(pull().autoMerge).toBeNull();
    expect((await getPullRequest(gh, PR)).autoMergeBy).toBeNull();
  });

  it('is refused when the head moved, as head-moved', async () => {
    const pr = await getPullRequest(gh, PR);
    pull().headSha = '4'.repeat(40);
    const error = await enableAutoMerge(gh, {
      pullRequestId: pr.nodeId,
      expectedHeadOid: pr.headSha,
      method: 'merge',
      label: 'acme/catalog#7',
    }).catch((e: unknown) => e);
    expect((error as GitHubError).kind).toBe('head-moved');
    expect(pull().autoMerge).toBeNull();
  });

  it('explains a repository without auto-merge and a pull request that is already mergeable', async () => {
    const pr = await getPullRequest(gh, PR);
    const req = { pullRequestId: pr.nodeId, expectedHeadOid: HEAD, method: 'merge' as const, label: 'acme/catalog#7' };
    emulator.state.repo('acme', 'catalog')!.allowAutoMerge = false;
    await expect(enableAutoMerge(gh, req)).rejects.toMatchObject({ kind: 'auto-merge-disabled' });
    emulator.state.repo('acme', 'catalog')!.allowAutoMerge = true;
    pull().mergeableState = 'clean';
    await expect(enableAutoMerge(gh, req)).rejects.toMatchObject({ kind: 'not-mergeable' });
  });
});
