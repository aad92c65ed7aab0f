// Published bundles changed in place (present in base and head under the same name): another
// image is an error; a digest given up for a tag of the same repository loses the pin (a warning:
// the tag may still name that content); a tag re-pinned to a digest, or presentation text
// rewritten, is info. With registry access, a re-pin or an unpin is settled by the registry's
// answer: proved (the finding says so) or refuted (bundle-image-changed).
import type { Answers, CatalogImageChecks } from '../images/image-findings.js';
import type { ImageAnswer } from '../images/image-lookup.js';
import type { Repin } from '../images/references.js';
import type { Finding } from '../model/finding.js';
import type { Draft } from '../model/draft.js';
import { overridesFor, type Severities } from '../model/severities.js';
import { RULES, type Severity } from '../model/rule-table.js';
import type { MPackage } from '../model/catalog-model.js';
import { byVersion } from '../graph/by-version.js';
import { compareBundle, type BundleComparison } from './bundle-content.js';
import { propertyChange, type FieldChange } from './field-changes.js';
import type { MBundle } from '../model/catalog-model.js';

const CSV_TYPES: ReadonlySet<string> = new Set(['olm.bundle.object', 'olm.csv.metadata']);

/** What changed in a published bundle, field by field (the finding says why it matters). */
function bundleFields(name: string, cmp: BundleComparison, base: MBundle, head: MBundle): FieldChange[] {
  const where = { on: 'bundle' as const, name };
  const out: FieldChange[] = [];
  if (cmp.image !== 'same')
    out.push({ ...where, field: 'image', change: 'changed', before: cmp.baseImage, after: cmp.headImage });
  for (const what of cmp.content) {
    const props =
      what === 'properties' ? propertyChange(where, base.doc.properties, head.doc.properties, CSV_TYPES) : undefined;
    out.push(props ?? { ...where, field: what, change: 'changed' });
  }
  if (cmp.display.length > 0) out.push({ ...where, field: 'presentation', change: 'changed', changed: cmp.display });
  return out;
}

/**
 * Change findings of the bundles both sides hold; returns the names of those that changed, and
 * adds what changed in each to `fields`.
 */
export function bundleChanges(
  pkg: string,
  base: MPackage,
  head: MPackage,
  drafts: Draft[],
  fields: FieldChange[] = [],
): string[] {
  const modified: string[] = [];
  for (const n of [...head.bundles.keys()]
    .filter((x) => base.bundles.has(x))
    .sort(byVersion((x) => head.bundles.get(x)?.version))) {
    const hdoc = head.bundles.get(n)!.doc.doc;
    const cmp = compareBundle(base.bundles.get(n)!.doc.doc, hdoc);
    const who = { package: pkg, bundle: n };
    const image = { doc: hdoc, path: ['image'] };
    if (cmp.image === 'changed') {
      drafts.push({
        ...who,
        rule: 'bundle-image-changed',
        message:
          `published bundle ${n} changes its image from ${cmp.baseImage} to ${cmp.headImage}: bundles are ` +
          `immutable; publish a new version instead`,
        at: image,
      });
    } else if (cmp.image === 'unpinned') {
      drafts.push({
        ...who,
        rule: 'bundle-image-unpinned',
        message:
          `published bundle ${n} gives up its digest reference ${cmp.baseImage} for the tag ${cmp.headImage} ` +
          `of the same repository: a tag can be moved to other content, which clusters would then install as ` +
          `this bundle; keep the digest reference (registry access tells whether the tag still names it)`,
        at: image,
      });
    } else if (cmp.image === 'pinned') {
      drafts.push({
        ...who,
        rule: 'bundle-image-pinned',
        message:
          `published bundle ${n} is re-pinned from ${cmp.baseImage} to ${cmp.headImage}: the same bundle ` +
          `only if the tag pointed at that digest (registry access proves it)`,
        at: image,
      });
    }
    const at = { doc: hdoc, path: ['name'] };
    if (cmp.content.length > 0) {
      drafts.push({
        ...who,
        rule: 'bundle-content-changed',
        message:
          `published bundle ${n} changes in place (${[...cmp.content, ...cmp.display].join(', ')}): clusters ` +
          `that installed it keep the old content; publish a new version instead`,
        at,
      });
    } else if (cmp.display.length > 0) {
      drafts.push({
        ...who,
        rule: 'bundle-content-changed',
        severity: 'info',
        message:
          `published bundle ${n} changes its presentation in place (${cmp.display.join(', ')}): only what ` +
          `catalogs display changes`,
        at,
      });
    }
    if (cmp.image !== 'same' || cmp.content.length > 0 || cmp.display.length > 0) {
      modified.push(n);
      fields.push(...bundleFields(n, cmp, base.bundles.get(n)!, head.bundles.get(n)!));
    }
  }
  return modified;
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
  overrides: Severities = { severity: {} },
): Finding[] {
  const repins = new Map(
    checks.flatMap((c) => c.repins.map((r) => [repinKey(c.catalog, r.package, r.bundle), r] as const)),
  );
  if (repins.size === 0) return [...findings];
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
    const changed =
      overridesFor(overrides, f.catalog)['bundle-image-changed'] ?? RULES['bundle-image-changed'].severity;
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
      message:
        `${moved}: the registry resolves the tag to that digest today, but the tag can be moved; keep the ` +
        `digest reference`,
    };
  if (changed === 'off') return undefined;
  return {
    ...f,
    rule: 'bundle-image-changed',
    severity: changed,
    message:
      `${moved}, and the registry resolves ${r.tag} to ${a.digest}, not to that digest: bundles are ` +
      `immutable; restore the digest reference`,
  };
}
