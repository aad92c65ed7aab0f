// "Already in base": findings the change did not introduce, listed only where the pull request
// works — the packages it changes, in the catalogs it changes (a finding naming no package: in
// those catalogs). On a one-package pull request against a repository of hundreds of packages the
// rest is other packages' business; it is counted, and the JSON keeps it.
import type { DiffResult } from '../diff/diff.js';
import type { Finding } from '../model/finding.js';

export interface TouchedBase {
  /** Base's findings in the packages and catalogs the change touches (cap summaries aside). */
  readonly listed: Finding[];
  /** Cap summaries among them: how many more findings were left unlisted. */
  readonly summaries: Finding[];
  /** Base's findings elsewhere, not listed. */
  readonly elsewhere: number;
}

export function touchedBase(r: Pick<DiffResult, 'findings' | 'changes'>): TouchedBase {
  const packages = new Set(r.changes.map((c) => JSON.stringify([c.catalog, c.package])));
  const catalogs = new Set(r.changes.map((c) => c.catalog));
  const listed: Finding[] = [];
  const summaries: Finding[] = [];
  let elsewhere = 0;
  for (const f of r.findings) {
    if (f.introduced !== false) continue;
    const touched =
      f.package !== undefined
        ? packages.has(JSON.stringify([f.catalog ?? '', f.package]))
        : f.catalog === undefined || catalogs.has(f.catalog);
    if (!touched) elsewhere++;
    else if (f.more !== undefined) summaries.push(f);
    else listed.push(f);
  }
  return { listed, summaries, elsewhere };
}
