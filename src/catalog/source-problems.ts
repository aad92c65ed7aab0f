// The problems a catalog source reports before any decoding, in the same words whether the
// catalog is read from disk (source/fs-source) or from a git tree (git/git-source): a path that
// cannot be read, and a symlink fbc-bot does not follow (out of the catalog, to nothing, in a loop,
// or to a directory).
import type { SourceProblem } from './types.js';

export type UnfollowedSymlink = 'escapes' | 'missing' | 'loop' | 'directory';

const SYMLINK_UNREADABLE: Readonly<Record<Exclude<UnfollowedSymlink, 'escapes'>, string>> = {
  missing: 'symlink target does not exist',
  loop: 'a symlink loop',
  directory: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"',
};

/** A path of the catalog that could not be read (`message` says why). */
export function unreadable(path: string, message: string): SourceProblem {
  return { path, rule: 'file-unreadable', message };
}

/** A symlink of the catalog that is not read, and why. */
export function unfollowedSymlink(path: string, why: UnfollowedSymlink): SourceProblem {
  if (why !== 'escapes') return unreadable(path, SYMLINK_UNREADABLE[why]);
  return {
    path,
    rule: 'path-escapes-catalog',
    message:
      'this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read ' +
      'it): copy the file into the catalog instead',
  };
}
