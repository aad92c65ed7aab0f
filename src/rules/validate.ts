// One catalog's validation: load findings, model linking, then every rule family. A catalog may
// also be validated in parts (files that share no package), each on its own: only requirements
// between packages look across parts, and requirementRules joins those.
import { loadCatalog, type Loaded } from '../catalog/load.js';
import type { SourceEntry } from '../catalog/types.js';
import { EMPTY_CONFIG, type Config } from '../config/config.js';
import type { Finding } from '../model/finding.js';
import { bundleRules } from './bundles.js';
import { channelRules } from './channels.js';
import { dependencyRules } from './dependencies.js';
import type { Deprecated, Model } from '../model/catalog-model.js';
import { deprecationRules } from './deprecations.js';
import { finalize, type Draft } from '../model/draft.js';
import { consumersOf } from '../model/consumers.js';
import { overridesFor } from '../model/severities.js';
import { clipMessage, QUOTE_LIMIT } from './quote.js';
import { buildModel } from './link-model.js';
import { packageRules } from './packages.js';
import { policyRules } from './policy.js';
import { csvMissingRules } from './install-format.js';
import { requirementRules, type DependencyFacts } from './requirements.js';
import { installabilityRules, type ImageCsvSource } from './installability.js';
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

/** A part's result: its findings are its own (requirements not yet joined: see `facts`). */
export interface PartResult extends CatalogResult {
  readonly facts: DependencyFacts;
}

export interface PartOptions {
  /** The catalog's path in reports. */
  readonly catalog: string;
  readonly config?: Config;
  /** Bundle names other parts could not link to a package (so naming them is no new error). */
  readonly unlinkedElsewhere?: ReadonlySet<string>;
  /** CSVs of bundle images, for channel heads whose entry carries none (registry access on). */
  readonly csvFromImage?: ImageCsvSource | undefined;
}

export const prefixOf = (catalog: string): string => (catalog === '' || catalog === '.' ? '' : `${catalog}/`);

/** Validate files loaded together (a whole catalog, or a part sharing no package with the rest). */
export function validatePart(loaded: Loaded, opts: PartOptions): PartResult {
  const cfg = loaded.cfg;
  // The loader's problems are drafts of the rule table's loading rules; the rules add theirs.
  const drafts: Draft[] = loaded.drafts;
  const config = opts.config ?? EMPTY_CONFIG;
  const model = buildModel(cfg, drafts);
  for (const name of opts.unlinkedElsewhere ?? []) model.unlinkedBundles.add(name);
  bundleRules(model, drafts);
  packageRules(model, drafts);
  channelRules(model, drafts);
  const deprecated = deprecationRules(model, cfg.deprecations, drafts);
  const facts = dependencyRules(model, drafts);
  const consumers = consumersOf(opts.catalog, config.consumers);
  semanticsRules(model, deprecated, drafts, consumers);
  installabilityRules(model, opts.catalog, consumers, opts.csvFromImage, drafts);
  const prefix = prefixOf(opts.catalog);
  policyRules(model, config.policy, prefix, drafts);
  csvMissingRules(model, config.policy, prefix, drafts);
  return {
    model,
    deprecated,
    facts,
    findings: clippedFindings(drafts, opts.catalog, config),
  };
}

/** The findings of a catalog's drafts, each long quoted value in a message clipped. */
function clippedFindings(drafts: readonly Draft[], catalog: string, config: Config): Finding[] {
  const clipped = drafts.map((d) => (d.message.length > QUOTE_LIMIT ? { ...d, message: clipMessage(d.message) } : d));
  return finalize(clipped, catalog, prefixOf(catalog), overridesFor(config, catalog));
}

/** Findings of requirements between the parts of one catalog. */
export function requirementFindings(
  parts: readonly DependencyFacts[],
  catalog: string,
  config: Config = EMPTY_CONFIG,
): Finding[] {
  return finalize(requirementRules(parts, config), catalog, prefixOf(catalog), overridesFor(config, catalog));
}

/**
 * A validated catalog's findings with its installability judged again, the CSVs its channel heads'
 * entries lack read from their bundle images (`validate --check-images`).
 */
export function withImageInstalls(
  result: CatalogResult,
  catalog: string,
  config: Config,
  fromImage: ImageCsvSource,
): Finding[] {
  const drafts: Draft[] = [];
  installabilityRules(result.model, catalog, consumersOf(catalog, config.consumers), fromImage, drafts);
  return [
    ...result.findings.filter((f) => !f.rule.startsWith('install-') || f.rule === 'install-csv-missing'),
    ...clippedFindings(drafts, catalog, config),
  ];
}

/** `config`: the repository's policy and severity overrides (none by default). */
export function validateCatalog(input: CatalogInput, config: Config = EMPTY_CONFIG): CatalogResult {
  const part = validatePart(loadCatalog(input.entries), { catalog: input.catalog, config });
  return {
    model: part.model,
    deprecated: part.deprecated,
    findings: [...part.findings, ...requirementFindings([part.facts], input.catalog, config)],
  };
}
