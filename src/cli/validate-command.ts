// `fbc-bot validate [--format text|json|sarif] [--catalogs GLOB] [--repo DIR] [--config FILE] SOURCE`
import { sortFindings, verdictOf, type Finding } from '../report/finding.js';
import { renderJson, renderSarif, renderText } from '../report/render-validate.js';
import { validateCatalog } from '../rules/validate.js';
import { one, parseArgs, UsageError } from './args.js';
import { readConfig } from './config-source.js';
import { sourceCatalogs } from './sources.js';
import { VERSION } from './version.js';

export interface Io {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
}

export async function validateCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'format', choices: ['text', 'json', 'sarif'] },
    { name: 'catalogs' },
    { name: 'repo' },
    { name: 'config' },
  ]);
  if (args.positionals.length !== 1) throw new UsageError(`validate takes exactly one SOURCE (got ${args.positionals.length})`);
  // --repo: the repository SOURCE is read from (no chdir: the command may run in a worker).
  const source = args.positionals[0]!;
  const catalogs = sourceCatalogs(source, one(args, 'catalogs'), one(args, 'repo'));
  const config = readConfig(one(args, 'config'), source, one(args, 'repo'));
  const findings: Finding[] = [];
  // One catalog in memory at a time: a repository may hold dozens of OCP versions.
  for (const c of catalogs) findings.push(...validateCatalog(c.read(), config).findings);
  const sorted = sortFindings(findings);
  const format = one(args, 'format') ?? 'text';
  if (format === 'json') io.out(renderJson(sorted));
  else if (format === 'sarif') io.out(renderSarif(sorted, VERSION));
  else io.out(renderText(sorted, catalogs.map((c) => c.catalog)));
  return verdictOf(sorted) === 'pass' ? 0 : 1;
}
