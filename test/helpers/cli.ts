// The CLI in-process, its output captured.
import { main } from '../../src/cli/main.js';
import { commit, newRepo } from './git.js';

export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function run(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

/** Files to commit: a value of null deletes (test/helpers/git.ts). */
type Files = Parameters<typeof commit>[2];

/** `diff` of catalog directory `cat` from HEAD~1 to HEAD of `repo`, with `flags` (as `--format json`). */
export function diffHeads(repo: string, ...flags: string[]): Promise<Run> {
  return run('diff', '--repo', repo, '--base', 'git:HEAD~1:cat', '--head', 'git:HEAD:cat', ...flags);
}

/** `diffHeads` of a new repository after committing `base` then `head`. */
export function diffCommits(base: Files, head: Files, ...flags: string[]): Promise<Run> {
  const repo = newRepo();
  commit(repo, 'base', base);
  commit(repo, 'head', head);
  return diffHeads(repo, ...flags);
}
