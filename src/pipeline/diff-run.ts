// The diff run a front end (the CLI, an Action) starts: base and head catalogs paired by their
// path under each SOURCE, judged by base's configuration, with the optional cache across runs.
import { openFileCache, type FileCache } from '../cache/file-cache.js';
import { capFindings } from '../report/cap.js';
import { sortFindings } from '../model/finding.js';
import type { DiffResult } from '../diff/diff.js';
import { verdictOf, type Verdict } from '../model/verdict.js';
import type { CatalogSides, ComparedCatalog } from '../diff/incremental.js';
import { sourceCatalogs } from '../source/catalog-source.js';
import type { SourceCatalog } from '../source/source-catalog.js';
import { readConfig } from '../source/config-source.js';
import { configuredCatalogs } from '../source/configured-catalogs.js';
import type { ImageSources } from '../source/image-catalogs.js';
import { NoCatalogsError, SourceError } from '../source/source-error.js';
import { diffWithImages } from './diff-images.js';
import { publishedOf } from '../source/format-source.js';
import type { ImageAccess } from './image-answers.js';
import type { Config } from '../config/config.js';
import type { Finding } from '../model/finding.js';
import { changedPaths } from '../git/changed-paths.js';
import { gitSourceRef } from '../source/git-source-ref.js';
import { GitError, resolveCommit } from '../git/git.js';
import { TEMPLATE_READERS } from '../templates/readers.js';
import { templateChangeFindings } from './template-drift.js';

/** What a diff and a review are both asked: base → head in a repository, judged by base's configuration. */
export interface ChangeRequest {
  /** A SOURCE for the diff (a directory, git:REV:PATH), a revision for the review. */
  readonly base: string;
  readonly head: string;
  readonly repo?: string | undefined;
  readonly config?: string | undefined;
  /** --check-images (the Action's check-images): the registry lookup, made from base's policy (absent: offline). */
  readonly images?: ImageAccess | undefined;
}

export interface DiffRequest extends ChangeRequest {
  readonly catalogs?: string | undefined;
  /** A directory for the cache across runs. */
  readonly cacheDir?: string | undefined;
  /** Identifies the running code: cached results of other code are not reused. */
  readonly build: string;
  /** The run's image sources, read (an `image:` --base or --head must be among them). */
  readonly imageSources?: ImageSources | undefined;
  /** The configuration `config` (or base's repository) holds, when the caller has read it already: not read again. */
  readonly loadedConfig?: Config | undefined;
  /** --strict: errors base already had fail the change too (verdictOf). */
  readonly strict?: boolean;
  /** Hears what is worth a word but does not change the verdict (an unusable cache). */
  readonly warn: (message: string) => void;
}

export interface DiffRun {
  readonly result: DiffResult;
  readonly verdict: Verdict;
  /** What was compared, per catalog pair: the summary names it. */
  readonly compared: readonly ComparedCatalog[];
}

export function pairs(base: readonly SourceCatalog[], head: readonly SourceCatalog[]): CatalogSides[] {
  const b = new Map(base.map((c) => [c.key, c]));
  const h = new Map(head.map((c) => [c.key, c]));
  return [...new Set([...h.keys(), ...b.keys()])].sort().map((key) => {
    const x = b.get(key);
    const y = h.get(key);
    return { catalog: (y ?? x)!.catalog, ...(x ? { base: x.list() } : {}), ...(y ? { head: y.list() } : {}) };
  });
}

export async function runDiff(req: DiffRequest): Promise<DiffRun> {
  // Both sides are judged by base's configuration: a change must not loosen its own policy.
  const config = req.loadedConfig ?? readConfig(req.config, req.base, req.repo);
  // Without --catalogs, the configuration's `catalogs` say where the catalogs are.
  const side = (source: string): SourceCatalog[] =>
    (req.catalogs === undefined ? configuredCatalogs(source, config.catalogs, req.repo, true) : undefined) ??
    sourceCatalogs(source, req.catalogs, req.repo, true, req.imageSources);
  const base = side(req.base);
  const head = side(req.head);
  if (base.length + head.length === 0) {
    const named =
      req.catalogs === undefined
        ? `the configured catalogs (${config.catalogs?.join(', ')})`
        : `--catalogs '${req.catalogs}'`;
    throw new NoCatalogsError(`${named} match no directory in either side`);
  }
  const sides = pairs(base, head);
  const cache: FileCache | undefined =
    req.cacheDir === undefined ? undefined : openFileCache(req.cacheDir, req.build, req.warn);
  const published = publishedOf(req.base, req.repo);
  const { compared, ...result } = await diffWithImages(sides, { config, cache, published }, req.images);
  const templates = gitTemplateFindings(req, config);
  return { ...finish(req, { ...result, findings: [...result.findings, ...templates] }, cache), compared };
}

/**
 * The template findings when both sides are `git:` sources of the repository: its mapping and
 * templates are read at each side's commit, whatever catalog path the sources name.
 */
function gitTemplateFindings(req: DiffRequest, config: Config): Finding[] {
  const [b, h] = [gitSourceRef(req.base), gitSourceRef(req.head)];
  if (!b || !h) return [];
  const repo = req.repo ?? process.cwd();
  try {
    const [base, head] = [resolveCommit(repo, b.rev), resolveCommit(repo, h.rev)];
    return templateChangeFindings(
      repo,
      base,
      head,
      changedPaths(repo, base, head),
      config,
      TEMPLATE_READERS,
      req.config,
    );
  } catch (e) {
    // As review says it: a template git cannot read (a partial clone's remote refusing a blob) is the sources' error.
    throw e instanceof GitError
      ? new SourceError(`cannot diff ${req.base}..${req.head}: ${e.message}`, { cause: e })
      : e;
  }
}

function finish(req: DiffRequest, result: DiffResult, cache: FileCache | undefined): Omit<DiffRun, 'compared'> {
  try {
    cache?.save();
  } catch (e) {
    // The cache only saves time: failing to write it is worth a word, not a failed review.
    req.warn(`cannot write the cache in ${req.cacheDir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const findings = sortFindings(capFindings(result.findings));
  return { result: { ...result, findings }, verdict: verdictOf(findings, req.strict ?? false) };
}
