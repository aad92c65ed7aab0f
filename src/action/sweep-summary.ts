// The job summary of a sweep: what it re-reviewed and merged, what it passed over because its review
// failed before on the same head, and where it stopped. Pure.
import { mdText } from '../escape/markdown.js';
import type { SweepOutcome } from './sweep-mode.js';

/** At most this many rows: a sweep's summary stays readable (and within the summary's limit). */
const ROWS = 200;

export function sweepJobSummary(o: SweepOutcome, line: string): string {
  const out = [`## ${mdText(line)}`, ''];
  const rows = [
    ...o.reviewed.map((p) => [p.number, p.error !== undefined ? `error: ${p.error}` : p.note] as const),
    ...o.failedBefore.map(
      (p) => [p.number, `failed before on this head (its failing check stands): ${p.reason}`] as const,
    ),
    ...o.unread.map((p) => [p.number, `could not read its state: ${p.error}`] as const),
  ];
  if (rows.length > 0) {
    out.push('| pull request | outcome |', '|---|---|');
    for (const [n, note] of rows.slice(0, ROWS)) out.push(`| #${n} | ${mdText(note, 1000)} |`);
    if (rows.length > ROWS) out.push('', `${rows.length - ROWS} more: see the log.`);
  }
  return `${out.join('\n')}\n`;
}
