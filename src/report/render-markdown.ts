// The review comment of `diff` (and `review`): the verdict, then what blocks (errors, stranded
// installs, CRD problems under their edge, who must approve), then per package the change and its
// change graph, then warnings and info by rule with their fix, the full graphs and what base
// already had folded, and last the finding ids (rules) it reports. The same change or finding in several catalogs
// is said once, naming the catalogs. Every catalog string is escaped (escape/markdown.ts), and
// the whole kept within GitHub's 65,536-character limit, errors first and every cut counted.
import type { DiffResult } from '../diff/diff.js';
import { cutNote, fit, size, type Block } from './comment-budget.js';
import { catalogRanges } from './catalog-merge.js';
import { mdCode, mdText } from '../escape/markdown.js';
import type { Finding } from '../model/finding.js';
import { AWAITING_APPROVAL, findingsToFix } from '../model/verdict.js';
import { blockingItems } from './md-blocking.js';
import { edgeItem, edgeRuns, findingItem, groupItem, ruleItems, type Item, type Merged } from './md-findings.js';
import { fullGraphsItem, packageItem, packageUnits, sectionUnits } from './md-packages.js';
import { notCheckableNote } from './not-checkable.js';
import { capSummaries, copiesOf, headlinePhrase, isGroup, problemsOf, type Copies } from './problems.js';
import { plural } from './text-lines.js';
import { touchedBase } from './touched.js';
import { RULE_DOCS } from './rule-docs.js';
import type { Links } from './links.js';

export const COMMENT_LIMIT = 65_536;

const RULES_NAMED = 12;

const more =
  (what: string) =>
  (n: number): string =>
    `- …and ${n} more ${what} (see the check run)`;

/** A block of items rendered when the budget first asks for them, once each: a diff with
 * 100,000 findings escapes the few hundred the comment shows, not all of them (seconds). */
function block(open: string[], close: string[], items: readonly Item[], what: string, moreLine = more(what)): Block {
  const made: string[] = [];
  return { open, close, count: items.length, item: (i) => (made[i] ??= items[i]!()), more: moreLine, what };
}

/**
 * "Finding ids reported: `rule` ×n, …" — the finding ids (rules) the comment reports, errors
 * first; one compact line at the end (each blocking item names its own id above).
 */
function reported(fs: readonly Finding[]): string {
  const counts = new Map<string, { n: number; rank: number }>();
  const RANK = { error: 0, warning: 1, info: 2 } as const;
  // Problems per rule (problems.ts): a channel's stranding counts once under each of its two rules.
  for (const p of problemsOf(copiesOf(fs)))
    for (const f of new Map(p.map((m) => [m.finding.rule, m.finding])).values()) {
      const c = counts.get(f.rule);
      if (c) c.n++;
      else counts.set(f.rule, { n: 1, rank: RANK[f.severity] });
    }
  const rows = [...counts].sort(([a, x], [b, y]) => x.rank - y.rank || y.n - x.n || (a < b ? -1 : 1));
  const shown = rows
    .slice(0, RULES_NAMED)
    .map(([rule, c]) => `${mdCode(rule)}${c.n > 1 ? ` ×${c.n}` : ''}`)
    .join(', ');
  return rows.length === 0
    ? 'Finding ids reported: none.'
    : `Finding ids reported: ${shown}` +
        `${rows.length > RULES_NAMED ? ` and ${rows.length - RULES_NAMED} more rules` : ''}.`;
}

/**
 * The copies as the lists show them: a run's `crd-not-checkable` notes as one line, a group's parts as one entry, the
 * rest (a channel's stranding too: each finding under its rule) one finding each.
 */
function listed(ms: readonly Copies[]): Merged[][] {
  return problemsOf(ms).flatMap((p): Merged[][] => {
    const note = notCheckableNote(p);
    if (note) return [[note]];
    return isGroup(p) ? [p] : p.map((m) => [m]);
  });
}

/** An entry of a list: a finding's line, or a group's parts under their head. */
const entryItem = (e: readonly Merged[], links: Links): string =>
  isGroup(e) ? groupItem(e, links) : findingItem(e[0]!, e[0]!.finding.message, '', true, links);

/** Items of one severity below "What blocks": findings by rule, then each upgrade edge's findings under it. */
function severityItems(ms: readonly Copies[], what: (rule: string) => string | undefined, links: Links): Item[] {
  const shown = listed(ms);
  const edges = shown.flat().filter((m) => m.finding.edge);
  return [
    ...ruleItems(
      shown.filter((e) => !e[0]!.finding.edge),
      what,
      links,
    ),
    ...edgeRuns(edges).map(
      (x, i): Item =>
        () =>
          (i === 0 ? '\n' : '') +
          (Array.isArray(x) ? edgeItem(x, links) : findingItem(x, x.finding.message, '', true, links)),
    ),
  ];
}

