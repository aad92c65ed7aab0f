// CRDs read from a bundle image, for bundles whose catalog entry carries only olm.csv.metadata
// (opm leaves the objects in the image). The pipeline fetches the image's `manifests/` before the
// check and hands the result in as data; the check then reads these CRDs as it reads
// olm.bundle.object payloads, and says why when the image could not give them.
import type { ImageFile } from '../images/image-lookup.js';
import { decodeCrdText, type BundleCrd, type BundleCrds, type DecodeCache, type Unreadable } from './payload.js';

/** What a bundle image gave: its CRDs (and files that would not decode), or why it gave nothing. */
export type ImageCrds =
  | {
      readonly state: 'found';
      readonly crds: ReadonlyMap<string, BundleCrd>;
      readonly unreadable: readonly Unreadable[];
    }
  | { readonly state: 'unreadable'; readonly detail: string };

/** CRDs by bundle image reference; undefined: not fetched (registry access off, or not asked). */
export type ImageCrdSource = (image: string) => ImageCrds | undefined;

// A bundle's manifests are YAML or JSON files; OLM reads the first object of each.
const MANIFEST = /\.(ya?ml|json)$/i;

/** The CRDs among an image's files under manifests/ (as `lookup.files(image, 'manifests/')` gives them). */
export function crdsFromFiles(image: string, files: readonly ImageFile[], cache: DecodeCache = new Map()): ImageCrds {
  const crds = new Map<string, BundleCrd>();
  const unreadable: Unreadable[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (!MANIFEST.test(f.path)) continue;
    const file = `${f.path} in ${image}`;
    const text = decoder.decode(f.content);
    let r = cache.get(text);
    if (r === undefined) cache.set(text, (r = decodeCrdText(text)));
    if (r === null) continue;
    if (typeof r === 'string') unreadable.push({ file, name: '', error: r });
    else if (!r.ok) unreadable.push({ file, name: r.name, error: r.error });
    else if (!crds.has(r.crd.name)) crds.set(r.crd.name, { crd: r.crd, file });
  }
  return { state: 'found', crds, unreadable };
}

/**
 * A bundle's CRDs with those of its image when the catalog carries none (olm.csv.metadata only)
 * and the image was read; with the reason when it could not be.
 */
export function withImageCrds(c: BundleCrds, image: string, source: ImageCrdSource | undefined): BundleCrds {
  if (!c.metadataOnly || !source || image === '') return c;
  const got = source(image);
  if (!got) return c;
  if (got.state === 'unreadable') return { ...c, imageProblem: got.detail };
  return { hasObjects: true, metadataOnly: false, crds: got.crds, unreadable: got.unreadable };
}
