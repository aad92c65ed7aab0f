// The scale benchmark's view of the engine (bundled by bench/scale.mjs): the work of
// `fbc-bot validate`, `graph` (JSON) and `resolve` on one generated catalog directory.
import { readCatalogDir } from '../src/source/fs-source.js';
import { packageGraph } from '../src/graph/graph-json.js';
import { resolve } from '../src/graph/resolve-install.js';
import { packageViews } from '../src/graph/view.js';
import { validateCatalog } from '../src/rules/validate.js';
import { scaleName } from './scale-catalog.js';

export { scaleCatalog } from './scale-catalog.js';

const load = (dir: string) => validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries });

export function validateScale(dir: string): number {
  return load(dir).findings.length;
}

export function graphScale(dir: string): number {
  const r = load(dir);
  return JSON.stringify({ packages: packageViews(r.model, r.deprecated).map((v) => packageGraph(v)) }).length;
}

/** `resolve` as a user runs it: a fresh install, then upgrading from the oldest and a recent bundle. */
export function resolveScale(dir: string, n: number): number {
  const r = load(dir);
  const view = packageViews(r.model, r.deprecated).find((v) => v.name === 'big')!;
  let out = resolve(view, { channels: [] }).v1.candidates.length;
  for (const name of [scaleName(0), scaleName(Math.max(0, n - 2))]) {
    out += resolve(view, {
      channels: ['stable'],
      installed: { name, version: view.versions.get(name), versionText: '' },
    }).v1.candidates.length;
  }
  return out;
}
