// `publish-image`: each catalog of SOURCE built into a catalog image on a base image (every
// platform of it) and pushed to a repository, tagged per catalog (and per commit for a git
// source) once it reads back as a cluster would read it. The front end (the CLI; the Action later)
// renders the result; a bench can call publishImages with its own client.
import { parseImageRef } from '../rules/imageref.js';
import { readConfig } from '../source/config-source.js';
import { join, posix } from 'node:path';
import { sourceCatalogs } from '../source/catalog-source.js';
import { gitSourceRef } from '../source/git-source-ref.js';
import { isImageSource } from '../source/image-catalogs.js';
import { SourceError } from '../source/source-error.js';
import { GitError, resolveCommit } from '../git/git.js';
import { commitTime } from '../git/commit-time.js';
import type { Client } from '../registry/options.js';
import { target } from '../registry/endpoint.js';
import { readBaseImage } from '../registry/base-image.js';
import {
  buildLayer,
  catalogContent,
  checkCatalog,
  creationTime,
  directoryName,
  filesFingerprint,
  type BuiltLayer,
  type CatalogContent,
} from './publish-image-build.js';
import type { SourceCatalog } from '../source/source-catalog.js';
import type { Config } from '../config/config.js';
import { RegistryFailure } from '../registry/failure.js';
import { pushBaseLayers, pushCatalogImage, tagImage, type PushContext, type PushStats } from './publish-image-push.js';
import { prefetchBaseLayer, readBack, type BaseLayers } from './publish-image-readback.js';
import { platformName } from '../registry/catalog-image.js';
import type { PublishedShown, PublishShown } from '../report/publish-image-summary.js';
import {
  checkDistinctTags,
  checkTemplates,
  DEFAULT_COMMIT_TAGS,
  DEFAULT_TAGS,
  expandTags,
} from './publish-image-tags.js';

export interface PublishRequest {
  readonly source: string;
  /** --catalogs: each matching directory under SOURCE is a catalog; without it SOURCE is one. */
  readonly catalogs?: string | undefined;
  /**
   * Instead of --catalogs: these directories under SOURCE, each one catalog (the Action's changed catalogs, as
   * mode plan computes them).
   */
  readonly only?: readonly string[] | undefined;
  readonly repo?: string | undefined;
  readonly config?: string | undefined;
  /** The configuration `config` (or SOURCE's repository) holds, when the caller has read it already: not read again. */
  readonly loadedConfig?: Config | undefined;
  readonly baseImage: string;
  /** The repository pushed to, host/path without a tag. */
  readonly to: string;
  /** Tag templates; default DEFAULT_TAGS (DEFAULT_COMMIT_TAGS for a git source). */
  readonly tags?: readonly string[] | undefined;
  /** SOURCE_DATE_EPOCH is read from it. */
  readonly env?: NodeJS.ProcessEnv;
}

/** A catalog as the job summary shows it, and its digest. */
export interface PublishedCatalog extends PublishedShown {
  /** The index's digest (the manifest's, for a single-platform base). */
  readonly digest: string;
}

export interface PublishRun {
  readonly catalogs: readonly PublishedCatalog[];
  readonly base: NonNullable<PublishShown['base']>;
  readonly stats: PushStats;
  /** The catalog whose push a registry refused or failed, and why: the run stopped there, untagged. */
  readonly failure?: PublishShown['failure'];
}

/** The repository pushed to: a reference without tag or digest. */
function repositoryOf(to: string): string {
  const parsed = parseImageRef(to);
  if (!parsed || parsed.tag !== undefined || parsed.digest !== undefined)
    throw new SourceError(`--to ${to}: not a repository (host/path, without a tag or digest)`);
  return parsed.name;
}

/** SOURCE's directory `dir` as a source of its own. */
function within(source: string, dir: string): string {
  const ref = gitSourceRef(source);
  if (ref) {
    return `git:${ref.rev}:${ref.path === '.' ? dir : posix.join(ref.path, dir)}`;
  }
  if (isImageSource(source)) throw new SourceError(`${source}: an image source is published whole, not by directory`);
  return join(source, dir);
}

function sourceCommit(source: string, repo: string | undefined): { commit: string; seconds: number } | undefined {
  const ref = gitSourceRef(source);
  if (!ref) return undefined;
  try {
    const commit = resolveCommit(repo ?? process.cwd(), ref.rev);
    return { commit, seconds: commitTime(repo ?? process.cwd(), commit) };
  } catch (e) {
    throw e instanceof GitError ? new SourceError(`cannot read ${source}: ${e.message}`) : e;
  }
}

/**
 * Publishes every catalog, one after the other, each fully pushed and tagged before the next is
 * read. Throws SourceError for what cannot be read or built, RegistryFailure when the base cannot
 * be read; a registry refusing or failing a catalog's push stops the run there (`failure`): the
 * catalogs before it stay published and tagged, nothing of it is tagged.
 */
