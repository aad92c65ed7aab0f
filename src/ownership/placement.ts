// One package per directory: where a repository keeps each package's documents in the directory
// named for it (`packageDirectories`), a document a change adds elsewhere is an error, so the
// change is refused whoever approves it. Judged like every finding: a misplaced document base
// already had (the same package in the same directory) is not introduced.
import { markIntroduced } from '../diff/introduced.js';
import type { Finding } from '../report/finding.js';
import { finalize, type Draft, type Overrides } from '../rules/draft.js';
import type { DocumentChange } from './documents.js';

export interface PlacedChange {
  readonly catalog: string;
  /** The file's path in the catalog: its first segment is the package directory. */
  readonly file: string;
  readonly change: DocumentChange;
}

function drafts(changes: readonly PlacedChange[]): Draft[] {
  const out: Draft[] = [];
  for (const { file, change } of changes) {
    const slash = file.indexOf('/');
    if (slash < 0) continue; // directly in the catalog root: no package directory
    const dir = file.slice(0, slash);
    for (const n of change.document.names) {
      if (n.package === dir) continue;
      out.push({
        rule: 'package-directory-mismatch', package: n.package,
        message: `a document of package "${n.package}" in the directory "${dir}/": this repository keeps each package's documents in the directory named for it (packageDirectories), so it belongs under "${n.package}/"`,
        at: { doc: change.document.doc, path: [n.key] },
      });
    }
  }
  return out;
}

/** The misplaced documents a change adds, marked introduced unless it removed the same misplacement. */
export function placementFindings(changes: readonly PlacedChange[], overrides: Overrides): Finding[] {
  const out: Finding[] = [];
  for (const catalog of [...new Set(changes.map((c) => c.catalog))]) {
    const of = (side: DocumentChange['side']): Finding[] =>
      finalize(drafts(changes.filter((c) => c.catalog === catalog && c.change.side === side)), catalog, catalog === '' ? '' : `${catalog}/`, overrides);
    for (const f of markIntroduced(of('head'), of('base'))) out.push(f);
  }
  return out;
}
