// Which failures of a review may pass on retry: the adapters' own types say so, never a message.
import { describe, expect, it } from 'vitest';
import { transientFailure } from '../../src/action/failure-kind.js';
import { GitError, remoteUnreachable } from '../../src/git/git.js';
import { GitHubError, GraphqlResponseError } from '../../src/github/index.js';
import { RegistryFailure } from '../../src/registry/index.js';
import { SourceError } from '../../src/source/source-error.js';

describe('transientFailure', () => {
  it("GitHub's 5xx and rate limits may pass; its refusals do not", () => {
    expect(transientFailure(new GitHubError('x', 'read-pull', 'server', 502))).toBe(true);
    expect(transientFailure(new GitHubError('x', 'read-pull', 'rate-limited', 403))).toBe(true);
    for (const kind of ['permission', 'not-found', 'invalid', 'credentials', 'unknown'] as const)
      expect(transientFailure(new GitHubError('x', 'read-pull', kind, 403))).toBe(false);
    expect(transientFailure(new GraphqlResponseError([{ message: 'x', type: 'RATE_LIMITED' }]))).toBe(true);
    expect(transientFailure(new GraphqlResponseError([{ message: 'x', type: 'NOT_FOUND' }]))).toBe(false);
  });

  it('a git fetch that got no answer may pass, wrapped or not; a missing object does not', () => {
    const unreachable = new GitError('cannot fetch', true);
    expect(transientFailure(unreachable)).toBe(true);
    expect(transientFailure(new SourceError('cannot review a..b: cannot fetch', { cause: unreachable }))).toBe(true);
    expect(transientFailure(new GitError('object 0a is missing'))).toBe(false);
    expect(transientFailure(new SourceError('cannot review a..b', { cause: new GitError('bad object') }))).toBe(false);
  });

  it('a registry without an answer to trust, or a broken socket, may pass; the rest does not', () => {
    expect(transientFailure(new RegistryFailure('unverified', 'quay.io did not answer within 30000 ms', true))).toBe(
      true,
    );
    // Unverified but answered: a blob not matching its digest fails again on the same commit.
    expect(transientFailure(new RegistryFailure('unverified', 'layer sha256:0a: the content is sha256:0b'))).toBe(
      false,
    );
    expect(transientFailure(new RegistryFailure('missing', 'no such tag'))).toBe(false);
    expect(transientFailure(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(transientFailure(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(false);
    expect(
      transientFailure(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'EAI_AGAIN' }) })),
    ).toBe(true);
    // The message is the pull request's to shape (it quotes its files): it decides nothing.
    expect(transientFailure(new SourceError('foo/catalog.yaml: Could not resolve host: 503 ECONNRESET'))).toBe(false);
    expect(transientFailure('ECONNRESET')).toBe(false);
  });
});

describe('remoteUnreachable', () => {
  it("reads git's transport failures, not its refusals", () => {
    for (const complaint of [
      "fatal: unable to access 'https://github.com/a/b/': Could not resolve host: github.com",
      "fatal: unable to access 'http://127.0.0.1:1/x/': Failed to connect to 127.0.0.1 port 1",
      "fatal: unable to access 'https://github.com/a/b/': The requested URL returned error: 503",
      'error: RPC failed; HTTP 502 curl 22 The requested URL returned error: 502',
      'ssh: connect to host github.com port 22: Connection timed out',
      'fatal: the remote end hung up unexpectedly',
      'fetch-pack: unexpected disconnect while reading sideband packet',
    ])
      expect(remoteUnreachable(complaint), complaint).toBe(true);
    for (const complaint of [
      "fatal: unable to access 'https://github.com/a/b/': The requested URL returned error: 403",
      "fatal: couldn't find remote ref refs/pull/5/head",
      'fatal: remote error: upload-pack: not our ref 0123456789abcdef0123456789abcdef01234567',
      "fatal: 'origin' does not appear to be a git repository",
    ])
      expect(remoteUnreachable(complaint), complaint).toBe(false);
  });
});
