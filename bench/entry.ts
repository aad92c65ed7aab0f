// The benchmark's view of the engine: the same paths the CLI takes for one directory.
import { readCatalogDir } from '../src/source/fs-source.js';
import { packageGraph } from '../src/graph/graph-json.js';
import { renderMermaid } from '../src/graph/graph-mermaid.js';
import { resolve } from '../src/graph/resolve-install.js';
import { packageViews } from '../src/graph/view.js';
import { main } from '../src/cli/main.js';
import { sourceCatalogs } from '../src/source/catalog-source.js';
import { readGitCatalog } from '../src/git/git-source.js';
import { validateCatalog } from '../src/rules/validate.js';
import { crdDiff } from '../src/crd/diff-edges.js';
import { packageView } from '../src/graph/view.js';

const load = (dir: string) => validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries });

export function validateDirectory(dir: string): number {
  return load(dir).findings.length;
}

/** `fbc-bot graph` (JSON) and `graph --format mermaid` for every package. */
export function graphDirectory(dir: string): number {
  const r = load(dir);
  const graphs = packageViews(r.model, r.deprecated).map((v) => packageGraph(v));
  return JSON.stringify({ packages: graphs }).length + renderMermaid(graphs).length;
}

/** `fbc-bot resolve` for every package: a fresh install and every bundle as the installed one. */
export function resolveDirectory(dir: string): number {
  const r = load(dir);
  let n = 0;
  for (const view of packageViews(r.model, r.deprecated)) {
    n += resolve(view, { channels: [] }).v1.candidates.length;
    for (const [name, version] of view.versions)
      n += resolve(view, { channels: [], installed: { name, version, versionText: '' } }).v1.candidates.length;
  }
  return n;
}

/** Listing both trees of the diff benchmark, as the diff does (one `git ls-tree` per catalog). */
export function listTrees(repo: string, base: string, head: string): number {
  return [base, head]
    .flatMap((c) => sourceCatalogs(`git:${c}:`, 'catalogs/*', repo))
    .reduce((n, c) => n + c.list().files.length, 0);
}

/** Validating one package's files on both sides, read from git. */
export function validatePackage(repo: string, base: string, head: string, dir: string): number {
  return [base, head].reduce(
    (n, c) => n + validateCatalog({ catalog: dir, entries: readGitCatalog(repo, c, dir) }).findings.length,
    0,
  );
}

/** `fbc-bot diff` of the two commits over every catalog, optionally with a cache directory. */
export async function diffCommits(repo: string, base: string, head: string, cache?: string): Promise<number> {
  let out = 0;
  const argv = [
    'diff',
    '--repo',
    repo,
    '--catalogs',
    'catalogs/*',
    '--format',
    'json',
    '--base',
    `git:${base}:`,
    '--head',
    `git:${head}:`,
    ...(cache ? ['--cache', cache] : []),
  ];
  const code = await main(argv, { out: (s) => (out += s.length), err: (s) => process.stderr.write(s) });
  if (code === 2) throw new Error('diff failed');
  return out;
}

/**
 * The CRD upgrade check of every edge of every channel, each package as new (the catalog validated once, outside the
 * timing).
 */
export function crdChecker(dir: string): () => number {
  const r = load(dir);
  return () =>
    [...r.model.packages.values()].reduce(
      (n, m) => n + crdDiff(undefined, { view: packageView(m, r.deprecated.get(m.name)), model: m }).head.length,
      0,
    );
}
