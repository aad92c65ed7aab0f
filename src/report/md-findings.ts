// Findings as the review comment lists them: the same finding in several catalogs once, naming
// the catalogs; CRD findings under the upgrade edge they block; warnings and info by rule, the
// fix said once for the rule when every message of the group ends with it.
import { catalogRanges, gatherRuns } from './catalog-merge.js';
import { byPath, crdFix, withoutEdge } from './edge-groups.js';
import { mdCode, mdMessage, mdText } from '../escape/markdown.js';
import { ownPart, type Finding } from '../model/finding.js';
import { clipWords } from '../escape/clip.js';
import { fileLink, ruleLink, type Links } from './links.js';
import { isGroup, type Merged } from './problems.js';

export type { Merged } from './problems.js';

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
const MESSAGE_MAX = 1_000;
const NAME_MAX = 100;

/**
 * `file:line` inside the finding's catalog (the same file in each catalog, as a rule), as code
 * linked to the line at the head commit when `links` can; '' without a file.
 */
export function position(f: Finding, links: Links = {}): string {
  if (f.file === undefined) return '';
  const cat = f.catalog ?? '';
  const rel = cat !== '' && f.file.startsWith(`${cat}/`) ? f.file.slice(cat.length + 1) : f.file;
  return fileLink(links, mdCode(`${rel}${f.line !== undefined ? `:${f.line}` : ''}`, 300), f.file, f.line);
}

/** The catalogs a finding is in, as ranges; '' for a finding of no catalog. */
const catalogsOf = (m: Merged): string =>
  m.catalogs.length > 1 || (m.finding.catalog ?? '') !== '' ? mdText(catalogRanges(m.catalogs), 300) : '';

/** Where: the catalogs, then the file inside the first catalog. */
function where(m: Merged, links: Links): string {
  return [catalogsOf(m), position(m.finding, links)].filter((x) => x !== '').join(' ');
}

export function findingItem(
  m: Merged,
  message = m.finding.message,
  indent = '',
  rule = true,
  links: Links = {},
): string {
  const at = where(m, links);
  return (
    `${indent}- ${ICON[m.finding.severity]} ${rule ? `${ruleLink(links, m.finding.rule)} ` : ''}` +
    `${mdMessage(message, MESSAGE_MAX)}${at === '' ? '' : ` — ${at}`}`
  );
}

/**
 * A group's parts (problems.ts): its head once, naming the catalogs, each part's own text at its position (linked as
 * findingItem links it), then the fix once unless the heading above says it (`withFix` false).
 */
export function groupItem(parts: readonly Merged[], links: Links = {}, rule = true, withFix = true): string {
  const first = parts[0]!;
  const f = first.finding;
  const cats = catalogsOf(first);
  const lines = parts.map((m) => {
    const at = position(m.finding, links);
    return `  - ${mdMessage(ownPart(m.finding) ?? m.finding.message, MESSAGE_MAX)}${at === '' ? '' : ` — ${at}`}`;
  });
  return [
    `- ${ICON[f.severity]} ${rule ? `${ruleLink(links, f.rule)} ` : ''}${mdMessage(f.group!.head, MESSAGE_MAX)}` +
      `${cats === '' ? '' : ` — ${cats}`}:`,
    ...lines,
    ...(withFix ? [`  - **Fix:** ${mdMessage(f.group!.fix, MESSAGE_MAX)}`] : []),
  ].join('\n');
}

const PATHS_LISTED = 12;

/** CRD paths as code, the first dozen. */
function pathList(paths: readonly string[]): string {
  const shown = paths
    .slice(0, PATHS_LISTED)
    .map((p) => mdCode(p, 200))
    .join(', ');
  return `${shown}${paths.length > PATHS_LISTED ? ` and ${paths.length - PATHS_LISTED} more` : ''}`;
}

/**
 * An edge's heading line and its findings, each without the edge its message starts with (those
 * differing only by CRD path on one line naming the paths), and the fix once.
 */
export function edgeItem(group: readonly Merged[], links: Links = {}): string {
  const first = group[0]!;
  const e = first.finding.edge!;
  const ctx = [
    first.finding.package !== undefined ? `package ${mdCode(first.finding.package, NAME_MAX)}` : '',
    first.finding.channel !== undefined ? `channel ${mdCode(first.finding.channel, NAME_MAX)}` : '',
    mdText(catalogRanges(first.catalogs), 300),
  ].filter((x) => x !== '');
  const fix = sharedFix(group);
  const lines = byPath(group, (m) => m.finding).map((r) => {
    if (!r.items) {
      const m = r.item;
      const message = withoutEdge(m.finding);
      return findingItem(
        { finding: m.finding, catalogs: [] },
        fix !== undefined ? message.slice(0, message.length - fix.length - 2) : message,
        '  ',
      );
    }
    const m = r.items[0]!;
    const at = position(m.finding, links);
    return (
      `  - ${ICON[m.finding.severity]} ${ruleLink(links, m.finding.rule)} ` +
      `${mdMessage(`${r.crd}: ${r.rest}`, MESSAGE_MAX)} — at ${r.paths.length} paths: ${pathList(r.paths)}` +
      `${at === '' ? '' : ` — ${at}`}`
    );
  });
  return [
    `- **Upgrade edge** ${mdCode(e.from, NAME_MAX)} → ${mdCode(e.to, NAME_MAX)} (${ctx.join(', ')}):`,
    ...lines,
    `  - **Fix:** ${fix !== undefined ? mdMessage(fix, 500) : crdFix(e, (n) => mdCode(n, NAME_MAX))}`,
  ].join('\n');
}

