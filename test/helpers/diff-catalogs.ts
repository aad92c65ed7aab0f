// The diff of two in-memory versions of one catalog file, without git or the CLI.
import type { Side } from '../../src/diff/side.js';
import { diffChannel, type ChannelChange } from '../../src/diff/channel.js';
import { diffPair, type DiffResult } from '../../src/diff/diff.js';
import { lostPaths } from '../../src/diff/upgrade-path-lost.js';
import { packageView } from '../../src/graph/view.js';
import type { Draft, Overrides } from '../../src/model/draft.js';
import { validateCatalog, type CatalogResult } from '../../src/rules/validate.js';
import { bundleDoc, channelDoc, pkgDoc } from './fixture.js';
import { rules } from './validate.js';

export function validated(text: string): CatalogResult {
  return validateCatalog({
    catalog: 'cat',
    entries: [{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }],
  });
}

export function diffCatalogs(base: string, head: string, overrides: Overrides = {}): DiffResult {
  return diffPair({ catalog: 'cat', base: validated(base), head: validated(head) }, overrides);
}

/** Package foo with one channel `stable` of `entries` and a bundle per version (foo.v<version>). */
export const foo = (entries: string, versions: readonly string[], extra = ''): string =>
  pkgDoc() + channelDoc(entries) + versions.map((v) => bundleDoc({ name: `foo.v${v}` })).join('') + extra;

export const rulesOf = (r: DiffResult): string[] => rules(r.findings);

function side(r: CatalogResult): Side {
  const model = r.model.packages.get('foo')!;
  return { view: packageView(model, r.deprecated.get('foo')), model };
}

/** Only the graph-change rules of package foo's channel `stable` (no pictures, no other rule). */
export function channelChanges(base: string, head: string): { change: ChannelChange; drafts: Draft[] } {
  const b = side(validated(base));
  const h = side(validated(head));
  const drafts: Draft[] = [];
  const change = diffChannel('foo', 'stable', b, h, drafts);
  lostPaths('foo', b, h, drafts);
  return { change, drafts };
}
