// Catalog sources: a SOURCE is a directory, a git tree `git:<rev>:<path>` read from the
// repository (--repo, or the working directory) without a checkout, or a catalog image
// `image:<pull spec>` (read from its registry before the run). Paths in reports are relative to
// the repository root (git sources, or directories inside a work tree) or to the working
// directory; an image's are prefixed with the image and its configs directory.
import { resolve } from 'node:path';
import { dirCatalogs } from './dir-catalogs.js';
import { gitCatalogs } from './git-catalogs.js';
import { gitSourceRef } from './git-source-ref.js';
import { imageCatalogs, isImageSource, type ImageSources } from './image-catalogs.js';
import type { SourceCatalog } from './source-catalog.js';

/**
 * The catalogs SOURCE names (itself, or each --catalogs match), not yet read. With `allowNone`
 * (one side of a diff) a glob may match nothing: the catalogs are all new, or all gone.
 * `images`: the run's image sources, read.
 */
export function sourceCatalogs(
  source: string,
  glob: string | undefined,
  repo: string | undefined,
  allowNone = false,
  images?: ImageSources,
): SourceCatalog[] {
  if (isImageSource(source)) return imageCatalogs(source, images, glob, allowNone);
  const ref = gitSourceRef(source);
  if (ref) return gitCatalogs(source, ref, repo ?? process.cwd(), glob, allowNone);
  return dirCatalogs(repo === undefined ? source : resolve(repo, source), glob, allowNone);
}
