// `fbc-bot review --base REV --head REV [--repo DIR] [--config FILE] [--author LOGIN] [--approvals FILE]
// [--check-images] [--format markdown|text|json]`
import { runReview } from '../pipeline/review-run.js';
import { renderReviewMarkdown, writeReviewJson } from '../report/render-ownership.js';
import { writeReviewText } from '../report/render-review-text.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';
import { cliImageAccess } from './cli-image-access.js';
import { pathsFrom, reportRoot } from './paths.js';

// 3, not 1, while only an approval is missing: a script tells "fix it" from "wait for an owner".
const REVIEW_EXIT = { pass: 0, fail: 1, pending: 3 } as const;

export async function reviewCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'base' },
    { name: 'head' },
    { name: 'repo' },
    { name: 'config' },
    { name: 'author' },
    { name: 'approvals' },
    { name: 'check-images', boolean: true },
    { name: 'format', short: 'o', choices: ['json', 'markdown', 'text'] },
  ]);
  if (args.positionals.length > 0)
    throw new UsageError(`review takes no positional arguments (got ${args.positionals.join(' ')})`);
  const base = one(args, 'base');
  const head = one(args, 'head');
  if (base === undefined || head === undefined) throw new UsageError('review needs --base REV and --head REV');
  const author = one(args, 'author');
  if (author !== undefined && author.trim() === '') throw new UsageError('--author needs a login');
  const images = args.flags.has('check-images') ? cliImageAccess(process.env) : undefined;
  const run = await runReview({
    base,
    head,
    repo: one(args, 'repo'),
    config: one(args, 'config'),
    author: author?.trim().replace(/^@/, ''),
    approvals: one(args, 'approvals'),
    images,
  });
  const format = one(args, 'format') ?? 'markdown';
  if (format === 'json') writeReviewJson(run, io.out);
  else if (format === 'text')
    writeReviewText(run, io.out, pathsFrom(reportRoot('git:', one(args, 'repo')), io.cwd ?? process.cwd()));
  else io.out(renderReviewMarkdown(run));
  return REVIEW_EXIT[run.verdict];
}
