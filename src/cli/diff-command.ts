// `fbc-bot diff --base SOURCE --head SOURCE [--catalogs GLOB] [--strict] [--format text|json|markdown] [--repo DIR] [--config FILE] [--cache DIR]`
import { openFileCache } from '../cache/file-cache.js';
import { diffVerdict } from '../diff/diff.js';
import { diffListings, type CatalogSides } from '../diff/incremental.js';
import { renderDiffJson, renderDiffMarkdown, renderDiffText } from '../report/render-diff.js';
import { buildId } from './build-id.js';
import { one, parseArgs, UsageError } from './args.js';
import { readConfig } from './config-source.js';
import { sourceCatalogs } from './sources.js';
import type { Io } from './validate-command.js';

export function diffCommand(argv: readonly string[], io: Io): number {
  const args = parseArgs(argv, [
    { name: 'base' }, { name: 'head' }, { name: 'catalogs' }, { name: 'repo' }, { name: 'config' }, { name: 'cache' },
    { name: 'strict', boolean: true }, { name: 'format', choices: ['text', 'json', 'markdown'] },
  ]);
  if (args.positionals.length > 0) throw new UsageError(`diff takes no positional arguments (got ${args.positionals.join(' ')})`);
  const baseSrc = one(args, 'base');
  const headSrc = one(args, 'head');
  if (baseSrc === undefined || headSrc === undefined) throw new UsageError('diff needs --base SOURCE and --head SOURCE');
  const glob = one(args, 'catalogs');
  const repo = one(args, 'repo');
  const base = new Map(sourceCatalogs(baseSrc, glob, repo, true).map((c) => [c.key, c]));
  const head = new Map(sourceCatalogs(headSrc, glob, repo, true).map((c) => [c.key, c]));
  if (base.size + head.size === 0) throw new UsageError(`--catalogs '${glob}' matches no directory in either side`);
  // Both sides are judged by base's configuration: a change must not loosen its own policy.
  const config = readConfig(one(args, 'config'), baseSrc, repo);
  const pairs: CatalogSides[] = [];
  for (const key of [...new Set([...head.keys(), ...base.keys()])].sort()) {
    const b = base.get(key);
    const h = head.get(key);
    pairs.push({ catalog: (h ?? b)!.catalog, ...(b ? { base: b.list() } : {}), ...(h ? { head: h.list() } : {}) });
  }
  const cacheDir = one(args, 'cache');
  const cache = cacheDir === undefined ? undefined : openFileCache(cacheDir, buildId());
  const result = diffListings(pairs, { config, ...(cache ? { cache } : {}) });
  try {
    cache?.save();
  } catch (e) {
    // The cache only saves time: failing to write it is worth a word, not a failed review.
    io.err(`fbc-bot: warning: cannot write the cache in ${cacheDir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
  }
  const verdict = diffVerdict(result.findings, args.flags.has('strict'));
  const format = one(args, 'format') ?? 'text';
  io.out(format === 'json' ? renderDiffJson(result, verdict) : format === 'markdown' ? renderDiffMarkdown(result, verdict) : renderDiffText(result, verdict));
  return verdict === 'pass' ? 0 : 1;
}
