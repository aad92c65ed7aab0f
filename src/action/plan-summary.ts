// The job summary of mode plan. Catalog paths, branch and workflow names are the repository's
// text: escaped as text (a code span would keep `<` raw, and a table cell split at `|`). Pure.
import { mdCode, mdText } from '../escape/markdown.js';
import type { PlanOutcome } from './plan-mode.js';

export function planSummary(o: PlanOutcome): string {
  const rows = o.plan.matrix.include.map((e) => `| ${mdText(e.catalog, 300)} | ${mdText(e.dockerfile, 300)} |`);
  return [
    '## fbc-bot: rebuild plan', '',
    ...(o.note ? [mdText(o.note, 1_000), ''] : []),
    ...(rows.length > 0 ? ['| catalog | Dockerfile |', '|---|---|', ...rows, ''] : ['No catalog changed.', '']),
    ...(o.plan.removed.length > 0 ? [`Removed catalogs: ${o.plan.removed.map((c) => mdCode(c, 300)).join(', ')}`, ''] : []),
    ...(o.dispatched ? [`Dispatched: ${mdText(o.dispatched, 1_000)}.`, ''] : []),
  ].join('\n');
}
