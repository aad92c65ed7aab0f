// The Action's job summaries: a review (or why there is none) with what became of the merge, and
// mode plan's rebuild plan. Catalog paths, branch and workflow names are the repository's text:
// escaped as text (a code span would keep `<` raw, and a table cell split at `|`).
import { mdCode, mdLines, mdText } from '../escape/markdown.js';
import { renderReviewMarkdown, type ReviewReport } from './render-ownership.js';
import type { HeadingVerdict } from './render-markdown.js';

/** Room left under the review for the merge line and the note. */
const TAIL_CHARS = 10_000;

export interface MergeOutcome {
  readonly merged: boolean;
  readonly via: 'auto-merge' | 'merge';
  readonly headSha?: string | undefined;
  readonly reasons: readonly string[];
}

/** A review's summary within about `limit` characters; `review` absent: the run's `error`. */
export function reviewJobSummary(
  o: {
    review?: ReviewReport | undefined;
    heading?: HeadingVerdict | undefined;
    error?: string | undefined;
    merge: MergeOutcome;
  },
  limit: number,
  note = '',
): string {
  if (o.review === undefined) return `## fbc-bot: could not review\n\n${mdLines(o.error ?? '', 50_000)}\n${note}`;
  const m = o.merge;
  const mergeLine = m.merged
    ? `**Merge:** ${m.via === 'auto-merge' ? 'auto-merge armed' : 'merged'} at ${mdCode(m.headSha ?? '')}.`
    : `**Merge:** not merged: ${m.reasons
        .slice(0, 20)
        .map((r) => mdText(r, 1_000))
        .join('; ')}.`;
  return `${renderReviewMarkdown(o.review, limit - TAIL_CHARS, o.heading)}\n${mergeLine.slice(0, 8_000)}\n${note}`;
}

/** Mode publish's note: the analysis only named the pull request, reviewed again here. */
export function reviewedAgainNote(headSha: string, runId: number | string): string {
  return (
    `\nReviewed again from git and posted on ${mdCode(headSha)}: workflow run ${runId}'s analysis only named ` +
    `the pull request.\n`
  );
}

export interface PlanShown {
  readonly plan: {
    readonly matrix: { readonly include: readonly { readonly catalog: string; readonly dockerfile: string }[] };
    readonly removed: readonly string[];
  };
  /** Why nothing was planned, when nothing was. */
  readonly note?: string | undefined;
  readonly dispatched?: string | undefined;
}

export function planJobSummary(o: PlanShown): string {
  const rows = o.plan.matrix.include.map((e) => `| ${mdText(e.catalog, 300)} | ${mdText(e.dockerfile, 300)} |`);
  return [
    '## fbc-bot: rebuild plan',
    '',
    ...(o.note ? [mdText(o.note, 1_000), ''] : []),
    ...(rows.length > 0 ? ['| catalog | Dockerfile |', '|---|---|', ...rows, ''] : ['No catalog changed.', '']),
    ...(o.plan.removed.length > 0
      ? [`Removed catalogs: ${o.plan.removed.map((c) => mdCode(c, 300)).join(', ')}`, '']
      : []),
    ...(o.dispatched ? [`Dispatched: ${mdText(o.dispatched, 1_000)}.`, ''] : []),
  ].join('\n');
}
