// The sweep of every package of the community-operators-prod snapshot whose ci.yaml maps a semver
// template: each mapped catalog's channels compared with those generated under each opm linking.
// A template moved on without a render (bundles added, catalogs not yet rendered) is compared as
// of the last commit that changed the catalog instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadCatalog } from '../../src/catalog/load.js';
import { templatesOf } from '../../src/ownership/catalog-templates.js';
import { readCiYaml } from '../../src/config/ci-yaml.js';
import { catalogBundles, renderedPackage } from '../../src/templates/catalog-bundles.js';
import { linkingsMatching } from '../../src/templates/linking-match.js';
import type { OpmLinking } from '../../src/templates/opm-linking.js';
import { semverChannelsOf } from '../../src/templates/semver-expectation.js';
import { readSemverTemplate } from '../../src/templates/semver-read.js';
import { skippedNote } from '../helpers/skip-note.js';

export const SNAPSHOT =
  process.env['FBC_COMMUNITY_SNAPSHOT'] ?? '/work/.mirror/redhat-openshift-ecosystem+community-operators-prod/repo';

export const haveSnapshot = (): boolean => existsSync(SNAPSHOT);

/** The title of a suite that reads the snapshot, with why it skips here when it does. */
export const snapshotNote = (what: string, optIn?: boolean): string =>
  !haveSnapshot()
    ? skippedNote(what, `no community-operators-prod snapshot at ${SNAPSHOT}`)
    : optIn === false
      ? skippedNote(what, 'a sweep of minutes, run with FBC_SWEEP_ALL=1')
      : what;

const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', SNAPSHOT, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

/** The blobs at `rev:path` for each path, read by one git process (absent paths left out). */
function showMany(rev: string, paths: readonly string[]): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (paths.length === 0) return out;
  const input = paths.map((p) => `${rev}:${p}\n`).join('');
  const all = execFileSync('git', ['--git-dir', SNAPSHOT, 'cat-file', '--batch'], { input, maxBuffer: 1 << 30 });
  let at = 0;
  for (const p of paths) {
    const eol = all.indexOf(10, at);
    const header = all.subarray(at, eol).toString('utf8');
    at = eol + 1;
    if (header.endsWith(' missing')) continue;
    const size = Number(header.slice(header.lastIndexOf(' ') + 1));
    out.set(p, all.subarray(at, at + size));
    at += size + 1;
  }
  return out;
}

const show = (rev: string, path: string): string | undefined => showMany(rev, [path]).get(path)?.toString('utf8');

export interface SweepCase {
  readonly pkg: string;
  readonly template: string;
  readonly catalog: string;
  /** The linkings under which the generated channels equal the catalog's; empty: none does. */
  readonly matches: readonly OpmLinking[];
  readonly problem?: string;
  /** The template lists bundles the catalog lacks: the revision of the template compared instead
   * (as of the last commit that changed the catalog), when one was found. */
  readonly templateAt?: string;
}

/**
 * Each (package, mapped catalog) pair at `rev` whose template is a semver template; with
 * `allCatalogs` false, only the last catalog each template maps (the catalogs of one template are
 * rendered together, and loading every one takes seconds).
 */
export function sweep(rev = 'HEAD', allCatalogs = true): SweepCase[] {
  const out: SweepCase[] = [];
  // One git grep instead of a walk of operators/ (thousands of packages, a few dozen with a mapping).
  const ciFiles = git('grep', '-l', 'catalog_mapping', rev, '--', 'operators/*/ci.yaml')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(rev.length + 1));
  const ciTexts = showMany(rev, ciFiles);
  const mapped = ciFiles.map((ci) => {
    const pkg = ci.split('/')[1]!;
    const text = ciTexts.get(ci)?.toString('utf8');
    return { pkg, templates: templatesOf(pkg, text === undefined ? undefined : readCiYaml(text, ci), false) };
  });
  const templateTexts = showMany(
    rev,
    mapped.flatMap((m) => m.templates.map((t) => t.path)),
  );
  for (const { pkg, templates } of mapped) {
    for (const t of templates) {
      const templateText = templateTexts.get(t.path)?.toString('utf8');
      if (templateText === undefined || !/olm\.semver/i.test(templateText)) continue;
      const template = readSemverTemplate(templateText);
      for (const name of allCatalogs ? (t.catalogs ?? []) : (t.catalogs ?? []).slice(-1)) {
        const dir = `catalogs/${name}/${pkg}`;
        const files = git('ls-tree', '-r', '--name-only', rev, '--', `${dir}/`).split('\n').filter(Boolean);
        if (files.length === 0) continue;
        const blobs = showMany(rev, files);
        const loaded = loadCatalog(files.map((f) => ({ path: f.slice(dir.length + 1), data: blobs.get(f)! })));
        if (Array.isArray(template)) {
          out.push({
            pkg,
            template: t.path,
            catalog: dir,
            matches: [],
            problem: template.map((p) => p.message).join('; '),
          });
          continue;
        }
        // The package is the catalog's (konflux's directory holds konflux-operator).
        const pkgName = loaded.cfg.packages[0]?.name ?? pkg;
        const bundles = catalogBundles(loaded.cfg, pkgName);
        const rendered = renderedPackage(loaded.cfg, pkgName);
        const missing = semverChannelsOf(template, bundles, 'edge-scoped');
        if (Array.isArray(missing) && missing.some((p) => p.image !== undefined)) {
          // The template moved on without a render: compare the template the catalog was rendered from.
          const at = git('log', '-1', '--format=%H', rev, '--', `${dir}/`).trim();
          const then = at ? show(at, t.path) : undefined;
          const old = then === undefined ? undefined : readSemverTemplate(then);
          const missingThen = old && !Array.isArray(old) ? semverChannelsOf(old, bundles, 'edge-scoped') : undefined;
          const problem = `the template lists ${missing.length} bundle(s) the catalog lacks`;
          if (old && !Array.isArray(old) && !(Array.isArray(missingThen) && missingThen.some((p) => p.image))) {
            out.push({
              pkg,
              template: t.path,
              catalog: dir,
              matches: linkingsMatching(old, bundles, rendered),
              problem,
              templateAt: at,
            });
          } else out.push({ pkg, template: t.path, catalog: dir, matches: [], problem });
          continue;
        }
        out.push({ pkg, template: t.path, catalog: dir, matches: linkingsMatching(template, bundles, rendered) });
      }
    }
  }
  return out;
}
