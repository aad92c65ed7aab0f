// Entry of the `fbc-bot` command: dispatch, and the exit-code contract (0 pass, 1 fail,
// 2 usage or unreadable source) with messages instead of stack traces.
import { ConfigError } from '../config/config.js';
import { UsageError } from './args.js';
import { SourceError } from './sources.js';
import { diffCommand } from './diff-command.js';
import { graphCommand } from './graph-command.js';
import { resolveCommand } from './resolve-command.js';
import { validateCommand, type Io } from './validate-command.js';
import { VERSION } from './version.js';

const USAGE = `usage: fbc-bot <command> [options]

commands:
  validate [--format text|json|sarif] [--catalogs GLOB] [--repo DIR] [--config FILE] SOURCE
      check a file-based catalog directory as \`opm validate\` would, reporting every problem,
      plus the repository policy of .github/fbc-bot.yaml (or --config FILE)
  diff --base SOURCE --head SOURCE [--catalogs GLOB] [--strict] [--format text|json|markdown] [--repo DIR] [--config FILE] [--cache DIR]
      what a change does: head's findings marked introduced or not, every change of packages,
      channels, bundles and upgrade edges, and installs it strands (--cache DIR: reuse what an
      earlier run learnt about unchanged files)
  graph [--package P] [--channel C] [--format json|mermaid] [--repo DIR] SOURCE
      the upgrade graph: edges, heads, and what OLM classic and OLM v1 upgrade each bundle to
  resolve --package P [--channel C]... [--version RANGE] [--installed BUNDLE[@VERSION]] [--repo DIR] SOURCE
      what a ClusterExtension (OLM v1) and a Subscription (OLM classic) would install or upgrade to

exit codes: 0 pass, 1 findings with errors, 2 usage error, unreadable source or invalid configuration
`;

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'validate':
        return await validateCommand(rest, io);
      case 'diff':
        return diffCommand(rest, io);
      case 'graph':
        return graphCommand(rest, io);
      case 'resolve':
        return resolveCommand(rest, io);
      case '--version':
        io.out(VERSION + '\n');
        return 0;
      case undefined: case '-h': case '--help': case 'help':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`fbc-bot: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof SourceError || e instanceof ConfigError) {
      io.err(`fbc-bot: ${e.message}\n`);
      return 2;
    }
    io.err(`fbc-bot: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}
