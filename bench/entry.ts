// The benchmark's view of the engine: the same paths the CLI takes for one directory.
import { readCatalogDir } from '../src/catalog/fs-source.js';
import { packageGraph } from '../src/graph/graph-json.js';
import { renderMermaid } from '../src/graph/mermaid.js';
import { resolve } from '../src/graph/resolve.js';
import { packageViews } from '../src/graph/view.js';
import { validateCatalog } from '../src/rules/validate.js';

const load = (dir: string) => validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries });

export function validateDirectory(dir: string): number {
  return load(dir).findings.length;
}

/** `fbc-bot graph` (JSON) and `graph --format mermaid` for every package. */
export function graphDirectory(dir: string): number {
  const r = load(dir);
  const graphs = packageViews(r.model, r.deprecated).map((v) => packageGraph(v));
  return JSON.stringify({ packages: graphs }).length + renderMermaid(graphs).length;
}

/** `fbc-bot resolve` for every package: a fresh install and every bundle as the installed one. */
export function resolveDirectory(dir: string): number {
  const r = load(dir);
  let n = 0;
  for (const view of packageViews(r.model, r.deprecated)) {
    n += resolve(view, { channels: [] }).v1.candidates.length;
    for (const [name, version] of view.versions) n += resolve(view, { channels: [], installed: { name, version, versionText: '' } }).v1.candidates.length;
  }
  return n;
}
