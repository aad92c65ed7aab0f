// `fbc-bot validate [--format text|json|sarif] [--catalogs GLOB] [--repo DIR] [--config FILE] SOURCE`
import { runValidate } from '../pipeline/validate-run.js';
import { verdictOf } from '../report/finding.js';
import { renderJson, renderSarif, renderText } from '../report/render-validate.js';
import { one, parseArgs, UsageError } from './args.js';
import { VERSION } from './version.js';

export interface Io {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
}

export async function validateCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'format', short: 'o', choices: ['text', 'json', 'sarif'] },
    { name: 'catalogs' },
    { name: 'repo' },
    { name: 'config' },
  ]);
  if (args.positionals.length !== 1) throw new UsageError(`validate takes exactly one SOURCE (got ${args.positionals.length})`);
  // --repo: the repository SOURCE is read from (no chdir: the command may run in a worker).
  const run = runValidate({ source: args.positionals[0]!, catalogs: one(args, 'catalogs'), repo: one(args, 'repo'), config: one(args, 'config') });
  const sorted = run.findings;
  const format = one(args, 'format') ?? 'text';
  if (format === 'json') io.out(renderJson(sorted));
  else if (format === 'sarif') io.out(renderSarif(sorted, VERSION));
  else io.out(renderText(sorted, run.catalogs));
  return verdictOf(sorted) === 'pass' ? 0 : 1;
}
