// What every report counts and lists: problems, not their copies. One OCP release per catalog puts
// the same finding in nine catalogs; a reader fixes it once. The definition lives here, once:
// - findings are copies of one problem when they are in different catalogs and agree on severity,
//   rule, package, channel, bundle, edge, file inside the catalog, whether introduced, and message
//   once the catalog's own path and the positions after it are taken out (`problemKey`); two
//   findings of one catalog are never copies of each other;
// - the stranding of one channel (its `upgrade-path-lost` and `channel-stranded-bundles`, in the
//   same catalogs) is one problem;
// - the parts of one group (model/finding.ts `group`: a rendered catalog differing from its template
//   in several places, one render fixing all) are one problem when they agree on rule, severity,
//   package, whether introduced, head and fix, in the same catalogs; each part keeps its position;
// - every `crd-not-checkable` of a run is one note (the JSON keeps each);
// - a cap summary (`more`) is no problem: it counts findings left unlisted.
// The verdict still reads findings (model/verdict.ts); only what is shown and counted is grouped.
import { ownPart, type Finding } from '../model/finding.js';
import { headlineFindings } from '../model/verdict.js';
import { digest, gatherRuns } from './catalog-merge.js';
import { plural } from './text-lines.js';

/** One finding standing for its copies in every catalog it is in. */
export interface Merged {
  readonly finding: Finding;
  readonly catalogs: readonly string[];
}

/** A finding and its copies: `findings` holds each (the first is `finding`). */
export interface Copies extends Merged {
  readonly findings: readonly Finding[];
}

export const STRANDING: readonly string[] = ['upgrade-path-lost', 'channel-stranded-bundles'];

/** `s` with the catalog's own path said as `<catalog>`, and a position after it dropped. */
function withoutCatalog(s: string, catalog: string): string {
  if (catalog === '' || !s.includes(catalog)) return s;
  return s
    .split(`${catalog}/`)
    .join('\u0001/')
    .replace(/(\u0001\/[^\s:]*)(?::\d+){1,2}/g, '$1');
}

/** The identity of a finding across catalogs: copies of one problem share it. */
export function problemKey(f: Finding): string {
  const catalog = f.catalog ?? '';
  return JSON.stringify([
    f.severity,
    f.rule,
    f.package,
    f.channel,
    f.bundle,
    f.edge?.from,
    f.edge?.to,
    f.file === undefined ? undefined : withoutCatalog(f.file, catalog),
    withoutCatalog(f.message, catalog),
    f.introduced,
  ]);
}

// A report groups the same findings several times (lists, counts, the headline): each finding's
// key, which reads its message, is made once.
const keys = new WeakMap<Finding, string>();

function keyOf(f: Finding): string {
  let k = keys.get(f);
  if (k === undefined) keys.set(f, (k = digest(problemKey(f))));
  return k;
}

/**
 * The findings as copies, in first-seen order: the k-th finding of a key in each catalog joins
 * the k-th copy group of that key, so a catalog's findings never merge with each other.
 */
export function copiesOf(fs: readonly Finding[]): Copies[] {
  const groups = new Map<string, { finding: Finding; catalogs: string[]; findings: Finding[] }[]>();
  const seen = new Map<string, Map<string, number>>();
  const out: Copies[] = [];
  for (const f of fs) {
    if (f.more !== undefined) continue;
    const k = keyOf(f);
    const catalog = f.catalog ?? '';
    let n = seen.get(k);
    if (!n) seen.set(k, (n = new Map()));
    const i = n.get(catalog) ?? 0;
    n.set(catalog, i + 1);
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    const g = list[i];
    if (g) {
      g.catalogs.push(catalog);
      g.findings.push(f);
    } else {
      const fresh = { finding: f, catalogs: [catalog], findings: [f] };
      list.push(fresh);
      out.push(fresh);
    }
  }
  return out;
}

/** The cap summaries among `fs`: what they count is listed nowhere, and they are no problem. */
export const capSummaries = (fs: readonly Finding[]): Finding[] => fs.filter((f) => f.more !== undefined);

