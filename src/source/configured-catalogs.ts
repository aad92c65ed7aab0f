// The catalogs of .github/fbc-bot.yaml's `catalogs` (globs from the repository root) under a
// SOURCE, for validate and diff without --catalogs: a glob reaching below SOURCE's path is
// matched under it; a SOURCE inside a configured catalog is one catalog, as it always was.
import { relative, resolve } from 'node:path';
import { globSegments, goMatch } from '../catalog/gomatch.js';
import { sourceCatalogs } from './catalog-source.js';
import { gitSourceRef } from './git-source-ref.js';
import type { SourceCatalog } from './source-catalog.js';
import { isImageSource } from './image-catalogs.js';
import { reportBase, toPosix } from './dir-catalogs.js';
import { NoCatalogsError } from './source-error.js';

/** SOURCE's path from the repository root, as segments; undefined when it lies outside. */
function sourceParts(source: string, repo: string | undefined): string[] | undefined {
  if (isImageSource(source)) return undefined;
  const ref = gitSourceRef(source);
  if (ref) return globSegments(ref.path);
  const dir = resolve(repo ?? '.', source);
  const rel = toPosix(relative(reportBase(dir), dir));
  return rel.startsWith('..') || rel.startsWith('/') ? undefined : globSegments(rel);
}

/** The configured globs relative to SOURCE; 'self' when SOURCE is (inside) a catalog. */
export function globsUnder(globs: readonly string[], parts: readonly string[]): string[] | 'self' {
  const under: string[] = [];
  for (const glob of globs) {
    const segs = globSegments(glob);
    const n = Math.min(segs.length, parts.length);
    if (!segs.slice(0, n).every((s, i) => goMatch(s, parts[i]!))) continue;
    if (segs.length <= parts.length) return 'self';
    under.push(segs.slice(parts.length).join('/'));
  }
  return under;
}

/**
 * SOURCE's catalogs by the configured globs; undefined when none applies to SOURCE (it is then
 * one catalog). `allowNone`: one side of a diff may have none.
 */
export function configuredCatalogs(
  source: string,
  globs: readonly string[] | undefined,
  repo: string | undefined,
  allowNone = false,
): SourceCatalog[] | undefined {
  const parts = globs === undefined ? undefined : sourceParts(source, repo);
  if (globs === undefined || parts === undefined) return undefined;
  const under = globsUnder(globs, parts);
  if (under === 'self' || under.length === 0) return undefined;
  const found = catalogsByGlobs(source, under, repo);
  if (found.length === 0 && !allowNone)
    throw new NoCatalogsError(`the configured catalogs (${globs.join(', ')}) match no directory under ${source}`);
  return found;
}

/** The catalogs any of `globs` (relative to SOURCE) matches, each once, in glob order; none is no error. */
export function catalogsByGlobs(source: string, globs: readonly string[], repo: string | undefined): SourceCatalog[] {
  const byKey = new Map<string, SourceCatalog>();
  for (const glob of globs)
    for (const c of sourceCatalogs(source, glob, repo, true)) if (!byKey.has(c.key)) byKey.set(c.key, c);
  return [...byKey.values()];
}
