// The image rules over the registry's answers: image-not-found at each use of a reference the
// registry says does not exist; image-not-verified once per catalog and registry, naming the
// references left unchecked (a registry that is down would otherwise give one line per bundle).
// The re-pins the answers prove or refute are settled by the diff (diff/bundle-changes).
import type { Finding } from '../model/finding.js';
import { finalize, type Draft } from '../model/draft.js';
import { overridesFor, type Severities } from '../model/severities.js';
import { parseImageRef } from '../rules/imageref.js';
import { prefixOf } from '../rules/validate.js';
import type { ImageAnswer } from './image-lookup.js';
import type { ImageChecks, ImageUse } from './references.js';

/** One catalog's checks, and how its report paths begin. */
export interface CatalogImageChecks extends ImageChecks {
  readonly catalog: string;
}

export interface ImageRuleOptions {
  /** The repository's severity settings (scoped overrides are resolved per catalog). */
  readonly overrides?: Severities;
  /** policy.requireImagesVerified: an image left unchecked is an error. */
  readonly requireVerified?: boolean;
}

const NONE: Severities = { severity: {} };

/** The registry's answer per reference (a Map, or anything that answers `get`). */
export type Answers = Pick<ReadonlyMap<string, ImageAnswer>, 'get'>;

/** Names listed in one image-not-verified message before "and N more". */
const LISTED = 5;

const notFound = (u: ImageUse, detail: string): string =>
  u.related === undefined
    ? `bundle image ${u.ref} does not exist in its registry (${detail}): the bundle cannot be installed from ` +
      `this catalog; push the image or correct the reference`
    : `related image ${u.ref}${u.related === '' ? '' : ` (${u.related})`} does not exist in its registry (` +
      `${detail}): the operator cannot pull it; push the image or correct the reference`;

interface Unchecked {
  readonly ref: string;
  readonly detail: string;
  readonly package: string;
  readonly bundle: string;
  readonly at: Draft['at'];
}

function notVerified(group: readonly Unchecked[], host: string, requireVerified: boolean): Draft {
  const refs = [...new Set(group.map((u) => u.ref))];
  const details = [...new Set(group.map((u) => u.detail))];
  const first = group[0]!;
  const packages = new Set(group.map((u) => u.package));
  const bundles = new Set(group.map((u) => u.bundle));
  const listed = refs.slice(0, LISTED).join(', ') + (refs.length > LISTED ? ` and ${refs.length - LISTED} more` : '');
  const why =
    details[0]! +
    (details.length > 1 ? ` (and ${details.length - 1} other error${details.length > 2 ? 's' : ''})` : '');
  return {
    rule: 'image-not-verified',
    ...(packages.size === 1 ? { package: first.package } : {}),
    ...(packages.size === 1 && bundles.size === 1 ? { bundle: first.bundle } : {}),
    message:
      `registry ${host} could not be checked: ${why}; ${refs.length} image reference` +
      `${refs.length === 1 ? '' : 's'} left unchecked: ${listed}` +
      `${requireVerified ? ' (this repository requires every new image to be verified)' : ''}`,
    ...(requireVerified ? { severity: 'error' as const } : {}),
    ...(first.at ? { at: first.at } : {}),
  };
}

/** image-not-found and image-not-verified of every catalog's checks; every one is introduced. */
export function imageFindings(
  checks: readonly CatalogImageChecks[],
  answers: Answers,
  opts: ImageRuleOptions = {},
): Finding[] {
  const out: Finding[] = [];
  for (const c of checks) {
    const drafts: Draft[] = [];
    const unchecked = new Map<string, Unchecked[]>();
    const leave = (u: Unchecked): void => {
      const host = parseImageRef(u.ref)?.domain ?? u.ref;
      const g = unchecked.get(host);
      if (g) g.push(u);
      else unchecked.set(host, [u]);
    };
    for (const u of c.uses) {
      const a = answers.get(u.ref);
      if (a?.state === 'missing')
        drafts.push({
          rule: 'image-not-found',
          package: u.package,
          bundle: u.bundle,
          message: notFound(u, a.detail),
          at: u.at,
        });
      else if (a?.state === 'unverified')
        leave({ ref: u.ref, detail: a.detail, package: u.package, bundle: u.bundle, at: u.at });
    }
    for (const r of c.repins) {
      const a = answers.get(r.tag);
      if (a?.state === 'unverified')
        leave({ ref: r.tag, detail: a.detail, package: r.package, bundle: r.bundle, at: r.at });
    }
    for (const [host, group] of [...unchecked].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      drafts.push(notVerified(group, host, opts.requireVerified ?? false));
    for (const f of finalize(drafts, c.catalog, prefixOf(c.catalog), overridesFor(opts.overrides ?? NONE, c.catalog)))
      out.push({ ...f, introduced: true });
  }
  return out;
}
