// The image step of a diff (registry access on), shared by `diff` and `review`, CLI and Action.
// The diff runs once as always, hearing which image references the change adds and which bundle
// images the CRD check lacks; those are asked of the registry; then, only for catalogs whose CRD
// check lacked images, the diff runs again with the CRDs read from them (unchanged regions come
// from the first run's parts). The image rules are applied to the final findings, and the
// released-index step (released-baseline.ts) reads the configured published indexes meanwhile.
import type { Config } from '../config/config.js';
import type { ImageCrdSource } from '../crd/image-crds.js';
import type { DiffResult } from '../diff/diff.js';
import {
  diffListings,
  type CachedPart,
  type CatalogSides,
  type ComparedCatalog,
  type PartCache,
} from '../diff/incremental.js';
import type { FileSummary } from '../diff/parts.js';
import type { DiffImages } from '../diff/image-hooks.js';
import { settleRepins } from '../diff/bundle-changes.js';
import { imageFindings, type CatalogImageChecks } from '../images/image-findings.js';
import { imageChecks, referencesOf } from '../images/references.js';
import { sortFindings } from '../model/finding.js';
import type { MPackage } from '../model/catalog-model.js';
import type { Published } from '../diff/published.js';
import { IMAGE_LIMIT, NOT_ASKED, readImageContents, resolveAll, type ImageAccess } from './image-answers.js';
import type { ImageCsvSource } from '../rules/installability.js';
import { releasedFindings } from './released-baseline.js';

export type DiffOutcome = DiffResult & { readonly compared: ComparedCatalog[] };

export interface DiffRunOptions {
  readonly config: Config;
  readonly cache?: PartCache | undefined;
  /** Base's bundle-format packages (read from base's source). */
  readonly published?: Published | undefined;
}

/** What the first run heard: image references per catalog, and bundle images the CRD check lacked. */
class Heard implements DiffImages {
  readonly checks = new Map<string, CatalogImageChecks>();
  readonly crdImages = new Map<string, Set<string>>();
  readonly csvImages = new Map<string, Set<string>>();

  readonly seen = (catalog: string, base: MPackage | undefined, head: MPackage): void => {
    let c = this.checks.get(catalog);
    if (!c) this.checks.set(catalog, (c = { catalog, uses: [], repins: [] }));
    imageChecks(base, head, c);
  };

  readonly crds = (catalog: string): ImageCrdSource => this.lacking(this.crdImages, catalog);
  readonly csvs = (catalog: string): ImageCsvSource => this.lacking(this.csvImages, catalog);

  /** A source that has no image yet: it notes each image asked of it under `catalog`. */
  private lacking(heard: Map<string, Set<string>>, catalog: string): (image: string) => undefined {
    return (image) => {
      let s = heard.get(catalog);
      if (!s) heard.set(catalog, (s = new Set()));
      s.add(image);
      return undefined;
    };
  }
}

/** Parts and summaries kept in memory for the run (over the caller's cache, if any): the second
 * run revalidates only the changed regions. */
function runMemory(inner: PartCache | undefined): PartCache {
  const summaries = new Map<string, FileSummary>();
  const parts = new Map<string, CachedPart>();
  return {
    summary: (id) => summaries.get(id) ?? inner?.summary(id),
    setSummary: (id, s) => {
      summaries.set(id, s);
      inner?.setSummary(id, s);
    },
    part: (key) => parts.get(key) ?? inner?.part(key),
    setPart: (key, p) => {
      parts.set(key, p);
      inner?.setPart(key, p);
    },
  };
}

/** The first run's items, those of the catalogs run again taken from the second, in catalog order. */
function merged<T extends { readonly catalog?: string | undefined }>(
  sides: readonly CatalogSides[],
  first: readonly T[],
  second: readonly T[],
  again: ReadonlySet<string>,
): T[] {
  const of = (items: readonly T[]): Map<string | undefined, T[]> => {
    const m = new Map<string | undefined, T[]>();
    for (const x of items) {
      const l = m.get(x.catalog);
      if (l) l.push(x);
      else m.set(x.catalog, [x]);
    }
    return m;
  };
  const a = of(first);
  const b = of(second);
  const out: T[] = [...(a.get(undefined) ?? [])];
  for (const s of sides) for (const x of (again.has(s.catalog) ? b : a).get(s.catalog) ?? []) out.push(x);
  return out;
}

