// Where the repository configuration comes from. An explicit file (`--config FILE`) wins;
// otherwise .github/fbc-bot.yaml of the repository a SOURCE lives in — at the source's revision
// for a git source (diff passes its base: a pull request must not loosen its own policy), in the
// work tree for a directory. No file means no policy. Only a regular file of modest size is
// read: a symlink to /dev/zero or a FIFO is an error, not a hang.
import { lstatSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { readFailure, readRegularFile } from '../files/regular-file.js';
import { CONFIG_PATH, ConfigError, EMPTY_CONFIG, parseConfig, type Config } from '../config/config.js';
import { blobSizes, readBlobs } from '../git/blobs.js';
import { entryAt, GitError, resolveCommit } from '../git/git.js';
import { gitSourceRef } from './git-source-ref.js';
import { isImageSource } from './image-catalogs.js';
import { reportBase } from './dir-catalogs.js';
import { SourceError } from './source-error.js';

/** A configuration is a few lines: anything larger is not one. */
const MAX_CONFIG_BYTES = 1 << 20;
/** Links followed in one lookup before giving up, as Linux does (ELOOP). */
const MAX_LINKS = 40;

function fromFile(path: string, shown: string): Config {
  let data: Buffer;
  try {
    data = readRegularFile(path, MAX_CONFIG_BYTES);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ConfigError(
      `cannot read ${shown}: ` +
        `${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symlink loop' : readFailure(e)}`,
    );
  }
  return parseConfig(data.toString('utf8'), shown);
}

function fromGit(repo: string, rev: string): Config {
  const shown = `git:${rev}:${CONFIG_PATH}`;
  try {
    const commit = resolveCommit(repo, rev);
    let path = CONFIG_PATH;
    let entry = entryAt(repo, commit, path);
    if (entry === undefined) return EMPTY_CONFIG;
    // Read as a checkout would read it: links followed inside the repository.
    for (let links = 0; entry?.mode === '120000'; links++) {
      const target = Buffer.from(readBlobs(repo, [entry.oid]).get(entry.oid)!).toString('utf8');
      path = posix.normalize(posix.join(posix.dirname(path), target));
      if (links === MAX_LINKS) throw new ConfigError(`cannot read ${shown}: a symlink loop`);
      if (target.startsWith('/') || path === '..' || path.startsWith('../'))
        throw new ConfigError(`cannot read ${shown}: a symlink out of the repository`);
      entry = entryAt(repo, commit, path);
    }
    if (entry === undefined) throw new ConfigError(`cannot read ${shown}: a symlink to nothing`);
    if (entry.type !== 'blob')
      throw new ConfigError(
        `cannot read ${shown}: a ${entry.type === 'tree' ? 'directory' : 'submodule'}, not a regular file`,
      );
    const size = blobSizes(repo, [entry.oid]).get(entry.oid)!;
    if (size > MAX_CONFIG_BYTES)
      throw new ConfigError(`cannot read ${shown}: ${size} bytes, more than the ${MAX_CONFIG_BYTES} fbc-bot reads`);
    return parseConfig(Buffer.from(readBlobs(repo, [entry.oid]).get(entry.oid)!).toString('utf8'), shown);
  } catch (e) {
    if (e instanceof GitError) throw new SourceError(`cannot read ${CONFIG_PATH} at ${rev}: ${e.message}`);
    throw e;
  }
}

/** Whether the work tree has a configuration file: anything at its path counts (and is read,
 * so that a link to a device or a directory is reported rather than silently ignored). */
function present(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

export function readConfig(explicit: string | undefined, source: string, repo: string | undefined): Config {
  if (explicit !== undefined) return fromFile(resolve(explicit), explicit);
  const ref = gitSourceRef(source);
  if (ref) return fromGit(repo ?? process.cwd(), ref.rev);
  // An image lies in no repository: the one the command runs in (--repo, or the working directory's) has the say.
  const dir = isImageSource(source) ? (repo ?? process.cwd()) : repo === undefined ? source : resolve(repo, source);
  const file = join(reportBase(dir), CONFIG_PATH);
  if (!present(file)) return EMPTY_CONFIG;
  return fromFile(file, relative(process.cwd(), file) || file);
}
