// Findings about one upgrade edge (the CRD check's) read best under that edge: one heading
// naming it, each problem below without repeating it. Other findings stay as they are.
import { digest } from './catalog-merge.js';
import type { Finding } from './finding.js';

export type Edge = NonNullable<Finding['edge']>;

/** The message without the "edge A → B: " its rule put first (the heading says it). */
export function withoutEdge(f: Finding): string {
  if (!f.edge) return f.message;
  const prefix = `edge ${f.edge.from} → ${f.edge.to}: `;
  return f.message.startsWith(prefix) ? f.message.slice(prefix.length) : f.message;
}

export type Run = { readonly edge?: undefined; readonly finding: Finding } | { readonly edge: Edge; readonly findings: readonly Finding[] };

/**
 * The findings in their order, each edge's gathered where its first one stands; an edge is the
 * same edge only within one catalog and package.
 */
export function byEdge(findings: readonly Finding[]): Run[] {
  const out: Run[] = [];
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!f.edge) {
      out.push({ finding: f });
      continue;
    }
    const k = digest(JSON.stringify([f.catalog, f.package, f.edge.from, f.edge.to]));
    const g = groups.get(k);
    if (g) g.push(f);
    else {
      const fresh = [f];
      groups.set(k, fresh);
      out.push({ edge: f.edge, findings: fresh });
    }
  }
  return out;
}
