// Adapter: where the repository configuration comes from. `--config FILE` wins; otherwise
// .github/fbc-bot.yaml of the repository a SOURCE lives in — at the source's revision for a git
// source (diff passes its base: a pull request must not loosen its own policy), in the work tree
// for a directory. No file means no policy.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CONFIG_PATH, EMPTY_CONFIG, parseConfig, type Config } from '../config/config.js';
import { parseGitSource } from '../git/git-source.js';
import { GitError, readFileAt, resolveCommit } from '../git/git.js';
import { reportBase, SourceError } from './sources.js';

function fromFile(path: string, shown: string): Config {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new SourceError(`cannot read ${shown}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory, not a file' : (e as Error).message}`);
  }
  return parseConfig(text, shown);
}

export function readConfig(explicit: string | undefined, source: string, repo: string | undefined): Config {
  if (explicit !== undefined) return fromFile(resolve(explicit), explicit);
  const ref = parseGitSource(source);
  if (ref) {
    const dir = repo ?? process.cwd();
    try {
      const data = readFileAt(dir, resolveCommit(dir, ref.rev), CONFIG_PATH);
      return data === undefined ? EMPTY_CONFIG : parseConfig(data.toString('utf8'), `git:${ref.rev}:${CONFIG_PATH}`);
    } catch (e) {
      if (e instanceof GitError) throw new SourceError(`cannot read ${CONFIG_PATH} at ${ref.rev}: ${e.message}`);
      throw e;
    }
  }
  const file = join(reportBase(repo === undefined ? source : resolve(repo, source)), CONFIG_PATH);
  return existsSync(file) ? fromFile(file, relative(process.cwd(), file) || file) : EMPTY_CONFIG;
}
