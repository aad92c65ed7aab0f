// One catalog's validation: load findings, model linking, then every rule family.
import { loadCatalog } from '../catalog/load.js';
import type { SourceEntry } from '../catalog/types.js';
import { EMPTY_CONFIG, type Config } from '../config/config.js';
import type { Finding } from '../report/finding.js';
import { bundleRules } from './bundles.js';
import { channelRules } from './channels.js';
import { dependencyRules } from './dependencies.js';
import { deprecationRules, type Deprecated } from './deprecations.js';
import { finalize } from './draft.js';
import { buildModel, type Model } from './model.js';
import { packageRules } from './packages.js';
import { policyRules } from './policy.js';
import { semanticsRules } from './semantics.js';

export interface CatalogInput {
  /** The catalog's path in reports (relative to the repository or working directory). */
  readonly catalog: string;
  /** The catalog's files (and problems reading them), in byte order of path. */
  readonly entries: Iterable<SourceEntry>;
}

export interface CatalogResult {
  readonly model: Model;
  readonly findings: Finding[];
  /** What each package's olm.deprecations document (if valid) deprecates. */
  readonly deprecated: Map<string, Deprecated>;
}

/** `config`: the repository's policy and severity overrides (none by default). */
export function validateCatalog(input: CatalogInput, config: Config = EMPTY_CONFIG): CatalogResult {
  const { cfg, drafts } = loadCatalog(input.entries);
  const model = buildModel(cfg, drafts);
  bundleRules(model, drafts);
  packageRules(model, drafts);
  channelRules(model, drafts);
  const deprecated = deprecationRules(model, cfg.deprecations, drafts);
  dependencyRules(model, drafts);
  semanticsRules(model, deprecated, drafts);
  const prefix = input.catalog === '' || input.catalog === '.' ? '' : `${input.catalog}/`;
  policyRules(model, config.policy, prefix, drafts);
  return { model, deprecated, findings: finalize(drafts, input.catalog, prefix, config.severity) };
}
