// The text reports' findings, a problem once (problems.ts): under a header naming the catalogs it
// is in (`catalogs/v4.12–v4.20 (9 catalogs):`), its line at its first copy's position, errors
// first, each file in line order; an upgrade edge's findings under the edge, those differing only
// by CRD path on one line; a channel's stranding under one line; a group's parts under its head,
// the fix once; a run's `crd-not-checkable` notes as one line. `validate`, `diff` and
// `review -o text` print these.
import { compareNatural } from '../semver/natural-order.js';
import { catalogRanges } from './catalog-merge.js';
import { byPath, crdFix, withoutEdge } from './edge-groups.js';
import { textPath, textSafe } from '../escape/text.js';
import { ownPart, type Finding } from '../model/finding.js';
import { notCheckableNote } from './not-checkable.js';
import { capSummaries, copiesOf, isGroup, problemsOf, type Merged } from './problems.js';
import { asIs, byPosition, findingLine, type ShowPath } from './text-lines.js';

/** One item of a group: a problem (its parts) or a cap summary. */
type Entry = readonly Merged[];

const sizeOrder = (a: readonly string[], b: readonly string[]): number =>
  compareNatural(a[0] ?? '', b[0] ?? '') || a.length - b.length;

/** The entries by catalog set, the sets in catalog order, each set's entries in reading order. */
function groups(findings: readonly Finding[]): { catalogs: string[]; entries: Entry[] }[] {
  const entries: Entry[] = [
    ...problemsOf(copiesOf(findings)).map((p): Entry => {
      const note = notCheckableNote(p);
      return note ? [note] : p;
    }),
    ...capSummaries(findings).map((f): Entry => [{ finding: f, catalogs: [f.catalog ?? ''] }]),
  ];
  const sets = new Map<string, { catalogs: string[]; entries: Entry[] }>();
  for (const e of entries) {
    const catalogs = [...new Set(e[0]!.catalogs)].sort(compareNatural);
    const k = JSON.stringify(catalogs);
    const g = sets.get(k);
    if (g) g.entries.push(e);
    else sets.set(k, { catalogs, entries: [e] });
  }
  const out = [...sets.values()].sort((a, b) => sizeOrder(a.catalogs, b.catalogs));
  for (const g of out) g.entries.sort((a, b) => byPosition(a[0]!.finding, b[0]!.finding));
  return out;
}

/** The header of a catalog set: the catalog, or the range and how many. */
function header(catalogs: readonly string[], show: ShowPath): string {
  if (catalogs.length <= 1) return `${textPath(show(catalogs[0] || '.'))}:`;
  return `${textPath(catalogRanges(catalogs.map(show)))} (${catalogs.length} catalogs):`;
}

const PATHS = 12;

/**
 * The lines of the findings, grouped as above; `note` adds to a finding's rule (diff's
 * "(already in base)"); `show` writes a path as the reader's terminal opens it (relative to its cwd).
 */
export function problemLines(
  findings: readonly Finding[],
  note: (f: Finding) => string = () => '',
  show: ShowPath = asIs,
): string[] {
  const lines: string[] = [];
  for (const [i, g] of groups(findings).entries()) {
    if (i > 0) lines.push('');
    lines.push(header(g.catalogs, show));
    const where = g.catalogs.length > 1 ? catalogRanges(g.catalogs.map(show)) : undefined;
    // A finding without a file says where it is by its catalogs: the set's range.
    const line = (f: Finding, message = f.message): string =>
      findingLine(
        { ...f, message, ...(f.file === undefined && where !== undefined ? { catalog: where } : {}) },
        note(f),
        // The set's range is already shown; a file or a lone catalog is written from the cwd.
        (path) => (path === where ? path : show(path)),
      );
    const edges = new Map<string, Finding[]>();
    const order: ({ entry: Entry } | { edge: Finding[] })[] = [];
    for (const e of g.entries) {
      const f = e[0]!.finding;
      if (e.length > 1 || !f.edge) {
        order.push({ entry: e });
        continue;
      }
      const k = JSON.stringify([f.package, f.edge.from, f.edge.to]);
      const run = edges.get(k);
      if (run) run.push(f);
      else {
        const fresh = [f];
        edges.set(k, fresh);
        order.push({ edge: fresh });
      }
    }
    for (const x of order) {
      if ('entry' in x) {
        const f = x.entry[0]!.finding;
        if (x.entry.length === 1) lines.push(line(f));
        else if (isGroup(x.entry)) {
          lines.push(`${textSafe(f.group!.head)}:`);
          for (const m of x.entry) lines.push(`  ${line(m.finding, ownPart(m.finding))}`);
          lines.push(`  fix: ${textSafe(f.group!.fix)}`);
        } else {
          lines.push(`${textSafe(f.package ?? '')}: stranded installs in channel ${textSafe(f.channel ?? '')}:`);
          for (const m of x.entry) lines.push(`  ${line(m.finding)}`);
        }
        continue;
      }
      const fs = x.edge;
      const first = fs[0]!;
      lines.push(
        `${textSafe(first.package ?? '')}: upgrade edge ${textSafe(first.edge!.from)} → ` +
          `${textSafe(first.edge!.to)}` +
          `${first.channel !== undefined ? ` (channel ${textSafe(first.channel)})` : ''}:`,
      );
      for (const r of byPath(fs, (f) => f)) {
        if (!r.items) lines.push(`  ${line(r.item, withoutEdge(r.item))}`);
        else {
          const shown = r.paths.slice(0, PATHS).join(', ');
          const more = r.paths.length > PATHS ? ` and ${r.paths.length - PATHS} more` : '';
          lines.push(`  ${line(r.items[0]!, `${r.crd}: ${r.rest} (at ${r.paths.length} paths: ${shown}${more})`)}`);
        }
      }
      if (fs.some((f) => f.severity !== 'info' && f.rule.startsWith('crd-')))
        lines.push(`  fix: ${textSafe(crdFix(first.edge!, (n) => n))}`);
    }
  }
  return lines;
}

/** "By rule:" lines: problems per rule (and the findings they stand for), errors first, the most frequent first. */
export function problemTally(findings: readonly Finding[]): string[] {
  const RANK = { error: 0, warning: 1, info: 2 } as const;
  const rows = new Map<string, { rule: string; severity: Finding['severity']; n: number; findings: number }>();
  for (const p of problemsOf(copiesOf(findings))) {
    for (const m of p) {
      const f = m.finding;
      const k = `${f.rule}\u0000${f.severity}`;
      const row = rows.get(k) ?? { rule: f.rule, severity: f.severity, n: 0, findings: 0 };
      // A channel's stranding: one problem under each of its rules.
      if (m === p.find((x) => x.finding.rule === f.rule)) row.n++;
      row.findings += m.catalogs.length;
      rows.set(k, row);
    }
  }
  if (rows.size === 0) return [];
  const sorted = [...rows.values()].sort(
    (a, b) => RANK[a.severity] - RANK[b.severity] || b.n - a.n || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
  return [
    'By rule:',
    ...sorted.map(
      (r) =>
        `  ${String(r.n).padStart(6)} × ${r.rule} (${r.severity}${r.findings > r.n ? `; ${r.findings} findings` : ''})`,
    ),
  ];
}
