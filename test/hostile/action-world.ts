// The built Action (dist/index.js) run against its own GitHub API emulator per test, for the
// hostile-event suites: each test seeds the repository and pull requests, runs one event, and
// reads back every request the Action made.
import type { TestContext } from 'vitest';
import { actionIt, addReview, FULL, fooBump, pullEvent, type ActionWorld } from '../action/action-world.js';
import type { Repo } from '../emulator/state.js';

export { addReview, FULL, fooBump, pullEvent };

export interface World extends ActionWorld {
  readonly repo: Repo;
  /** The bot's sticky comment, if any. */
  sticky(): string | undefined;
}

/** One test with its own emulator and the repository FULL in it; no emulator violation may be left. */
export function it(name: string, body: (w: World, ctx: TestContext) => Promise<void>): void {
  actionIt(name, (base, ctx) => {
    const repo = base.emulator.state.addRepo(FULL);
    const sticky = (): string | undefined => repo.comments.find((c) => c.user.login === 'github-actions[bot]')?.body;
    return body({ ...base, repo, sticky }, ctx);
  });
}

/** An issue_comment created payload for a comment already in the emulator. */
export function commentEvent(
  repo: Repo,
  number: number,
  comment: { id: number; body: string; user: { login: string } },
): unknown {
  return {
    action: 'created',
    repository: { id: repo.id },
    issue: { number, pull_request: { url: 'x' } },
    comment: { id: comment.id, body: comment.body, user: { login: comment.user.login } },
  };
}

/** The inputs of a run that may merge. */
export const AUTO_MERGE = { 'auto-merge': 'true' } as const;
