// Asking the lookup, for the image step: every reference once, and the CRDs of bundle images.
// A lookup answers failures as data; one that throws anyway leaves the reference unverified
// rather than failing the run.
import type { Policy } from '../config/config.js';
import { crdsFromFiles, type ImageCrds } from '../crd/image-crds.js';
import type { DecodeCache } from '../crd/payload.js';
import type { ImageAnswer, ImageLookup } from '../images/image-lookup.js';
import { imageCsvFacts, type CsvFacts } from '../rules/install-csv.js';

/** The run's lookup, made once the configuration (read from base) is known: it names the
 * registries that may be asked over plain HTTP. Created by the front end (CLI, Action). */
export type ImageAccess = (policy: Policy) => ImageLookup;

/**
 * Distinct references one run asks, `validate` or `diff`: past it they are image-not-verified,
 * named. A pull request adding a catalog copied from another makes every reference in it new to
 * that catalog; a hostile one can name any number of them.
 */
export const IMAGE_LIMIT = 1000;

/** The answer given for a reference past IMAGE_LIMIT; worded for `validate`, `diff`, `review` and the Action alike. */
export const NOT_ASKED: ImageAnswer & { readonly state: 'unverified' } = {
  state: 'unverified',
  detail: `not asked: check-images asks about at most ${IMAGE_LIMIT} distinct references per run`,
};

const thrown = (e: unknown): string => `the registry client failed: ${e instanceof Error ? e.message : String(e)}`;

/** The answer for each reference (the lookup bounds concurrency and caches per run). */
export async function resolveAll(lookup: ImageLookup, refs: readonly string[]): Promise<Map<string, ImageAnswer>> {
  const answers = await Promise.all(
    refs.map((ref) =>
      lookup.resolve(ref).catch((e: unknown): ImageAnswer => ({ state: 'unverified', detail: thrown(e) })),
    ),
  );
  return new Map(refs.map((ref, i) => [ref, answers[i]!]));
}

/** What a bundle image's `manifests/` gave: its CRDs (or why none) and its CSV's install facts. */
export interface ImageContents {
  readonly crds: ImageCrds;
  readonly csv?: CsvFacts | undefined;
}

/** Each bundle image's `manifests/`, read once for the CRD check and the installability rules. */
export async function readImageContents(
  lookup: ImageLookup,
  images: readonly string[],
): Promise<Map<string, ImageContents>> {
  const cache: DecodeCache = new Map();
  const read = async (image: string): Promise<ImageContents> => {
    try {
      const got = await lookup.files(image, 'manifests/');
      if (got.state === 'found')
        return { crds: crdsFromFiles(image, got.files, cache), csv: imageCsvFacts(image, got.files) };
      const why = got.state === 'missing' ? 'no such image' : 'not verified';
      return { crds: { state: 'unreadable', detail: `${image}: ${why}: ${got.detail}` } };
    } catch (e) {
      return { crds: { state: 'unreadable', detail: `${image}: ${thrown(e)}` } };
    }
  };
  const out = await Promise.all(images.map(read));
  return new Map(images.map((image, i) => [image, out[i]!]));
}
