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

// A CRD finding's message after its edge: `CRD <name> <version> <path>: <what>`. A path holds no
// blank (a property name with one is left ungrouped: its line says it whole).
const CRD_AT = /^CRD (\S+) (\S+) (\.\S*): ([^]+)$/;

/** Findings of one edge that differ only by their CRD path, gathered; `of` gives an item's finding. */
export type PathRun<T> =
  | { readonly item: T; readonly items?: undefined }
  | { readonly items: readonly T[]; readonly paths: readonly string[]; readonly crd: string; readonly rest: string };

export function byPath<T extends object>(items: readonly T[], of: (t: T) => Finding): PathRun<T>[] {
  const parsed = new Map<T, RegExpExecArray | null>(items.map((t) => [t, CRD_AT.exec(withoutEdge(of(t)))]));
  return gatherRuns(items, (t) => {
    const m = parsed.get(t);
    const f = of(t);
    return m ? [f.rule, f.severity, f.introduced, m[1], m[2], m[4]] : undefined;
  }).map((x) => {
    if (!Array.isArray(x)) return { item: x };
    if (x.length === 1) return { item: x[0]! };
    const m = parsed.get(x[0]!)!;
    return { items: x, paths: x.map((t) => parsed.get(t)![3]!), crd: `CRD ${m[1]} ${m[2]}`, rest: m[4]! };
  });
}

/** What an author does about CRD changes OLM v1 refuses on an edge; `code` shows a bundle name. */
export function crdFix(e: Edge, code: (name: string) => string): string {
  return (
    `OLM v1 refuses to upgrade ${code(e.from)} to ${code(e.to)} over these CRD changes: keep the CRD of ` +
    `${code(e.to)} compatible with the old one (undo them, or make them in a new CRD version)`
  );
}
