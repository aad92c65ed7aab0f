// A small, strict argument parser: known flags only (long, or a declared one-letter short form),
// values required, repeatable flags listed. `--help`/`-h` anywhere before `--` asks for help.
import { didYouMean } from './suggest.js';

export class UsageError extends Error {}

/** The command's help was asked for (`--help`, `-h`): not an error, exit 0. */
export class HelpRequested extends Error {}

export interface FlagSpec {
  readonly name: string;
  /** Other long spellings of the flag (opm's, say), kept under `name`. */
  readonly aliases?: readonly string[];
  /** A one-letter short form (`-o json`, `-ojson`, `-o=json`). */
  readonly short?: string;
  readonly repeat?: boolean;
  readonly boolean?: boolean;
  readonly choices?: readonly string[];
}

export interface ParsedArgs {
  readonly flags: Map<string, string[]>;
  readonly positionals: string[];
}

const isHelp = (a: string): boolean => a === '--help' || a === '-h';

/** The flag a token names, its inline value if any, and how the user spelt it. */
function flagOf(a: string, specs: readonly FlagSpec[]): { spec: FlagSpec; inline: string | undefined; shown: string } {
  if (a.startsWith('--')) {
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const spec = specs.find((s) => s.name === name || (s.aliases?.includes(name) ?? false));
    if (!spec)
      throw new UsageError(
        `unknown option --${name}${didYouMean(name, [...specs.map((s) => s.name), 'help'], (k) => `--${k}`)}`,
      );
    return { spec, inline: eq >= 0 ? a.slice(eq + 1) : undefined, shown: `--${name}` };
  }
  const letter = a[1]!;
  const spec = specs.find((s) => s.short === letter);
  if (!spec) throw new UsageError(`unknown option -${letter}${a.length > 2 ? ` (in "${a}")` : ''}`);
  const rest = a.slice(2);
  if (spec.boolean && rest !== '') throw new UsageError(`-${letter} takes no value`);
  return { spec, inline: rest === '' ? undefined : rest.replace(/^=/, ''), shown: `-${letter}` };
}

export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs {
  const end = argv.indexOf('--');
  if ((end < 0 ? argv : argv.slice(0, end)).some(isHelp)) throw new HelpRequested();
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    // A lone "-" is an argument; anything else led by "-" is an option (a directory named
    // "-x" is written ./-x or after --).
    if (!a.startsWith('-') || a === '-') {
      positionals.push(a);
      continue;
    }
    const { spec, inline, shown } = flagOf(a, specs);
    let value: string;
    if (spec.boolean) {
      if (inline !== undefined) throw new UsageError(`${shown} takes no value`);
      value = 'true';
    } else if (inline !== undefined) value = inline;
    else {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${shown} needs a value`);
      value = next;
    }
    if (spec.choices && !spec.choices.includes(value))
      throw new UsageError(
        `${shown} must be one of ${spec.choices.join(', ')} (got "${value}")${didYouMean(value, spec.choices)}`,
      );
    const list = flags.get(spec.name) ?? [];
    if (list.length > 0 && !spec.repeat) throw new UsageError(`--${spec.name} given twice`);
    list.push(value);
    flags.set(spec.name, list);
  }
  return { flags, positionals };
}

export function one(args: ParsedArgs, name: string): string | undefined {
  return args.flags.get(name)?.[0];
}
