// One package per directory: where a repository keeps each package in a directory of its own
// (`packageDirectories`), documents a change adds to a directory that holds another package in
// base, or of a package that lives in another directory, are an error, so the change is refused
// whoever approves it. A directory need not be named for its package (konflux/ may hold
// konflux-operator), and a new package in a new directory is no misplacement. One finding per
// catalog, directory and package, at the first document added there; introduced when the change
// adds more such documents than it removes (a misplaced document base already had, edited or
// moved within the directory, is not).
import type { Finding } from '../model/finding.js';
import { finalize, type Draft } from '../model/draft.js';
import { overridesFor, type Severities } from '../model/severities.js';
import type { CatalogDocumentChange } from './documents.js';
import type { PackageHomes } from './homes.js';

interface Group {
  readonly catalog: string;
  readonly dir: string;
  readonly package: string;
  added: number;
  removed: number;
  first?: { readonly file: string; readonly line: number; readonly column: number };
}

/**
 * Whether a document of `pkg` added to directory `dir` of `catalog` is misplaced: the directory
 * holds another package in base and still does in head, or the package lives in another directory
 * in base and still does in head. A directory renamed, or a package renamed in its directory, as
 * a whole is no misplacement.
 */
function misplaced(base: PackageHomes, head: PackageHomes, catalog: string, dir: string, pkg: string): boolean {
  const held = base.held(catalog, dir);
  const others = (names: Iterable<string>, self: string): boolean => [...names].some((n) => n !== self);
  if (held.size > 0 && !held.has(pkg) && others(head.held(catalog, dir), pkg)) return true;
  const dirs = base.homes(catalog, pkg);
  return dirs.size > 0 && !dirs.has(dir) && others(head.homes(catalog, pkg).keys(), dir);
}

function groups(changes: readonly CatalogDocumentChange[], homes: PackageHomes, headHomes: PackageHomes): Group[] {
  const out = new Map<string, Group>();
  for (const { catalog, file, change } of changes) {
    const slash = file.indexOf('/');
    if (slash < 0) continue; // directly in the catalog root: no package directory
    const dir = file.slice(0, slash);
    for (const pkg of change.document.packages) {
      if (!misplaced(homes, headHomes, catalog, dir, pkg)) continue;
      const k = JSON.stringify([catalog, dir, pkg]);
      let g = out.get(k);
      if (!g) out.set(k, (g = { catalog, dir, package: pkg, added: 0, removed: 0 }));
      if (change.side === 'base') g.removed++;
      else {
        g.added++;
        g.first ??= { file, line: change.document.line, column: change.document.column };
      }
    }
  }
  return [...out.values()];
}

const quoted = (names: Iterable<string>): string => [...names].map((n) => `"${n}"`).join(', ');
const heldBy = (held: ReadonlySet<string>): string => (held.size === 0 ? 'holds no package' : `holds ${quoted(held)}`);
const where = (dirs: ReadonlyMap<string, string>): string =>
  dirs.size === 0 ? '' : `; the package is in ${quoted([...dirs.keys()].map((d) => `${d}/`))}`;

/** The misplaced documents a change adds, per catalog, directory and package. */
export function placementFindings(
  changes: readonly CatalogDocumentChange[],
  homes: PackageHomes,
  headHomes: PackageHomes,
  overrides: Severities,
): Finding[] {
  const out: Finding[] = [];
  for (const g of groups(changes, homes, headHomes)) {
    if (g.first === undefined) continue;
    const draft: Draft = {
      rule: 'package-directory-mismatch',
      package: g.package,
      message:
        `${g.added === 1 ? 'a document' : `${g.added} documents`} of package "${g.package}" added or changed ` +
        `in the directory "${g.dir}/" (the first here), which ${heldBy(homes.held(g.catalog, g.dir))} in ` +
        `base: this repository keeps each package in a directory of its own (packageDirectories)` +
        `${where(homes.homes(g.catalog, g.package))}`,
      at: g.first,
    };
    for (const f of finalize(
      [draft],
      g.catalog,
      g.catalog === '' ? '' : `${g.catalog}/`,
      overridesFor(overrides, g.catalog),
    ))
      out.push({ ...f, introduced: g.added > g.removed });
  }
  return out;
}
