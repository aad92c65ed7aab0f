// `review --format text`: the review for an author at a terminal. The verdict first, then what
// the change does and each problem once (the diff's text, text-problems.ts), then what is pending:
// who must still approve each package, the paths only a maintainer may change, and whether it
// can merge. Every name is escaped for a terminal (escape/text.ts).
import { catalogRanges } from './catalog-merge.js';
import { textPath, textSafe } from '../escape/text.js';
import { headlinePhrase } from './problems.js';
import type { ShowPath } from './text-lines.js';
import { diffTextLines } from './render-diff.js';
import type { ReviewReport } from './render-ownership.js';
import { chunked, type Write } from './write-stream.js';

const NAMES = 10;
const LISTED = 20;
const VERDICT = { pass: 'PASS', fail: 'FAIL', pending: 'PENDING (awaiting approval)' } as const;

const names = (list: readonly string[]): string =>
  `${list
    .slice(0, NAMES)
    .map((n) => textSafe(n))
    .join(', ')}${list.length > NAMES ? ` and ${list.length - NAMES} more` : ''}`;

/** Who must still approve, and whether it can merge. */
function pendingLines(r: ReviewReport): string[] {
  const d = r.decision;
  const pending = d.packages.filter((p) => p.status !== 'approved');
  const lines = [`Ownership: ${r.ownership.decision === 'approved' ? 'approved' : 'pending'}`];
  for (const p of pending.slice(0, LISTED)) {
    const where = p.catalogs.length > 0 ? ` (${textPath(catalogRanges(p.catalogs))})` : '';
    const who = [
      ...(p.canApprove.length > 0 ? [names(p.canApprove)] : []),
      ...(r.maintainers.length > 0 ? ['a maintainer'] : []),
    ].join(' or ');
    lines.push(
      `  ${textSafe(p.package)}${where}: ${p.status === 'no-owners' ? 'no owners; ' : ''}` +
        `${who !== '' ? `waits for an approval (/approve) of ${who}` : 'no one can approve it'}`,
    );
  }
  if (pending.length > LISTED) lines.push(`  …and ${pending.length - LISTED} more packages`);
  const approved = d.packages.length - pending.length;
  if (approved > 0) lines.push(`  ${approved} package(s) approved`);
  if (d.others.paths.length > 0 && !d.others.allowed) {
    lines.push(`  ${d.others.paths.length} path(s) outside the catalogs: a maintainer must author or approve them:`);
    for (const p of d.others.paths.slice(0, LISTED)) lines.push(`    ${textPath(p)}`);
    if (d.others.paths.length > LISTED) lines.push(`    …and ${d.others.paths.length - LISTED} more`);
  }
  lines.push(
    r.autoMerge.eligible
      ? 'Auto-merge: eligible.'
      : `Auto-merge: not eligible: ${r.autoMerge.reasons
          .slice(0, 5)
          .map((x) => textSafe(x))
          .join('; ')}.`,
  );
  return lines;
}

/** `show`: a path as the reader's terminal opens it (text-lines.ts). */
export function writeReviewText(r: ReviewReport, write: Write, show?: ShowPath): void {
  const out = chunked(write);
  const line = (s: string): void => out.write(`${s}\n`);
  line(`fbc-bot review: ${VERDICT[r.verdict]} — ${headlinePhrase(r.result.findings)}`);
  line('');
  // The diff's lines end on its own summary: the verdict line above says it for the review.
  const diff = diffTextLines(r.result, r.verdict === 'pass' ? 'pass' : 'fail', undefined, show);
  for (const s of diff.slice(0, -1)) line(s);
  line('');
  for (const s of pendingLines(r)) line(s);
  out.end();
}
