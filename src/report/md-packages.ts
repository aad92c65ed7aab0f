// Per changed package, what the comment says: the change in one line or two, its change graph,
// and (folded, in a later block) the full upgrade graphs before and after. A package changed the
// same way in several catalogs (same bundles, edges, change graph and findings) is said once.
import type { DiffResult, Picture } from '../diff/diff.js';
import type { PackageChange } from '../diff/package-changes.js';
import { compareNatural } from '../semver/natural-order.js';
import { catalogRanges, mergeAcross } from './catalog-merge.js';
import { renderChangeGraph } from './change-graph-mermaid.js';
import { htmlText, mdCode, mdFence, mdText } from '../escape/markdown.js';
import type { Finding } from '../model/finding.js';
import { fieldLines } from './field-lines.js';

/** GitHub renders no Mermaid diagram longer than this (Mermaid's default maxTextSize). */
const MERMAID_MAX = 50_000;
const NAME_MAX = 100;
const LISTED = 8;

export interface PackageUnit {
  readonly change: PackageChange;
  readonly picture?: Picture;
  readonly catalogs: readonly string[];
}

/** The changed packages, merged across catalogs, in package then catalog order. */
export function packageUnits(r: DiffResult): PackageUnit[] {
  const pictures = new Map(r.pictures.map((p) => [JSON.stringify([p.catalog, p.package]), p]));
  const own = new Map<string, Finding[]>();
  for (const f of r.findings) {
    if (f.package === undefined || f.introduced === false) continue;
    const k = JSON.stringify([f.catalog ?? '', f.package]);
    const l = own.get(k);
    if (l) l.push(f);
    else own.set(k, [f]);
  }
  const items = r.changes.map((c) => {
    const k = JSON.stringify([c.catalog, c.package]);
    return { change: c, picture: pictures.get(k), findings: own.get(k) ?? [] };
  });
  const key = (x: (typeof items)[number]): string => {
    const { catalog: _, ...rest } = x.change;
    const fs = x.findings.map((f) => [f.severity, f.rule, f.channel, f.bundle, f.message]);
    return JSON.stringify([rest, x.picture?.change, fs]);
  };
  return mergeAcross(items, (x) => x.change.catalog, key)
    .map(({ item, catalogs }) => ({
      change: item.change,
      ...(item.picture ? { picture: item.picture } : {}),
      catalogs: [...catalogs].sort(compareNatural),
    }))
    .sort((a, b) =>
      a.change.package < b.change.package
        ? -1
        : a.change.package > b.change.package
          ? 1
          : compareNatural(a.catalogs[0]!, b.catalogs[0]!),
    );
}

const names = (xs: readonly string[]): string =>
  `${xs
    .slice(0, LISTED)
    .map((x) => mdCode(x, NAME_MAX))
    .join(', ')}${xs.length > LISTED ? ` and ${xs.length - LISTED} more` : ''}`;

function summary(c: PackageChange): string[] {
  const lines: string[] = [];
  const bundles = [
    c.bundlesAdded.length > 0 ? `added ${names(c.bundlesAdded)}` : '',
    c.bundlesRemoved.length > 0 ? `removed ${names(c.bundlesRemoved)}` : '',
    c.bundlesModified.length > 0 ? `modified ${names(c.bundlesModified)}` : '',
  ].filter((x) => x !== '');
  if (bundles.length > 0) lines.push(`Bundles: ${bundles.join('; ')}.`);
  const channels = c.channels
    .filter((ch) => ch.status !== 'unchanged')
    .map((ch) => {
      const head =
        ch.head.base !== undefined && ch.head.head !== undefined && ch.head.base !== ch.head.head
          ? `, head ${mdCode(ch.head.base, NAME_MAX)} → ${mdCode(ch.head.head, NAME_MAX)}`
          : '';
      const edges =
        ch.edgesAdded.length + ch.edgesRemoved.length > 0
          ? `, edges +${ch.edgesAdded.length} −${ch.edgesRemoved.length}`
          : '';
      return `${mdCode(ch.channel, NAME_MAX)} (${ch.status}${head}${edges})`;
    });
  if (channels.length > 0)
    lines.push(
      `Channels: ${channels.slice(0, LISTED).join(', ')}` +
        `${channels.length > LISTED ? ` and ${channels.length - LISTED} more` : ''}.`,
    );
  const fields = fieldLines(c, { name: (x) => mdCode(x, NAME_MAX), word: (x) => mdText(x, NAME_MAX) });
  if (fields.length > 0) lines.push('', ...fields.map((l) => `- ${l}`));
  return lines;
}

