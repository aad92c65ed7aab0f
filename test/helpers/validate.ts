import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readCatalogDir } from '../../src/source/fs-source.js';
import { comparePaths } from '../../src/catalog/load.js';
import { EMPTY_CONFIG, type Config } from '../../src/config/config.js';
import type { Finding } from '../../src/model/finding.js';
import { sortFindings } from '../../src/model/finding.js';
import { isOpmMapped } from '../../src/model/rule-table.js';
import { validateCatalog } from '../../src/rules/validate.js';

export async function validateDir(dir: string): Promise<Finding[]> {
  return sortFindings(validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries }).findings);
}

/** Validate in-memory files: { 'catalog.yaml': '...' }, as catalog `catalog` of a repository. */
export function validateFiles(files: Record<string, string>, config: Config = EMPTY_CONFIG, catalog = '.'): Finding[] {
  const list = Object.entries(files)
    .map(([path, text]) => ({ path, data: new TextEncoder().encode(text) }))
    .sort((a, b) => comparePaths(a.path, b.path));
  return sortFindings(validateCatalog({ catalog, entries: list }, config).findings);
}

export function writeTree(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'fbc-test-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export const opmErrors = (fs: readonly Finding[]): string[] =>
  [...new Set(fs.filter((f) => f.severity === 'error' && isOpmMapped(f.rule)).map((f) => f.rule))].sort();
export const errors = (fs: readonly Finding[]): string[] =>
  [...new Set(fs.filter((f) => f.severity === 'error').map((f) => f.rule))].sort();
export const rules = (fs: readonly Finding[]): string[] => [...new Set(fs.map((f) => f.rule))].sort();
