// The one finding shape every rule returns and every renderer reads (the README's Command line section).
import type { RuleId, Severity } from './rule-table.js';

export interface Finding {
  readonly rule: RuleId;
  readonly severity: Severity;
  readonly message: string;
  readonly catalog?: string;
  readonly package?: string;
  readonly channel?: string;
  readonly bundle?: string;
  /** The upgrade edge a finding is about (the CRD check's): reports group such findings under it. */
  readonly edge?: { readonly from: string; readonly to: string };
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly introduced?: boolean;
  /** A cap summary (report/cap.ts): this many findings of its rule are left unlisted; no problem of its own. */
  readonly more?: number;
  /**
   * One part of a problem several findings make (report/problems.ts): a rendered catalog that differs from its
   * template in several places, which one render fixes. The message is `<head>: <this part>; <fix>`; findings of
   * one catalog that agree on rule, severity, package, `introduced` and group are one problem, which the reports
   * say once: the head, each part at its own position, the fix.
   */
  readonly group?: FindingGroup;
}

/** What the parts of one problem share: what is wrong, and what fixes every part. */
export interface FindingGroup {
  readonly head: string;
  readonly fix: string;
}

/** A part's own text: its message without the group's head and fix; undefined when it is no part of a group. */
export function ownPart(f: Finding): string | undefined {
  const g = f.group;
  if (g === undefined) return undefined;
  const start = `${g.head}: `;
  const end = `; ${g.fix}`;
  const m = f.message;
  return m.length > start.length + end.length && m.startsWith(start) && m.endsWith(end)
    ? m.slice(start.length, m.length - end.length)
    : undefined;
}

function cmpOpt(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  // Code-point order, not UTF-16 unit order.
  const x = Array.from(a);
  const y = Array.from(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function cmpNum(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a - b;
}

/** The contract's stable order: catalog, package, channel, bundle, rule, file, line, column. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmpOpt(a.catalog, b.catalog) ||
    cmpOpt(a.package, b.package) ||
    cmpOpt(a.channel, b.channel) ||
    cmpOpt(a.bundle, b.bundle) ||
    cmpOpt(a.rule, b.rule) ||
    cmpOpt(a.file, b.file) ||
    cmpNum(a.line, b.line) ||
    cmpNum(a.column, b.column) ||
    cmpOpt(a.message, b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

// Positions a message quotes ("defined at foo.yaml:12") are not among its arguments: a finding
// keeps its identity when lines shift.
const POSITION = /\S+:\d+(:\d+)?/g;

/** What a finding is about, positions aside: `introduced` and SARIF fingerprints compare this. */
export function findingIdentity(f: Finding): string {
  return [
    f.rule,
    f.catalog ?? '',
    f.package ?? '',
    f.channel ?? '',
    f.bundle ?? '',
    f.message.replace(POSITION, ''),
  ].join('\u0000');
}
