import { describe, expect, it } from 'vitest';
import {
  addLabels,
  removeLabel,
  apiUrlsFromEnv,
  createGitHubClient,
  dispatchRepository,
  dispatchWorkflow,
  editedReviewIds,
  getPullRequest,
  GitHubError,
  listPullFiles,
  listPullReviews,
  type GitHubClient,
} from '../../src/github/index.js';
import { Emulator, faults } from '../emulator/server.js';
import { BASE, client, HEAD, PR, useWorld } from './world.js';

let emulator: Emulator;
let gh: GitHubClient;
useWorld((w) => ({ emulator, gh } = w));

const pull = () => emulator.state.repo('acme', 'catalog')!.pulls.get(7)!;

describe('reading a pull request', () => {
  it('reads the pull request, every page of its files and its reviews', async () => {
    pull().files = Array.from({ length: 250 }, (_, i) => ({
      filename: `catalog/p${i}/catalog.yaml`,
      status: 'modified',
      additions: 1,
      deletions: 0,
      changes: 1,
      sha: 'f'.repeat(40),
    }));
    pull().reviews = [
      {
        id: 1,
        user: emulator.state.user('bob'),
        state: 'APPROVED',
        body: '',
        commitId: HEAD,
        submittedAt: '2026-01-02T00:00:00Z',
      },
    ];
    const pr = await getPullRequest(gh, PR);
    expect(pr).toMatchObject({
      number: 7,
      author: 'alice',
      headSha: HEAD,
      baseSha: BASE,
      fromFork: false,
      mergeableState: 'blocked',
    });
    const files = await listPullFiles(gh, PR);
    expect(files.map((f) => f.filename)).toEqual(pull().files.map((f) => f.filename));
    expect(emulator.log.filter((e) => e.operation === 'pulls/list-files')).toHaveLength(3);
    expect(await listPullReviews(gh, PR)).toEqual([
      { id: 1, author: 'bob', state: 'APPROVED', commitId: HEAD, submittedAt: '2026-01-02T00:00:00Z', body: '' },
    ]);
  });

  it('reads which reviews were edited over GraphQL, every page of 100', async () => {
    pull().reviews = Array.from({ length: 230 }, (_, i) => ({
      id: 5_000 + i,
      user: emulator.state.user('bob'),
      state: 'COMMENTED' as const,
      body: '/approve',
      commitId: HEAD,
      submittedAt: '2026-01-02T00:00:00Z',
      ...(i % 100 === 3 ? { lastEditedAt: '2026-01-03T00:00:00Z' } : {}),
    }));
    expect(await editedReviewIds(gh, PR)).toEqual({ edited: new Set([5_003, 5_103, 5_203]), complete: true });
    expect(emulator.log.filter((e) => e.operation === 'graphql')).toHaveLength(3);
  });

  it('marks a pull request from a fork', async () => {
    pull().headRepo = 'mallory/catalog';
    expect((await getPullRequest(gh, PR)).fromFork).toBe(true);
  });

  it('turns a 404 into a message naming the pull request', async () => {
    const error = await getPullRequest(gh, { ...PR, pullNumber: 99 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect([(error as GitHubError).kind, (error as GitHubError).status]).toEqual(['not-found', 404]);
    expect((error as GitHubError).message).toContain('read pull request acme/catalog#99');
  });

  it('waits out a secondary rate limit (403 + retry-after) and a slow answer', async () => {
    emulator.fault(faults.secondaryRateLimit('pulls/get', 1));
    emulator.fault(faults.slow('pulls/get', 200, 1));
    const warnings: string[] = [];
    const log = { debug: () => {}, info: () => {}, warn: (m: string) => warnings.push(m), error: () => {} };
    expect((await getPullRequest(client(emulator, 'ghs_writer', { log }), PR)).number).toBe(7);
    expect(emulator.log.map((e) => e.status)).toEqual([403, 200]);
    expect(warnings).toEqual([
      'GitHub secondary rate limit on GET /repos/{owner}/{repo}/pulls/{pull_number}: retrying after 1 s',
    ]);
  });

  it('fails at once, as rate-limited, when the wait asked for is too long for a CI job', async () => {
    emulator.fault(faults.secondaryRateLimit('pulls/get', 3600));
    const error = await getPullRequest(gh, PR).catch((e: unknown) => e);
    expect((error as GitHubError).kind).toBe('rate-limited');
    expect(emulator.log).toHaveLength(1);
  });

  it('gives up on a persistent 502 after the retries, saying so', async () => {
    emulator.fault(faults.serverError('pulls/get', 10, 503));
    const error = await getPullRequest(client(emulator, 'ghs_writer', { retries: 2 }), PR).catch((e: unknown) => e);
    expect((error as GitHubError).kind).toBe('server');
    expect(emulator.log).toHaveLength(3);
  });
});

describe('labels and dispatches', () => {
  it('adds labels without removing others', async () => {
    pull().labels = ['keep-me'];
    expect(await addLabels(gh, PR, ['fbc-bot/approved'])).toEqual(['keep-me', 'fbc-bot/approved']);
  });

  it('removes one label (a name with a slash), and a label already gone is no error', async () => {
    pull().labels = ['keep-me', 'fbc-bot/pass'];
    expect(await removeLabel(gh, PR, 'fbc-bot/pass')).toBe(true);
    expect(pull().labels).toEqual(['keep-me']);
    expect(await removeLabel(gh, PR, 'fbc-bot/pass')).toBe(false);
    expect(emulator.log.filter((e) => e.operation === 'issues/remove-label').map((e) => e.status)).toEqual([200, 404]);
  });

  it('names the permission when a label change is refused', async () => {
    emulator.addToken('ghs_labels_ro', { permissions: {} });
    pull().labels = ['x'];
    await expect(removeLabel(client(emulator, 'ghs_labels_ro'), PR, 'x')).rejects.toThrow(
      /`pull-requests: write` \(or `issues: write`\)/,
    );
  });

  it('dispatches a workflow and a repository event', async () => {
    await dispatchWorkflow(gh, {
      owner: 'acme',
      repo: 'catalog',
      workflow: 'rebuild.yaml',
      ref: 'main',
      inputs: { catalog: 'operators' },
    });
    await dispatchRepository(gh, {
      owner: 'acme',
      repo: 'catalog',
      eventType: 'fbc-catalog-changed',
      payload: { catalogs: ['operators'] },
    });
    expect(emulator.state.repo('acme', 'catalog')!.dispatches).toEqual([
      { kind: 'workflow', workflowId: 'rebuild.yaml', ref: 'main', inputs: { catalog: 'operators' } },
      { kind: 'repository', eventType: 'fbc-catalog-changed', clientPayload: { catalogs: ['operators'] } },
    ]);
  });

  it('names `actions: write` when a dispatch is refused', async () => {
    emulator.addToken('ghs_ro', { permissions: {} });
    await expect(
      dispatchWorkflow(client(emulator, 'ghs_ro'), { owner: 'acme', repo: 'catalog', workflow: 'w.yaml', ref: 'main' }),
    ).rejects.toThrow(/`actions: write`/);
  });
});

describe('API URLs', () => {
  it('come from GITHUB_API_URL and GITHUB_GRAPHQL_URL, with github.com and GHES defaults', () => {
    expect(apiUrlsFromEnv({})).toEqual({
      apiUrl: 'https://api.github.com',
      graphqlUrl: 'https://api.github.com/graphql',
    });
    expect(apiUrlsFromEnv({ GITHUB_API_URL: 'https://ghe.example/api/v3' })).toEqual({
      apiUrl: 'https://ghe.example/api/v3',
      graphqlUrl: 'https://ghe.example/api/graphql',
    });
    expect(
      apiUrlsFromEnv({
        GITHUB_API_URL: 'https://ghe.example/api/v3',
        GITHUB_GRAPHQL_URL: 'https://gql.example/graphql',
      }).graphqlUrl,
    ).toBe('https://gql.example/graphql');
  });
});

describe('an API that does not answer', () => {
  it('is reported with the URL that was tried', async () => {
    const closed = await Emulator.start();
    const { apiUrl } = closed.urls();
    await closed.close();
    const error = await getPullRequest(createGitHubClient({ token: 't', apiUrl, retries: 0 }), PR).catch(
      (e: unknown) => e,
    );
    expect((error as GitHubError).kind).toBe('server');
    expect((error as GitHubError).message).toContain(`no answer from ${apiUrl}/repos/acme/catalog/pulls/7`);
  });
});
