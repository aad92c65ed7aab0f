// `render --check-images`: each bundle image a template names pulled and rendered as `opm render`
// renders it (credentials and plain HTTP as --check-images reads them). An image the registry
// does not have or does not answer for is a SourceError naming it (exit 2); one that is no
// bundle, or one opm would refuse to render, is a problem naming it and its template line (exit 1).
import type { JsonObject } from '../catalog/goyaml/json-value.js';
import type { ImageLookup } from '../images/image-lookup.js';
import { SourceError } from '../source/source-error.js';
import { renderBundleImage, type MigrateLevel } from '../templates/bundle-render.js';
import type { TemplateProblem } from '../templates/expectation.js';
import type { CatalogBundle } from '../templates/render-template.js';
import type { NamedImage } from '../templates/template-images.js';

/** A bundle rendered from its image, with its CSV (the semver template's package metadata is the head's). */
export interface ImageBundle extends CatalogBundle {
  readonly csv: JsonObject;
}

/** Images asked at a time: a template lists tens of bundles, each a few small blobs. */
const AT_ONCE = 4;

export async function imageBundles(
  images: readonly NamedImage[],
  lookup: ImageLookup,
  migrate: MigrateLevel,
): Promise<{ readonly bundles: ImageBundle[] } | { readonly problems: TemplateProblem[] }> {
  const read = lookup.bundle;
  if (!read) throw new SourceError('this registry access cannot read bundle images');
  const answers = new Array<Awaited<ReturnType<typeof read>>>(images.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < images.length) {
      const i = next++;
      answers[i] = await read(images[i]!.image);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, images.length) }, worker));
  const bundles: ImageBundle[] = [];
  const problems: TemplateProblem[] = [];
  images.forEach((named, i) => {
    const a = answers[i]!;
    const { image, line } = named;
    if (a.state !== 'found') {
      const why = a.state === 'missing' ? 'the registry has no such image' : 'no answer to trust';
      throw new SourceError(`cannot read bundle image ${image} (${why}): ${a.detail}`);
    }
    const r = renderBundleImage(image, a.labels, a.files, migrate);
    if ('problem' in r) {
      problems.push({ message: `bundle image ${JSON.stringify(image)} ${r.problem}`, ...(line ? { line } : {}) });
      return;
    }
    const d = r.document;
    bundles.push({
      name: String(d['name']),
      version: r.version,
      image,
      package: String(d['package']),
      document: () => d,
      csv: r.csv,
    });
  });
  return problems.length > 0 ? { problems } : { bundles };
}