/** Cap summaries (report/cap.ts) as lines of their own: they count what is not listed, no problem. */
const capNotes = (fs: readonly Finding[]): Item[] =>
  fs.map((f) => () => findingItem({ finding: f, catalogs: [f.catalog ?? ''] }));

const VERDICT = { pass: '✅ pass', fail: '❌ fail', pending: '⏳ awaiting approval', held: '⏸️ on hold' } as const;
export type HeadingVerdict = keyof typeof VERDICT;

/** "3 catalogs (catalogs/v4.12–v4.14)", or the one catalog's path. */
function inCatalogs(catalogs: readonly string[]): string {
  const range = mdText(catalogRanges(catalogs), 300);
  return catalogs.length > 1 ? `${catalogs.length} catalogs (${range})` : range;
}

/**
 * The review comment, at most `limit` characters; `approvals`: the ownership section's lines
 * (review), `pending` when only an approval is missing, `held` when a /hold stops a passing
 * review (the Action's check says the same). The heading counts the errors the change introduces,
 * as the check run's title does: who must approve is said after them ("approval pending", ⏳).
 */
export function renderDiffMarkdown(
  r: DiffResult,
  verdict: HeadingVerdict,
  limit = COMMENT_LIMIT,
  approvals: readonly string[] = [],
  links: Links = {},
): string {
  const introduced = r.findings.filter((f) => f.introduced !== false);
  const of = (s: Finding['severity']): Finding[] => introduced.filter((f) => f.severity === s);
  const errors = copiesOf(of('error'));
  const warnings = copiesOf(of('warning'));
  const infos = copiesOf(of('info'));
  const units = packageUnits(r);
  const catalogs = [...new Set(r.changes.map((c) => c.catalog))];
  const packages = new Set(units.map((u) => u.change.package)).size;
  const scope =
    units.length === 0 ? 'No package changed' : `Changed: ${plural(packages, 'package')} in ${inCatalogs(catalogs)}`;
  // Problems, not copies (problems.ts): the errors a fix must clear, then the warnings.
  const toFix = findingsToFix(r.findings).length > 0;
  const approval =
    verdict === 'fail' && of('error').some((f) => AWAITING_APPROVAL.has(f.rule)) ? '; approval pending' : '';
  const head = [`## fbc-bot: ${VERDICT[verdict]} — ${headlinePhrase(r.findings)}${approval}`, '', `${scope}.`, ''];
  const tail = [reported(introduced), ''];
  const what = (rule: string): string | undefined => RULE_DOCS[rule]?.what;
  const withGraphs = units.filter(
    (u) => u.picture && (u.picture.before !== undefined || u.picture.after !== undefined),
  );
  const blocking = block([`### ${toFix ? '❌' : '⏳'} What blocks`, ''], [''], blockingItems(errors, links), 'errors');
  const base = touchedBase(r);
  const blocks: Block[] = [
    block(
      ['### Changes by package', ''],
      [''],
      sectionUnits(units).map((u) => () => packageItem(u)),
      'package changes',
      (n) => `_…and ${n} more package changes (see \`fbc-bot diff\`)._\n`,
    ),
    block(['### ⚠️ Warnings', ''], [''], severityItems(warnings, what, links), 'warnings'),
    block(
      ['<details><summary>Full upgrade graphs, before and after</summary>', ''],
      ['</details>', ''],
      withGraphs.map((u) => () => fullGraphsItem(u)),
      'upgrade graphs',
      (n) => `_…and ${n} more upgrade graphs (see \`fbc-bot graph\`)._\n`,
    ),
    block(
      [`<details><summary>ℹ️ Changes noted (${problemsOf(infos).length})</summary>`, ''],
      ['', '</details>', ''],
      [...severityItems(infos, what, links), ...capNotes(capSummaries(introduced))],
      'changes',
    ),
    block(
      [
        `<details><summary>Already in base, not judged (${problemsOf(copiesOf(base.listed)).length}` +
          `${base.elsewhere > 0 ? `; ${base.elsewhere} more in packages this change does not touch` : ''})</summary>`,
        '',
      ],
      ['', '</details>', ''],
      [...listed(copiesOf(base.listed)).map((e) => () => entryItem(e, links)), ...capNotes(base.summaries)],
      'findings already in base',
    ),
  ];
  const empty = r.changes.length === 0 ? ['No catalog changes.', ''] : [];
  const fixed = [...head, ...approvals, ...empty, ...tail];
  // Errors decide the verdict: they come first; who approves is always there; then the packages,
  // warnings, the full graphs (folded), the rest. Once errors are cut, everything after is cut too.
  const room = limit - size(fixed);
  const first = fit([blocking], [0], room);
  const rest = fit(blocks, [0, 1, 2, 3, 4], first.cut.length > 0 ? 0 : room - size(first.lines));
  const cut = [...first.cut, ...rest.cut];
  return [
    ...head,
    ...first.lines,
    ...approvals,
    ...empty,
    ...rest.lines,
    ...(cut.length > 0 ? [cutNote(cut), ''] : []),
    ...tail,
  ].join('\n');
}