/** Whether a problem is a group's parts (model/finding.ts `group`): the reports say its head and fix once. */
export const isGroup = (p: readonly Merged[]): boolean => p.length > 1 && ownPart(p[0]!.finding) !== undefined;

/**
 * Copies grouped into problems, each where its first part stands: a channel's stranding (both
 * rules present), a group's parts and a run's `crd-not-checkable` notes (per severity and
 * introduced) are one problem each; everything else is a problem of its own.
 */
export function problemsOf<T extends Merged>(copies: readonly T[]): T[][] {
  const gathered = gatherRuns(copies, (t) => {
    const f = t.finding;
    if (f.rule === 'crd-not-checkable') return [f.rule, f.severity, f.introduced];
    if (STRANDING.includes(f.rule) && f.channel !== undefined && !f.edge)
      return ['stranding', [...t.catalogs].sort(), f.package, f.channel, f.severity, f.introduced];
    if (f.group !== undefined && ownPart(f) !== undefined) {
      // Copies name the first catalog they are in: the key says the head and fix without it.
      const catalog = f.catalog ?? '';
      const [head, fix] = [f.group.head, f.group.fix].map((s) => withoutCatalog(s, catalog));
      return ['group', [...t.catalogs].sort(), f.rule, f.severity, f.package, f.introduced, head, fix];
    }
    return undefined;
  });
  // A stranding group is one problem only when it holds both rules; else each finding stands alone.
  const stranding = (g: readonly T[]): boolean => STRANDING.includes(g[0]!.finding.rule);
  return gathered.flatMap((g): T[][] => {
    if (!Array.isArray(g)) return [[g]];
    if (g.length === 1 || !stranding(g)) return [g];
    if (!STRANDING.every((r) => g.some((t) => t.finding.rule === r))) return g.map((t) => [t]);
    return [[...g].sort((a, b) => STRANDING.indexOf(a.finding.rule) - STRANDING.indexOf(b.finding.rule))];
  });
}

export type Severity = Finding['severity'];

/** Problems and findings per severity, and the catalogs the findings are in (those of a catalog). */
export interface Tally {
  readonly problems: Record<Severity, number>;
  readonly findings: Record<Severity, number>;
  readonly catalogs: number;
}

export function tally(fs: readonly Finding[]): Tally {
  const problems = { error: 0, warning: 0, info: 0 };
  const findings = { error: 0, warning: 0, info: 0 };
  const catalogs = new Set<string>();
  for (const f of fs) {
    if (f.more !== undefined) continue;
    findings[f.severity]++;
    // A finding of no catalog (the ownership of a package, the repository's configuration) is in none.
    if (f.catalog !== undefined) catalogs.add(f.catalog);
  }
  for (const p of problemsOf(copiesOf(fs))) problems[p[0]!.finding.severity]++;
  return { problems, findings, catalogs: catalogs.size };
}

/** The headline of a review, as the comment, the text and the check title say it (model/verdict.ts). */
export const headlinePhrase = (findings: readonly Finding[]): string =>
  countPhrase(headlineFindings(findings), ['error', 'warning'], ' introduced');

/**
 * "14 errors, 1 warning (87 findings in 9 catalogs)": the problems of `fs` of these severities,
 * then the findings they stand for when copies made them more; `suffix` goes before the bracket.
 */
export function countPhrase(
  fs: readonly Finding[],
  severities: readonly Severity[],
  suffix = '',
  withCatalogs = true,
): string {
  const t = tally(fs.filter((f) => severities.includes(f.severity)));
  const parts = severities.map((s) => (s === 'info' ? `${t.problems.info} info` : plural(t.problems[s], s)));
  const problems = severities.reduce((n, s) => n + t.problems[s], 0);
  const findings = severities.reduce((n, s) => n + t.findings[s], 0);
  const where = withCatalogs && t.catalogs > 0 ? ` in ${plural(t.catalogs, 'catalog')}` : '';
  const copies = findings > problems ? ` (${plural(findings, 'finding')}${where})` : '';
  return `${parts.join(', ')}${suffix}${copies}`;
}
