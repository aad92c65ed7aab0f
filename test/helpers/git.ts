// Real git repositories in temporary directories, for the git adapter's tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { env, encoding: 'utf8' });
}

export function newRepo(): string {
  const repo = mkdtempSync(join(tmpdir(), 'fbc-git-'));
  git(repo, 'init', '-q', '-b', 'main');
  return repo;
}

/** Write files (a value of null deletes, {symlink} makes a link) and commit them. */
export function commit(
  repo: string,
  message: string,
  files: Record<string, string | null | { symlink: string }>,
): string {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(repo, path);
    if (content === null) {
      rmSync(abs, { recursive: true, force: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    if (typeof content === 'string') writeFileSync(abs, content);
    else symlinkSync(content.symlink, abs);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '--allow-empty', '-m', message);
  return git(repo, 'rev-parse', 'HEAD').trim();
}
