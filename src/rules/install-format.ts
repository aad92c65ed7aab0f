// Bundle format per catalog, for installability: where the repository requires olm.csv.metadata
// (policy.bundleObjectNotAllowed, the community and Konflux rule from OpenShift 4.17), a channel
// head carrying neither olm.csv.metadata nor olm.bundle.object leaves OpenShift's console without
// its CSV and the installability rules without what they read. olm.bundle.object there is
// bundle-object-not-allowed (policy.ts), said once.
import type { Model } from '../model/catalog-model.js';
import type { Draft } from '../model/draft.js';
import type { Policy } from '../config/config.js';
import { hasCatalogCsv } from './install-csv.js';
import { heads } from './installability.js';
import { underPattern } from './policy.js';
import { quoteValue } from './quote.js';

/** `prefix` turns a catalog-relative file into the report path the policy's patterns match. */
export function csvMissingRules(model: Model, policy: Policy, prefix: string, drafts: Draft[]): void {
  const patterns = policy.bundleObjectNotAllowed;
  if (!patterns) return;
  for (const { bundle: b } of heads(model)) {
    if (hasCatalogCsv(b)) continue;
    const pattern = underPattern(prefix + b.doc.file, patterns);
    if (pattern === undefined) continue;
    drafts.push({
      package: b.package,
      bundle: b.name,
      rule: 'install-csv-missing',
      message:
        `channel head ${quoteValue(b.name)} carries neither olm.csv.metadata nor olm.bundle.object, and this ` +
        `repository requires olm.csv.metadata under "${pattern}": OpenShift's console shows it without its CSV and ` +
        `its install modes and APIs cannot be checked from the catalog (render it with opm render ` +
        `--migrate-level=bundle-object-to-csv-metadata)`,
      at: { doc: b.doc },
    });
  }
}