/** The diff of `sides`, with the image step when `access` is given (else exactly diffListings). */
export async function diffWithImages(
  sides: readonly CatalogSides[],
  opts: DiffRunOptions,
  access: ImageAccess | undefined,
): Promise<DiffOutcome> {
  const published = opts.published ? { published: opts.published } : {};
  if (!access) {
    const offline = diffListings(sides, {
      config: opts.config,
      ...(opts.cache ? { cache: opts.cache } : {}),
      ...published,
    });
    const notices = await releasedFindings(sides, opts.config, undefined);
    return notices.length === 0 ? offline : { ...offline, findings: sortFindings([...offline.findings, ...notices]) };
  }
  const lookup = access(opts.config.policy);
  // Read while the image check asks its questions: both are bounded by the lookup's one deadline.
  const released = releasedFindings(sides, opts.config, lookup);
  // Awaited below; a failure meanwhile must not count as unhandled (which ends the process).
  released.catch(() => undefined);
  const cache = runMemory(opts.cache);
  const heard = new Heard();
  const first = diffListings(sides, { config: opts.config, cache, images: heard, ...published });
  const checks = [...heard.checks.values()];
  // Bundle images read for their manifests: the CRDs the CRD check lacks, the CSVs the installability rules lack.
  const crdImages = [...new Set([...heard.crdImages.values(), ...heard.csvImages.values()].flatMap((s) => [...s]))];
  const refs = referencesOf(checks);
  // One bound for both: a bundle image read for its CRDs counts unless it is asked about anyway.
  const resolved = new Set(refs.slice(0, IMAGE_LIMIT));
  let room = IMAGE_LIMIT - resolved.size;
  const readable: string[] = [];
  const unread: string[] = [];
  for (const image of crdImages) {
    if (resolved.has(image) || room-- > 0) readable.push(image);
    else unread.push(image);
  }
  const [asked, contents] = await Promise.all([resolveAll(lookup, [...resolved]), readImageContents(lookup, readable)]);
  const crds = new Map([...contents].map(([image, c]) => [image, c.crds]));
  const over = new Set(refs.slice(IMAGE_LIMIT));
  const answers = { get: (ref: string) => asked.get(ref) ?? (over.has(ref) ? NOT_ASKED : undefined) };
  for (const image of unread) crds.set(image, { state: 'unreadable', detail: `${image}: ${NOT_ASKED.detail}` });
  let result: DiffOutcome = first;
  // A catalog is there only once its CRD check or its installability rules asked for an image.
  const again = new Set([...heard.crdImages.keys(), ...heard.csvImages.keys()]);
  if (again.size > 0) {
    const fromImage: ImageCrdSource = (image) => crds.get(image);
    const fromCsv: ImageCsvSource = (image) => contents.get(image)?.csv;
    const second = diffListings(
      sides.filter((s) => again.has(s.catalog)),
      { config: opts.config, cache, images: { crds: () => fromImage, csvs: () => fromCsv }, ...published },
    );
    result = {
      findings: merged(sides, first.findings, second.findings, again),
      changes: merged(sides, first.changes, second.changes, again),
      pictures: merged(sides, first.pictures, second.pictures, again),
      compared: merged(sides, first.compared, second.compared, again),
    };
  }
  const overrides = opts.config;
  const findings = [
    ...settleRepins(result.findings, checks, answers, overrides),
    ...imageFindings(checks, answers, {
      overrides,
      requireVerified: opts.config.policy.requireImagesVerified === true,
    }),
    ...(await released),
  ];
  return { ...result, findings: sortFindings(findings) };
}
