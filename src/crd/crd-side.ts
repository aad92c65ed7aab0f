// One side of a package as the CRD check reads it: its graph, its model (bundles and their
// objects) and, with registry access, the CRDs of bundle images.
import type { PackageView } from '../graph/view.js';
import type { MPackage } from '../model/catalog-model.js';
import type { ImageCrdSource } from './image-crds.js';

export interface CrdSide {
  readonly view: PackageView;
  readonly model: MPackage;
  /** CRDs read from bundle images for bundles that carry only olm.csv.metadata (registry access on). */
  readonly fromImage?: ImageCrdSource | undefined;
}
