// The review's ownership, as the contract JSON and as the review comment's section: per package
// its owners, who approved, who still can; paths outside the packages; auto-merge eligibility.
// Every login and path is escaped (escape/markdown.ts): a login cannot mention, link or inject.
import type { DiffResult } from '../diff/diff.js';
import { catalogRanges } from './catalog-merge.js';
import type { Verdict } from '../model/verdict.js';
import { mdText } from '../escape/markdown.js';
import type { OthersDecision, PackageDecision } from '../ownership/ownership-decision.js';
import type { Ownership } from '../ownership/ownership-entry.js';
import { renderDiffMarkdown, COMMENT_LIMIT, type HeadingVerdict } from './render-markdown.js';
import type { Links } from './links.js';
import { Streamed, writeJsonDocument, type Write } from './write-stream.js';

/** What the section shows of each package's decision. */
type PackageShown = Pick<PackageDecision, 'package' | 'catalogs' | 'owners' | 'approvedBy' | 'status' | 'canApprove'>;

export interface ReviewReport {
  readonly result: DiffResult;
  readonly verdict: Verdict;
  readonly ownership: Ownership;
  readonly decision: { readonly packages: readonly PackageShown[]; readonly others: OthersDecision };
  readonly maintainers: readonly string[];
  readonly autoMerge: { readonly eligible: boolean; readonly reasons: readonly string[] };
}

export function writeReviewJson(r: ReviewReport, write: Write): void {
  writeJsonDocument(
    {
      schemaVersion: 1,
      verdict: r.verdict,
      findings: new Streamed(r.result.findings),
      changes: new Streamed(r.result.changes),
      ownership: r.ownership,
      autoMerge: r.autoMerge,
    },
    write,
  );
}

/** The section's share of the comment: the diff's findings and graphs need the rest. */
const SECTION_MAX = 16_000;
const NAMES = 10;
const PATHS = 20;
const STATUS = { approved: '✅ approved', pending: '⏳ pending', 'no-owners': '⚠️ no owners' } as const;

function names(list: readonly string[]): string {
  if (list.length === 0) return '—';
  const shown = list
    .slice(0, NAMES)
    .map((n) => mdText(n, 40))
    .join(', ');
  return list.length > NAMES ? `${shown} and ${list.length - NAMES} more` : shown;
}

/** The ownership section of the review comment (bounded: rows, names and paths are capped). */
export function ownershipSection(r: ReviewReport): string[] {
  const d = r.decision;
  const lines = [`### Ownership: ${r.ownership.decision === 'approved' ? '✅ approved' : '⏳ pending'}`, ''];
  if (d.packages.length > 0) {
    lines.push(
      '| package | catalogs | owners | approved by | status | can still approve |',
      '|---|---|---|---|---|---|',
    );
    let size = 0;
    let shown = 0;
    for (const p of d.packages) {
      const can =
        p.status === 'approved' ? '—' : `${names(p.canApprove)}${r.maintainers.length > 0 ? ' or a maintainer' : ''}`;
      const row =
        `| ${mdText(p.package, 100)} | ` +
        `${p.catalogs.length === 0 ? '—' : mdText(catalogRanges(p.catalogs), 300)} | ${names(p.owners)} | ` +
        `${names(p.approvedBy)} | ${STATUS[p.status]} | ${can} |`;
      if (size + row.length > SECTION_MAX / 2) break;
      size += row.length + 1;
      shown++;
      lines.push(row);
    }
    if (shown < d.packages.length)
      lines.push(`| … | ${d.packages.length - shown} more packages (see \`fbc-bot review --format json\`) | | | | |`);
    lines.push('');
  } else lines.push('No package changed.', '');
  if (d.others.paths.length > 0) {
    const state = d.others.allowed
      ? `allowed (${names(d.others.approvedBy)})`
      : 'a maintainer must author or approve them';
    lines.push(`Paths outside the catalogs and owners files (${d.others.paths.length}): ${state}`, '');
    for (const p of d.others.paths.slice(0, PATHS)) lines.push(`- ${mdText(p, 120)}`);
    if (d.others.paths.length > PATHS) lines.push(`- …and ${d.others.paths.length - PATHS} more`);
    lines.push('');
  }
  lines.push(`Maintainers: ${names(r.maintainers)}`, '');
  lines.push(
    r.autoMerge.eligible
      ? '**Auto-merge:** eligible.'
      : `**Auto-merge:** not eligible: ${r.autoMerge.reasons
          .slice(0, 5)
          .map((x) => mdText(x, 150))
          .join('; ')}${r.autoMerge.reasons.length > 5 ? ` (and ${r.autoMerge.reasons.length - 5} more)` : ''}.`,
    '',
  );
  return lines;
}

/**
 * The review comment: the diff's verdict and what blocks, then ownership (who must approve), then
 * the rest; within `limit`. `state`: the check run's own state (the Action), which the heading
 * then says — a check awaiting approval or held never sits under a "pass" or "fail" heading.
 */
export function renderReviewMarkdown(
  r: ReviewReport,
  limit = COMMENT_LIMIT,
  state?: HeadingVerdict,
  links: Links = {},
): string {
  return renderDiffMarkdown(r.result, state ?? r.verdict, limit, ownershipSection(r), links);
}
