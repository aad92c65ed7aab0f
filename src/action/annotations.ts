// The check run's annotations: one per introduced error or warning problem that names a file
// (report/problems.ts: the copies of one finding in several catalogs, a channel's stranding), on
// the line of its first copy, its message naming the other places; a group's parts each on their
// own line (a catalog differing from its template in three places: three annotations). Pure.
// Bounded: a catalog with thousands of findings would otherwise cost a request per 50; GitHub
// takes at most 64 KB of message and 255 characters of title per annotation.
import type { CheckAnnotation } from '../github/checks.js';
import type { Finding } from '../model/finding.js';
import { catalogRanges } from '../report/catalog-merge.js';
import { copiesOf, isGroup, problemsOf, type Copies } from '../report/problems.js';

export const MAX_ANNOTATIONS = 500;
const MESSAGE_MAX = 4_000;

export interface Annotations {
  readonly annotations: CheckAnnotation[];
  /** Problems (a group's parts each) with a file left out: past the cap, or on a path no annotation may name. */
  readonly omitted: number;
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * Whether `path` names a file inside the repository as a checkout would: relative, no empty, `.`
 * or `..` segment, no control character. A git tree can hold names a checkout refuses (`..`, made
 * by git mktree) and names with newlines or escapes: such a finding is told in the comment and the
 * report, never as an annotation pointing elsewhere.
 */
export function annotatable(path: string): boolean {
  return path !== '' && !CONTROL.test(path) && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

const PLACES = 20;
const TITLE_MAX = 255;

const place = (f: Finding): string => `${f.file}${f.line !== undefined ? `:${f.line}` : ''}`;

/** A problem's message: each part's, then the other places it is in. */
function problemMessage(parts: readonly Copies[], at: Finding): string {
  const others = parts.flatMap((p) => p.findings).filter((f) => f !== at && f.file !== undefined);
  const places = [...new Set(others.map(place))];
  const catalogs = [...new Set(parts.flatMap((p) => p.catalogs))];
  const also =
    places.length === 0
      ? ''
      : `\n\nAlso in ${catalogRanges(catalogs)}: ${places.slice(0, PLACES).join(', ')}` +
        `${places.length > PLACES ? ` and ${places.length - PLACES} more` : ''}`;
  const text = `${[...new Set(parts.map((p) => p.finding.message))].join('\n')}${also}`;
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text;
}

export function annotationsOf(findings: readonly Finding[], max = MAX_ANNOTATIONS): Annotations {
  const judged = findings.filter(
    (f) => f.introduced !== false && f.file !== undefined && f.severity !== 'info' && f.more === undefined,
  );
  // Errors first: they are what failed the check.
  const problems = problemsOf(copiesOf(judged))
    .flatMap((p) => (isGroup(p) ? p.map((part) => [part]) : [p]))
    .sort((a, b) => Number(a[0]!.finding.severity !== 'error') - Number(b[0]!.finding.severity !== 'error'));
  const placed = problems.flatMap((parts) => {
    const at = parts.flatMap((p) => p.findings).find((f) => annotatable(f.file!));
    return at ? [{ parts, at }] : [];
  });
  const annotations = placed.slice(0, max).map(({ parts, at: f }): CheckAnnotation => {
    const line = f.line !== undefined && f.line > 0 ? f.line : 1;
    return {
      path: f.file!,
      startLine: line,
      endLine: line,
      ...(f.line !== undefined && f.column !== undefined && f.column > 0
        ? { startColumn: f.column, endColumn: f.column }
        : {}),
      level: f.severity === 'error' ? 'failure' : 'warning',
      title: [...new Set(parts.map((p) => p.finding.rule))].join(' + ').slice(0, TITLE_MAX),
      message: problemMessage(parts, f),
    };
  });
  return { annotations, omitted: problems.length - annotations.length };
}
