// Published bundles changed in place (present in base and head under the same name): another
// image is an error; a digest given up for a tag of the same repository loses the pin (a warning:
// the tag may still name that content); a tag re-pinned to a digest, or presentation text
// rewritten, is info.
import type { Draft } from '../model/draft.js';
import type { MPackage } from '../model/catalog-model.js';
import { compareBundle } from './bundle-content.js';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Change findings of the bundles both sides hold; returns the names of those that changed. */
export function bundleChanges(pkg: string, base: MPackage, head: MPackage, drafts: Draft[]): string[] {
  const modified: string[] = [];
  for (const n of [...head.bundles.keys()].filter((x) => base.bundles.has(x)).sort(byName)) {
    const hdoc = head.bundles.get(n)!.doc.doc;
    const cmp = compareBundle(base.bundles.get(n)!.doc.doc, hdoc);
    const who = { package: pkg, bundle: n };
    const image = { doc: hdoc, path: ['image'] };
    if (cmp.image === 'changed') {
      drafts.push({
        ...who,
        rule: 'bundle-image-changed',
        message: `published bundle ${n} changes its image from ${cmp.baseImage} to ${cmp.headImage}: bundles are immutable; publish a new version instead`,
        at: image,
      });
    } else if (cmp.image === 'unpinned') {
      drafts.push({
        ...who,
        rule: 'bundle-image-unpinned',
        message: `published bundle ${n} gives up its digest reference ${cmp.baseImage} for the tag ${cmp.headImage} of the same repository: a tag can be moved to other content, which clusters would then install as this bundle; keep the digest reference (registry access tells whether the tag still names it)`,
        at: image,
      });
    } else if (cmp.image === 'pinned') {
      drafts.push({
        ...who,
        rule: 'bundle-image-pinned',
        message: `published bundle ${n} is re-pinned from ${cmp.baseImage} to ${cmp.headImage}: the same bundle only if the tag pointed at that digest (registry access proves it)`,
        at: image,
      });
    }
    const at = { doc: hdoc, path: ['name'] };
    if (cmp.content.length > 0) {
      drafts.push({
        ...who,
        rule: 'bundle-content-changed',
        message: `published bundle ${n} changes in place (${[...cmp.content, ...cmp.display].join(', ')}): clusters that installed it keep the old content; publish a new version instead`,
        at,
      });
    } else if (cmp.display.length > 0) {
      drafts.push({
        ...who,
        rule: 'bundle-content-changed',
        severity: 'info',
        message: `published bundle ${n} changes its presentation in place (${cmp.display.join(', ')}): only what catalogs display changes`,
        at,
      });
    }
    if (cmp.image !== 'same' || cmp.content.length > 0 || cmp.display.length > 0) modified.push(n);
  }
  return modified;
}
