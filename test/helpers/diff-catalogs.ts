// The diff of two in-memory versions of one catalog file, without git or the CLI.
import { diffPair, type DiffResult } from '../../src/diff/diff.js';
import type { Overrides } from '../../src/rules/draft.js';
import { validateCatalog, type CatalogResult } from '../../src/rules/validate.js';
import { bundleDoc, channelDoc, pkgDoc } from './fixture.js';

export function validated(text: string): CatalogResult {
  return validateCatalog({ catalog: 'cat', entries: [{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }] });
}

export function diffCatalogs(base: string, head: string, overrides: Overrides = {}): DiffResult {
  return diffPair({ catalog: 'cat', base: validated(base), head: validated(head) }, overrides);
}

/** Package foo with one channel `stable` of `entries` and a bundle per version (foo.v<version>). */
export const foo = (entries: string, versions: readonly string[], extra = ''): string =>
  pkgDoc() + channelDoc(entries) + versions.map((v) => bundleDoc({ name: `foo.v${v}` })).join('') + extra;

export const rulesOf = (r: DiffResult): string[] => [...new Set(r.findings.map((f) => f.rule))].sort();
