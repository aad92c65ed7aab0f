// The packages a change touches and who owns them, from the base revision: changed paths sorted
// into packages (catalog files and owners files), the packages of every changed document wherever
// it sits (by the directories that hold them in base), paths outside them, and changes to
// ownership data; each package's owner sets read through the configured owners source.
import { ciYamlOwners } from '../ownership/ci-yaml.js';
import { codeOwnersOf, parseCodeowners } from '../ownership/codeowners.js';
import type { ConfigChange } from '../ownership/ownership-findings.js';
import type { PackageInput } from '../ownership/ownership-decision.js';
import { classify, CODEOWNERS_PATHS, ownersFileOf, type Layout } from '../ownership/layout.js';
import { noOwners, type OwnerSet } from '../ownership/owner-set.js';
import { ALIASES_FILE, ownersCandidates, parseAliases, prowOwners } from '../ownership/owners-files.js';
import { readBaseFiles, type BaseFile } from './base-files.js';
import type { PackageHomes } from '../ownership/homes.js';
import type { CatalogDocumentChange } from '../ownership/documents.js';
import type { CiYamlFiles } from './ci-yaml-files.js';

export interface Touched {
  readonly packages: PackageInput[];
  readonly others: string[];
  readonly configChanges: ConfigChange[];
}

interface Group {
  readonly catalogs: Set<string>;
  readonly paths: string[];
}

// A document may name any string as its package: only a plain path segment can have an owners
// file or a directory of its own (nothing of "../x" is looked up, even in base).
const ownable = (pkg: string): boolean => pkg !== '' && pkg !== '.' && pkg !== '..' && !/[/\\\0]/.test(pkg);

/** Each changed path's owner set, by the layout's source, read from `base`. */
function ownerSets(
  repo: string,
  base: string,
  layout: Layout,
  all: Map<string, Group>,
  ciYamls: CiYamlFiles,
): (pkg: string, path: string) => OwnerSet {
  const inner = ownerSetsOf(repo, base, layout, new Map([...all].filter(([pkg]) => ownable(pkg))), ciYamls);
  return (pkg, path) =>
    ownable(pkg)
      ? inner(pkg, path)
      : noOwners(`package name ${JSON.stringify(pkg)}`, 'it is not a name a directory or owners file can have');
}

function ownerSetsOf(
  repo: string,
  base: string,
  layout: Layout,
  groups: Map<string, Group>,
  ciYamls: CiYamlFiles,
): (pkg: string, path: string) => OwnerSet {
  const all = [...groups.values()].flatMap((g) => g.paths);
  if (layout.source === 'ci-yaml') {
    const template = layout.ownersPath!;
    // Asked at base, and only there: the files other stages read at other commits are kept apart.
    const files = ciYamls.at(
      base,
      [...groups.keys()].map((p) => ownersFileOf(template, p)),
    );
    return (pkg) => {
      const file = ownersFileOf(template, pkg);
      const got = files.get(file);
      return got === undefined
        ? noOwners(`no ${file}`)
        : 'ci' in got
          ? ciYamlOwners(got.ci, file)
          : noOwners(file, got.problem);
    };
  }
  if (layout.source === 'owners-files') {
    const files = readBaseFiles(repo, base, [ALIASES_FILE, ...new Set(all.flatMap(ownersCandidates))]);
    const aliasFile = files.get(ALIASES_FILE);
    const aliases =
      aliasFile === undefined
        ? new Map<string, string[]>()
        : 'text' in aliasFile
          ? parseAliases(aliasFile.text)
          : aliasFile.problem;
    return (_pkg, path) => prowOwners(path, (p) => files.get(p), aliases);
  }
  const candidates = layout.ownersPath !== undefined ? [layout.ownersPath] : [...CODEOWNERS_PATHS];
  const files = readBaseFiles(repo, base, candidates);
  const file = candidates.find((c) => files.has(c));
  if (file === undefined) return () => noOwners(`no CODEOWNERS file (${candidates.join(', ')})`);
  const got = files.get(file)! as BaseFile;
  if ('problem' in got) return () => noOwners(file, got.problem);
  const codeowners = parseCodeowners(got.text, file);
  return (_pkg, path) => codeOwnersOf(codeowners, path);
}

export function touched(
  repo: string,
  base: string,
  layout: Layout,
  changed: readonly string[],
  documents: readonly CatalogDocumentChange[],
  homes: PackageHomes,
  /** Each ci.yaml the review reads, read once: owners take base's. */
  ciYamls: CiYamlFiles,
): Touched {
  const groups = new Map<string, Group>();
  const others: string[] = [];
  const configChanges: ConfigChange[] = [];
  const group = (pkg: string): Group => {
    const g = groups.get(pkg) ?? { catalogs: new Set<string>(), paths: [] };
    groups.set(pkg, g);
    return g;
  };
  for (const path of changed) {
    const role = classify(layout, path);
    if (role.kind === 'other') {
      others.push(path);
      if (role.ownership) configChanges.push({ path });
      continue;
    }
    const g = group(role.package);
    g.paths.push(path);
    if (role.kind === 'catalog') g.catalogs.add(role.catalog);
    if (role.kind === 'owners' || role.ownership) configChanges.push({ path, package: role.package });
  }
  for (const { catalog, file, change } of documents) {
    for (const pkg of change.document.packages) {
      for (const { unit, path } of homes.unitsOf(catalog, file, pkg)) {
        const g = group(unit);
        // A file of many documents of one package: its owners are asked once.
        if (g.paths[g.paths.length - 1] !== path) g.paths.push(path);
        g.catalogs.add(catalog);
      }
    }
  }
  const setOf = ownerSets(repo, base, layout, groups, ciYamls);
  const packages = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([pkg, g]): PackageInput => {
      const sets = new Map<string, OwnerSet>();
      for (const path of g.paths) {
        const s = setOf(pkg, path);
        if (!sets.has(s.from)) sets.set(s.from, s);
      }
      return {
        package: pkg,
        catalogs: [...g.catalogs].sort(),
        sets: [...sets.values()],
        owns: (path) => {
          const r = classify(layout, path);
          return r.kind !== 'other' && r.package === pkg;
        },
      };
    });
  return { packages, others, configChanges };
}
