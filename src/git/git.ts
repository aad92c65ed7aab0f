// Adapter: running git. One function per operation, the repository passed in; failures become
// GitError with git's own message, never a stack trace for the user.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { displayName } from '../catalog/file-name.js';

export class GitError extends Error {
  constructor(
    message: string,
    /** A fetch that got no answer from its remote (network, a 5xx): it may pass when tried again. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface GitRun {
  readonly status: number | null;
  readonly stdout: Buffer;
  /** git's message, trimmed. */
  readonly stderr: string;
}

/**
 * Runs git in `repo` whatever its exit status, for the commands whose status is an answer; GitError only when git
 * cannot run.
 */
export function gitRun(repo: string, args: readonly string[], input?: string): GitRun {
  const r = spawnSync('git', ['-C', repo, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  if (r.error) throw new GitError(`cannot run git: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8').trim() };
}

/** Runs git in `repo`; its stdout, or GitError with git's message when it fails. */
export function git(repo: string, args: readonly string[], input?: string): Buffer {
  const r = gitRun(repo, args, input);
  if (r.status !== 0) throw new GitError(r.stderr || `git ${args[0]} failed (exit ${r.status})`);
  return r.stdout;
}

/** An HTTP status in git's complaint: 5xx and 429 are the server's trouble, the others its answer. */
const HTTP_STATUS = /(?:returned error:|RPC failed; HTTP) (\d{3})\b/;

/** git's words (curl's, ssh's) for a remote that did not answer at all. */
const NO_ANSWER = new RegExp(
  [
    "unable to access '",
    'unable to connect',
    'Could not resolve host',
    'Connection (?:refused|reset|timed out)',
    'timed out',
    'hung up unexpectedly',
    'early EOF',
    'unexpected disconnect',
  ].join('|'),
  'i',
);

/**
 * Whether git's complaint about a fetch says the remote gave no answer (the transport failed, the
 * server answered 5xx or 429), not that it refused what was asked: a fetch's complaint names the
 * remote and git's transport, never a file of the pull request.
 */
export function remoteUnreachable(complaint: string): boolean {
  const status = HTTP_STATUS.exec(complaint)?.[1];
  if (status !== undefined) return status.startsWith('5') || status === '429';
  return NO_ANSWER.test(complaint);
}

/** Whether the repository is a shallow clone (its history cut at some commits). */
export function isShallow(repo: string): boolean {
  return gitRun(repo, ['rev-parse', '--is-shallow-repository']).stdout.toString('utf8').trim() === 'true';
}

// A full object id names one object for good: once git said which commit it names in a repository, the
// process does not ask again (a review resolves its base and head several times, a git process each). Only
// answers are kept: an id this clone lacks now may be fetched later.
const FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const commits = new Map<string, string>();
const commitKey = (repo: string, id: string): string => `${resolve(repo)}\0${id}`;

/** The commit a full object id names in `repo`, when git said it before in this process. */
export function knownCommit(repo: string, id: string): string | undefined {
  return FULL_ID.test(id) ? commits.get(commitKey(repo, id)) : undefined;
}

/** Keeps git's answer: the full object id `id` names `commit` in `repo`. */
export function rememberCommit(repo: string, id: string, commit: string): string {
  if (FULL_ID.test(id)) commits.set(commitKey(repo, id), commit);
  return commit;
}

/** The commit a revision names; a clear error when this clone does not have it. */
export function resolveCommit(repo: string, rev: string): string {
  const known = knownCommit(repo, rev);
  if (known !== undefined) return known;
  try {
    return rememberCommit(
      repo,
      rev,
      git(repo, ['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`])
        .toString('utf8')
        .trim(),
    );
  } catch (e) {
    // Only a hint for the message: a git that cannot answer it leaves the message without it.
    const shallow = (() => {
      try {
        return isShallow(repo);
      } catch {
        return false;
      }
    })();
    throw new GitError(
      `revision "${rev}" is not a commit in ${repo}` +
        `${shallow ? ' (this is a shallow clone: fetch the commit, e.g. `git fetch --deepen` or a full fetch)' : ''}` +
        `: ${(e as Error).message}`,
    );
  }
}

export interface TreeEntry {
  readonly mode: string;
  readonly type: 'blob' | 'tree' | 'commit';
  readonly oid: string;
  /** Path relative to the listed tree, '/'-separated. */
  readonly path: string;
}

/** ls-tree -z records; paths are bytes, named as a directory source names them. */
export function parseLsTree(out: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (let p = 0; p < out.length;) {
    let end = out.indexOf(0, p);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, p);
    const [mode, type, oid] = out.subarray(p, tab).toString('utf8').split(' ');
    entries.push({
      mode: mode!,
      type: type as TreeEntry['type'],
      oid: oid!,
      path: displayName(out.subarray(tab + 1, end)),
    });
    p = end + 1;
  }
  return entries;
}

/**
 * Every entry below `path` in `commit` (recursively, trees included). Empty if there is none.
 * --full-tree: run from a subdirectory of the work tree (or with `repo` inside one), ls-tree
 * would otherwise list only what lies under that subdirectory: an empty catalog that passes.
 */
export function listTree(repo: string, commit: string, path: string): TreeEntry[] {
  const spec = path === '' || path === '.' ? commit : `${commit}:${path}`;
  return parseLsTree(git(repo, ['ls-tree', '-r', '-t', '-z', '--full-tree', spec]));
}

/** Whether `path` names a tree (directory) in `commit`. */
export function isTree(repo: string, commit: string, path: string): boolean {
  if (path === '' || path === '.') return true;
  try {
    return (
      git(repo, ['cat-file', '-t', `${commit}:${path}`])
        .toString('utf8')
        .trim() === 'tree'
    );
  } catch {
    return false;
  }
}

/** The entry at `path` (from the repository root) in `commit`, or undefined when there is none. */
export function entryAt(repo: string, commit: string, path: string): TreeEntry | undefined {
  return parseLsTree(git(repo, ['ls-tree', '-z', '--full-tree', commit, '--', path]))[0];
}
