// The built Action on catalog file and directory names a git tree can hold and a checkout cannot:
// `..` as a name (git mktree takes it), newlines, carriage returns, escape and bell characters.
// The check run's annotations must name paths inside the repository only, and no line of the
// step's log may be a workflow command or a line that a name forged.
import { execFileSync } from 'node:child_process';
import { describe } from 'vitest';
import { git } from '../helpers/git.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { FULL, it, pullEvent } from './action-world.js';

const INVALID = 'schema: olm.bundle\nname: [\n';

function hashBlob(repo: string, text: string): string {
  return execFileSync('git', ['-C', repo, 'hash-object', '-w', '--stdin'], { input: text, encoding: 'utf8' }).trim();
}

/** `tree` with a blob at `segments` (names taken as they are: `..`, control characters), written by mktree. */
function graft(repo: string, tree: string | undefined, segments: readonly string[], blob: string): string {
  const [name, ...rest] = segments as [string, ...string[]];
  const entries =
    tree === undefined
      ? []
      : execFileSync('git', ['-C', repo, 'ls-tree', '-z', tree], { encoding: 'utf8' })
          .split('\0')
          .filter((e) => e !== '');
  const mine = entries.find((e) => e.slice(e.indexOf('\t') + 1) === name);
  const others = entries.filter((e) => e !== mine);
  const entry =
    rest.length === 0
      ? `100644 blob ${blob}\t${name}`
      : `040000 tree ${graft(repo, mine?.split(/\s/)[2], rest, blob)}\t${name}`;
  return execFileSync('git', ['-C', repo, 'mktree', '-z'], {
    input: [...others, entry].map((e) => `${e}\0`).join(''),
    encoding: 'utf8',
  }).trim();
}

const CLEAN = /^(?!\/)(?!.*(?:^|\/)\.{1,2}(?:\/|$))[^\u0000-\u001f\u007f-\u009f]+$/u;

describe('annotation paths from hostile file names', () => {
  it(
    '`..` names, newlines and control characters: annotations stay inside the repository, no forged workflow ' +
      'command',
    async ({ emulator, repo, act }, { expect }) => {
      const { repo: gitDir, base } = communityRepo();
      const names = [
        ['catalogs', 'v4.16', 'foo', '..', '..', '..', '..', 'etc', 'passwd.yaml'],
        ['catalogs', 'v4.16', 'foo', 'x\n::error file=README.md,line=1::forged annotation\r\n.yaml'],
        ['catalogs', 'v4.16', 'foo', '\u001b]8;;https:evil.example\u0007link\u001b[2K.yaml'],
        ['catalogs', 'v4.16', 'foo', 'ok.yaml'],
      ];
      const blob = hashBlob(gitDir, INVALID);
      let tree = git(gitDir, 'rev-parse', `${base}^{tree}`).trim();
      for (const n of names) tree = graft(gitDir, tree, n, blob);
      const head = git(gitDir, 'commit-tree', tree, '-p', base, '-m', 'hostile names').trim();
      const pull = emulator.state.addPull(FULL, { number: 61, author: 'alice', baseSha: base, headSha: head });

      const run = await act(gitDir, 'pull_request_target', pullEvent(repo, pull));

      expect(run.outputs.conclusion).toBe('failure');
      const annotations = repo.checkRuns.flatMap((c) => c.annotations);
      expect(annotations.map((a) => a.path)).toContain('catalogs/v4.16/foo/ok.yaml');
      for (const a of annotations) expect(a.path).toMatch(CLEAN);
      // The three others are told in the comment, and counted in the check.
      expect(repo.checkRuns.at(-1)!.summary).toContain('3 more problem(s) are not annotated');
      // The runner reads workflow commands from stdout lines: none may come from a file name.
      const commands = run.stdout.split(/\r?\n|\r/).filter((l) => l.startsWith('::'));
      expect(commands.filter((l) => !/^::(?:add-mask|error|warning|notice|debug)::/.test(l))).toEqual([]);
      expect(run.stdout).not.toContain('::error file=README.md');
      expect(run.stdout).not.toContain('\u001b]8;;');
    },
  );

  it("a package directory named with a newline and a workflow command forges no line of the step's log", async ({
    emulator,
    repo,
    act,
  }, { expect }) => {
    const { repo: gitDir, base } = communityRepo();
    const pkg = 'foo\n::error file=README.md,line=1::forged\n::set-output name=merged::true\r';
    // A valid catalog: the review passes validation and awaits an approval, the run does not fail.
    const blob = hashBlob(gitDir, pkgCatalog('baz', 1));
    const tree = graft(
      gitDir,
      git(gitDir, 'rev-parse', `${base}^{tree}`).trim(),
      ['catalogs', 'v4.16', pkg, 'catalog.yaml'],
      blob,
    );
    const head = git(gitDir, 'commit-tree', tree, '-p', base, '-m', 'hostile package directory').trim();
    const pull = emulator.state.addPull(FULL, { number: 62, author: 'alice', baseSha: base, headSha: head });

    const run = await act(gitDir, 'pull_request_target', pullEvent(repo, pull), { 'auto-merge': 'true' });

    expect(run.code).toBe(0);
    const lines = run.stdout.split(/\r?\n|\r/);
    expect(lines.filter((l) => l.startsWith('::') && !/^::(?:add-mask|error|warning|notice|debug)::/.test(l))).toEqual(
      [],
    );
    expect(lines.filter((l) => l.includes('forged') && l.startsWith('::'))).toEqual([]);
    expect(run.outputs.merged).toBe('false');
    // Said, escaped, on one line.
    expect(run.stdout).toContain(
      'not merged: package foo\\n::error file=README.md,line=1::forged\\n::set-output name=merged::true\\r has ' +
        'no owners',
    );
  });
});
