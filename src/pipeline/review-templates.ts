// The templates that render the catalogs of packages whose findings ask for a catalog edit: ci.yaml's
// fbc.catalog_mapping and whether operators/<pkg>/catalog-templates/ exists, read from the revision
// holding the catalogs the findings are on (head's: a catalog the pull request adds to the mapping
// and renders is rendered from the template too). It only words a fix, never decides a verdict.
// Only those packages are looked up: a git call or two per review that has such a finding, none otherwise.
import { entriesAt } from '../git/changed-paths.js';
import type { Finding } from '../model/finding.js';
import { isTemplateName } from '../config/ci-yaml.js';
import { CATALOG_EDIT_RULES, templatesOf, withTemplateNotes } from '../ownership/catalog-templates.js';
import { ciYamlPath, templatesDir } from '../templates/renderings.js';
import type { CiYamlFiles } from './ci-yaml-files.js';

export function templateNotes(
  repo: string,
  rev: string,
  findings: readonly Finding[],
  ciYamls: CiYamlFiles,
): Finding[] {
  // Only a package name of one path segment: a finding's package never names a path outside operators/.
  const pkgs = [
    ...new Set(
      findings
        .filter((f) => CATALOG_EDIT_RULES.has(f.rule) && f.package !== undefined && isTemplateName(f.package))
        .map((f) => f.package!),
    ),
  ];
  if (pkgs.length === 0) return [...findings];
  const files = ciYamls.at(rev, pkgs.map(ciYamlPath));
  const dirs = entriesAt(repo, rev, pkgs.map(templatesDir));
  const templates = new Map(
    pkgs.map((p) => {
      const ci = files.get(ciYamlPath(p));
      return [p, templatesOf(p, ci && 'ci' in ci ? ci.ci : undefined, dirs.get(templatesDir(p))?.type === 'tree')];
    }),
  );
  return withTemplateNotes(findings, templates);
}