/** Merged findings in order, each edge's gathered where its first stands: one item per entry. */
export function edgeRuns(ms: readonly Merged[]): (Merged | Merged[])[] {
  return gatherRuns(ms, (m) =>
    m.finding.edge ? [m.catalogs, m.finding.package, m.finding.edge.from, m.finding.edge.to] : undefined,
  );
}

/** A rule's documented meaning, cut to its first clause (the docs say the rest), at a word. An
 * abbreviation's dot (e.g., i.e.) ends no clause, and a parenthesis the cut leaves open is dropped. */
const gist = (doc: string): string => {
  const one = doc.replace(/\s+/g, ' ');
  let end = one.length;
  for (const m of one.matchAll(/[.:;] /g))
    if (!/\b(?:e\.g|i\.e|etc|vs|cf)$/.test(one.slice(0, m.index))) {
      end = m.index;
      break;
    }
  let first = one.slice(0, end);
  if ((first.match(/\(/g) ?? []).length > (first.match(/\)/g) ?? []).length)
    first = first.slice(0, first.lastIndexOf('(')).trimEnd();
  return clipWords(first, 160);
};

/** A clause that tells what to do: the rules word their fixes as instructions. */
const FIX_VERBS = [
  ...['add', 'keep', 'remove', 'deprecate', 'declare', 'use', 'set', 'pin', 'move', 'rename', 'drop', 'fix'],
  ...['quote', 'give', 'list', 'restore', 'publish', 'point', 'replace', 'put', 'change', 'split', 'bump'],
  ...['ship', 'mark', 'release', 'make', 'render', 'merge', 'reference', 'connect'],
];
const FIX = new RegExp(`^(${FIX_VERBS.join('|')}) `, 'i');

/**
 * The clause after the last "; " of every message, when they all share it and it is an instruction: the rule's fix
 * here.
 */
export function sharedFix(ms: readonly Merged[]): string | undefined {
  const tail = (s: string): string | undefined => {
    const i = s.lastIndexOf('; ');
    return i < 0 ? undefined : s.slice(i + 2);
  };
  const t = tail(ms[0]!.finding.message);
  return t !== undefined && FIX.test(t) && ms.every((m) => tail(m.finding.message) === t) ? t : undefined;
}

/** An item of the comment, rendered only when asked: a block shows the few hundred that fit. */
export type Item = () => string;

/**
 * Items of findings grouped by rule (most frequent rule first): each item is one finding line, or a group's parts
 * (problems.ts, given as one entry) under their head, the first of a rule carrying the rule's heading (and its fix,
 * said once).
 */
export function ruleItems(
  entries: readonly (Merged | readonly Merged[])[],
  what: (rule: string) => string | undefined,
  links: Links = {},
): Item[] {
  const byRule = new Map<string, (readonly Merged[])[]>();
  for (const e of entries) {
    const p = 'finding' in e ? [e] : e;
    const g = byRule.get(p[0]!.finding.rule);
    if (g) g.push(p);
    else byRule.set(p[0]!.finding.rule, [p]);
  }
  const groups = [...byRule.values()].sort(
    (a, b) => b.length - a.length || (a[0]![0]!.finding.rule < b[0]![0]!.finding.rule ? -1 : 1),
  );
  const items: Item[] = [];
  for (const g of groups) {
    const first = g[0]![0]!.finding;
    const fix = sharedFix(g.flat());
    const head = (): string[] => {
      const doc = what(first.rule);
      return [
        `**${ICON[first.severity]} ${ruleLink(links, first.rule)}** (${g.length})` +
          `${doc ? ` — ${gist(doc)}` : ''}${fix ? `  \nFix: ${mdMessage(fix, 500)}` : ''}`,
        '',
      ];
    };
    g.forEach((p, i) =>
      items.push(() => {
        const m = p[0]!;
        const line = isGroup(p)
          ? groupItem(p, links, false, m.finding.group!.fix !== fix)
          : findingItem(
              m,
              fix ? m.finding.message.slice(0, m.finding.message.length - fix.length - 2) : m.finding.message,
              '',
              false,
              links,
            );
        // A blank line ends the list before the next rule's heading.
        return [...(i === 0 ? ['', ...head()] : []), line].join('\n');
      }),
    );
  }
  return items;
}
