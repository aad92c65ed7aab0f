// Plain-text report pieces shared by `validate` and `diff`: the reading order of findings, one
// escaped line each, what was checked. (The JSON keeps the contract's order.)
import type { Model } from '../model/catalog-model.js';
import { textPath, textSafe } from '../escape/text.js';
import { compareFindings, type Finding } from '../model/finding.js';

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** A repository-relative path as the text report shows it (from the working directory: cli/paths.ts). */
export type ShowPath = (path: string) => string;
export const asIs: ShowPath = (p) => p;

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

export const byPosition = (a: Finding, b: Finding): number =>
  RANK[a.severity] - RANK[b.severity] ||
  cmp(a.file, b.file) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  compareFindings(a, b);

export function findingLine(f: Finding, note = '', show: ShowPath = asIs): string {
  const at = f.file
    ? `${show(f.file)}${f.line !== undefined ? `:${f.line}` : ''}${f.column !== undefined ? `:${f.column}` : ''}`
    : show(f.catalog || '.');
  return `${textPath(at)}: ${f.severity} ${f.rule}${note}: ${textSafe(f.message)}`;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "<verb> N catalogs: P packages, B bundles" — `validate` and `diff` name what they looked at. */
export function sizeLine(
  verb: string,
  catalogs: readonly {
    readonly packages: number;
    readonly packageNames?: readonly string[];
    readonly bundles: number;
  }[],
): string {
  // A package is a name, across catalogs (as the summary and the comment count them), when known.
  const packages = catalogs.every((c) => c.packageNames !== undefined)
    ? new Set(catalogs.flatMap((c) => c.packageNames!)).size
    : catalogs.reduce((n, c) => n + c.packages, 0);
  const bundles = catalogs.reduce((n, c) => n + c.bundles, 0);
  return `${verb} ${plural(catalogs.length, 'catalog')}: ${plural(packages, 'package')}, ${plural(bundles, 'bundle')}`;
}

/** "Checked …" and one plain line per catalog that held nothing. */
export function checkedLines(checked: readonly Checked[], show: ShowPath = asIs): string[] {
  return [
    `${sizeLine('Checked', checked)}.`,
    ...checked
      .filter((c) => c.empty)
      .map(
        (c) =>
          `${textPath(show(c.catalog || '.'))}: holds no catalog content (no package, channel or bundle); ` +
          `opm validate passes an empty catalog too — check the path.`,
      ),
  ];
}
