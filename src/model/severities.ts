// A repository's severity overrides: `severity` for every catalog, and `overrides` scoped by
// catalog glob. Per rule, the last matching scoped entry that names the rule wins, then
// `severity`; a finding's own severity (e.g. a CRD verdict for the catalog's consumers) and the
// rule's default come after both.
import { pathUnder } from './consumers.js';
import type { Overrides } from './draft.js';

export interface CatalogOverrides {
  /** Catalog paths as `consumers` matches them (runs of whole segments, Go filepath.Match each). */
  readonly catalogs: readonly string[];
  readonly severity: Overrides;
}

export interface Severities {
  readonly severity: Overrides;
  readonly overrides?: readonly CatalogOverrides[];
}

/** The overrides that apply to findings of `catalog` (undefined: findings of no catalog get `severity` only). */
export function overridesFor(s: Severities, catalog: string | undefined): Overrides {
  const scoped =
    catalog === undefined ? [] : (s.overrides ?? []).filter((o) => o.catalogs.some((p) => pathUnder(catalog, p)));
  if (scoped.length === 0) return s.severity;
  return Object.assign({}, s.severity, ...scoped.map((o) => o.severity)) as Overrides;
}
