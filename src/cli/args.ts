// A small, strict argument parser: known flags only, values required, repeatable flags listed.

export class UsageError extends Error {}

export interface FlagSpec {
  readonly name: string;
  readonly repeat?: boolean;
  readonly boolean?: boolean;
  readonly choices?: readonly string[];
}

export interface ParsedArgs {
  readonly flags: Map<string, string[]>;
  readonly positionals: string[];
}

export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') { positionals.push(...argv.slice(i + 1)); break; }
    if (!a.startsWith('--') || a === '--') { positionals.push(a); continue; }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const spec = byName.get(name);
    if (!spec) throw new UsageError(`unknown option --${name}`);
    let value: string;
    if (spec.boolean) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      value = 'true';
    } else if (eq >= 0) value = a.slice(eq + 1);
    else {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`--${name} needs a value`);
      value = next;
    }
    if (spec.choices && !spec.choices.includes(value)) throw new UsageError(`--${name} must be one of ${spec.choices.join(', ')} (got "${value}")`);
    const list = flags.get(name) ?? [];
    if (list.length > 0 && !spec.repeat) throw new UsageError(`--${name} given twice`);
    list.push(value);
    flags.set(name, list);
  }
  return { flags, positionals };
}

export function one(args: ParsedArgs, name: string): string | undefined {
  return args.flags.get(name)?.[0];
}
