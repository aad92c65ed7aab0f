// Plain-text report pieces shared by `validate` and `diff`: findings ordered for reading, one
// escaped line each, and the per-rule tally. (The JSON keeps the contract's order.)
import type { Model } from '../model/catalog-model.js';
import { textPath, textSafe } from '../escape/text.js';
import { compareFindings, type Finding } from '../model/finding.js';

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** What one catalog held: the summary names what was checked, and an empty source is said so. */
export interface Checked {
  readonly catalog: string;
  readonly packages: number;
  readonly bundles: number;
  /** No package and no finding: no file held catalog content (opm passes this silently). */
  readonly empty: boolean;
}

export function checkedOf(
  catalog: string,
  r: { readonly model: Model; readonly findings: readonly Finding[] },
): Checked {
  let bundles = 0;
  for (const p of r.model.packages.values()) bundles += p.bundles.size;
  return {
    catalog,
    packages: r.model.packages.size,
    bundles,
    empty: r.model.packages.size === 0 && r.findings.length === 0,
  };
}

const cmp = (a = '', b = ''): number => (a < b ? -1 : a > b ? 1 : 0);

const byPosition = (a: Finding, b: Finding): number =>
  RANK[a.severity] - RANK[b.severity] ||
  cmp(a.file, b.file) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  compareFindings(a, b);

/** Per catalog (in the given order of catalogs): errors first, then each file's findings by line. */
export function orderForReading(findings: readonly Finding[]): Finding[][] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const g = groups.get(f.catalog ?? '');
    if (g) g.push(f);
    else groups.set(f.catalog ?? '', [f]);
  }
  return [...groups.values()].map((g) => g.sort(byPosition));
}

export const catalogHeader = (catalog: string | undefined): string => `${textPath(catalog || '.')}:`;

export function findingLine(f: Finding, note = ''): string {
  const at = f.file
    ? `${f.file}${f.line !== undefined ? `:${f.line}` : ''}${f.column !== undefined ? `:${f.column}` : ''}`
    : f.catalog || '.';
  return `${textPath(at)}: ${f.severity} ${f.rule}${note}: ${textSafe(f.message)}`;
}

/** "By rule" lines: how many findings of each rule, errors first, then the most frequent. */
export function ruleTally(findings: readonly Finding[]): string[] {
  const counts = new Map<string, { severity: Finding['severity']; n: number }>();
  for (const f of findings) {
    const k = `${f.rule}\u0000${f.severity}`;
    const c = counts.get(k);
    if (c) c.n++;
    else counts.set(k, { severity: f.severity, n: 1 });
  }
  if (counts.size === 0) return [];
  const rows = [...counts]
    .map(([k, c]) => ({ rule: k.split('\u0000')[0]!, ...c }))
    .sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.n - a.n || cmp(a.rule, b.rule));
  return ['By rule:', ...rows.map((r) => `  ${String(r.n).padStart(6)} × ${r.rule} (${r.severity})`)];
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "<verb> N catalogs: P packages, B bundles" — `validate` and `diff` name what they looked at. */
export function sizeLine(
  verb: string,
  catalogs: readonly { readonly packages: number; readonly bundles: number }[],
): string {
  const packages = catalogs.reduce((n, c) => n + c.packages, 0);
  const bundles = catalogs.reduce((n, c) => n + c.bundles, 0);
  return `${verb} ${plural(catalogs.length, 'catalog')}: ${plural(packages, 'package')}, ${plural(bundles, 'bundle')}`;
}

/** "Checked …" and one plain line per catalog that held nothing. */
export function checkedLines(checked: readonly Checked[]): string[] {
  return [
    `${sizeLine('Checked', checked)}.`,
    ...checked
      .filter((c) => c.empty)
      .map(
        (c) =>
          `${textPath(c.catalog || '.')}: holds no catalog content (no package, channel or bundle); opm ` +
          `validate passes an empty catalog too — check the path.`,
      ),
  ];
}
