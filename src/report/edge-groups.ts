// Findings about one upgrade edge (the CRD check's) read best under that edge: one heading
// naming it, each problem below without repeating it. Other findings stay as they are.
import { gatherRuns } from './catalog-merge.js';
import type { Finding } from '../model/finding.js';

export type Edge = NonNullable<Finding['edge']>;

/** The message without the "edge A → B: " its rule put first (the heading says it). */
export function withoutEdge(f: Finding): string {
  if (!f.edge) return f.message;
  const prefix = `edge ${f.edge.from} → ${f.edge.to}: `;
  return f.message.startsWith(prefix) ? f.message.slice(prefix.length) : f.message;
}

export type Run =
  | { readonly edge?: undefined; readonly finding: Finding }
  | { readonly edge: Edge; readonly findings: readonly Finding[] };

/**
 * The findings in their order, each edge's gathered where its first one stands; an edge is the
 * same edge only within one catalog and package.
 */
export function byEdge(findings: readonly Finding[]): Run[] {
  return gatherRuns(findings, (f) => (f.edge ? [f.catalog, f.package, f.edge.from, f.edge.to] : undefined)).map((x) =>
    Array.isArray(x) ? { edge: x[0]!.edge!, findings: x } : { finding: x },
  );
}