/**
 * The units as their sections read (summary and change graph): catalogs whose full graphs or
 * findings differ but whose change reads the same are said once. Findings have their own
 * sections, merged on their own, and the full graphs keep the finer units.
 */
export function sectionUnits(units: readonly PackageUnit[]): PackageUnit[] {
  const key = (u: PackageUnit): string =>
    JSON.stringify([u.change.package, u.change.status, summary(u.change), u.picture?.change ?? null]);
  const merged = new Map<string, PackageUnit>();
  for (const u of units) {
    const k = key(u);
    const seen = merged.get(k);
    merged.set(k, seen ? { ...seen, catalogs: [...seen.catalogs, ...u.catalogs].sort(compareNatural) } : u);
  }
  return [...merged.values()];
}

/** A package's heading, summary and change graph (the graph replaced by a note when too large). */
export function packageItem(u: PackageUnit): string {
  const c = u.change;
  const lines = [
    `#### ${mdText(c.package, NAME_MAX)} — ${c.status} in ${mdText(catalogRanges(u.catalogs), 300)}`,
    '',
    ...summary(c),
    '',
  ];
  const g = u.picture?.change;
  // One bundle and no edge is no graph: drawn, it is one box stretched over the comment's width.
  if (
    g &&
    g.channels.length > 0 &&
    g.channels.every((ch) => ch.nodes.length <= 1 && ch.edges.length === 0 && ch.hidden === 0)
  ) {
    const lone = g.channels
      .filter((ch) => ch.nodes.length === 1)
      .map((ch) => {
        const n = ch.nodes[0]!;
        const tags = [
          n.noBundle ? 'no bundle' : n.mark === 'same' ? '' : n.mark,
          n.stranded ? 'stranded' : '',
          n.head ? 'head' : '',
        ].filter((t) => t !== '');
        return (
          `${mdCode(ch.channel, NAME_MAX)}: ${mdCode(n.name, NAME_MAX)}` +
          `${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`
        );
      });
    const more = lone.length > LISTED ? ` and ${lone.length - LISTED} more` : '';
    const why =
      lone.length > 0
        ? `one bundle per changed channel (${lone.slice(0, LISTED).join(', ')}${more})`
        : 'the changed channels hold no bundle';
    lines.push(`No upgrade edge to draw: ${why}.`, '');
  } else if (g && g.channels.length > 0) {
    const body = renderChangeGraph(g);
    if (body.length > MERMAID_MAX / 2)
      lines.push(
        `_The change graph is too large to draw here (${body.length} characters); see \`fbc-bot graph\`._`,
        '',
      );
    else lines.push(...mdFence('mermaid', body), '');
  }
  return lines.join('\n');
}

/** The full before and after graphs of a package, folded. */
export function fullGraphsItem(u: PackageUnit): string {
  const p = u.picture!;
  const side = (title: string, body: string | undefined): string[] =>
    body === undefined
      ? []
      : body.length > MERMAID_MAX
        ? [
            `**${title}**: too large for GitHub to draw (${body.length} characters); see \`fbc-bot graph ` +
              `--format mermaid\`.`,
            '',
          ]
        : [`**${title}**`, '', ...mdFence('mermaid', body), ''];
  return [
    `<details><summary>Upgrade graphs of ${htmlText(p.package, NAME_MAX)} before and after (` +
      `${htmlText(catalogRanges(u.catalogs), 300)})</summary>`,
    '',
    ...side('Before', p.before),
    ...side('After', p.after),
    '</details>',
    '',
  ].join('\n');
}
