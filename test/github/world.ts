// One emulator per test file, a repository with a pull request, and clients on real HTTP with the
// production retry and throttling plugins, paced for tests (no 1 s gaps between writes).
import Bottleneck from 'bottleneck';
import { afterEach, beforeEach, expect } from 'vitest';
import { createGitHubClient, type GitHubClient, type GitHubLog } from '../../src/github/client.js';
import { Emulator } from '../emulator/server.js';
import type { Identity } from '../emulator/state.js';

export const WRITE: Identity['permissions'] = {
  issues: 'write',
  pull_requests: 'write',
  checks: 'write',
  contents: 'write',
  actions: 'write',
};
export const HEAD = '1'.repeat(40);
export const BASE = '2'.repeat(40);

export function client(
  emulator: Emulator,
  token: string,
  options: { ghes?: boolean; retries?: number; log?: GitHubLog } = {},
): GitHubClient {
  const paced = (): Bottleneck.Group => new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 });
  return createGitHubClient({
    token,
    ...emulator.urls(options.ghes === true),
    retryAfterBaseMs: 1,
    ...(options.retries === undefined ? {} : { retries: options.retries }),
    ...(options.log === undefined ? {} : { log: options.log }),
    pacing: { write: paced(), notifications: paced(), retryAfterBaseValue: 1 },
  });
}

export interface World {
  readonly emulator: Emulator;
  readonly gh: GitHubClient;
}

export async function world(): Promise<World> {
  const emulator = await Emulator.start();
  emulator.addToken('ghs_writer', { permissions: WRITE });
  emulator.state.addRepo('acme/catalog');
  emulator.state.addPull('acme/catalog', {
    number: 7,
    headSha: HEAD,
    baseSha: BASE,
    author: 'alice',
    mergeableState: 'blocked',
  });
  return { emulator, gh: client(emulator, 'ghs_writer') };
}

export const PR = { owner: 'acme', repo: 'catalog', pullNumber: 7 };

/**
 * A fresh world for each test of the file, handed to `set`; after each test the emulator must have
 * seen only requests valid for GitHub (unless the file provokes invalid ones) and is closed.
 */
export function useWorld(set: (w: World) => void, options: { allowViolations?: boolean } = {}): void {
  let current: Emulator | undefined;
  beforeEach(async () => {
    const w = await world();
    current = w.emulator;
    set(w);
  });
  afterEach(async () => {
    try {
      if (options.allowViolations !== true) expect(current!.violations).toEqual([]);
    } finally {
      await current!.close();
    }
  });
}
