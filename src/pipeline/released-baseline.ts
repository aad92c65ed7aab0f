// The released-index step of a diff and a review: each catalog the configuration (base's) names a
// published index for is compared with it (diff/released-removals.ts). The index is read through
// the run's registry lookup, so the image check's deadline bounds it too: a registry that stalls,
// refuses or has no such image leaves a released-index-unverified notice, never an error.
import { isListedFile, type CatalogListing } from '../catalog/listing.js';
import { loadCatalog } from '../catalog/load.js';
import type { SourceEntry } from '../catalog/types.js';
import type { Config } from '../config/config.js';
import { releasedFor } from '../config/released-settings.js';
import type { CatalogSides } from '../diff/incremental.js';
import { releasedRemovals, releasedUnverified } from '../diff/released-removals.js';
import type { CatalogImageAnswer, ImageLookup } from '../images/image-lookup.js';
import type { Model } from '../model/catalog-model.js';
import type { Finding } from '../model/finding.js';
import { overridesFor } from '../model/severities.js';
import { buildModel } from '../rules/link-model.js';
import { catalogEntries } from '../source/image-catalogs.js';

const OFFLINE = "registry access is off (--check-images, the Action's check-images)";

/** Packages, channels and entries only: their findings are validation's business, not this step's. */
const modelOf = (entries: Iterable<SourceEntry>): Model => buildModel(loadCatalog(entries).cfg, []);

function listingModel(listing: CatalogListing | undefined): Model | undefined {
  if (!listing) return undefined;
  const files = listing.files.filter(isListedFile);
  const data = listing.read([...new Set(files.map((f) => f.id))]);
  return modelOf(files.map((f) => ({ path: f.path, data: data.get(f.id)! })));
}

async function read(lookup: ImageLookup, index: string): Promise<CatalogImageAnswer> {
  if (!lookup.catalog) return { state: 'unverified', detail: 'this registry client does not read catalog images' };
  try {
    return await lookup.catalog(index);
  } catch (e) {
    return { state: 'unverified', detail: `the registry client failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** What a listing holds, by path and content: equal for a catalog the change leaves alone. */
const contentKey = (l: CatalogListing): string =>
  JSON.stringify(l.files.map((f) => (isListedFile(f) ? [f.path, f.id] : [f.path, f.rule, f.message])));

/**
 * The released-index findings of `sides` (none when the configuration names no index for them).
 * A catalog the change leaves as it was is not compared: nothing it lacks is this change's doing,
 * and a review reads only the indexes of the catalogs it touches.
 */
export async function releasedFindings(
  sides: readonly CatalogSides[],
  config: Config,
  lookup: ImageLookup | undefined,
): Promise<Finding[]> {
  const wanted = sides.flatMap((side) => {
    const baseline = releasedFor(config.released, side.catalog);
    const untouched = side.base && side.head && contentKey(side.base) === contentKey(side.head);
    return baseline && !untouched ? [{ side, baseline }] : [];
  });
  const reads = new Map<string, Promise<CatalogImageAnswer>>();
  if (lookup)
    for (const { baseline } of wanted)
      if (!reads.has(baseline.index)) reads.set(baseline.index, read(lookup, baseline.index));
  const out: Finding[] = [];
  for (const { side, baseline } of wanted) {
    const overrides = overridesFor(config, side.catalog);
    const answer = await reads.get(baseline.index);
    if (answer?.state !== 'found') {
      const why = !answer ? OFFLINE : answer.state === 'missing' ? `no such image (${answer.detail})` : answer.detail;
      out.push(...releasedUnverified(side.catalog, baseline.index, why, overrides));
      continue;
    }
    const released = { index: baseline.index, model: modelOf(catalogEntries(answer.files)) };
    const [base, head] = [listingModel(side.base), listingModel(side.head)];
    out.push(...releasedRemovals(side.catalog, released, base, head, baseline.preRelease, overrides));
  }
  return out;
}
