// The benchmark's view of the engine: the same path the CLI takes for one directory.
import { readCatalogDir } from '../src/catalog/fs-source.js';
import { validateCatalog } from '../src/rules/validate.js';

export function validateDirectory(dir: string): number {
  return validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries }).findings.length;
}
