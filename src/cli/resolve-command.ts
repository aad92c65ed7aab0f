// `fbc-bot resolve --package P [--channel C]... [--version RANGE] [--installed BUNDLE] [-o json|text] SOURCE`
import { installedFrom, resolve } from '../graph/resolve-install.js';
import { packageViews, type PackageView } from '../graph/view.js';
import { singleSourceCatalog } from './cli-image-access.js';
import { renderResolveText } from '../report/render-resolve.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';
import { didYouMean } from './suggest.js';

/** The package a --package names, or a usage error naming the closest one. */
export function namedPackage(views: readonly PackageView[], name: string): PackageView {
  const view = views.find((v) => v.name === name);
  if (view) return view;
  // A prefix is what people type for a long name (konflux → konflux-operator): offered when it is the only one.
  const prefixed = views.filter((v) => v.name.startsWith(name));
  const guess =
    prefixed.length === 1 && name.length >= 3
      ? `; did you mean "${prefixed[0]!.name}"?`
      : didYouMean(
          name,
          views.map((v) => v.name),
          (k) => `"${k}"`,
        );
  throw new UsageError(`package "${name}" is not in the catalog${guess}`);
}

export async function resolveCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'package', aliases: ['package-name'] },
    { name: 'channel', repeat: true },
    { name: 'version' },
    { name: 'installed' },
    { name: 'format', short: 'o', choices: ['json', 'text'] },
    { name: 'repo' },
  ]);
  if (args.positionals.length !== 1)
    throw new UsageError(`resolve takes exactly one SOURCE (got ${args.positionals.length})`);
  const pkgName = one(args, 'package');
  if (pkgName === undefined) throw new UsageError('resolve needs --package');
  const result = await singleSourceCatalog(args.positionals[0]!, one(args, 'repo'));
  const view = namedPackage(packageViews(result.model, result.deprecated), pkgName);
  const channels = args.flags.get('channel') ?? [];
  // Not a usage error: the command line is well formed, the catalog has no such channel (as a
  // ClusterExtension naming it resolves nothing), so the answer is a failure, exit 1.
  const unknown = channels.filter((c) => !view.channels.has(c));
  if (unknown.length > 0) {
    const known = [...view.channels.keys()].sort();
    io.err(
      `fbc-bot resolve: package "${pkgName}" has no channel ${unknown.map((c) => `"${c}"`).join(', ')}; ` +
        `its channels: ${known.join(', ')} (default ${view.defaultChannel})` +
        `${didYouMean(unknown[0]!, known, (k) => `"${k}"`)}\n`,
    );
    return 1;
  }
  const installedArg = one(args, 'installed');
  const installed = installedArg === undefined ? undefined : installedFrom(view, installedArg);
  if (typeof installed === 'string') throw new UsageError(installed);
  const req = { channels, version: one(args, 'version'), installed };
  const out = resolve(view, req);
  io.out(
    one(args, 'format') === 'text'
      ? renderResolveText(out, req, { package: view.name, defaultChannel: view.defaultChannel })
      : JSON.stringify(out, null, 2) + '\n',
  );
  return 0;
}
