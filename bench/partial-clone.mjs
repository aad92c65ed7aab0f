// `npm run bench -- partial-clone`: a fresh runner's checkout plus the review of a one-package pull
// request of community-operators-prod, with the whole history (actions/checkout `fetch-depth: 0`)
// against a blob-less partial clone of it (`filter: blob:none`, `sparse-checkout: .github`): bytes
// fetched (the packs git received) and wall time, each from an empty directory.
//
// The origin is a local copy of the snapshot (FBC_SNAPSHOT, default
// ../.mirror/redhat-openshift-ecosystem+community-operators-prod/repo, a bare git dir) served over
// file:// with uploadpack.allowFilter, its branches and tags as actions/checkout fetches them. The
// pull request is the latest first-parent commit on main that changes one package's catalogs:
// base its parent, head the commit, fetched as refs/pull/1/head the way fbc-bot fetches a head. The
// snapshot lacks a few blobs (its crawler's); base and head are committed again without the files
// those blobs were, so the review can read every catalog it has, and both clones are told that
// the history's missing blobs are not an error (pack-objects --missing=allow-any on the server,
// a blob:limit filter no blob reaches on the full clone's side, which only makes git accept them).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTo } from '../scripts/build.mjs';
import { bundleEntry } from './bundle.mjs';
import { gitEnv as env } from './git-env.mjs';

const git = (dir, args, input) =>
  execFileSync('git', ['-C', dir, ...args], { env, input, encoding: 'utf8', maxBuffer: 1 << 30 }).trim();

/** A package a path belongs to in the community layout (catalogs/<v>/<pkg>/…, operators/<pkg>/…). */
function packageOf(path) {
  const p = path.split('/');
  if (p[0] === 'catalogs' && p.length >= 4) return p[2];
  if (p[0] === 'operators' && p.length >= 3) return p[1];
  return undefined;
}

/** The latest first-parent commit on main changing the catalogs of exactly one package, and nothing else. */
function onePackageCommit(snapshot) {
  for (const sha of git(snapshot, [
    'log',
    '--first-parent',
    '--format=%H',
    '-n',
    '200',
    'main',
    '--',
    'catalogs/',
  ]).split('\n')) {
    const paths = git(snapshot, ['diff', '--name-only', '--no-renames', `${sha}^`, sha]).split('\n');
    const pkgs = new Set(paths.map(packageOf));
    if (pkgs.size === 1 && !pkgs.has(undefined)) return { sha, pkg: [...pkgs][0], paths };
  }
  throw new Error('no one-package pull request among the latest 200 commits changing catalogs/');
}

/** Paths of a commit whose blobs the snapshot lacks. */
function lacking(snapshot, commit) {
  const entries = git(snapshot, ['ls-tree', '-r', '--format=%(objectname) %(path)', commit])
    .split('\n')
    .map((l) => [l.slice(0, 40), l.slice(41)]);
  const answers = git(snapshot, ['cat-file', '--batch-check'], entries.map(([oid]) => oid).join('\n') + '\n').split(
    '\n',
  );
  return entries.filter((_, i) => answers[i].endsWith(' missing')).map(([, path]) => path);
}

/** `commit`'s tree without `paths`, committed on `parent`. */
function without(origin, commit, paths, parent, message) {
  const index = join(origin, 'bench-index');
  const e = { ...env, GIT_INDEX_FILE: index };
  execFileSync('git', ['--git-dir', origin, 'read-tree', commit], { env: e });
  // update-index wants a work tree; --force-remove never looks into it.
  execFileSync('git', ['--git-dir', origin, '--work-tree', origin, 'update-index', '--force-remove', '-z', '--stdin'], {
    env: e,
    input: paths.map((p) => `${p}\0`).join(''),
  });
  const tree = execFileSync('git', ['--git-dir', origin, 'write-tree'], { env: e, encoding: 'utf8' }).trim();
  rmSync(index, { force: true });
  return git(origin, ['commit-tree', tree, '-p', parent, '-m', message]);
}

