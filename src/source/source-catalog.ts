// What each kind of catalog source (a directory, a git tree) yields per catalog.
import type { CatalogListing } from '../catalog/listing.js';
import type { CatalogInput } from '../rules/validate.js';

/** One catalog of a SOURCE, read when asked (one catalog in memory at a time). */
export interface SourceCatalog {
  /** The catalog's path in reports. */
  readonly catalog: string;
  /** Its path relative to the SOURCE root: what pairs base and head catalogs in a diff. */
  readonly key: string;
  read(): CatalogInput;
  /** Its files as content ids, contents read only when asked (what a diff needs). */
  list(): CatalogListing;
}
