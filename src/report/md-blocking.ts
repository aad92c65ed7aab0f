// "What blocks" in the review comment: what the author must fix first (catalog errors, then the
// installs the change strands, then CRD problems under their edge), who must approve last — an
// approval clears that, not a fix. The stranding of one channel is one problem (problems.ts): its
// `upgrade-path-lost` and `channel-stranded-bundles` findings are said under one heading, with
// the fix once; so are a group's parts (a catalog differing from its template in several places).
import { catalogRanges } from './catalog-merge.js';
import { mdCode, mdMessage, mdText } from '../escape/markdown.js';
import { AWAITING_APPROVAL } from '../model/verdict.js';
import {
  edgeItem,
  edgeRuns,
  findingItem,
  groupItem,
  position,
  sharedFix,
  type Item,
  type Merged,
} from './md-findings.js';
import type { Links } from './links.js';
import { isGroup, problemsOf, STRANDING } from './problems.js';

const NAME_MAX = 100;

function rank(m: Merged): number {
  if (AWAITING_APPROVAL.has(m.finding.rule)) return 3;
  if (m.finding.edge) return 2;
  return STRANDING.includes(m.finding.rule) ? 1 : 0;
}

/** An approval finding: ⏳, not ❌ — nothing in the catalog is wrong. */
function approvalItem(m: Merged, links: Links): string {
  return findingItem(m, m.finding.message, '', true, links).replace(/^- ❌ /, '- ⏳ ');
}

/** One channel's stranding: a heading naming channel, package and place, each finding below, the fix once. */
function strandingItem(group: readonly Merged[], links: Links): string {
  const first = group[0]!;
  const f = first.finding;
  const where = [mdText(catalogRanges(first.catalogs), 300), position(f, links)].filter((x) => x !== '').join(' ');
  const ctx = [f.package !== undefined ? `package ${mdCode(f.package, NAME_MAX)}` : '', where].filter((x) => x !== '');
  const fixes = new Set(group.map((m) => sharedFix([m])).filter((x) => x !== undefined));
  const fix = fixes.size === 1 ? [...fixes][0]! : undefined;
  const lines = group.map((m) => {
    const message =
      fix !== undefined && m.finding.message.endsWith(`; ${fix}`)
        ? m.finding.message.slice(0, m.finding.message.length - fix.length - 2)
        : m.finding.message;
    const { file: _file, line: _line, ...bare } = m.finding;
    return findingItem({ finding: bare, catalogs: [] }, message, '  ', true, links);
  });
  return [
    `- **Stranded installs** in channel ${mdCode(f.channel ?? '', NAME_MAX)} (${ctx.join(', ')}):`,
    ...lines,
    ...(fix !== undefined ? [`  - **Fix:** ${mdMessage(fix, 500)}`] : []),
  ].join('\n');
}

/** The items of "What blocks", in the order a reviewer acts on them: one per problem, an edge's gathered. */
export function blockingItems(errors: readonly Merged[], links: Links = {}): Item[] {
  const sorted = [...errors].sort((a, b) => rank(a) - rank(b));
  const edges = sorted.filter((m) => rank(m) === 2);
  const one =
    (m: Merged): Item =>
    () =>
      findingItem(m, m.finding.message, '', true, links);
  return [
    ...problemsOf(sorted.filter((m) => rank(m) === 0)).flatMap((p) =>
      isGroup(p) ? [() => groupItem(p, links)] : p.map(one),
    ),
    ...problemsOf(sorted.filter((m) => rank(m) === 1)).map((p) =>
      p.length > 1 ? () => strandingItem(p, links) : one(p[0]!),
    ),
    ...edgeRuns(edges).map((x) => (Array.isArray(x) ? () => edgeItem(x, links) : one(x))),
    ...sorted.filter((m) => rank(m) === 3).map((m) => () => approvalItem(m, links)),
  ];
}
