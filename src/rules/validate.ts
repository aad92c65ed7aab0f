// One catalog's validation: load findings, model linking, then every rule family.
import { loadCatalog } from '../catalog/load.js';
import type { CatalogFile, SourceProblem } from '../catalog/types.js';
import type { Finding } from '../report/finding.js';
import { bundleRules } from './bundles.js';
import { channelRules } from './channels.js';
import { deprecationRules } from './deprecations.js';
import { finalize, type Draft } from './draft.js';
import { buildModel, type Model } from './model.js';
import { packageRules } from './packages.js';

export interface CatalogInput {
  /** The catalog's path in reports (relative to the repository or working directory). */
  readonly catalog: string;
  readonly files: readonly CatalogFile[];
  readonly problems: readonly SourceProblem[];
}

export interface CatalogResult {
  readonly model: Model;
  readonly findings: Finding[];
}

export function validateCatalog(input: CatalogInput): CatalogResult {
  const { cfg, drafts } = loadCatalog(input.files);
  const source: Draft[] = input.problems.map((p) => ({ rule: p.rule, message: p.message, at: { file: p.path, line: p.line ?? 1, column: 1 } }));
  const model = buildModel(cfg, drafts);
  bundleRules(model, drafts);
  packageRules(model, drafts);
  channelRules(model, drafts);
  deprecationRules(model, cfg.deprecations, drafts);
  const prefix = input.catalog === '' || input.catalog === '.' ? '' : `${input.catalog}/`;
  return { model, findings: finalize([...source, ...drafts], input.catalog, prefix) };
}
