// `fbc-bot diff --base SOURCE --head SOURCE [--catalogs GLOB] [--strict] [--check-images] [--format
// text|json|markdown|sarif] [--repo DIR] [--config FILE] [--cache DIR]`
import { runDiff } from '../pipeline/diff-run.js';
import { renderDiffMarkdown, writeDiffJson, writeDiffSarif, writeDiffText } from '../report/render-diff.js';
import { buildId } from '../cache/build-id.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';
import { VERSION } from '../model/version.js';
import { cliImageAccess, cliImageSources } from './cli-image-access.js';
import { readConfig } from '../source/config-source.js';
import { pathsFrom, reportRoot } from './paths.js';

export async function diffCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'base' },
    { name: 'head' },
    { name: 'catalogs' },
    { name: 'repo' },
    { name: 'config' },
    { name: 'cache' },
    { name: 'strict', boolean: true },
    { name: 'check-images', boolean: true },
    { name: 'format', short: 'o', choices: ['text', 'json', 'markdown', 'sarif'] },
  ]);
  if (args.positionals.length > 0)
    throw new UsageError(`diff takes no positional arguments (got ${args.positionals.join(' ')})`);
  const baseSrc = one(args, 'base');
  const headSrc = one(args, 'head');
  if (baseSrc === undefined || headSrc === undefined)
    throw new UsageError('diff needs --base SOURCE and --head SOURCE');
  // Base's configuration, read once: the image sources' registry policy and the diff's rules.
  const config = readConfig(one(args, 'config'), baseSrc, one(args, 'repo'));
  const imageSources = await cliImageSources([baseSrc, headSrc], process.env, () => config.policy);
  const { result, verdict, compared } = await runDiff({
    imageSources,
    base: baseSrc,
    head: headSrc,
    catalogs: one(args, 'catalogs'),
    repo: one(args, 'repo'),
    config: one(args, 'config'),
    loadedConfig: config,
    cacheDir: one(args, 'cache'),
    build: buildId(),
    strict: args.flags.has('strict'),
    warn: (message) => io.err(`fbc-bot: warning: ${message}\n`),
    images: args.flags.has('check-images') ? cliImageAccess(process.env) : undefined,
  });
  const format = one(args, 'format') ?? 'text';
  // sarif: the introduced findings, so code scanning shows what the change adds.
  if (format === 'json') writeDiffJson(result, verdict, io.out);
  else if (format === 'sarif') writeDiffSarif(result, VERSION, io.out);
  else if (format === 'markdown') io.out(renderDiffMarkdown(result, verdict));
  else
    writeDiffText(
      result,
      verdict,
      io.out,
      compared,
      pathsFrom(reportRoot(headSrc, one(args, 'repo')), io.cwd ?? process.cwd()),
    );
  return verdict === 'pass' ? 0 : 1;
}
