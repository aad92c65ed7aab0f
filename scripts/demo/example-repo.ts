// The example repository (examples/) in git, as the demo lays it out: branch main holds the
// catalogs with their policy and owners; a branch on top holds a pull request's files.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { env, encoding: 'utf8' }).trim();
}

/** Copies `from` over the work tree of `repo` and commits everything; the new commit. */
export function commitFiles(repo: string, from: string, message: string): string {
  cpSync(from, repo, { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** A new repository at `repo` whose main holds examples/catalogs and examples/.github; main's commit. */
export function exampleMain(repo: string, examples: string): string {
  git(dirname(repo), 'init', '-q', '-b', 'main', repo);
  for (const part of ['catalogs', '.github']) cpSync(join(examples, part), join(repo, part), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'the catalogs, their policy and owners');
  return git(repo, 'rev-parse', 'HEAD');
}

/**
 * `use` run in a new repository (under a temporary directory named `prefix`, removed after) whose
 * main is exampleMain's and whose branch hello-operator-v1.3.0, checked out, adds examples/pull-request.
 */
export function withPullRequestBranch<T>(examples: string, prefix: string, use: (repo: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const repo = join(dir, 'laptop');
    exampleMain(repo, examples);
    git(repo, 'checkout', '-q', '-b', 'hello-operator-v1.3.0');
    commitFiles(repo, join(examples, 'pull-request'), 'hello-operator v1.3.0');
    return use(repo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