export async function publishImages(req: PublishRequest, client: Client): Promise<PublishRun> {
  const repository = repositoryOf(req.to);
  const commit = sourceCommit(req.source, req.repo);
  const templates = req.tags ?? (commit ? DEFAULT_COMMIT_TAGS : DEFAULT_TAGS);
  checkTemplates(templates, commit !== undefined);
  const created = creationTime(commit?.seconds, req.env ?? {});
  const config = req.loadedConfig ?? readConfig(req.config, req.source, req.repo);
  const catalogs =
    req.only === undefined
      ? sourceCatalogs(req.source, req.catalogs, req.repo)
      : req.only.flatMap((dir) => sourceCatalogs(within(req.source, dir), undefined, req.repo));
  const layers = new Layers(catalogs, req.source, req.repo);
  // The first layer is compressed, on its worker, while the catalogs are validated.
  layers.start(0);
  try {
    // Every catalog is checked, and its tags made, before anything is pushed: one invalid catalog
    // or tag publishes none.
    const planned = catalogs.map((c) => {
      const validated = checkCatalog(c, config);
      return {
        c,
        validated,
        tags: expandTags(templates, { catalog: directoryName(c, req.source, req.repo), commit: commit?.commit }),
      };
    });
    checkDistinctTags(planned.map(({ c, tags }) => ({ catalog: c.catalog, tags })));
    const base = await readBaseImage(client, req.baseImage);
    const ctx: PushContext = {
      client,
      to: target(repository),
      base,
      stats: { uploaded: 0, uploadedBytes: 0, mounted: 0, present: 0 },
      blobs: new Map(),
      copies: { running: 0, waiting: [] },
    };
    const baseLayers: BaseLayers = {
      digests: new Set(base.platforms.flatMap((p) => p.layers.map((l) => l.digest))),
      reads: new Map(),
    };
    const out: PublishedCatalog[] = [];
    const run = (failure?: PublishRun['failure']): PublishRun => ({
      catalogs: out,
      base: { ref: req.baseImage, digest: base.digest },
      stats: ctx.stats,
      ...(failure ? { failure } : {}),
    });
    for (const [k, { c, tags, validated }] of planned.entries()) {
      const built = layers.build(k);
      // The next catalog's layer is compressed while this one is pushed and read back.
      layers.start(k + 1);
      try {
        out.push(await publishOne(ctx, built, created, tags, config, validated, baseLayers));
      } catch (e) {
        if (e instanceof RegistryFailure) return run({ catalog: c.catalog, detail: e.detail });
        throw e;
      }
    }
    return run();
  } finally {
    // A build the run no longer needs (it failed, or the last catalog was pushed) stops here.
    layers.abandon();
  }
}

/**
 * Each catalog's files and layer, built once when first asked for: a file the source cannot read
 * is the build's failure, said when the run comes to the catalog (after every catalog validated).
 */
class Layers {
  private readonly builds: Promise<{ content: CatalogContent; layer: BuiltLayer }>[] = [];
  private readonly abandoned = new AbortController();
  constructor(
    private readonly catalogs: readonly SourceCatalog[],
    private readonly source: string,
    private readonly repo: string | undefined,
  ) {}

  /** Starts the k-th catalog's build, if there is a k-th catalog. */
  start(k: number): void {
    if (k < this.catalogs.length) this.build(k);
  }

  build(k: number): Promise<{ content: CatalogContent; layer: BuiltLayer }> {
    const c = this.catalogs[k]!;
    let build = this.builds[k];
    if (build === undefined) {
      build = (async () => {
        const content = catalogContent(c, this.source, this.repo);
        return { content, layer: await buildLayer(content, this.abandoned.signal) };
      })();
      // Awaited when the run comes to it; a run that stops before then leaves it unsaid.
      build.catch(() => undefined);
      this.builds[k] = build;
    }
    return build;
  }

  /** Stops the builds still under way: the run ended (done, or failed) without needing them. */
  abandon(): void {
    this.abandoned.abort(new Error('the publish run ended'));
  }
}

/** One catalog pushed, read back and, when it reads back equal, tagged. */
async function publishOne(
  ctx: PushContext,
  built: Promise<{ content: CatalogContent; layer: BuiltLayer }>,
  created: number,
  tags: readonly string[],
  config: Config,
  validated: string,
  baseLayers: BaseLayers,
): Promise<PublishedCatalog> {
  // The base's layers go up, and are read back, while the catalog's layer is compressed: their
  // failure is the push's, said when it awaits them.
  for (const push of pushBaseLayers(ctx, (layer) => prefetchBaseLayer(ctx.client, ctx.to, layer, baseLayers)))
    push.catch(() => undefined);
  const { content, layer } = await built;
  const pushed = await pushCatalogImage(ctx, layer, content.name, created);
  const pullSpec = `${ctx.to.registry}/${ctx.to.repository}@${pushed.digest}`;
  const platforms = pushed.platforms.map((p) => p.platform);
  // What reads back equal to these files needs no second validation when they are the files validated before.
  const proven = filesFingerprint(content.files) === validated;
  const verdict = await readBack(ctx.client, pullSpec, platforms, content, config, proven, baseLayers);
  // An image that does not read back as the catalog is left untagged: no tag names it.
  if (verdict === 'ok') await tagImage(ctx.client, ctx.to, pushed, tags);
  return {
    catalog: content.catalog,
    digest: pushed.digest,
    pullSpec,
    platforms: platforms.map(platformName),
    tags: verdict === 'ok' ? tags : [],
    readBack: verdict,
  };
}
