// Adapter: blob contents and sizes by object id, in one `git cat-file` each. In a partial clone
// (actions/checkout's `filter: blob:none`) the blobs are fetched first, all in one request: git's
// own lazy fetch would make one round trip to the remote per missing blob while cat-file reads.
import { git, gitRun, GitError, remoteUnreachable } from './git.js';

const TRUE = new Set(['true', 'yes', 'on', '1']);
const promisors = new Map<string, string | null>();
/** Per partial clone, the blobs a fetch of this process brought (or found there): never asked for again. */
const fetched = new Map<string, Set<string>>();

/** The remote a partial clone fetches missing objects from, or undefined in a complete clone. */
export function promisorRemote(repo: string): string | undefined {
  let remote = promisors.get(repo);
  if (remote === undefined) {
    const r = gitRun(repo, ['config', '-z', '--get-regexp', '^(remote\\..*\\.promisor|extensions\\.partialclone)$']);
    remote = null;
    for (const record of r.status === 0 ? r.stdout.toString('utf8').split('\0') : []) {
      const nl = record.indexOf('\n');
      const [key, value] = nl < 0 ? [record, 'true'] : [record.slice(0, nl), record.slice(nl + 1)];
      if (key.toLowerCase() === 'extensions.partialclone' && value !== '') remote = value;
      else if (remote === null && key.endsWith('.promisor') && TRUE.has(value.toLowerCase()))
        remote = key.slice('remote.'.length, -'.promisor'.length);
    }
    promisors.set(repo, remote);
  }
  return remote ?? undefined;
}

/**
 * Fetches, in one request, those of `oids` a partial clone lacks; git makes no request at all when it has them all.
 * A refusal is left to cat-file, whose own fetch then names the object the remote cannot give; a
 * remote that does not answer is said at once (cat-file would ask it again for each object).
 */
export function fetchMissing(repo: string, oids: readonly string[]): void {
  const remote = promisorRemote(repo);
  if (remote === undefined) return;
  let known = fetched.get(repo);
  if (known === undefined) fetched.set(repo, (known = new Set()));
  const ask = [...new Set(oids)].filter((oid) => !known.has(oid));
  if (ask.length === 0) return;
  // What git's lazy fetch runs, for every object at once: the objects are named, nothing to negotiate.
  const r = gitRun(
    repo,
    [
      '-c',
      'fetch.negotiationAlgorithm=noop',
      'fetch',
      '--no-tags',
      '--no-write-fetch-head',
      '--recurse-submodules=no',
      '--no-auto-gc',
      '--filter=blob:none',
      '--quiet',
      '--stdin',
      remote,
    ],
    ask.join('\n') + '\n',
  );
  if (r.status === 0) for (const oid of ask) known.add(oid);
  else if (remoteUnreachable(r.stderr))
    throw new GitError(`cannot fetch ${ask.length} object(s) from ${remote}: ${r.stderr.slice(0, 500)}`, true);
}

/**
 * Blob sizes by object id, read in one `git cat-file --batch-check` before their content (a file may be too large to
 * want).
 */
export function blobSizes(repo: string, oids: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  fetchMissing(repo, oids);
  for (const line of git(repo, ['cat-file', '--batch-check'], oids.join('\n') + '\n')
    .toString('utf8')
    .split('\n')) {
    const [oid, type, size] = line.split(' ');
    if (type === 'missing') throw new GitError(`object ${oid} is missing from ${repo}`);
    if (oid && size !== undefined) sizes.set(oid, Number(size));
  }
  return sizes;
}

/** Blob contents by object id, read in one `git cat-file --batch` (views into one buffer). */
export function readBlobs(repo: string, oids: readonly string[]): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  if (oids.length === 0) return blobs;
  fetchMissing(repo, oids);
  const out = git(repo, ['cat-file', '--batch'], oids.join('\n') + '\n');
  let p = 0;
  while (p < out.length) {
    const nl = out.indexOf(10, p);
    const header = out.subarray(p, nl).toString('utf8').split(' ');
    if (header[1] === 'missing') throw new GitError(`object ${header[0]} is missing from ${repo}`);
    const size = Number(header[2]);
    blobs.set(header[0]!, out.subarray(nl + 1, nl + 1 + size));
    p = nl + 1 + size + 1;
  }
  return blobs;
}
