// Repository policy (off unless configured): where images may come from, whether bundle images
// must be pinned by digest, and which catalogs must not carry olm.bundle.object (OpenShift 4.17
// and later read olm.csv.metadata; the objects only bloat the catalog image).
import type { DBundle } from '../catalog/declcfg.js';
import type { Policy } from '../config/config.js';
import type { Draft } from '../model/draft.js';
import { parseImageRef, type ImageRef } from './imageref.js';
import type { Model } from '../model/catalog-model.js';
import { pathUnder } from '../model/consumers.js';

/** An allowed-registry entry in the form image names are compared in: `host[/path]`. */
export function normalizeRegistry(entry: string): string {
  const trimmed = entry.replace(/\/+$/, '');
  const slash = trimmed.indexOf('/');
  const host = (slash < 0 ? trimmed : trimmed.slice(0, slash)).toLowerCase();
  return (host === 'index.docker.io' ? 'docker.io' : host) + (slash < 0 ? '' : trimmed.slice(slash));
}

// Whole path components only: quay.io/org allows quay.io/org/x, not quay.io/organisation/x.
const allowed = (ref: ImageRef, registries: readonly string[]): boolean =>
  registries.some((r) => ref.name === r || ref.name.startsWith(r + '/'));

/** The pattern a catalog file (a report path) lies under, if any (pathUnder's matching). */
export function underPattern(file: string, patterns: readonly string[]): string | undefined {
  return patterns.find((pattern) => pathUnder(file, pattern));
}

/** `prefix` turns a catalog-relative file into the report path patterns are matched against. */
export function policyRules(model: Model, policy: Policy, prefix: string, drafts: Draft[]): void {
  const bundleRegistries = policy.allowedRegistries?.map(normalizeRegistry);
  const relatedRegistries = policy.allowedRelatedImageRegistries?.map(normalizeRegistry);
  for (const pkg of model.packages.values()) {
    for (const { doc: b } of pkg.bundles.values()) {
      const who = { package: pkg.name, bundle: b.name };
      // Parsed only when a policy reads it: readBundle has already checked every image once.
      const image = b.image === '' || !(bundleRegistries || policy.requireDigests) ? undefined : parseImageRef(b.image);
      if (bundleRegistries && image && !allowed(image, bundleRegistries)) {
        drafts.push({
          ...who,
          rule: 'image-registry-not-allowed',
          message:
            `bundle image "${b.image}" is not from an allowed registry (allowedRegistries: ` +
            `${policy.allowedRegistries!.join(', ')})`,
          at: { doc: b.doc, path: ['image'] },
        });
      }
      if (relatedRegistries) {
        b.relatedImages.forEach((ri, i) => {
          const ref = ri.image === '' ? undefined : parseImageRef(ri.image);
          if (ref && !allowed(ref, relatedRegistries)) {
            drafts.push({
              ...who,
              rule: 'image-registry-not-allowed',
              message:
                `related image "${ri.image}"${ri.name ? ` (${ri.name})` : ''} is not from an allowed ` +
                `registry (allowedRelatedImageRegistries: ${policy.allowedRelatedImageRegistries!.join(', ')})`,
              at: { doc: b.doc, path: ['relatedImages', i, 'image'] },
            });
          }
        });
      }
      if (policy.requireDigests && image && image.digest === undefined) {
        drafts.push({
          ...who,
          rule: 'image-not-pinned',
          message:
            `bundle image "${b.image}" is referenced by tag; reference it by digest (…@sha256:…) so the ` +
            `catalog always serves the bundle that was reviewed`,
          at: { doc: b.doc, path: ['image'] },
        });
      }
      bundleObjects(b, policy, prefix, drafts);
    }
  }
}

function bundleObjects(b: DBundle, policy: Policy, prefix: string, drafts: Draft[]): void {
  if (!policy.bundleObjectNotAllowed) return;
  const objects = b.properties.filter((p) => p.type === 'olm.bundle.object');
  const pattern = objects.length > 0 ? underPattern(prefix + b.doc.file, policy.bundleObjectNotAllowed) : undefined;
  if (pattern === undefined) return;
  drafts.push({
    package: b.package,
    bundle: b.name,
    rule: 'bundle-object-not-allowed',
    message:
      `bundle "${b.name}" carries ${objects.length} olm.bundle.object propert` +
      `${objects.length === 1 ? 'y' : 'ies'}, which this repository does not allow under "${pattern}"; ` +
      `render it with olm.csv.metadata instead (opm render --migrate-level=bundle-object-to-csv-metadata)`,
    at: { doc: b.doc, path: ['properties', objects[0]!.index] },
  });
}
