// `crd-not-checkable` says, per upgrade edge, that the CRD check could not run there: on catalogs
// of olm.csv.metadata bundles that is every new edge of every catalog, some twenty lines a pull
// request saying one thing. The reports say it in one line, counting edges and packages, and
// quote the first; the JSON keeps each finding.
import type { Finding } from '../model/finding.js';
import type { Copies, Merged } from './problems.js';
import { plural } from './text-lines.js';

/** One problem's parts (problems.ts) as one line when they are a run's `crd-not-checkable` notes. */
export function notCheckableNote(parts: readonly Copies[]): Merged | undefined {
  const first = parts[0]?.finding;
  if (first?.rule !== 'crd-not-checkable' || parts.length < 2) return undefined;
  const all = parts.flatMap((p) => p.findings);
  const edges = new Set(all.filter((f) => f.edge).map((f) => JSON.stringify([f.package, f.edge!.from, f.edge!.to])));
  const packages = new Set(all.map((f) => f.package ?? ''));
  const catalogs = [...new Set(parts.flatMap((p) => p.catalogs))];
  const where = edges.size > 0 ? `${plural(edges.size, 'upgrade edge')} of ` : '';
  const finding: Finding = {
    rule: first.rule,
    severity: first.severity,
    message:
      `the CRD upgrade check could not run on ${where}${plural(packages.size, 'package')} (${all.length} ` +
      `notes; the JSON report lists each), the first: ${first.message}`,
    ...(first.introduced !== undefined ? { introduced: first.introduced } : {}),
    ...(catalogs[0] !== '' ? { catalog: catalogs[0] } : {}),
  };
  return { finding, catalogs };
}
