// The benchmark's view of the engine: the same path the CLI takes for one directory.
import { readCatalogDir } from '../src/catalog/fs-source.js';
import { validateCatalog } from '../src/rules/validate.js';

export async function validateDirectory(dir: string): Promise<number> {
  const src = await readCatalogDir(dir);
  return validateCatalog({ catalog: '.', files: src.files, problems: src.problems }).findings.length;
}
