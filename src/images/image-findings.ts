// The image rules over the registry's answers: image-not-found at each use of a reference the
// registry says does not exist; image-not-verified once per catalog and registry, naming the
// references left unchecked (a registry that is down would otherwise give one line per bundle);
// and the re-pins the answers prove (bundle-image-pinned says so) or refute (bundle-image-changed).
import type { Finding } from '../model/finding.js';
import { finalize, type Draft, type Overrides } from '../model/draft.js';
import { parseImageRef } from '../rules/imageref.js';
import { RULES, type Severity } from '../model/rule-table.js';
import { prefixOf } from '../rules/validate.js';
import type { ImageAnswer } from './image-lookup.js';
import type { ImageChecks, ImageUse, Repin } from './references.js';

/** One catalog's checks, and how its report paths begin. */
export interface CatalogImageChecks extends ImageChecks {
  readonly catalog: string;
}

export interface ImageRuleOptions {
  readonly overrides?: Overrides;
  /** policy.requireImagesVerified: an image left unchecked is an error. */
  readonly requireVerified?: boolean;
}

/** The registry's answer per reference (a Map, or anything that answers `get`). */
export type Answers = Pick<ReadonlyMap<string, ImageAnswer>, 'get'>;

/** Names listed in one image-not-verified message before "and N more". */
const LISTED = 5;

const notFound = (u: ImageUse, detail: string): string =>
  u.related === undefined
    ? `bundle image ${u.ref} does not exist in its registry (${detail}): the bundle cannot be installed from this catalog; push the image or correct the reference`
    : `related image ${u.ref}${u.related === '' ? '' : ` (${u.related})`} does not exist in its registry (${detail}): the operator cannot pull it; push the image or correct the reference`;

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
    message: `registry ${host} could not be checked: ${why}; ${refs.length} image reference${refs.length === 1 ? '' : 's'} left unchecked: ${listed}${requireVerified ? ' (this repository requires every new image to be verified)' : ''}`,
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
    for (const f of finalize(drafts, c.catalog, prefixOf(c.catalog), opts.overrides))
      out.push({ ...f, introduced: true });
  }
  return out;
}

const repinKey = (catalog: string | undefined, pkg: string | undefined, bundle: string | undefined): string =>
  `${catalog ?? ''}\u0000${pkg ?? ''}\u0000${bundle ?? ''}`;

/**
 * bundle-image-pinned findings settled by the registry: the tag base named resolves to the
 * digest head pins (said in the message), or it does not (bundle-image-changed, an error: the
 * tag names other content now, or nothing). An unverified answer leaves the finding as it is.
 */
export function settleRepins(
  findings: readonly Finding[],
  checks: readonly CatalogImageChecks[],
  answers: Answers,
  overrides: Overrides = {},
): Finding[] {
  const repins = new Map(
    checks.flatMap((c) => c.repins.map((r) => [repinKey(c.catalog, r.package, r.bundle), r] as const)),
  );
  if (repins.size === 0) return [...findings];
  const changed = overrides['bundle-image-changed'] ?? RULES['bundle-image-changed'].severity;
  const out: Finding[] = [];
  for (const f of findings) {
    const r =
      f.rule === 'bundle-image-pinned' || f.rule === 'bundle-image-unpinned'
        ? repins.get(repinKey(f.catalog, f.package, f.bundle))
        : undefined;
    const a = r ? answers.get(r.tag) : undefined;
    if (!r || !a || a.state === 'unverified') {
      out.push(f);
      continue;
    }
    if (r.unpinned) {
      const settled = unpinSettled(f, r, a, changed);
      if (settled) out.push(settled);
      continue;
    }
    const moved = `published bundle ${r.bundle} is re-pinned from ${r.tag} to ${r.pinned}`;
    if (a.state === 'found' && a.digest === r.digest) {
      out.push({ ...f, message: `${moved}: the registry resolves ${r.tag} to that digest, so it is the same bundle` });
      continue;
    }
    if (changed === 'off') continue;
    const now =
      a.state === 'found'
        ? `the registry resolves ${r.tag} to ${a.digest}, not to that digest`
        : `${r.tag} no longer exists in the registry (${a.detail}), so nothing proves it named that digest`;
    out.push({
      ...f,
      rule: 'bundle-image-changed',
      severity: changed,
      message: `${moved}, but ${now}: bundles are immutable; publish a new version instead`,
    });
  }
  return out;
}

/**
 * A digest given up for a tag of the same repository, with the registry's answer for the tag:
 * still that digest (the pin is lost, the content is not: the warning stays, saying so), another
 * digest (bundle-image-changed), or no such tag (image-not-found says it at the same place).
 */
function unpinSettled(f: Finding, r: Repin, a: ImageAnswer, changed: Severity | 'off'): Finding | undefined {
  const moved = `published bundle ${r.bundle} gives up its digest reference ${r.pinned} for the tag ${r.tag}`;
  if (a.state !== 'found') return f;
  if (a.digest === r.digest)
    return {
      ...f,
      message: `${moved}: the registry resolves the tag to that digest today, but the tag can be moved; keep the digest reference`,
    };
  if (changed === 'off') return undefined;
  return {
    ...f,
    rule: 'bundle-image-changed',
    severity: changed,
    message: `${moved}, and the registry resolves ${r.tag} to ${a.digest}, not to that digest: bundles are immutable; restore the digest reference`,
  };
}
