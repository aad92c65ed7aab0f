// The check run's annotations: each introduced error or warning that names a file, on its line.
// Pure. Bounded: a catalog with thousands of findings would otherwise cost a request per 50.
import type { CheckAnnotation } from '../github/checks.js';
import type { Finding } from '../model/finding.js';

export const MAX_ANNOTATIONS = 500;
const MESSAGE_MAX = 4_000;

export interface Annotations {
  readonly annotations: CheckAnnotation[];
  /** Findings with a file left out: past the cap, or on a path no annotation may name. */
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

export function annotationsOf(findings: readonly Finding[], max = MAX_ANNOTATIONS): Annotations {
  const judged = findings.filter((f) => f.introduced !== false && f.file !== undefined && f.severity !== 'info');
  // Errors first: they are what failed the check.
  const ordered = [...judged.filter((f) => f.severity === 'error'), ...judged.filter((f) => f.severity === 'warning')];
  const placed = ordered.filter((f) => annotatable(f.file!));
  const annotations = placed.slice(0, max).map((f): CheckAnnotation => {
    const line = f.line !== undefined && f.line > 0 ? f.line : 1;
    return {
      path: f.file!,
      startLine: line,
      endLine: line,
      ...(f.line !== undefined && f.column !== undefined && f.column > 0
        ? { startColumn: f.column, endColumn: f.column }
        : {}),
      level: f.severity === 'error' ? 'failure' : 'warning',
      title: f.rule,
      message: f.message.length > MESSAGE_MAX ? `${f.message.slice(0, MESSAGE_MAX)}…` : f.message,
    };
  });
  return { annotations, omitted: ordered.length - annotations.length };
}