/** The served origin: the snapshot's branches and tags, main moved to base, the pull request's head. */
function servedOrigin(snapshot, work) {
  const origin = join(work, 'origin.git');
  git(work, ['init', '-q', '--bare', origin]);
  writeFileSync(join(origin, 'objects', 'info', 'alternates'), `${join(snapshot, 'objects')}\n`);
  const refs = git(snapshot, ['for-each-ref', '--format=create %(refname) %(objectname)', 'refs/heads', 'refs/tags']);
  git(origin, ['update-ref', '--stdin'], refs + '\n');
  git(origin, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
  git(origin, ['config', 'uploadpack.allowFilter', 'true']);
  git(origin, ['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  const pr = onePackageCommit(snapshot);
  const gone = [...new Set([...lacking(snapshot, `${pr.sha}^`), ...lacking(snapshot, pr.sha)])];
  const base = without(origin, `${pr.sha}^`, gone, `${pr.sha}^`, 'the snapshot without the files whose blobs it lacks');
  const head = without(origin, pr.sha, gone, base, `the pull request ${pr.sha.slice(0, 12)}`);
  git(origin, ['update-ref', 'refs/heads/main', base]);
  git(origin, ['update-ref', 'refs/pull/1/head', head]);
  // Upload-pack's pack-objects, told that the history's few missing blobs are not an error.
  const hook = join(work, 'pack-objects-hook');
  writeFileSync(hook, '#!/bin/sh\nexec "$@" --missing=allow-any\n');
  chmodSync(hook, 0o755);
  return { origin, base, head, pr, gone, uploadPack: `git -c uploadpack.packObjectsHook=${hook} upload-pack` };
}

const packBytes = (repo) => {
  const dir = join(repo, '.git', 'objects', 'pack');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.pack'))
    .reduce((n, f) => n + statSync(join(dir, f)).size, 0);
};
const du = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

/** A fresh runner: actions/checkout's commands (full or blob-less and sparse), then fbc-bot's head fetch and review. */
function runner(work, o, cli, ensureCommits, partial) {
  const dir = join(work, partial ? 'partial' : 'full');
  const start = process.hrtime.bigint();
  git(work, ['init', '-q', dir]);
  git(dir, ['remote', 'add', 'origin', `file://${o.origin}`]);
  git(dir, ['config', 'remote.origin.uploadpack', o.uploadPack]);
  git(dir, [
    '-c',
    'protocol.version=2',
    'fetch',
    '--quiet',
    '--prune',
    '--no-recurse-submodules',
    partial ? '--filter=blob:none' : '--filter=blob:limit=8g',
    'origin',
    '+refs/heads/*:refs/remotes/origin/*',
    '+refs/tags/*:refs/tags/*',
  ]);
  if (partial) git(dir, ['sparse-checkout', 'set', '.github']);
  git(dir, ['checkout', '--quiet', '--force', '-B', 'main', 'refs/remotes/origin/main']);
  const checkout = Number(process.hrtime.bigint() - start) / 1e9;
  // fbc-bot's own fetch of a head the checkout lacks, as the Action's review runs it.
  ensureCommits(dir, [o.head], [], 1);
  const r = spawnSync(process.execPath, [cli, 'review', '--base', o.base, '--head', o.head, '--format', 'json'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0 && r.status !== 1 && r.status !== 3)
    throw new Error(
      `review on the ${partial ? 'partial' : 'full'} clone: exit ${r.status}: ${r.stderr.slice(0, 2000)}`,
    );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const review = JSON.parse(r.stdout);
  const out = { seconds, checkout, bytes: packBytes(dir), git: du(join(dir, '.git')), review };
  rmSync(dir, { recursive: true, force: true });
  return out;
}

export async function runPartialClone() {
  const snapshot = resolve(
    process.env.FBC_SNAPSHOT ?? '../.mirror/redhat-openshift-ecosystem+community-operators-prod/repo',
  );
  if (!existsSync(join(snapshot, 'objects'))) {
    console.log(
      `bench partial-clone: no git dir at ${snapshot} (set FBC_SNAPSHOT to community-operators-prod's); skipped`,
    );
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'fbc-bench-clone-'));
  try {
    await buildTo(join(work, 'dist'));
    const cli = join(work, 'dist', 'cli.js');
    await bundleEntry('src/git/fetch.ts', join(work, 'fetch.mjs'));
    const { ensureCommits } = await import(pathToFileURL(join(work, 'fetch.mjs')).href);
    // ensureCommits runs git in this process's environment: the bench's, as every other git call here.
    Object.assign(process.env, env);
    const o = servedOrigin(snapshot, work);
    console.log(
      `\nfresh runner: checkout + review of ${o.pr.pkg} (${o.pr.sha.slice(0, 12)}, ${o.pr.paths.length} path(s)), ` +
        `the snapshot served over file:// (${o.gone.length} file(s) whose blobs it lacks left out)`,
    );
    const full = runner(work, o, cli, ensureCommits, false);
    const partial = runner(work, o, cli, ensureCommits, true);
    const same = JSON.stringify(full.review.findings) === JSON.stringify(partial.review.findings);
    if (!same || full.review.verdict !== partial.review.verdict)
      throw new Error('the review of the partial clone differs from the full clone');
    console.log('clone                      fetched MB   .git MB   checkout s   checkout+review s');
    for (const [name, r] of [
      ['full history', full],
      ['blob:none, sparse .github', partial],
    ])
      console.log(
        `${name.padEnd(26)} ${(r.bytes / 2 ** 20).toFixed(1).padStart(10)}   ` +
          `${(r.git / 2 ** 20).toFixed(1).padStart(7)}   ${r.checkout.toFixed(1).padStart(10)}   ` +
          `${r.seconds.toFixed(1).padStart(17)}`,
      );
    console.log(
      `partial / full: ${((100 * partial.bytes) / full.bytes).toFixed(1)}% of the bytes, ` +
        `${((100 * partial.seconds) / full.seconds).toFixed(1)}% of the time; the same review (verdict ` +
        `${full.review.verdict}, ${full.review.findings.length} finding(s))`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
