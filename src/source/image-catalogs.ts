// Catalogs in a catalog image (`image:<pull spec>`), as `opm render` accepts one: the files under
// the configs directory its label names, read over the registry API before the run (no daemon),
// then handed to the loader exactly as a directory's would be (walk order, .indexignore). A
// catalog's path in reports is `image:<pull spec>:<configs dir>`, so `file:line` says the file
// is inside the image, as `git:<rev>:<path>` says it is inside a commit.
import { gitBlobId, type ListedFile } from '../catalog/listing.js';
import { globSegments, segmentsMatchAt } from '../catalog/gomatch.js';
import { comparePaths } from '../catalog/load.js';
import { compareWalkOrder, selectEntries } from '../catalog/select.js';
import { isFile, type SourceEntry, type SourceProblem } from '../catalog/types.js';
import type { Client } from '../registry/options.js';
import { readCatalogImage, type CatalogImage } from '../registry/catalog-image.js';
import { RegistryFailure } from '../registry/failure.js';
import type { SourceCatalog } from './source-catalog.js';
import { NoCatalogsError, SourceError } from './source-error.js';

const PREFIX = 'image:';

export const isImageSource = (source: string): boolean => source.startsWith(PREFIX);

/** The image sources of a run, read: by SOURCE as written. */
export type ImageSources = ReadonlyMap<string, CatalogImage>;

function pullSpec(source: string): string {
  const ref = source.slice(PREFIX.length);
  if (ref === '') throw new SourceError(`an image source is image:<pull spec>, not "${source}"`);
  return ref;
}

/** Every image source among `sources`, read once each; a failure is the run's (exit 2), naming the source. */
export async function readImageSources(sources: readonly string[], client: Client): Promise<Map<string, CatalogImage>> {
  const out = new Map<string, CatalogImage>();
  for (const source of new Set(sources.filter(isImageSource))) {
    const ref = pullSpec(source);
    try {
      out.set(source, await readCatalogImage(client, ref));
    } catch (e) {
      const why = e instanceof RegistryFailure ? e.detail : e instanceof Error ? e.message : String(e);
      throw new SourceError(`cannot read ${source}: ${why}`);
    }
  }
  return out;
}

/** The directories the files lie in, every ancestor included ('' not). */
function directories(paths: Iterable<string>): string[] {
  const dirs = new Set<string>();
  for (const p of paths) for (let i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1)) dirs.add(p.slice(0, i));
  return [...dirs];
}

/** The files under `dir` ('' for all), keyed relative to it, in opm's walk order. */
function under(files: ReadonlyMap<string, Uint8Array>, dir: string): [string, Uint8Array][] {
  const prefix = dir === '' ? '' : `${dir}/`;
  return [...files]
    .filter(([p]) => p.startsWith(prefix))
    .map(([p, c]): [string, Uint8Array] => [p.slice(prefix.length), c])
    .sort(([a], [b]) => compareWalkOrder(a, b));
}

function entries(files: readonly [string, Uint8Array][]): Iterable<SourceEntry> {
  return selectEntries(
    files.map(([rel, data]) => ({ rel, data })),
    (e) => ({ path: e.rel, data: e.data, reread: () => e.data }),
  );
}

/** A catalog image's configs as the loader takes a directory's files. */
export const catalogEntries = (files: ReadonlyMap<string, Uint8Array>): Iterable<SourceEntry> =>
  entries(under(files, ''));

/**
 * The catalogs of an image source already read: the configs directory itself, or each
 * directory under it a --catalogs glob matches (`allowNone`: one side of a diff may have none).
 */
export function imageCatalogs(
  source: string,
  images: ImageSources | undefined,
  glob: string | undefined,
  allowNone: boolean,
): SourceCatalog[] {
  const image = images?.get(source);
  if (!image) throw new SourceError(`${source} was not read from its registry before the run`);
  let dirs = [''];
  if (glob !== undefined) {
    const segs = globSegments(glob);
    dirs = directories(image.files.keys())
      .filter((d) => d.split('/').length === segs.length && segmentsMatchAt(segs, d.split('/')))
      .sort(comparePaths);
    if (dirs.length === 0 && !allowNone)
      throw new NoCatalogsError(`--catalogs '${glob}' matches no directory under ${source}`);
  }
  const root = `${source}:${image.configsDir}`;
  return dirs.map((dir) => {
    const catalog = dir === '' ? root : `${root.endsWith('/') ? root : `${root}/`}${dir}`;
    return {
      catalog,
      key: dir,
      read: () => ({ catalog, entries: entries(under(image.files, dir)) }),
      list: () => {
        const files = under(image.files, dir);
        const byId = new Map<string, Uint8Array>();
        const listed = [...entries(files)].map((e): ListedFile | SourceProblem => {
          if (!isFile(e)) return e;
          const id = gitBlobId(e.data);
          byId.set(id, e.data);
          return { path: e.path, id };
        });
        return { files: listed, read: (ids) => new Map(ids.map((id) => [id, byId.get(id)!])) };
      },
    };
  });
}
