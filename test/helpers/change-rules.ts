// Rules about a change rather than about head alone (spec/RULES.md, "Changes between base and
// head"): what a diff adds to head's validation.
import type { Finding } from '../../src/model/finding.js';
import { sortFindings } from '../../src/model/finding.js';

export const CHANGE_RULES: ReadonlySet<string> = new Set([
  'package-added',
  'package-removed',
  'channel-added',
  'channel-removed',
  'default-channel-changed',
  'channel-head-changed',
  'bundle-added',
  'bundle-removed',
  'edge-added',
  'edge-removed',
  'successor-changed',
  'edge-downgrade',
  'upgrade-path-lost',
  'bundle-image-changed',
  'bundle-image-pinned',
  'bundle-content-changed',
  'crd-scope-changed',
  'crd-stored-version-removed',
  'crd-field-removed',
  'crd-type-changed',
  'crd-required-added',
  'crd-default-changed',
  'crd-enum-restricted',
  'crd-bounds-tightened',
  'crd-unhandled-change',
  'crd-not-checkable',
]);

/** A diff's findings about head alone, as validate would give them. */
export const headFindings = (fs: readonly Finding[]): Finding[] =>
  sortFindings(fs.filter((f) => !CHANGE_RULES.has(f.rule)).map(({ introduced: _, ...f }) => f));
