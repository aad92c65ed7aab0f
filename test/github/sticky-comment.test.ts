import { describe, expect, it } from 'vitest';
import {
  botLogin,
  GitHubError,
  listIssueComments,
  markedComments,
  REVIEW_MARKER,
  upsertStickyComment,
  type GitHubClient,
} from '../../src/github/index.js';
import { faults, type Emulator } from '../emulator/server.js';
import { client, PR, useWorld } from './world.js';

let emulator: Emulator;
let gh: GitHubClient;
useWorld((w) => ({ emulator, gh } = w));

const comments = (): { login: string; body: string }[] =>
  emulator.state.repo('acme', 'catalog')!.comments.map((c) => ({ login: c.user.login, body: c.body }));

describe('sticky review comment', () => {
  it('is created on the first run, as the bot the token acts for', async () => {
    const login = await botLogin(gh);
    expect(login).toBe('github-actions[bot]');
    const result = await upsertStickyComment(gh, { ...PR, body: '## fbc-bot review\nall good', botLogin: login });
    expect(result.action).toBe('created');
    expect(comments()).toEqual([
      { login: 'github-actions[bot]', body: `${REVIEW_MARKER}\n## fbc-bot review\nall good` },
    ]);
  });

  it('is updated in place past the first page, leaving other comments and other markers alone', async () => {
    const login = await botLogin(gh);
    await upsertStickyComment(gh, { ...PR, body: 'first review', botLogin: login });
    const { state } = emulator;
    state.addComment('acme/catalog', 7, 'mallory', `${REVIEW_MARKER}\nplanted by someone else`);
    state.addComment('acme/catalog', 7, 'github-actions[bot]', '<!-- other-workflow:coverage -->\ncoverage 91%');
    for (let i = 0; i < 130; i++) state.addComment('acme/catalog', 7, i % 2 === 0 ? 'alice' : 'bob', `comment ${i}`);
    // The bot's own review comment is now on the second page of 100; move it there for certain.
    const repo = state.repo('acme', 'catalog')!;
    repo.comments.push(repo.comments.shift()!);
    const before = comments();
    emulator.log.length = 0;

    const result = await upsertStickyComment(gh, { ...PR, body: 'second review', botLogin: login });
    expect(result.action).toBe('updated');
    const after = comments();
    expect(after).toHaveLength(before.length);
    expect(after.filter((c) => c.body === `${REVIEW_MARKER}\nsecond review`)).toHaveLength(1);
    expect(after.filter((c) => c.body !== `${REVIEW_MARKER}\nsecond review`)).toEqual(
      before.filter((c) => c.body !== `${REVIEW_MARKER}\nfirst review`),
    );
    expect(emulator.log.filter((e) => e.operation === 'issues/list-comments').map((e) => e.query)).toEqual([
      '?per_page=100',
      '?per_page=100&page=2',
    ]);
    expect(emulator.log.filter((e) => e.method !== 'GET').map((e) => e.operation)).toEqual(['issues/update-comment']);
  });

  it('is found among comments the caller already listed, without listing them again', async () => {
    const login = await botLogin(gh);
    await upsertStickyComment(gh, { ...PR, body: 'first review', botLogin: login });
    emulator.state.addComment('acme/catalog', 7, 'mallory', `${REVIEW_MARKER}\nplanted by someone else`);
    const listed = await listIssueComments(gh, PR);
    emulator.log.length = 0;

    const result = await upsertStickyComment(gh, { ...PR, body: 'second review', botLogin: login, comments: listed });

    expect(result).toMatchObject({ action: 'updated', id: listed[0]!.id });
    expect(emulator.log.map((e) => e.operation)).toEqual(['issues/update-comment']);
    expect(comments()).toEqual([
      { login: 'github-actions[bot]', body: `${REVIEW_MARKER}\nsecond review` },
      { login: 'mallory', body: `${REVIEW_MARKER}\nplanted by someone else` },
    ]);
  });

  it('is left alone when the review did not change', async () => {
    const login = await botLogin(gh);
    await upsertStickyComment(gh, { ...PR, body: 'same', botLogin: login });
    const again = await upsertStickyComment(gh, { ...PR, body: 'same', botLogin: login });
    expect(again.action).toBe('unchanged');
    expect(emulator.log.filter((e) => e.operation === 'issues/update-comment')).toEqual([]);
  });

  it('survives two 502s on every request, without a duplicate comment', async () => {
    emulator.fault({ ...faults.serverError('*', 2), eachRequest: true });
    const login = await botLogin(gh);
    await upsertStickyComment(gh, { ...PR, body: 'review', botLogin: login });
    await upsertStickyComment(gh, { ...PR, body: 'review 2', botLogin: login });
    expect(comments()).toEqual([{ login: 'github-actions[bot]', body: `${REVIEW_MARKER}\nreview 2` }]);
    const statuses = (op: string): number[] => emulator.log.filter((e) => e.operation === op).map((e) => e.status);
    expect(statuses('graphql')).toEqual([502, 502, 200]);
    expect(statuses('issues/create-comment')).toEqual([502, 502, 201]);
    expect(statuses('issues/update-comment')).toEqual([502, 502, 200]);
  });

  it('names the missing permission and the fork situation on a 403', async () => {
    emulator.addToken('ghs_readonly', { permissions: {} });
    const ro = client(emulator, 'ghs_readonly');
    const error = await upsertStickyComment(ro, { ...PR, body: 'review', botLogin: 'github-actions[bot]' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitHubError);
    const e = error as GitHubError;
    expect([e.kind, e.status, e.operation]).toEqual(['permission', 403, 'comment']);
    expect(e.message).toContain('create the review comment on acme/catalog#7');
    expect(e.message).toContain('`pull-requests: write`');
    expect(e.message).toContain('from a fork');
    expect(emulator.log.filter((x) => x.operation === 'issues/create-comment')).toHaveLength(1);
  });

  it('works against GHES-style URLs (GITHUB_API_URL=/api/v3, GITHUB_GRAPHQL_URL=/api/graphql)', async () => {
    const ghes = client(emulator, 'ghs_writer', { ghes: true });
    const login = await botLogin(ghes);
    await upsertStickyComment(ghes, { ...PR, body: 'on ghes', botLogin: login });
    expect(comments()).toHaveLength(1);
    expect(emulator.log.every((e) => e.status < 300)).toBe(true);
  });

  it("refuses a body over GitHub's 65536 characters before any request", async () => {
    await expect(
      upsertStickyComment(gh, { ...PR, body: 'x'.repeat(65536), botLogin: 'github-actions[bot]' }),
    ).rejects.toThrow(/at most 65536/);
    expect(emulator.log).toEqual([]);
  });
});

describe("which comment is the bot's", () => {
  it('matches the bot in any case, with the marker on its first line, and never another author', () => {
    const c = (author: string | null, body = `${REVIEW_MARKER}\nx`) => ({
      id: 1,
      author,
      body,
      createdAt: '',
      updatedAt: '',
      url: '',
    });
    expect(
      markedComments(
        [
          c('github-actions'),
          c('GitHub-Actions[bot]'),
          c('alice'),
          c(null),
          c('github-actions[bot]', 'no marker'),
          c('github-actions[bot]', `x \`${REVIEW_MARKER}\``),
        ],
        'github-actions[bot]',
      ).map((x) => x.author),
    ).toEqual(['GitHub-Actions[bot]']);
    // GraphQL may name an app's bot without the suffix: its comments still carry it.
    expect(markedComments([c('fbc-bot[bot]'), c('fbc-bot')], 'fbc-bot').map((x) => x.author)).toEqual([
      'fbc-bot[bot]',
      'fbc-bot',
    ]);
  });

  it(
    'a user named like the bot without [bot] is not the bot: their marked comment is neither read ' + 'nor updated',
    async () => {
      emulator.state.addComment(
        'acme/catalog',
        7,
        'github-actions',
        `${REVIEW_MARKER}\nplanted by a user named like the bot`,
      );
      const result = await upsertStickyComment(gh, { ...PR, body: 'review', botLogin: 'github-actions[bot]' });
      expect(result.action).toBe('created');
      expect(comments()).toEqual([
        { login: 'github-actions', body: `${REVIEW_MARKER}\nplanted by a user named like the bot` },
        { login: 'github-actions[bot]', body: `${REVIEW_MARKER}\nreview` },
      ]);
    },
  );

  it('a body quoting the marker further down still gets the marker in front', async () => {
    await upsertStickyComment(gh, { ...PR, body: `review of \`${REVIEW_MARKER}\``, botLogin: 'github-actions[bot]' });
    expect(comments()).toEqual([
      { login: 'github-actions[bot]', body: `${REVIEW_MARKER}\nreview of \`${REVIEW_MARKER}\`` },
    ]);
  });

  it('updates the oldest of duplicated review comments and says how many others there are', async () => {
    const first = emulator.state.addComment('acme/catalog', 7, 'github-actions[bot]', `${REVIEW_MARKER}\nold`);
    emulator.state.addComment('acme/catalog', 7, 'github-actions[bot]', `${REVIEW_MARKER}\nraced`);
    const result = await upsertStickyComment(gh, { ...PR, body: 'new', botLogin: 'github-actions[bot]' });
    expect(result).toMatchObject({ action: 'updated', id: first.id, duplicates: 1 });
  });
});

describe('a 502 after GitHub created the comment', () => {
  it('leaves a duplicate that the next run finds, updates the oldest of, and counts', async () => {
    emulator.fault({ ...faults.serverError('issues/create-comment', 1), afterActing: true });
    const first = await upsertStickyComment(gh, { ...PR, body: 'review', botLogin: 'github-actions[bot]' });
    expect(first.action).toBe('created');
    expect(comments()).toHaveLength(2);
    const next = await upsertStickyComment(gh, { ...PR, body: 'review 2', botLogin: 'github-actions[bot]' });
    expect(next).toMatchObject({ action: 'updated', duplicates: 1 });
    expect(comments().map((c) => c.body)).toEqual([`${REVIEW_MARKER}\nreview 2`, `${REVIEW_MARKER}\nreview`]);
  });
});
