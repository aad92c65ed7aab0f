// The template checks of a change between two commits: which templates render which catalogs (the
// base side's configuration says where that is written: its `templates`, else the community
// layout's operators/<pkg>/ci.yaml `fbc.catalog_mapping`), and on each side the mapping, the
// templates and the rendered directories as that side holds them, read from git as data. Only
// packages the change touches are read: drift in any other is not the change's doing.
import { decodeFile } from '../catalog/document-stream.js';
import { isListedFile } from '../catalog/listing.js';
import type { Config } from '../config/config.js';
import { CONFIG_PATH } from '../config/config.js';
import { entriesAt, entriesIn } from '../git/changed-paths.js';
import { listGitCatalog } from '../git/git-source.js';
import type { Finding } from '../model/finding.js';
import type { CatalogDocument } from '../templates/drift.js';
import { templateFindings, type TemplateReaders, type TemplateSide } from '../templates/drift-findings.js';
import {
  ciYamlPath,
  COMMUNITY_CATALOGS,
  communityRenderings,
  configuredRenderings,
  type MappingProblem,
  type Rendering,
} from '../templates/renderings.js';
import { readBaseFiles } from './base-files.js';
import { CiYamlFiles } from './ci-yaml-files.js';

/** The community packages a changed path belongs to: operators/<pkg>/… and <catalog root>/<pkg>/…. */
function touchedPackages(changed: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of changed) {
    const s = p.split('/');
    if (s[0] === 'operators' && s.length >= 3) out.add(s[1]!);
    if (s[0] === 'catalogs' && s.length >= 4) out.add(s[2]!);
  }
  return [...out].sort();
}

/**
 * The blobs the template checks read first (each touched package's ci.yaml on both sides): a partial clone
 * fetches them with the catalogs, in the same request.
 */
export function templateBlobs(
  repo: string,
  commits: readonly string[],
  changed: readonly string[],
  config: Config,
): string[] {
  if (config.templates !== undefined) return [];
  const paths = touchedPackages(changed).map(ciYamlPath);
  return commits.flatMap((c) =>
    [...entriesAt(repo, c, paths).values()].filter((e) => e.type === 'blob').map((e) => e.oid),
  );
}

const touches = (r: Rendering, changed: readonly string[]): boolean =>
  changed.some((p) => p === r.template || r.targets.some((t) => p.startsWith(`${t.dir}/`) || p === t.dir));

/** One side's mapping, templates and rendered directories. */
function readSide(
  repo: string,
  commit: string,
  changed: readonly string[],
  config: Config,
  configFile: string,
  ciYamls: CiYamlFiles,
): TemplateSide {
  let renderings: Rendering[] = [];
  const problems: MappingProblem[] = [];
  if (config.templates !== undefined) {
    renderings = configuredRenderings(config.templates, configFile).filter((r) => touches(r, changed));
  } else {
    const pkgs = touchedPackages(changed);
    const files = ciYamls.at(commit, pkgs.map(ciYamlPath));
    for (const p of pkgs) {
      const f = files.get(ciYamlPath(p));
      if (f === undefined || 'problem' in f) continue;
      const r = communityRenderings(p, f.ci);
      renderings.push(...r.renderings);
      problems.push(...r.problems);
    }
  }
  const templates = readBaseFiles(repo, commit, [...new Set(renderings.map((r) => r.template))]);
  const targets = renderings.flatMap((r) => r.targets);
  // Catalogs and their directories asked apart: ls-tree shows a tree it is asked for, not what is inside.
  const trees = (paths: string[]): string[] => {
    const entries = entriesAt(repo, commit, paths);
    return [...new Set(paths)].filter((p) => entries.get(p)?.type === 'tree');
  };
  const dirs = new Map<string, { documents: CatalogDocument[]; files: string[] }>();
  for (const dir of trees(targets.map((t) => t.dir))) dirs.set(dir, readDir(repo, commit, dir));
  const catalogs = new Set(trees(targets.map((t) => t.catalog)));
  // A mapping naming a catalog that does not exist is told with the catalogs there are (community layout).
  const knownCatalogs =
    config.templates === undefined && targets.some((t) => !catalogs.has(t.catalog))
      ? entriesIn(repo, commit, COMMUNITY_CATALOGS)
          .filter((e) => e.type === 'tree')
          .map((e) => `${COMMUNITY_CATALOGS}/${e.path}`)
      : undefined;
  return { renderings, problems, templates, dirs, catalogs, ...(knownCatalogs ? { knownCatalogs } : {}) };
}

/** The documents of a rendered directory, each with its file and line (a file that does not decode adds none). */
function readDir(repo: string, commit: string, dir: string): { documents: CatalogDocument[]; files: string[] } {
  const listing = listGitCatalog(repo, commit, dir);
  const files = listing.files.filter(isListedFile);
  const data = listing.read(files.map((f) => f.id));
  const documents: CatalogDocument[] = [];
  for (const f of files) {
    const file = `${dir}/${f.path}`;
    decodeFile(file, data.get(f.id)!, (d) => documents.push({ value: d.value, file, line: d.doc.line }));
  }
  return { documents, files: files.map((f) => f.path) };
}

/**
 * The template findings of base → head, judged by base's configuration (`config`, read from
 * `configFile`): head's, each introduced unless base had it.
 */
export function templateChangeFindings(
  repo: string,
  base: string,
  head: string,
  changed: readonly string[],
  config: Config,
  readers: TemplateReaders,
  configFile: string = CONFIG_PATH,
  /** The review's ci.yaml files, read once for all its stages. */
  ciYamls: CiYamlFiles = new CiYamlFiles(repo),
): Finding[] {
  if (config.templates?.length === 0) return [];
  return templateFindings({
    base: readSide(repo, base, changed, config, configFile, ciYamls),
    head: readSide(repo, head, changed, config, configFile, ciYamls),
    readers,
    severities: config,
  });
}
