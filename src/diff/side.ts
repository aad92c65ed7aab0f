// One side of a changed package, as every change rule reads it.
import type { PackageView } from '../graph/view.js';
import type { MPackage } from '../model/catalog-model.js';

/** One side of a package: its graph view and its model (for positions). */
export interface Side {
  readonly view: PackageView;
  readonly model: MPackage;
}
