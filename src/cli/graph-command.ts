// `fbc-bot graph [--package P] [--channel C] [--format json|mermaid] [--repo DIR] SOURCE`
import { packageGraph } from '../graph/graph-json.js';
import { renderMermaid } from '../graph/graph-mermaid.js';
import { packageViews } from '../graph/view.js';
import { singleSourceCatalog } from './cli-image-access.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';
import { namedPackage } from './resolve-command.js';

export async function graphCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'package', aliases: ['package-name'] },
    { name: 'channel' },
    { name: 'format', short: 'o', choices: ['json', 'mermaid'] },
    { name: 'repo' },
  ]);
  if (args.positionals.length !== 1)
    throw new UsageError(`graph takes exactly one SOURCE (got ${args.positionals.length})`);
  const result = await singleSourceCatalog(args.positionals[0]!, one(args, 'repo'));
  const pkgName = one(args, 'package');
  const channel = one(args, 'channel');
  let views = packageViews(result.model, result.deprecated);
  if (pkgName !== undefined) {
    views = [namedPackage(views, pkgName)];
  }
  if (channel !== undefined && !views.some((v) => v.channels.has(channel)))
    throw new UsageError(`no package of the selection has a channel "${channel}"`);
  const graphs = views.map((v) => packageGraph(v, channel)).filter((g) => g.channels.length > 0);
  if (one(args, 'format') === 'mermaid') {
    const deprecated = new Map(views.map((v) => [v.name, v.deprecatedChannels]));
    io.out(renderMermaid(graphs, (p) => deprecated.get(p) ?? new Set()));
  } else {
    io.out(JSON.stringify({ packages: graphs }, null, 2) + '\n');
  }
  return 0;
}
