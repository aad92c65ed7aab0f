// Adapter: what a change touched, for the review — paths changed between two commits (renames
// as a removal and an addition, so both sides' owners are asked), whether a commit exists, and
// the entries of several paths of one commit in one call, and those of one directory.
import { displayName } from '../catalog/file-name.js';
import { git, gitRun, knownCommit, parseLsTree, rememberCommit, type TreeEntry } from './git.js';

const split = (out: Buffer): string[] => {
  const paths: string[] = [];
  for (let p = 0; p < out.length;) {
    let end = out.indexOf(0, p);
    if (end < 0) end = out.length;
    if (end > p) paths.push(displayName(out.subarray(p, end)));
    p = end + 1;
  }
  return paths;
};

/** Every path that differs between the trees of two commits, sorted as git sorts them. */
export function changedPaths(repo: string, from: string, to: string): string[] {
  return split(
    git(repo, [
      '-c',
      'core.quotePath=false',
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--no-ext-diff',
      '--no-textconv',
      '--ignore-submodules=none',
      from,
      to,
      '--',
    ]),
  );
}

/** The full id of the commit `sha` names, or undefined when this repository has no such commit. */
export function findCommit(repo: string, sha: string): string | undefined {
  // Only an object id is looked up: a name like "HEAD" or "main~1" in an approval is no commit of its.
  if (!/^[0-9a-f]{4,64}$/i.test(sha)) return undefined;
  const known = knownCommit(repo, sha);
  if (known !== undefined) return known;
  const r = gitRun(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${sha}^{commit}`]);
  return r.status === 0 ? rememberCommit(repo, sha, r.stdout.toString('utf8').trim()) : undefined;
}

/** The entries at `paths` (from the repository root) in `commit`, by path; absent ones left out. */
export function entriesAt(repo: string, commit: string, paths: readonly string[]): Map<string, TreeEntry> {
  const out = new Map<string, TreeEntry>();
  if (paths.length === 0) return out;
  const want = [...new Set(paths)];
  // Literal pathspecs: a path holding `*` or `:` names that file, not a pattern or magic. In
  // slices: a command line has a size limit.
  const wanted = new Set(want);
  for (let i = 0; i < want.length; i += 500) {
    for (const e of parseLsTree(
      git(repo, ['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', commit, '--', ...want.slice(i, i + 500)]),
    ))
      if (wanted.has(e.path)) out.set(e.path, e);
  }
  return out;
}

/** The entries directly in the directory `dir` (from the repository root) of `commit`; none when it is no directory. */
export function entriesIn(repo: string, commit: string, dir: string): TreeEntry[] {
  // One level: a catalog root holds every package's files, which a recursive listing would all name.
  const r = gitRun(repo, ['ls-tree', '-z', '--full-tree', `${commit}:${dir}`]);
  return r.status === 0 ? parseLsTree(r.stdout) : [];
}
