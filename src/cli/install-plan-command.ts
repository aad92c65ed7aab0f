// `fbc-bot install-plan --base REV --head REV [--repo DIR] [--config FILE] [--catalog-image TEMPLATE]
// [--format json|markdown]`
import { catalogImageTemplateError } from '../diff/install-plan-objects.js';
import { planInstalls } from '../pipeline/install-plan-run.js';
import { renderInstallPlanMarkdown } from '../report/render-install-plan.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';

export async function installPlanCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'base' },
    { name: 'head' },
    { name: 'repo' },
    { name: 'config' },
    { name: 'catalog-image' },
    { name: 'format', short: 'o', choices: ['json', 'markdown'] },
  ]);
  if (args.positionals.length > 0)
    throw new UsageError(`install-plan takes no positional arguments (got ${args.positionals.join(' ')})`);
  const base = one(args, 'base');
  const head = one(args, 'head');
  if (base === undefined || head === undefined) throw new UsageError('install-plan needs --base REV and --head REV');
  const template = one(args, 'catalog-image');
  const bad = template === undefined ? undefined : catalogImageTemplateError(template);
  if (bad !== undefined) throw new UsageError(`--catalog-image ${bad}`);
  const plan = await planInstalls({
    base,
    head,
    repo: one(args, 'repo'),
    config: one(args, 'config'),
    catalogImage: template,
  });
  io.out(one(args, 'format') === 'markdown' ? renderInstallPlanMarkdown(plan) : JSON.stringify(plan, null, 2) + '\n');
  return 0;
}
