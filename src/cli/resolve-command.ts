// `fbc-bot resolve --package P [--channel C]... [--version RANGE] [--installed BUNDLE] SOURCE`
import { installedFrom, resolve } from '../graph/resolve-install.js';
import { packageViews } from '../graph/view.js';
import { loadSingleCatalog } from '../pipeline/validate-run.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';

export function resolveCommand(argv: readonly string[], io: Io): number {
  const args = parseArgs(argv, [
    { name: 'package' },
    { name: 'channel', repeat: true },
    { name: 'version' },
    { name: 'installed' },
    { name: 'repo' },
  ]);
  if (args.positionals.length !== 1)
    throw new UsageError(`resolve takes exactly one SOURCE (got ${args.positionals.length})`);
  const pkgName = one(args, 'package');
  if (pkgName === undefined) throw new UsageError('resolve needs --package');
  const result = loadSingleCatalog(args.positionals[0]!, one(args, 'repo'));
  const view = packageViews(result.model, result.deprecated).find((v) => v.name === pkgName);
  if (!view) throw new UsageError(`package "${pkgName}" is not in the catalog`);
  const installedArg = one(args, 'installed');
  const installed = installedArg === undefined ? undefined : installedFrom(view, installedArg);
  if (typeof installed === 'string') throw new UsageError(installed);
  const out = resolve(view, { channels: args.flags.get('channel') ?? [], version: one(args, 'version'), installed });
  io.out(JSON.stringify(out, null, 2) + '\n');
  return 0;
}
