// The diff's use of base's bundle-format packages. A package head's catalog declares that base's
// does not, while base publishes it in bundle format, is a migration: base's side of it is the
// graph that index published (its edges, bundles and CRDs are not new), so only what the
// migration changes is introduced. Requirements nothing in the catalog satisfies may be provided
// by a package base still keeps in bundle format: in the published index they are satisfied.
import { loadEntry, type Loaded } from '../catalog/load.js';
import type { Config } from '../config/config.js';
import type { Finding } from '../model/finding.js';
import { unsatisfiedRequirements, type DependencyFacts } from '../rules/requirements.js';
import type { Published } from './published.js';
import type { PublishedPackage } from './bundle-format.js';
import { publishedCatalogText } from './published-index.js';

export interface MigrationBase {
  /** The published packages, as catalog documents of base. */
  readonly loads: Loaded[];
  readonly packages: ReadonlySet<string>;
}

// Catalogs of one OpenShift range publish the same bundles: their documents are loaded once.
const loadedTexts = new WeakMap<PublishedPackage, Map<string, Loaded>>();

function loaded(p: PublishedPackage, text: string): Loaded {
  let m = loadedTexts.get(p);
  if (!m) loadedTexts.set(p, (m = new Map()));
  let l = m.get(text);
  if (!l) m.set(text, (l = loadEntry({ path: `${p.dir} (bundle format)`, data: new TextEncoder().encode(text) })));
  return l;
}

/** Base's side of the packages head declares and base does not, where base publishes them in bundle format. */
export function migrationBase(
  published: Published | undefined,
  catalog: string,
  headDeclared: readonly string[],
  baseDeclared: readonly string[],
): MigrationBase | undefined {
  if (!published) return undefined;
  const inBase = new Set(baseDeclared);
  const loads: Loaded[] = [];
  const packages = new Set<string>();
  for (const name of [...new Set(headDeclared)].sort()) {
    if (inBase.has(name)) continue;
    const p = published.package(name);
    const text = p && p.name === name ? publishedCatalogText(p, catalog) : undefined;
    if (text === undefined) continue;
    packages.add(name);
    loads.push(loaded(p!, text));
  }
  return packages.size === 0 ? undefined : { loads, packages };
}

/** What base's bundle-format packages provide of head's unsatisfied requirements, in this catalog's index. */
export function publishedProviders(
  published: Published | undefined,
  head: readonly DependencyFacts[],
  catalog: string,
  config: Config,
): DependencyFacts[] {
  if (!published) return [];
  const unsatisfied = unsatisfiedRequirements(head, config).map((u) => u.requirement);
  return unsatisfied.length === 0 ? [] : published.providers(unsatisfied, catalog);
}

/** One info line per bundle-format package or bundle left unread. */
export function publishedNotes(published: Published | undefined): Finding[] {
  return (published?.notes ?? []).map((message) => ({
    rule: 'bundle-format-unread',
    severity: 'info',
    message,
    introduced: false,
  }));
}
