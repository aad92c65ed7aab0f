// Entry of the `fbc-bot` command: dispatch, help, and the exit-code contract (0 pass, 1 fail,
// 2 usage error, unreadable source or invalid configuration) with messages, never stack traces.
import { ConfigError } from '../config/config.js';
import { SourceError } from '../source/source-error.js';
import { HelpRequested, UsageError } from './args.js';
import { diffCommand } from './diff-command.js';
import { graphCommand } from './graph-command.js';
import { publishImageCommand } from './publish-image-command.js';
import { installPlanCommand } from './install-plan-command.js';
import { renderCommand } from './render-command.js';
import { resolveCommand } from './resolve-command.js';
import { reviewCommand } from './review-command.js';
import { didYouMean } from './suggest.js';
import { commandHelp, commandNames, manual, overview, shortUsage } from './usage.js';
import type { Io } from './io.js';
import { validateCommand } from './validate-command.js';
import { VERSION } from '../model/version.js';

const RUN: Readonly<Record<string, (argv: readonly string[], io: Io) => number | Promise<number>>> = {
  validate: validateCommand,
  diff: diffCommand,
  graph: graphCommand,
  resolve: resolveCommand,
  render: renderCommand,
  review: reviewCommand,
  'publish-image': publishImageCommand,
  'install-plan': installPlanCommand,
};

function unknownCommand(command: string, io: Io): number {
  io.err(
    `fbc-bot: unknown command "${command}"${didYouMean(command, commandNames(), (k) => `"${k}"`)}\n\n${overview()}`,
  );
  return 2;
}

/** `fbc-bot help [command]`. */
function help(topic: string | undefined, io: Io): number {
  if (topic === undefined || topic === '-h' || topic === '--help') {
    io.out(manual());
    return 0;
  }
  if (!Object.hasOwn(RUN, topic)) return unknownCommand(topic, io); // not `in`: `constructor` is no command
  io.out(commandHelp(topic));
  return 0;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      io.err(overview());
      return 2;
    case '-h':
    case '--help':
      io.out(manual());
      return 0;
    case 'help':
      if (rest.length > 1) {
        io.err(`fbc-bot: help takes at most one command (got ${rest.join(' ')})\n`);
        return 2;
      }
      return help(rest[0], io);
    case '--version':
      io.out(VERSION + '\n');
      return 0;
  }
  const run = Object.hasOwn(RUN, command) ? RUN[command] : undefined;
  if (!run) return unknownCommand(command, io);
  try {
    return await run(rest, io);
  } catch (e) {
    if (e instanceof HelpRequested) {
      io.out(commandHelp(command));
      return 0;
    }
    if (e instanceof UsageError) {
      io.err(`fbc-bot ${command}: ${e.message}\n\n${shortUsage(command)}`);
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
