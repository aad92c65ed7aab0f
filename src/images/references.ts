// Which image references a change asks the registry about: those of head that base did not
// reference anywhere in the same package (a new bundle's image, a re-pinned or replaced image, a
// new operand), and the tags that re-pinned bundles gave up (or took instead of their digest). A
// pull request is not a scan of every bundle the catalog ever published; `validate` without a
// base asks about all of them, bounded.
import type { Loc } from '../model/draft.js';
import { imageRefError, parseImageRef } from '../rules/imageref.js';
import type { MPackage } from '../model/catalog-model.js';
import { compareImages } from './same-image.js';

/** One place head names an image reference: a bundle's `image`, or one of its relatedImages. */
export interface ImageUse {
  readonly ref: string;
  readonly package: string;
  readonly bundle: string;
  /** The relatedImages entry's name, for a related image ('' when it has none). */
  readonly related?: string;
  readonly at: Loc;
}

/** A published bundle moved between a tag and a digest in the same repository. */
export interface Repin {
  readonly package: string;
  readonly bundle: string;
  /** The tag reference (base's; head's when `unpinned`): resolving it now proves or refutes the move. */
  readonly tag: string;
  /** The digest reference (head's; base's when `unpinned`). */
  readonly pinned: string;
  readonly digest: string;
  /** Digest → tag: the pin given up (bundle-image-unpinned), not taken. */
  readonly unpinned?: true;
  /** Head's `image` field. */
  readonly at: Loc;
}

export interface ImageChecks {
  readonly uses: ImageUse[];
  readonly repins: Repin[];
}

const usable = (ref: string): boolean => ref !== '' && imageRefError(ref) === undefined;

function refsOf(pkg: MPackage): Set<string> {
  const out = new Set<string>();
  for (const { doc: b } of pkg.bundles.values()) {
    out.add(b.image);
    for (const ri of b.relatedImages) out.add(ri.image);
  }
  return out;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const digestOf = (ref: string): string => parseImageRef(ref)!.digest!;

/**
 * The uses of references head adds to a package (every use, without a base), and its re-pins,
 * added to `into` (a catalog's checks gather its packages' without copying them).
 * Within a bundle a reference is one use (a bundle usually lists its own image among its
 * relatedImages): at `image` when it is the bundle image. Invalid references are left to
 * image-invalid and related-image-invalid.
 */
export function imageChecks(
  base: MPackage | undefined,
  head: MPackage,
  into: ImageChecks = { uses: [], repins: [] },
): ImageChecks {
  const known = base ? refsOf(base) : new Set<string>();
  const { uses, repins } = into;
  for (const name of [...head.bundles.keys()].sort(byName)) {
    const b = head.bundles.get(name)!.doc;
    const seen = new Set<string>();
    const use = (ref: string, path: (string | number)[], related?: string): void => {
      if (known.has(ref) || seen.has(ref) || !usable(ref)) return;
      seen.add(ref);
      uses.push({
        ref,
        package: head.name,
        bundle: name,
        ...(related !== undefined ? { related } : {}),
        at: { doc: b.doc, path },
      });
    };
    use(b.image, ['image']);
    b.relatedImages.forEach((ri, i) => use(ri.image, ['relatedImages', i, 'image'], ri.name));
    const was = base?.bundles.get(name)?.doc.image;
    const moved = was !== undefined && usable(was) && usable(b.image) ? compareImages(was, b.image) : 'same';
    const at = { doc: b.doc, path: ['image'] };
    if (moved === 'pinned')
      repins.push({ package: head.name, bundle: name, tag: was!, pinned: b.image, digest: digestOf(b.image), at });
    else if (moved === 'unpinned')
      repins.push({
        package: head.name,
        bundle: name,
        tag: b.image,
        pinned: was!,
        digest: digestOf(was!),
        unpinned: true,
        at,
      });
  }
  return into;
}

/** Every reference the checks resolve, once each, in first-use order. */
export function referencesOf(checks: readonly ImageChecks[]): string[] {
  const out = new Set<string>();
  for (const c of checks) {
    for (const u of c.uses) out.add(u.ref);
    for (const r of c.repins) out.add(r.tag);
  }
  return [...out];
}
