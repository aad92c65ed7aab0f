// Where a changed path belongs: a package's files in a catalog, a package's owners file, or
// anything else (maintainers only). One owners file covers its package in every catalog.
import { globSegments, segmentsMatchAt } from '../catalog/gomatch.js';
import type { OwnersSource } from '../config/ownership-settings.js';

export interface Layout {
  /** Catalog roots (Go filepath.Match per segment). */
  readonly catalogs: readonly string[];
  readonly source: OwnersSource;
  /** ci-yaml: each package's file, `{package}` standing for its name; codeowners: the file, when fixed. */
  readonly ownersPath?: string;
  readonly maintainers: readonly string[];
  /** Each directory under a catalog root holds one package, not necessarily named for it (placement.ts). */
  readonly packageDirectories: boolean;
  /** Files holding ownership data that belong to no package (the bot's configuration, the maintainers' list). */
  readonly configFiles: readonly string[];
}

export type PathRole =
  | { readonly kind: 'catalog'; readonly catalog: string; readonly package: string; readonly ownership: boolean }
  | { readonly kind: 'owners'; readonly package: string }
  | { readonly kind: 'package'; readonly package: string; readonly ownership: false }
  | { readonly kind: 'other'; readonly ownership: boolean };

/** GitHub reads the first of these that exists. */
export const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'] as const;

const PROW_FILES = new Set(['OWNERS', 'OWNERS_ALIASES']);
const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The package a ci-yaml template path names, if `path` is one. */
export function templatePackage(template: string, path: string): string | undefined {
  const [before, after] = template.split('{package}') as [string, string];
  if (!path.startsWith(before) || !path.endsWith(after) || path.length <= before.length + after.length)
    return undefined;
  const name = path.slice(before.length, path.length - after.length);
  return name.includes('/') ? undefined : name;
}

/**
 * The package whose directory holds `path`, when the ci-yaml template puts each owners file in a
 * directory of its own (`operators/{package}/ci.yaml`): in the community layout that directory
 * also holds the package's bundle sources, which its owners change in every release.
 */
function packageDirOf(template: string, path: string): string | undefined {
  const at = template.indexOf('{package}/');
  if (at < 0 || (at > 0 && template[at - 1] !== '/')) return undefined;
  const before = template.slice(0, at);
  if (!path.startsWith(before)) return undefined;
  const rest = path.slice(before.length);
  const slash = rest.indexOf('/');
  return slash > 0 && slash < rest.length - 1 ? rest.slice(0, slash) : undefined;
}

export const ownersFileOf = (template: string, pkg: string): string => template.replace('{package}', pkg);

/** The catalog root and package directory `path` lies in, if it lies in one. */
export function catalogOf(globs: readonly string[], path: string): { catalog: string; package: string } | undefined {
  const parts = path.split('/');
  for (const glob of globs) {
    const segs = globSegments(glob);
    // A file directly in a catalog root belongs to no package directory.
    if (parts.length > segs.length + 1 && segmentsMatchAt(segs, parts))
      return { catalog: parts.slice(0, segs.length).join('/'), package: parts[segs.length]! };
  }
  return undefined;
}

/** The catalog roots `path` lies under (a file directly in a root included). */
export function catalogRootsOf(globs: readonly string[], path: string): string[] {
  const parts = path.split('/');
  const roots = new Set<string>();
  for (const glob of globs) {
    const segs = globSegments(glob);
    if (parts.length > segs.length && segmentsMatchAt(segs, parts)) roots.add(parts.slice(0, segs.length).join('/'));
  }
  return [...roots];
}

function holdsOwnership(layout: Layout, path: string): boolean {
  if (layout.configFiles.includes(path)) return true;
  if (layout.source === 'owners-files') return PROW_FILES.has(baseName(path));
  if (layout.source === 'codeowners')
    return layout.ownersPath !== undefined
      ? path === layout.ownersPath
      : (CODEOWNERS_PATHS as readonly string[]).includes(path);
  return false;
}

export function classify(layout: Layout, path: string): PathRole {
  const inCatalog = catalogOf(layout.catalogs, path);
  if (inCatalog) return { kind: 'catalog', ...inCatalog, ownership: holdsOwnership(layout, path) };
  if (layout.source === 'ci-yaml' && layout.ownersPath !== undefined) {
    const pkg = templatePackage(layout.ownersPath, path);
    if (pkg !== undefined) return { kind: 'owners', package: pkg };
    const dir = packageDirOf(layout.ownersPath, path);
    if (dir !== undefined && !holdsOwnership(layout, path)) return { kind: 'package', package: dir, ownership: false };
  }
  return { kind: 'other', ownership: holdsOwnership(layout, path) };
}
