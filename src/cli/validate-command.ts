// `fbc-bot validate [--format text|json|sarif] [--catalogs GLOB] [--repo DIR] [--config FILE] [--check-images] SOURCE`
import { runValidate } from '../pipeline/validate-run.js';
import type { Io } from './io.js';
import type { CatalogResult } from '../rules/validate.js';
import { verdictOf } from '../model/verdict.js';
import { checkedOf, writeJson, writeSarif, writeText, type Checked } from '../report/render-validate.js';
import { one, parseArgs, UsageError } from './args.js';
import { VERSION } from '../model/version.js';
import { cliImageAccess, cliImageSources } from './cli-image-access.js';
import { readConfig } from '../source/config-source.js';
import { runValidateImages } from '../pipeline/validate-images.js';
import { pathsFrom, reportRoot } from './paths.js';

export async function validateCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'format', short: 'o', choices: ['text', 'json', 'sarif'] },
    { name: 'catalogs' },
    { name: 'repo' },
    { name: 'config' },
    { name: 'check-images', boolean: true },
  ]);
  if (args.positionals.length !== 1)
    throw new UsageError(`validate takes exactly one SOURCE (got ${args.positionals.length})`);
  // --repo: the repository SOURCE is read from (no chdir: the command may run in a worker).
  const checked: Checked[] = [];
  const req = {
    source: args.positionals[0]!,
    catalogs: one(args, 'catalogs'),
    repo: one(args, 'repo'),
    config: one(args, 'config'),
  };
  // Read once: the image source's registry policy and the catalogs' rules.
  const loadedConfig = readConfig(req.config, req.source, req.repo);
  const imageSources = await cliImageSources([req.source], process.env, () => loadedConfig.policy);
  const seen = (catalog: string, result: CatalogResult): void => void checked.push(checkedOf(catalog, result));
  // --check-images: every image reference is asked of its registry (bounded); otherwise offline.
  const run = args.flags.has('check-images')
    ? await runValidateImages({ ...req, imageSources, loadedConfig }, cliImageAccess(process.env), seen)
    : runValidate({ ...req, imageSources, loadedConfig }, seen);
  const sorted = run.findings;
  const format = one(args, 'format') ?? 'text';
  // Written in pieces: a large report is never one string.
  if (format === 'json') writeJson(sorted, io.out);
  else if (format === 'sarif') writeSarif(sorted, VERSION, io.out);
  else writeText(sorted, checked, io.out, pathsFrom(reportRoot(req.source, req.repo), io.cwd ?? process.cwd()));
  return verdictOf(sorted) === 'pass' ? 0 : 1;
}
