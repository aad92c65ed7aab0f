// A catalog as a list of file identities (content ids, as git's blob ids) before any file is
// read: what lets a diff skip the files a change did not touch, and a cache recognise them.
import { createHash } from 'node:crypto';
import type { SourceProblem } from './types.js';

export interface ListedFile {
  /** Path relative to the catalog root, '/'-separated. */
  readonly path: string;
  /** The content's git blob id. */
  readonly id: string;
}

/** A catalog's files (and problems listing them) in walk order, .indexignore applied. */
export interface CatalogListing {
  readonly files: readonly (ListedFile | SourceProblem)[];
  /** The contents of the given ids (each listed by this catalog). */
  read(ids: readonly string[]): ReadonlyMap<string, Uint8Array>;
}

export const isListedFile = (e: ListedFile | SourceProblem): e is ListedFile => 'id' in e;

/** git's object id of a blob with these bytes (sha1 of "blob <size>\0" and the bytes). */
export function gitBlobId(data: Uint8Array): string {
  return createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');
}
