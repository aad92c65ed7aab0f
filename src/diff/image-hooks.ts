// What a diff offers the image step: it hears each package head holds (with base's) to pick the
// image references the change adds, and takes CRDs read from bundle images as data for the CRD
// check. The diff itself stays synchronous and offline; the image step runs around it.
import type { ImageCrdSource } from '../crd/image-crds.js';
import type { MPackage } from '../model/catalog-model.js';
import type { ImageCsvSource } from '../rules/installability.js';

export interface DiffImages {
  /** Each package of head in a changed region, with base's when it has one. */
  readonly seen?: (catalog: string, base: MPackage | undefined, head: MPackage) => void;
  /** The CRDs of bundle images, per catalog, for bundles that carry only olm.csv.metadata. */
  readonly crds?: (catalog: string) => ImageCrdSource;
  /** The CSVs of bundle images, per catalog, for bundles the installability rules judge whose entry carries none. */
  readonly csvs?: (catalog: string) => ImageCsvSource;
}
