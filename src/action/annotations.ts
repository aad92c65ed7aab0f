// The check run's annotations: each introduced error or warning that names a file, on its line.
// Pure. Bounded: a catalog with thousands of findings would otherwise cost a request per 50.
import type { CheckAnnotation } from '../github/checks.js';
import type { Finding } from '../report/finding.js';

export const MAX_ANNOTATIONS = 500;
const MESSAGE_MAX = 4_000;

export interface Annotations {
  readonly annotations: CheckAnnotation[];
  /** Findings with a file left out past the cap. */
  readonly omitted: number;
}

export function annotationsOf(findings: readonly Finding[], max = MAX_ANNOTATIONS): Annotations {
  const judged = findings.filter((f) => f.introduced !== false && f.file !== undefined && f.severity !== 'info');
  // Errors first: they are what failed the check.
  const ordered = [...judged.filter((f) => f.severity === 'error'), ...judged.filter((f) => f.severity === 'warning')];
  const annotations = ordered.slice(0, max).map((f): CheckAnnotation => {
    const line = f.line !== undefined && f.line > 0 ? f.line : 1;
    return {
      path: f.file!,
      startLine: line,
      endLine: line,
      ...(f.line !== undefined && f.column !== undefined && f.column > 0 ? { startColumn: f.column, endColumn: f.column } : {}),
      level: f.severity === 'error' ? 'failure' : 'warning',
      title: f.rule,
      message: f.message.length > MESSAGE_MAX ? `${f.message.slice(0, MESSAGE_MAX)}…` : f.message,
    };
  });
  return { annotations, omitted: Math.max(0, ordered.length - max) };
}
