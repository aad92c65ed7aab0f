// The validate run a front end (the CLI, an Action) starts: SOURCE's catalogs validated one at a
// time under the repository configuration. Rendering is the caller's.
import type { Config } from '../config/config.js';
import { capFindings } from '../report/cap.js';
import { sortFindings, type Finding } from '../model/finding.js';
import { validateCatalog, type CatalogResult } from '../rules/validate.js';
import { sourceCatalogs } from '../source/catalog-source.js';
import { readConfig } from '../source/config-source.js';
import { configuredCatalogs } from '../source/configured-catalogs.js';
import type { ImageSources } from '../source/image-catalogs.js';

export interface ValidateRequest {
  readonly source: string;
  /** --catalogs: validate each matching directory under SOURCE as its own catalog. */
  readonly catalogs?: string | undefined;
  readonly repo?: string | undefined;
  /** --config FILE instead of the repository's .github/fbc-bot.yaml. */
  readonly config?: string | undefined;
  /** The run's image sources, read (an `image:` SOURCE must be among them). */
  readonly imageSources?: ImageSources | undefined;
  /** The configuration `config` (or SOURCE's repository) holds, when the caller has read it already: not read again. */
  readonly loadedConfig?: Config | undefined;
}

export interface ValidatePlan {
  /** The catalogs' paths in reports, in the order they are validated. */
  readonly catalogs: readonly string[];
  readonly config: Config;
  /** Each catalog's result as it is validated: one catalog in memory at a time. */
  each(): Iterable<{ readonly catalog: string; readonly result: CatalogResult }>;
}

/** Resolve the sources and read the configuration (errors here are the run's, exit 2). */
export function planValidate(req: ValidateRequest): ValidatePlan {
  const config = req.loadedConfig ?? readConfig(req.config, req.source, req.repo);
  // Without --catalogs, the configuration's `catalogs` say where the catalogs are.
  const catalogs =
    (req.catalogs === undefined ? configuredCatalogs(req.source, config.catalogs, req.repo) : undefined) ??
    sourceCatalogs(req.source, req.catalogs, req.repo, false, req.imageSources);
  return {
    catalogs: catalogs.map((c) => c.catalog),
    config,
    *each() {
      for (const c of catalogs) yield { catalog: c.catalog, result: validateCatalog(c.read(), config) };
    },
  };
}

/** Every finding of every catalog, sorted; `seen` hears each catalog's result (its model lives
 * only until the next catalog is read). */
export function runValidate(
  req: ValidateRequest,
  seen?: (catalog: string, result: CatalogResult) => void,
): { readonly catalogs: readonly string[]; readonly findings: Finding[] } {
  const plan = planValidate(req);
  const findings: Finding[] = [];
  for (const c of plan.each()) {
    seen?.(c.catalog, c.result);
    findings.push(...capFindings(c.result.findings));
  }
  return { catalogs: plan.catalogs, findings: sortFindings(findings) };
}

/** SOURCE as one catalog, validated without a configuration (graph and resolve read its model). */
export function loadSingleCatalog(
  source: string,
  repo: string | undefined,
  imageSources?: ImageSources,
): CatalogResult {
  const [c] = sourceCatalogs(source, undefined, repo, false, imageSources);
  return validateCatalog(c!.read());
}
