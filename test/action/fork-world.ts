// A fork-based catalog repository as the Action meets it on GitHub: origin holds the base branch
// and, for each pull request, only refs/pull/N/head (a fork's head is nowhere else); the runner's
// checkout is a clone of the base branch, which fetches a head the first time it reviews it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Emulator } from '../emulator/server.js';
import type { Pull, Repo } from '../emulator/state.js';
import { commit, git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { addReview, FULL, pullEvent } from './action-world.js';

/** The inputs of a mode sweep run that may merge. */
export const SWEEP = { mode: 'sweep', 'auto-merge': 'true' } as const;

/** A token GitHub gives a fork's pull_request and pull_request_review runs: every scope read-only. */
export const READ_ONLY = 'ghs_fork_read_only';

export interface ForkRepo {
  /** The repository in the emulator. */
  readonly repo: Repo;
  readonly origin: string;
  readonly base: string;
  /** The runner's checkout: a clone of origin's main. */
  readonly checkout: string;
}

/** The repository `FULL`, added to the emulator, and its git side. */
export function forkRepo(emulator: Emulator): ForkRepo {
  const repo = emulator.state.addRepo(FULL);
  const { repo: origin, base } = communityRepo();
  const checkout = join(mkdtempSync(join(tmpdir(), 'fbc-fork-checkout-')), 'c');
  execFileSync('git', ['clone', '-q', '--branch', 'main', `file://${origin}`, checkout], {
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
  return { repo, origin, base, checkout };
}

/** A commit on `parent` in origin that only refs/pull/`number`/head names: a fork's push. */
export function pushForkHead(f: ForkRepo, number: number, parent: string, files: Record<string, string>): string {
  git(f.origin, 'checkout', '-q', '--detach', parent);
  const head = commit(f.origin, `fork push to #${number}`, files);
  git(f.origin, 'update-ref', `refs/pull/${number}/head`, head);
  git(f.origin, 'checkout', '-q', 'main');
  return head;
}

/** dave's pull request `number` from his fork, bumping `pkg` to `versions` bundles (alice and Bob own foo). */
export function forkPull(emulator: Emulator, f: ForkRepo, number: number, pkg = 'foo', versions = 2): Pull {
  const head = pushForkHead(f, number, f.base, { [`catalogs/v4.16/${pkg}/catalog.yaml`]: pkgCatalog(pkg, versions) });
  return emulator.state.addPull(FULL, {
    number,
    author: 'dave',
    baseSha: f.base,
    headSha: head,
    headRepo: 'dave/catalogs',
  });
}

/** The payload GitHub sends for `event` on a fork's pull request (the head repository is another one). */
export function forkEvent(repo: Repo, pull: Pull, action: string): unknown {
  return pullEvent(repo, pull, { action, fork: true });
}

/** An approving review by `login` of the pull request's current head, submitted now. */
export function approve(emulator: Emulator, repo: Repo, pull: Pull, login: string, id: number): void {
  addReview(emulator, pull, login, { id, state: 'APPROVED' });
  emulator.state.touch(repo, pull.number);
}

/** The requests that try to change something on GitHub (posting, labelling, merging, arming, dispatching). */
export function writes(emulator: Emulator, from = 0): string[] {
  return emulator.log
    .slice(from)
    .filter((e) => (e.operation === 'graphql' ? JSON.stringify(e.body).includes('mutation') : e.method !== 'GET'))
    .map((e) => e.operation);
}
